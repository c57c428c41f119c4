// Checklists' browser-safe door: the choices and limits both the server and the page know. Pure: no server code, no zod.

/** The library's five categories (the Tasks page's library), in the order the library shows them. */
export const CHECKLIST_CATEGORIES = ["Academic Planning", "Application Process", "Visa & Immigration", "Travel & Preparation", "Student Life"] as const;
export type ChecklistCategory = (typeof CHECKLIST_CATEGORIES)[number];

export const TASK_PRIORITIES = ["high", "medium", "low"] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** The category a student's own task is filed under, and of their own list. */
export const CUSTOM_TASK_CATEGORY = "Personal";

/**
 * The student's own list: where a task added with no checklist goes (decision
 * 0032). Shown like a checklist, but not one of the library's.
 */
export const OWN_TASK_LIST = { title: "My tasks", description: "Tasks you added yourself, outside the library's checklists." } as const;

export const TASK_TITLE_MAX_LENGTH = 200;
export const TASK_DESCRIPTION_MAX_LENGTH = 2000;
