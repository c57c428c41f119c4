import { z } from "zod";
import { defineEvent } from "../../eventstore/index.ts";

import { CHECKLIST_CATEGORIES, TASK_DESCRIPTION_MAX_LENGTH, TASK_PRIORITIES, TASK_TITLE_MAX_LENGTH } from "./browser.ts";

export {
  CHECKLIST_CATEGORIES,
  CUSTOM_TASK_CATEGORY,
  OWN_TASK_LIST,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_PRIORITIES,
  TASK_TITLE_MAX_LENGTH,
  type ChecklistCategory,
  type TaskPriority,
} from "./browser.ts";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const userId = z.string().min(1);
/** A student's checklist: its own id (a uuid), so it names nothing in another student's portal. */
const checklistId = z.string().uuid();
/** "<checklist id>-<n>", n from 1 in the order the tasks were added. */
const taskId = z.string().min(1).max(100);

const templateTask = z.object({
  id: z.string().min(1).max(100),
  title: z.string().min(1).max(TASK_TITLE_MAX_LENGTH),
  description: z.string().max(TASK_DESCRIPTION_MAX_LENGTH).nullable(),
  priority: z.enum(TASK_PRIORITIES),
  category: z.string().min(1).max(60),
  /** Suggested days before the student's target start (negative: after arriving); null when not time-bound. */
  dueOffsetDays: z.number().int().nullable(),
});
const template = z.object({
  templateId: z.string().regex(/^checklist_[a-z0-9-]+$/),
  title: z.string().min(1).max(200),
  description: z.string().min(1).max(2000),
  category: z.enum(CHECKLIST_CATEGORIES),
  tasks: z.array(templateTask).min(1).max(50),
});
export type ChecklistTemplateData = z.infer<typeof template>;

/** A library template as we author it (seeded as desired state: a changed seed is revised, an unchanged one appends nothing). */
export const ChecklistTemplatePublished = defineEvent("ChecklistTemplatePublished", template);
export const ChecklistTemplateRevised = defineEvent("ChecklistTemplateRevised", template);

/** A task as copied into the student's checklist, its due date fixed at activation. */
const activatedTask = z.object({
  taskId,
  title: z.string().min(1).max(TASK_TITLE_MAX_LENGTH),
  description: z.string().max(TASK_DESCRIPTION_MAX_LENGTH).nullable(),
  priority: z.enum(TASK_PRIORITIES),
  category: z.string().min(1).max(60),
  dueDate: day.nullable(),
});

/**
 * The student's own copy of a template: the template's words as they were on
 * the day (a later revision of the library does not rewrite a checklist in
 * use), each task with its due date computed then.
 */
export const ChecklistActivated = defineEvent(
  "ChecklistActivated",
  z.object({
    userId,
    checklistId,
    templateId: z.string().min(1).max(100),
    title: z.string().min(1).max(200),
    description: z.string().max(2000),
    category: z.enum(CHECKLIST_CATEGORIES),
    activatedOn: day,
    tasks: z.array(activatedTask),
  }),
);

export const ChecklistTaskCompleted = defineEvent("ChecklistTaskCompleted", z.object({ userId, checklistId, taskId }));
export const ChecklistTaskReopened = defineEvent("ChecklistTaskReopened", z.object({ userId, checklistId, taskId }));

/**
 * The student's own list ("My tasks") began: their first task added with no
 * checklist. It has its own id, like a checklist, so its tasks are numbered,
 * ticked and counted as any checklist's (decision 0032).
 */
export const OwnTaskListStarted = defineEvent("OwnTaskListStarted", z.object({ userId, checklistId }));

/**
 * A task the student wrote. Title and description are their own words, sealed
 * with their key (decision 0010): null once the account is deleted.
 */
export const CustomTaskAdded = defineEvent(
  "CustomTaskAdded",
  z.object({
    userId,
    checklistId,
    taskId,
    title: z.string().max(TASK_TITLE_MAX_LENGTH).nullable(),
    description: z.string().max(TASK_DESCRIPTION_MAX_LENGTH).nullable(),
    priority: z.enum(TASK_PRIORITIES),
    dueDate: day.nullable(),
    /** The form's submission id, when it sent one: a re-sent form is recognised by it (optional: added before any were stored). */
    submissionId: z.string().uuid().optional(),
  }),
  { personal: { subject: (data) => data.userId, fields: ["title", "description"] } },
);

export const checklistTemplateStream = (templateId: string) => `checklist-template-${templateId}`;

/**
 * One stream per student for all their checklists: "activate a template only
 * once" spans every checklist the student has, so it is decided on one
 * stream, and a task named by (checklist, task) is checked against what the
 * student owns in one read. A student's checklists are a few hundred events at
 * most, small enough to fold on every command.
 */
export const studentChecklistsStream = (userId: string) => `checklists-${userId}`;
