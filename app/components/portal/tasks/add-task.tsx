import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useStateFromDom } from "~/utils/hydration.ts";
import { TASK_DESCRIPTION_MAX_LENGTH, TASK_PRIORITIES, TASK_TITLE_MAX_LENGTH } from "@modules/portal/browser.ts";
import { FieldErrors } from "~/components/form-field.tsx";
import { CloseIcon } from "~/components/icons.tsx";
import { PRIORITY_LABELS, TASKS_COPY } from "./copy.ts";
import { SubmissionIdField } from "~/components/portal/submission-id.tsx";
import type { AddTaskRefusal, TasksActionData } from "./types.ts";

export interface ChecklistChoice {
  id: string;
  title: string;
  /** The student's own list, "My tasks" (no template). */
  own: boolean;
}

/** Where the form posts: the active tab, where the new task shows. */
export const TASKS_ACTION = "/portal/tasks?tab=active";

/**
 * The custom-task form: where it goes (fixed when a card's button opened it;
 * from the header, the student's own list "My tasks", or a select of it and
 * their checklists when they have some), Task Title, Description (Optional),
 * Priority and Due date. With JavaScript, Add Task stays disabled while the
 * title is blank; without it the server refuses a blank title with the message
 * next to the field.
 */
export function AddTaskForm({
  idPrefix,
  checklists,
  target,
  refused,
  hydrated,
  onCancel,
  cancelHref,
  formRef,
}: {
  idPrefix: string;
  checklists: readonly ChecklistChoice[];
  /** The checklist the task goes to, or null to choose. */
  target: string | null;
  refused: AddTaskRefusal | null;
  hydrated: boolean;
  onCancel?: () => void;
  cancelHref: string;
  formRef?: React.Ref<HTMLFormElement>;
}) {
  const titleRef = useRef<HTMLInputElement>(null);
  // Only whether the title is blank matters here (Add Task waits for one), read from a title typed before hydration too.
  const [title, setTitle] = useStateFromDom(refused?.values.title ?? "", () => titleRef.current?.value);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "add-task";
  // From a card: that checklist (or the own list). From the header: the own list (a blank checklistId), or a choice when there are checklists.
  const fixed = target !== null ? checklists.find((checklist) => checklist.id === target) : undefined;
  const activated = checklists.filter((checklist) => !checklist.own);
  const id = (field: string) => `${idPrefix}-${field}`;
  const error = (field: keyof AddTaskRefusal["errors"]) => refused?.errors[field];
  const describedBy = (field: keyof AddTaskRefusal["errors"]) => (error(field) ? id(`${field}-error`) : undefined);
  return (
    <Form method="post" action={TASKS_ACTION} className="add-task-form" ref={formRef} preventScrollReset>
      <input type="hidden" name="intent" value="add-task" />
      <SubmissionIdField />
      {fixed ? (
        <>
          <input type="hidden" name="checklistId" value={fixed.id} />
          <p className="muted">
            Adds to <strong>{fixed.title}</strong>
          </p>
        </>
      ) : activated.length === 0 ? (
        <p className="muted">
          Adds to <strong>{TASKS_COPY.myTasks}</strong>
        </p>
      ) : (
        <div className="form-field">
          <label htmlFor={id("checklist")}>Checklist</label>
          <select
            id={id("checklist")}
            name="checklistId"
            defaultValue={refused?.checklistId ?? ""}
            aria-invalid={error("checklistId") ? true : undefined}
            aria-describedby={describedBy("checklistId")}
          >
            <option value="">{TASKS_COPY.myTasks}</option>
            {activated.map((checklist) => (
              <option key={checklist.id} value={checklist.id}>
                {checklist.title}
              </option>
            ))}
          </select>
          <FieldErrors id={id("checklistId-error")} errors={error("checklistId") ? [error("checklistId")!] : undefined} />
        </div>
      )}
      <div className="form-field">
        <label htmlFor={id("title")}>{TASKS_COPY.taskTitle}</label>
        <input
          id={id("title")}
          name="title"
          type="text"
          ref={titleRef}
          defaultValue={refused?.values.title ?? ""}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={TASKS_COPY.taskTitlePlaceholder}
          maxLength={TASK_TITLE_MAX_LENGTH}
          autoComplete="off"
          aria-invalid={error("title") ? true : undefined}
          aria-describedby={describedBy("title")}
        />
        <FieldErrors id={id("title-error")} errors={error("title") ? [error("title")!] : undefined} />
      </div>
      <div className="form-field">
        <label htmlFor={id("description")}>{TASKS_COPY.description}</label>
        <textarea
          id={id("description")}
          name="description"
          rows={3}
          maxLength={TASK_DESCRIPTION_MAX_LENGTH}
          defaultValue={refused?.values.description ?? ""}
          aria-invalid={error("description") ? true : undefined}
          aria-describedby={describedBy("description")}
        />
        <FieldErrors id={id("description-error")} errors={error("description") ? [error("description")!] : undefined} />
      </div>
      <div className="add-task-row">
        <div className="form-field">
          <label htmlFor={id("priority")}>Priority</label>
          <select id={id("priority")} name="priority" defaultValue={refused?.values.priority ?? "medium"} aria-describedby={describedBy("priority")}>
            {TASK_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {PRIORITY_LABELS[priority]}
              </option>
            ))}
          </select>
          <FieldErrors id={id("priority-error")} errors={error("priority") ? [error("priority")!] : undefined} />
        </div>
        <div className="form-field">
          <label htmlFor={id("due")}>Due date (Optional)</label>
          <input
            id={id("due")}
            name="dueDate"
            type="date"
            defaultValue={refused?.values.dueDate ?? ""}
            aria-invalid={error("dueDate") ? true : undefined}
            aria-describedby={describedBy("dueDate")}
          />
          <FieldErrors id={id("dueDate-error")} errors={error("dueDate") ? [error("dueDate")!] : undefined} />
        </div>
      </div>
      <p className="add-task-actions">
        <button type="submit" className="button primary" disabled={(hydrated && title.trim() === "") || submitting}>
          {TASKS_COPY.addTask}
        </button>
        <CancelButton onCancel={onCancel} cancelHref={cancelHref} />
      </p>
    </Form>
  );
}

function CancelButton({ onCancel, cancelHref }: { onCancel?: () => void; cancelHref: string }) {
  if (onCancel) {
    return (
      <button type="button" className="button secondary" onClick={onCancel}>
        {TASKS_COPY.cancel}
      </button>
    );
  }
  return (
    <Link className="button secondary" to={cancelHref} preventScrollReset>
      {TASKS_COPY.cancel}
    </Link>
  );
}

/**
 * With JavaScript, the form in a native `<dialog>`: opened by the page's Add
 * Custom Task buttons (which are links to `?add=` without it). After a task is
 * added it closes and its fields clear (a fresh form).
 */
export function AddTaskDialog({
  open,
  target,
  checklists,
  onClose,
}: {
  open: boolean;
  target: string | null;
  checklists: readonly ChecklistChoice[];
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const actionData = useActionData<TasksActionData>();
  const navigation = useNavigation();
  const [resets, setResets] = useState(0);
  const handled = useRef<unknown>(actionData);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (navigation.state !== "idle" || !actionData || handled.current === actionData) return;
    handled.current = actionData;
    if (actionData.toast && open) {
      setResets((count) => count + 1);
      onClose();
    }
  }, [navigation.state, actionData, open, onClose]);

  const refused = actionData?.addTask ?? null;
  const titleId = "add-task-dialog-heading";
  return (
    <dialog ref={dialogRef} className="add-task-dialog" aria-labelledby={titleId} onClose={onClose}>
      {open ? (
        <>
          <div className="add-task-dialog-header">
            <h2 id={titleId}>{TASKS_COPY.addCustomTask}</h2>
            <button type="button" className="button ghost small" onClick={onClose} aria-label="Close">
              <CloseIcon aria-hidden="true" />
            </button>
          </div>
          <AddTaskForm
            key={`${target ?? "any"}-${resets}`}
            idPrefix="add-task-dialog"
            checklists={checklists}
            target={target}
            refused={refused}
            hydrated
            onCancel={onClose}
            cancelHref="/portal/tasks?tab=active"
          />
        </>
      ) : null}
    </dialog>
  );
}
