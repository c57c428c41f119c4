import type { Outcome } from "~/components/outcome.tsx";

/** A custom task the server refused: the messages by field, beside what was typed. */
export interface AddTaskRefusal {
  checklistId: string;
  values: { title: string; description: string; priority: string; dueDate: string };
  errors: Partial<Record<"checklistId" | "title" | "description" | "priority" | "dueDate", string>>;
}

export type TasksActionData = { toast: Outcome; addTask?: undefined } | { addTask: AddTaskRefusal; toast?: undefined };
