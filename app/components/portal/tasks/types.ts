import type { ActionToast } from "~/components/portal/action-toast.tsx";

/** A custom task the server refused: the messages by field, beside what was typed. */
export interface AddTaskRefusal {
  checklistId: string;
  values: { title: string; description: string; priority: string; dueDate: string };
  errors: Partial<Record<"checklistId" | "title" | "description" | "priority" | "dueDate", string>>;
}

export type TasksActionData = { toast: ActionToast; addTask?: undefined } | { addTask: AddTaskRefusal; toast?: undefined };
