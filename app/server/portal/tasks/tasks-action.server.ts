import { parseWithZod } from "~/utils/forms.ts";
import { data, redirect } from "@remix-run/node";
import type { Actor } from "@modules/eventstore/index.ts";
import type { User } from "@modules/identity/index.ts";
import {
  activateChecklist,
  addCustomTask,
  ChecklistAlreadyActiveError,
  ChecklistNotFoundError,
  checklistFormSchema,
  type ChecklistForm,
  ChecklistTaskNotFoundError,
  CustomTaskInvalidError,
  setChecklistTask,
  UnknownChecklistTemplateError,
} from "@modules/portal/index.ts";
import { safeRedirectPath } from "~/utils/redirect.ts";
import { TOASTS } from "~/components/portal/tasks/copy.ts";
import type { AddTaskRefusal, TasksActionData } from "~/components/portal/tasks/types.ts";
import { badRequest, PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";

/**
 * The one action behind /portal/tasks: activate a template, tick or untick a
 * task, add a custom task. The caller has already checked who is asking.
 * Another student's checklist or task, or one that does not exist, is a 404
 * and nothing is written; a custom task's bad text comes back next to its field.
 */
export async function tasksAction(request: Request, user: User, requestId: string) {
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: checklistFormSchema });
  const by = { actor: user.id, requestId };
  if (submission.status !== "success") {
    if (form.get("intent") !== "add-task") throw badRequest();
    const errors = Object.fromEntries(Object.entries(submission.error ?? {}).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])));
    return refuseTask(form, errors);
  }
  const input = submission.value;
  try {
    switch (input.intent) {
      case "activate":
        return await activateTemplate(user.id, input.templateId, by);
      case "toggle":
        return await tickTask(user.id, input, by);
      case "add-task":
        return await addTask(user.id, input, form, by);
    }
  } catch (error) {
    if (error instanceof UnknownChecklistTemplateError || error instanceof ChecklistNotFoundError || error instanceof ChecklistTaskNotFoundError)
      throw notFound("private page");
    throw error;
  }
}

async function activateTemplate(userId: string, templateId: string, by: Actor) {
  try {
    await activateChecklist(userId, templateId, by);
    return data<TasksActionData>({ toast: TOASTS.activated }, { headers: PRIVATE_NO_STORE });
  } catch (error) {
    // The second activation of a template opens the one the student has: no new copy, and they are told so.
    if (error instanceof ChecklistAlreadyActiveError) return data<TasksActionData>({ toast: TOASTS.alreadyActive }, { headers: PRIVATE_NO_STORE });
    throw error;
  }
}

async function tickTask(userId: string, input: Extract<ChecklistForm, { intent: "toggle" }>, by: Actor) {
  await setChecklistTask(userId, input.checklistId, input.taskId, input.completed, by);
  return redirect(safeRedirectPath(input.returnTo, "/portal/tasks"), { headers: PRIVATE_NO_STORE });
}

async function addTask(userId: string, input: Extract<ChecklistForm, { intent: "add-task" }>, form: FormData, by: Actor) {
  try {
    await addCustomTask(
      userId,
      {
        checklistId: input.checklistId ?? null,
        title: input.title,
        description: input.description ?? "",
        priority: input.priority,
        dueDate: input.dueDate ?? null,
        submissionId: input.submissionId,
      },
      by,
    );
  } catch (error) {
    if (error instanceof CustomTaskInvalidError) return refuseTask(form, { [error.field]: error.message });
    throw error;
  }
  return data<TasksActionData>({ toast: TOASTS.taskAdded }, { headers: PRIVATE_NO_STORE });
}

function refuseTask(form: FormData, errors: AddTaskRefusal["errors"]) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const addTask: AddTaskRefusal = {
    checklistId: text("checklistId"),
    values: { title: text("title"), description: text("description"), priority: text("priority") || "medium", dueDate: text("dueDate") },
    errors,
  };
  return data<TasksActionData>({ addTask }, { status: 400, headers: PRIVATE_NO_STORE });
}
