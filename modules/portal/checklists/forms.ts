// Schemas of the /portal/tasks forms (activate, tick, add a custom task), validated on the server.
import { z } from "zod";
import { TASK_DESCRIPTION_TOO_LONG_MESSAGE, TASK_TITLE_REQUIRED_MESSAGE, TASK_TITLE_TOO_LONG_MESSAGE } from "./decide.ts";
import { TASK_DESCRIPTION_MAX_LENGTH, TASK_PRIORITIES, TASK_TITLE_MAX_LENGTH } from "./events.ts";

// Ids by their shape: anything else names nothing and is refused as a bad request before any stream is read.
// A well-shaped id that names none of the student's checklists or tasks is answered 404, like another student's.
const checklistId = z.string().uuid();
/** A task is numbered within its checklist: `<checklist id>-<n>` (decide.ts). */
const taskId = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[1-9][0-9]{0,3}$/);
/** A library template's id, as commands.ts checks it. */
const templateId = z.string().regex(/^checklist_[a-z0-9-]{1,100}$/);
/** Where a form without JavaScript returns after its action; the route keeps it on this site. */
const returnTo = z.string().max(2000).optional();

export const CHOOSE_CHECKLIST_MESSAGE = "Choose the checklist to add the task to.";
export const DUE_DATE_MESSAGE = "Enter the due date as a date, or leave it empty.";

export const checklistFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("activate"), templateId }),
  z.object({ intent: z.literal("toggle"), checklistId, taskId, completed: z.enum(["true", "false"]).transform((value) => value === "true"), returnTo }),
  z.object({
    intent: z.literal("add-task"),
    /** SubmissionIdField's id: a re-sent form adds the task once. */
    submissionId: z.string().uuid().optional(),
    /** None (a blank choice): the student's own list, "My tasks". When given, it must still be a checklist's id by shape. */
    checklistId: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.string({ error: CHOOSE_CHECKLIST_MESSAGE }).uuid(CHOOSE_CHECKLIST_MESSAGE).optional(),
    ),
    title: z.string({ error: TASK_TITLE_REQUIRED_MESSAGE }).trim().min(1, TASK_TITLE_REQUIRED_MESSAGE).max(TASK_TITLE_MAX_LENGTH, TASK_TITLE_TOO_LONG_MESSAGE),
    description: z.string().trim().max(TASK_DESCRIPTION_MAX_LENGTH, TASK_DESCRIPTION_TOO_LONG_MESSAGE).optional(),
    priority: z.enum(TASK_PRIORITIES, { error: "Choose High, Medium or Low." }).default("medium"),
    dueDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, DUE_DATE_MESSAGE)
      .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), DUE_DATE_MESSAGE)
      .optional(),
  }),
]);
export type ChecklistForm = z.infer<typeof checklistFormSchema>;
