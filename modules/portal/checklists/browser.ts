// Checklists' browser-safe door: the choices and limits both the server and the page know. Pure: no server code, no zod.
export { CHECKLIST_CATEGORIES, type ChecklistCategory, TASK_PRIORITIES, type TaskPriority, CUSTOM_TASK_CATEGORY } from "./tables.ts";

/**
 * The student's own list: where a task added with no checklist goes (decision
 * 0032). Shown like a checklist, but not one of the library's.
 */
export const OWN_TASK_LIST = { title: "My tasks", description: "Tasks you added yourself, outside the library's checklists." } as const;

export const TASK_TITLE_MAX_LENGTH = 200;
export const TASK_DESCRIPTION_MAX_LENGTH = 2000;
