import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../eventstore/testing.ts";
import {
  ChecklistAlreadyActiveError,
  ChecklistNotFoundError,
  ChecklistTaskNotFoundError,
  CustomTaskInvalidError,
  dueDatesFor,
  studentChecklistsDecider,
  TASK_TITLE_REQUIRED_MESSAGE,
} from "./decide.ts";
import {
  ChecklistActivated,
  ChecklistTaskCompleted,
  ChecklistTaskReopened,
  CustomTaskAdded,
  OwnTaskListStarted,
  type ChecklistTemplateData,
} from "./events.ts";

const spec = deciderSpec(studentChecklistsDecider);
const userId = "student-a";
const checklistId = "00000000-0000-4000-8000-0000000000c1";
const otherChecklist = "00000000-0000-4000-8000-0000000000c2";
/** The id the command offers for the student's own list, should this task start it. */
const ownListId = "00000000-0000-4000-8000-0000000000d1";

const template: ChecklistTemplateData = {
  templateId: "checklist_transcripts",
  title: "Transcripts and results",
  description: "Gather your CSEC and CAPE results and school transcripts.",
  category: "Application Process",
  tasks: [
    { id: "checklist_transcripts-1", title: "Request CXC results slips", description: null, priority: "high", category: "Documents", dueOffsetDays: 200 },
    {
      id: "checklist_transcripts-2",
      title: "Ask school for transcript",
      description: "Sealed copy",
      priority: "medium",
      category: "Documents",
      dueOffsetDays: 100,
    },
    { id: "checklist_transcripts-3", title: "Keep copies", description: null, priority: "low", category: "Follow-up", dueOffsetDays: null },
  ],
};

const activated = ChecklistActivated.create({
  userId,
  checklistId,
  templateId: template.templateId,
  title: template.title,
  description: template.description,
  category: template.category,
  activatedOn: "2026-01-10",
  tasks: [
    { taskId: `${checklistId}-1`, title: "Request CXC results slips", description: null, priority: "high", category: "Documents", dueDate: "2026-01-10" },
    {
      taskId: `${checklistId}-2`,
      title: "Ask school for transcript",
      description: "Sealed copy",
      priority: "medium",
      category: "Documents",
      dueDate: "2026-04-20",
    },
    { taskId: `${checklistId}-3`, title: "Keep copies", description: null, priority: "low", category: "Follow-up", dueDate: null },
  ],
});
const activate = { kind: "activate" as const, userId, checklistId, template, today: "2026-01-10", targetStart: null };

describe("due dates at activation", () => {
  it("without a target start, the timeline begins today: the earliest task is due today, the others by their offsets", () => {
    expect(dueDatesFor(template, "2026-01-10", null)).toEqual(["2026-01-10", "2026-04-20", null]);
  });

  it("with a target start, each task is due its offset before it", () => {
    expect(dueDatesFor(template, "2026-01-10", "2026-09-01")).toEqual(["2026-02-13", "2026-05-24", null]);
  });

  it("a due date already past becomes today", () => {
    expect(dueDatesFor(template, "2026-05-01", "2026-09-01")).toEqual(["2026-05-01", "2026-05-24", null]);
  });
});

describe("activating a checklist", () => {
  it("given no checklists, when the student activates a template, then they get their own copy with numbered tasks and due dates", () => {
    spec.given([]).when(activate).then([activated]);
  });

  it("given the template already active, when the student activates it again, then it is refused and names the checklist they have", () => {
    spec
      .given([activated])
      .when({ ...activate, checklistId: otherChecklist })
      .then(new ChecklistAlreadyActiveError(checklistId));
  });
});

describe("ticking a task", () => {
  it("given an open task, when the student completes it, then it is completed", () => {
    spec
      .given([activated])
      .when({ kind: "set-task", userId, checklistId, taskId: `${checklistId}-2`, completed: true })
      .then([ChecklistTaskCompleted.create({ userId, checklistId, taskId: `${checklistId}-2` })]);
  });

  it("given a completed task, when the student completes it again, then nothing more happens", () => {
    spec
      .given([activated, ChecklistTaskCompleted.create({ userId, checklistId, taskId: `${checklistId}-2` })])
      .when({ kind: "set-task", userId, checklistId, taskId: `${checklistId}-2`, completed: true })
      .then([]);
  });

  it("given a completed task, when the student unticks it, then it is reopened", () => {
    spec
      .given([activated, ChecklistTaskCompleted.create({ userId, checklistId, taskId: `${checklistId}-2` })])
      .when({ kind: "set-task", userId, checklistId, taskId: `${checklistId}-2`, completed: false })
      .then([ChecklistTaskReopened.create({ userId, checklistId, taskId: `${checklistId}-2` })]);
  });

  it("given an open task, when the student unticks it, then nothing happens", () => {
    spec
      .given([activated])
      .when({ kind: "set-task", userId, checklistId, taskId: `${checklistId}-1`, completed: false })
      .then([]);
  });

  it("given the checklist, when a task id that does not exist is ticked, then it is refused as not found", () => {
    spec
      .given([activated])
      .when({ kind: "set-task", userId, checklistId, taskId: `${checklistId}-9`, completed: true })
      .then(new ChecklistTaskNotFoundError(`${checklistId}-9`));
  });

  it("given no checklist of that id (another student's), when a task is ticked, then it is refused as not found", () => {
    spec
      .given([activated])
      .when({ kind: "set-task", userId, checklistId: otherChecklist, taskId: `${otherChecklist}-1`, completed: true })
      .then(new ChecklistNotFoundError(otherChecklist));
  });

  // These names are properties of every object, never ids of a checklist or a task of the student's.
  const prototypeNames = ["constructor", "__proto__", "toString", "hasOwnProperty"];

  it.each(prototypeNames)("given the checklist, when a task named %s is ticked, then it is refused as not found (no forged completion)", (name) => {
    spec.given([activated]).when({ kind: "set-task", userId, checklistId, taskId: name, completed: true }).then(new ChecklistTaskNotFoundError(name));
  });

  it.each(prototypeNames)("given a checklist, when a task of a checklist named %s is ticked or added to, then it is refused as not found", (name) => {
    spec
      .given([activated])
      .when({ kind: "set-task", userId, checklistId: name, taskId: `${name}-1`, completed: true })
      .then(new ChecklistNotFoundError(name));
    spec
      .given([activated])
      .when({ kind: "add-task", userId, ownListId, checklistId: name, title: "Forged", description: "", priority: "low", dueDate: null })
      .then(new ChecklistNotFoundError(name));
  });
});

describe("adding a custom task", () => {
  const add = {
    kind: "add-task" as const,
    userId,
    ownListId,
    checklistId: checklistId as string | null,
    title: "  Book the medical  ",
    description: "",
    priority: "high" as const,
    dueDate: "2026-03-01",
  };

  it("given the checklist, when the student adds a task, then it is added trimmed, numbered after the others", () => {
    spec
      .given([activated])
      .when(add)
      .then([
        CustomTaskAdded.create({
          userId,
          checklistId,
          taskId: `${checklistId}-4`,
          title: "Book the medical",
          description: null,
          priority: "high",
          dueDate: "2026-03-01",
        }),
      ]);
  });

  it("given a custom task already added, when another is added, then it takes the next number", () => {
    const first = CustomTaskAdded.create({ userId, checklistId, taskId: `${checklistId}-4`, title: "One", description: null, priority: "low", dueDate: null });
    spec
      .given([activated, first])
      .when({ ...add, title: "Two", description: " Call the embassy " })
      .then([
        CustomTaskAdded.create({
          userId,
          checklistId,
          taskId: `${checklistId}-5`,
          title: "Two",
          description: "Call the embassy",
          priority: "high",
          dueDate: "2026-03-01",
        }),
      ]);
  });

  it("given a task added by a form, when the same form is sent again (a reload without JavaScript), then nothing more is added", () => {
    const submissionId = "00000000-0000-4000-8000-00000000f001";
    const added = CustomTaskAdded.create({
      userId,
      checklistId,
      taskId: `${checklistId}-4`,
      title: "Book the medical",
      description: null,
      priority: "high",
      dueDate: "2026-03-01",
      submissionId,
    });
    spec
      .given([activated])
      .when({ ...add, submissionId })
      .then([added]);
    spec
      .given([activated, added])
      .when({ ...add, submissionId })
      .then([]);
    spec
      .given([activated, added])
      .when({ ...add, submissionId: "00000000-0000-4000-8000-00000000f002" })
      .then([{ ...added, data: { ...added.data, taskId: `${checklistId}-5`, submissionId: "00000000-0000-4000-8000-00000000f002" } }]);
  });

  it("given no checklist at all, when a task is added with none named, then the student's own list starts with it as its first task", () => {
    spec
      .given([])
      .when({ ...add, checklistId: null })
      .then([
        OwnTaskListStarted.create({ userId, checklistId: ownListId }),
        CustomTaskAdded.create({
          userId,
          checklistId: ownListId,
          taskId: `${ownListId}-1`,
          title: "Book the medical",
          description: null,
          priority: "high",
          dueDate: "2026-03-01",
        }),
      ]);
  });

  it("given the student's own list, when another task is added with none named, then it joins that list (never a second one), and it ticks like any task", () => {
    const started = OwnTaskListStarted.create({ userId, checklistId: otherChecklist });
    const first = CustomTaskAdded.create({
      userId,
      checklistId: otherChecklist,
      taskId: `${otherChecklist}-1`,
      title: "One",
      description: null,
      priority: "low",
      dueDate: null,
    });
    spec
      .given([activated, started, first])
      .when({ ...add, checklistId: null })
      .then([
        CustomTaskAdded.create({
          userId,
          checklistId: otherChecklist,
          taskId: `${otherChecklist}-2`,
          title: "Book the medical",
          description: null,
          priority: "high",
          dueDate: "2026-03-01",
        }),
      ]);
    spec
      .given([activated, started, first])
      .when({ kind: "set-task", userId, checklistId: otherChecklist, taskId: `${otherChecklist}-1`, completed: true })
      .then([ChecklistTaskCompleted.create({ userId, checklistId: otherChecklist, taskId: `${otherChecklist}-1` })]);
  });

  it("given no own list, when a task for it has only spaces for a title, then it is refused and no list is started", () => {
    spec
      .given([])
      .when({ ...add, checklistId: null, title: "   " })
      .then(new CustomTaskInvalidError("title", TASK_TITLE_REQUIRED_MESSAGE));
  });

  it("given the checklist, when the title is only spaces, then it is refused with the title's message", () => {
    spec
      .given([activated])
      .when({ ...add, title: "   " })
      .then(new CustomTaskInvalidError("title", TASK_TITLE_REQUIRED_MESSAGE));
  });

  it("given the checklist, when the title is 201 characters, then it is refused", () => {
    spec
      .given([activated])
      .when({ ...add, title: "x".repeat(201) })
      .then(CustomTaskInvalidError);
  });

  it("given the checklist, when the title is exactly 200 characters, then it is added", () => {
    spec
      .given([activated])
      .when({ ...add, title: "x".repeat(200) })
      .then([
        CustomTaskAdded.create({
          userId,
          checklistId,
          taskId: `${checklistId}-4`,
          title: "x".repeat(200),
          description: null,
          priority: "high",
          dueDate: "2026-03-01",
        }),
      ]);
  });

  it("given the checklist, when the description is 2001 characters, then it is refused", () => {
    spec
      .given([activated])
      .when({ ...add, description: "x".repeat(2001) })
      .then(CustomTaskInvalidError);
  });

  it("given no checklist of that id, when a task is added, then it is refused as not found", () => {
    spec
      .given([activated])
      .when({ ...add, checklistId: otherChecklist })
      .then(ChecklistNotFoundError);
  });

  it("given a custom task, when the student completes it, then it is completed like any other", () => {
    const custom = CustomTaskAdded.create({
      userId,
      checklistId,
      taskId: `${checklistId}-4`,
      title: "Mine",
      description: null,
      priority: "low",
      dueDate: null,
    });
    spec
      .given([activated, custom])
      .when({ kind: "set-task", userId, checklistId, taskId: `${checklistId}-4`, completed: true })
      .then([ChecklistTaskCompleted.create({ userId, checklistId, taskId: `${checklistId}-4` })]);
  });
});
