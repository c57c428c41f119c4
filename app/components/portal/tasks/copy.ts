// The tasks page's words: the product's exact wording (quoted from the specification) and our own short ones.
import { OWN_TASK_LIST, type TaskPriority } from "@modules/portal/browser.ts";

export const TASKS_COPY = {
  title: "My Tasks & Checklists",
  lead: "Activate a checklist from the library, tick off tasks as you go, and add your own.",
  addCustomTask: "Add Custom Task",
  activeChecklists: "Active Checklists",
  checklistLibrary: "Checklist Library",
  totalTasks: "Total Tasks",
  completedTasks: "Completed Tasks",
  emptyTitle: "No Active Checklists",
  emptyText: "Start by activating checklists from the library to track your progress.",
  browseLibrary: "Browse Checklist Library",
  activate: "Activate Checklist",
  taskTitle: "Task Title",
  taskTitlePlaceholder: "Enter task title...",
  description: "Description (Optional)",
  addTask: "Add Task",
  cancel: "Cancel",
  custom: "Custom",
  /** The student's own list, where a task added from the header goes. */
  myTasks: OWN_TASK_LIST.title,
} as const;

export const PRIORITY_LABELS: Readonly<Record<TaskPriority, string>> = { high: "High", medium: "Medium", low: "Low" };

/** High red, Medium yellow, Low green, in the design system's badge colours (contrast checked). */
export const PRIORITY_BADGES: Readonly<Record<TaskPriority, string>> = { high: "danger", medium: "warning", low: "success" };

export const TOASTS = {
  activated: { title: "Checklist activated", description: "It is now in your Active Checklists. Tick off tasks as you go.", variant: "success" },
  alreadyActive: { title: "Already active", description: "This checklist is already in your Active Checklists.", variant: "success" },
  taskAdded: { title: "Task added", description: "Your task was added to your list.", variant: "success" },
} as const;

/** "12 Mar 2026", from "YYYY-MM-DD" or an ISO time. */
export function formatDay(iso: string): string {
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}
