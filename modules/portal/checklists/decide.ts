import type { Decider, NewEvent } from "../../eventstore/index.ts";
import {
  ChecklistActivated,
  ChecklistTaskCompleted,
  ChecklistTaskReopened,
  CustomTaskAdded,
  OwnTaskListStarted,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_TITLE_MAX_LENGTH,
  type ChecklistTemplateData,
  type TaskPriority,
} from "./events.ts";

export type ChecklistCommand =
  | {
      kind: "activate";
      userId: string;
      checklistId: string;
      template: ChecklistTemplateData;
      /** "YYYY-MM-DD": the activation day. */
      today: string;
      /** "YYYY-MM-DD": the first day of the student's target start month, when their profile names one. */
      targetStart: string | null;
    }
  | { kind: "set-task"; userId: string; checklistId: string; taskId: string; completed: boolean }
  | ({
      kind: "add-task";
      userId: string;
      /** The id the student's own list gets if this task starts it (a uuid, chosen by the command). */
      ownListId: string;
    } & CustomTaskInput);

/** A task the student writes into one of their checklists, or into their own list. */
export interface CustomTaskInput {
  /** The checklist it goes to; null: the student's own list ("My tasks"), started by its first task. */
  checklistId: string | null;
  title: string;
  description: string;
  priority: TaskPriority;
  dueDate: string | null;
  /** The form's submission id: the same one again adds nothing. */
  submissionId?: string;
}

interface StudentChecklistState {
  /** The library template it was activated from; null for the student's own list. */
  templateId: string | null;
  /** Completion by task id; its size numbers the next task. */
  tasks: Readonly<Record<string, boolean>>;
  /** The submission ids of the custom tasks added so far: a form sent again adds nothing. */
  submissions: readonly string[];
}

/** A student's checklists by checklist id. */
export type StudentChecklistsState = Readonly<Record<string, StudentChecklistState>>;

export class ChecklistAlreadyActiveError extends Error {
  constructor(readonly checklistId: string) {
    super("This checklist is already in your Active Checklists.");
    this.name = "ChecklistAlreadyActiveError";
  }
}

/** Not one of this student's checklists (another student's id, or none). */
export class ChecklistNotFoundError extends Error {
  constructor(readonly checklistId: string) {
    super("That checklist is not one of yours.");
    this.name = "ChecklistNotFoundError";
  }
}

/** Not a task of that checklist of this student's. */
export class ChecklistTaskNotFoundError extends Error {
  constructor(readonly taskId: string) {
    super("That task is not in your checklist.");
    this.name = "ChecklistTaskNotFoundError";
  }
}

export const TASK_TITLE_REQUIRED_MESSAGE = "Enter a task title.";
export const TASK_TITLE_TOO_LONG_MESSAGE = `Task titles can be at most ${TASK_TITLE_MAX_LENGTH} characters.`;
export const TASK_DESCRIPTION_TOO_LONG_MESSAGE = `Descriptions can be at most ${TASK_DESCRIPTION_MAX_LENGTH.toLocaleString("en-US")} characters.`;

/** A custom task refused for its text; `field` says which field the message goes next to. */
export class CustomTaskInvalidError extends Error {
  constructor(
    readonly field: "title" | "description",
    message: string,
  ) {
    super(message);
    this.name = "CustomTaskInvalidError";
  }
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Each task's due date at activation. A template's offsets count days before
 * the student's start: with a target start month in the profile, a task is due
 * that many days before its first day; without one, the timeline is assumed to
 * begin today (the earliest task due today). A date already past becomes today:
 * it is still to do, and now. Tasks with no offset have no due date.
 */
export function dueDatesFor(template: ChecklistTemplateData, today: string, targetStart: string | null): (string | null)[] {
  const offsets = template.tasks.map((task) => task.dueOffsetDays);
  const largest = Math.max(0, ...offsets.filter((offset): offset is number => offset !== null));
  const start = targetStart ?? addDays(today, largest);
  return offsets.map((offset) => {
    if (offset === null) return null;
    const due = addDays(start, -offset);
    return due < today ? today : due;
  });
}

/**
 * Own properties only: `constructor`, `__proto__` or `toString` as an id would
 * otherwise find Object.prototype's and pass for a checklist or a task (issue
 * 23: a forged completion counted towards the readiness score).
 */
function checklistOf(state: StudentChecklistsState, checklistId: string): StudentChecklistState {
  const checklist = Object.hasOwn(state, checklistId) ? state[checklistId] : undefined;
  if (!checklist) throw new ChecklistNotFoundError(checklistId);
  return checklist;
}

/** The id of the student's own list ("My tasks"), if they have started it. */
function ownListOf(state: StudentChecklistsState): string | undefined {
  return Object.keys(state).find((id) => state[id]?.templateId === null);
}

function taskCompletion(checklist: StudentChecklistState, taskId: string): boolean | undefined {
  return Object.hasOwn(checklist.tasks, taskId) ? checklist.tasks[taskId] : undefined;
}

/**
 * A student's checklists (stream `checklists-${userId}`). A template is
 * activated once: a second activation is refused, since two copies of one
 * checklist would only split the student's progress (the page points them to
 * the one they have). Ticking a task sets it to the state asked, so a double
 * click or a second tab changes nothing more. A custom task needs a title.
 */
export const studentChecklistsDecider: Decider<ChecklistCommand, StudentChecklistsState> = {
  initialState: () => ({}),
  evolve(state, event) {
    const activated = ChecklistActivated.match(event);
    if (activated) {
      const tasks = Object.fromEntries(activated.tasks.map((task) => [task.taskId, false]));
      return { ...state, [activated.checklistId]: { templateId: activated.templateId, tasks, submissions: [] } };
    }
    const started = OwnTaskListStarted.match(event);
    if (started) return { ...state, [started.checklistId]: { templateId: null, tasks: {}, submissions: [] } };
    const added = CustomTaskAdded.match(event);
    const addedTo = added && Object.hasOwn(state, added.checklistId) && state[added.checklistId];
    if (added && addedTo) {
      const submissions = added.submissionId ? [...addedTo.submissions, added.submissionId] : addedTo.submissions;
      return { ...state, [added.checklistId]: { ...addedTo, tasks: { ...addedTo.tasks, [added.taskId]: false }, submissions } };
    }
    const completed = ChecklistTaskCompleted.match(event) ?? ChecklistTaskReopened.match(event);
    const of = completed && Object.hasOwn(state, completed.checklistId) && state[completed.checklistId];
    if (completed && of) {
      return { ...state, [completed.checklistId]: { ...of, tasks: { ...of.tasks, [completed.taskId]: event.type === ChecklistTaskCompleted.type } } };
    }
    return state;
  },
  decide(command, state): NewEvent[] {
    const { userId } = command;
    switch (command.kind) {
      case "activate": {
        const existing = Object.keys(state).find((id) => state[id]?.templateId === command.template.templateId);
        if (existing) throw new ChecklistAlreadyActiveError(existing);
        const { template } = command;
        const dueDates = dueDatesFor(template, command.today, command.targetStart);
        return [
          ChecklistActivated.create({
            userId,
            checklistId: command.checklistId,
            templateId: template.templateId,
            title: template.title,
            description: template.description,
            category: template.category,
            activatedOn: command.today,
            tasks: template.tasks.map((task, index) => ({
              taskId: `${command.checklistId}-${index + 1}`,
              title: task.title,
              description: task.description,
              priority: task.priority,
              category: task.category,
              dueDate: dueDates[index] ?? null,
            })),
          }),
        ];
      }
      case "set-task": {
        const { checklistId } = command;
        const checklist = checklistOf(state, checklistId);
        const completed = taskCompletion(checklist, command.taskId);
        if (completed === undefined) throw new ChecklistTaskNotFoundError(command.taskId);
        if (completed === command.completed) return [];
        const event = command.completed ? ChecklistTaskCompleted : ChecklistTaskReopened;
        return [event.create({ userId, checklistId, taskId: command.taskId })];
      }
      case "add-task": {
        // No checklist named: the student's own list, started by this task when they have none yet.
        const ownListId = command.checklistId === null ? ownListOf(state) : undefined;
        const checklistId = command.checklistId ?? ownListId ?? command.ownListId;
        const starts = command.checklistId === null && ownListId === undefined;
        const checklist = starts ? { templateId: null, tasks: {}, submissions: [] } : checklistOf(state, checklistId);
        if (command.submissionId && checklist.submissions.includes(command.submissionId)) return [];
        const title = command.title.trim();
        const description = command.description.trim();
        if (title === "") throw new CustomTaskInvalidError("title", TASK_TITLE_REQUIRED_MESSAGE);
        if (title.length > TASK_TITLE_MAX_LENGTH) throw new CustomTaskInvalidError("title", TASK_TITLE_TOO_LONG_MESSAGE);
        if (description.length > TASK_DESCRIPTION_MAX_LENGTH) throw new CustomTaskInvalidError("description", TASK_DESCRIPTION_TOO_LONG_MESSAGE);
        const taskId = `${checklistId}-${Object.keys(checklist.tasks).length + 1}`;
        return [
          ...(starts ? [OwnTaskListStarted.create({ userId, checklistId })] : []),
          CustomTaskAdded.create({
            userId,
            checklistId,
            taskId,
            title,
            description: description === "" ? null : description,
            priority: command.priority,
            dueDate: command.dueDate,
            ...(command.submissionId ? { submissionId: command.submissionId } : {}),
          }),
        ];
      }
    }
  },
};
