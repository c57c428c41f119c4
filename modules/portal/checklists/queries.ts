import { db } from "../../database.ts";
import { CHECKLIST_CATEGORIES, type ChecklistCategory, type CUSTOM_TASK_CATEGORY, type TaskPriority } from "./events.ts";
import { progressPercent } from "./progress.ts";

export interface ChecklistTaskView {
  id: string;
  title: string;
  description: string | null;
  completed: boolean;
  /** "YYYY-MM-DD" */
  dueDate: string | null;
  priority: TaskPriority;
  category: string;
  isCustom: boolean;
}

/** A student's checklist with its tasks (the spec's "Sample checklist"). */
export interface StudentChecklistView {
  id: string;
  /** The library template it came from; null for the student's own list, "My tasks" (decision 0032). */
  templateId: string | null;
  title: string;
  description: string;
  /** "Personal" for the student's own list. */
  category: ChecklistCategory | typeof CUSTOM_TASK_CATEGORY;
  totalTasks: number;
  completedTasks: number;
  /** Whole percent, from the tasks. */
  progress: number;
  activatedAt: Date;
  /** The latest task due date, or null when no task has one. */
  deadline: string | null;
  tasks: ChecklistTaskView[];
}

export interface ChecklistTemplateTaskView {
  id: string;
  title: string;
  description: string | null;
  priority: TaskPriority;
  category: string;
  dueOffsetDays: number | null;
}

export interface ChecklistTemplateView {
  id: string;
  title: string;
  description: string;
  category: ChecklistCategory;
  totalTasks: number;
  tasks: ChecklistTemplateTaskView[];
}

/** What the dashboard's checklist card shows. */
export interface ChecklistProgress {
  /** The library's checklists the student activated (their own list is not one). */
  activeChecklists: number;
  totalTasks: number;
  completedTasks: number;
  progress: number;
}

const categoryOrder = (category: ChecklistCategory) => CHECKLIST_CATEGORIES.indexOf(category);

/** The library: every template with its tasks, by category (in the library's order) then title. */
export async function checklistLibrary(): Promise<ChecklistTemplateView[]> {
  const [templates, tasks] = await Promise.all([
    db().selectFrom("checklist_templates").selectAll().execute(),
    db().selectFrom("checklist_template_tasks").selectAll().orderBy("template_id").orderBy("position").execute(),
  ]);
  return templates
    .map((template) => {
      const own = tasks
        .filter((task) => task.template_id === template.id)
        .map((task) => ({
          id: task.id,
          title: task.title,
          description: task.description,
          priority: task.priority,
          category: task.category,
          dueOffsetDays: task.due_offset_days,
        }));
      return { id: template.id, title: template.title, description: template.description, category: template.category, totalTasks: own.length, tasks: own };
    })
    .sort((a, b) => categoryOrder(a.category) - categoryOrder(b.category) || a.title.localeCompare(b.title, "en"));
}

/** The student's checklists, oldest activation first, each with its tasks in order and its progress from them. */
export async function studentChecklistsOf(userId: string): Promise<StudentChecklistView[]> {
  const [checklists, tasks] = await Promise.all([
    db().selectFrom("student_checklists").selectAll().where("user_id", "=", userId).orderBy("activated_at").orderBy("id").execute(),
    db().selectFrom("student_checklist_tasks").selectAll().where("user_id", "=", userId).orderBy("checklist_id").orderBy("position").execute(),
  ]);
  return checklists.map((checklist) => {
    const own: ChecklistTaskView[] = tasks
      .filter((task) => task.checklist_id === checklist.id)
      .map((task) => ({
        id: task.id,
        title: task.title ?? "",
        description: task.description,
        completed: task.completed,
        dueDate: task.due_date,
        priority: task.priority,
        category: task.category,
        isCustom: task.is_custom,
      }));
    const completedTasks = own.filter((task) => task.completed).length;
    const dueDates = own.flatMap((task) => (task.dueDate ? [task.dueDate] : [])).sort();
    return {
      id: checklist.id,
      templateId: checklist.template_id,
      title: checklist.title,
      description: checklist.description,
      category: checklist.category,
      totalTasks: own.length,
      completedTasks,
      progress: progressPercent(completedTasks, own.length),
      activatedAt: checklist.activated_at,
      deadline: dueDates.at(-1) ?? null,
      tasks: own,
    };
  });
}

/** Totals over the student's checklists, their own list's tasks included: the tasks page's summary cards and the dashboard's card. */
export function checklistProgressOf(checklists: readonly Pick<StudentChecklistView, "templateId" | "totalTasks" | "completedTasks">[]): ChecklistProgress {
  const totalTasks = checklists.reduce((sum, checklist) => sum + checklist.totalTasks, 0);
  const completedTasks = checklists.reduce((sum, checklist) => sum + checklist.completedTasks, 0);
  const activeChecklists = checklists.filter((checklist) => checklist.templateId !== null).length;
  return { activeChecklists, totalTasks, completedTasks, progress: progressPercent(completedTasks, totalTasks) };
}

/** The dashboard's checklist card, from the student's checklists. */
export async function studentChecklistProgress(userId: string): Promise<ChecklistProgress> {
  return checklistProgressOf(await studentChecklistsOf(userId));
}
