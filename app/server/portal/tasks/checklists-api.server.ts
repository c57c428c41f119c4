import { checklistLibrary, studentChecklistsOf, type StudentChecklistView } from "@modules/portal/index.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

/** The spec's "Sample checklist": a checklist with its tasks, as the JSON API shows it. */
function toActiveChecklistJson(checklist: StudentChecklistView) {
  return {
    id: checklist.id,
    title: checklist.title,
    description: checklist.description,
    category: checklist.category,
    totalTasks: checklist.totalTasks,
    completedTasks: checklist.completedTasks,
    isActive: true,
    activatedAt: checklist.activatedAt.toISOString(),
    tasks: checklist.tasks.map((task) => ({
      id: task.id,
      title: task.title,
      completed: task.completed,
      dueDate: task.dueDate,
      priority: task.priority,
      category: task.category,
      isCustom: task.isCustom,
      ...(task.description ? { description: task.description } : {}),
    })),
  };
}

/** `GET /api/portal/checklists`: id, title, description, category, progress (percent), createdAt, deadline (the latest due date, or null). */
export async function checklistsJson(userId: string): Promise<Response> {
  const checklists = await studentChecklistsOf(userId);
  return Response.json(
    checklists.map((checklist) => ({
      id: checklist.id,
      title: checklist.title,
      description: checklist.description,
      category: checklist.category,
      progress: checklist.progress,
      createdAt: checklist.activatedAt.toISOString(),
      deadline: checklist.deadline,
    })),
    { headers: PRIVATE_NO_STORE },
  );
}

/** `GET /api/portal/active-checklists`: the student's checklists with their tasks. */
export async function activeChecklistsJson(userId: string): Promise<Response> {
  return Response.json((await studentChecklistsOf(userId)).map(toActiveChecklistJson), { headers: PRIVATE_NO_STORE });
}

/** `GET /api/portal/checklist-library`: the templates, inactive, none completed, with their tasks (suggested offsets, no dates). */
export async function checklistLibraryJson(): Promise<Response> {
  const library = await checklistLibrary();
  return Response.json(
    library.map((template) => ({
      id: template.id,
      title: template.title,
      description: template.description,
      category: template.category,
      totalTasks: template.totalTasks,
      completedTasks: 0,
      isActive: false,
      tasks: template.tasks.map((task) => ({
        id: task.id,
        title: task.title,
        completed: false,
        dueDate: null,
        dueOffsetDays: task.dueOffsetDays,
        priority: task.priority,
        category: task.category,
        isCustom: false,
        ...(task.description ? { description: task.description } : {}),
      })),
    })),
    { headers: PRIVATE_NO_STORE },
  );
}
