import type { ChecklistCategory, CUSTOM_TASK_CATEGORY, TaskPriority } from "./events.ts";

/** A template of the checklist library (seeded by us). */
export interface ChecklistTemplatesTable {
  id: string;
  title: string;
  description: string;
  category: ChecklistCategory;
  updated_at: Date;
}

export interface ChecklistTemplateTasksTable {
  id: string;
  template_id: string;
  position: number;
  title: string;
  description: string | null;
  priority: TaskPriority;
  category: string;
  due_offset_days: number | null;
}

/**
 * A student's own checklist (the spec's checklists), copied from a template on
 * activation; or their own list, "My tasks" (no template, category "Personal").
 */
export interface StudentChecklistsTable {
  id: string;
  user_id: string;
  template_id: string | null;
  title: string;
  description: string;
  category: ChecklistCategory | typeof CUSTOM_TASK_CATEGORY;
  activated_at: Date;
  updated_at: Date;
}

export interface StudentChecklistTasksTable {
  id: string;
  checklist_id: string;
  user_id: string;
  position: number;
  /** Null only for a custom task whose student deleted their account (sealed, decision 0010) before the row went. */
  title: string | null;
  description: string | null;
  priority: TaskPriority;
  category: string;
  /** "YYYY-MM-DD" */
  due_date: string | null;
  is_custom: boolean;
  completed: boolean;
  completed_at: Date | null;
}

export interface ChecklistsTables {
  checklist_templates: ChecklistTemplatesTable;
  checklist_template_tasks: ChecklistTemplateTasksTable;
  student_checklists: StudentChecklistsTable;
  student_checklist_tasks: StudentChecklistTasksTable;
}
