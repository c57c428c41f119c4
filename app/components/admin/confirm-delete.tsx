import { Form, Link, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";

/** The confirmation words, and the pending label ('Deleting...', disabled while pending). */
export const CONFIRM_DELETE_COPY = {
  title: "Are you sure?",
  cancel: "Cancel",
  delete: "Delete",
  deleting: "Deleting...",
} as const;

export interface DeleteTarget {
  id: string;
  title: string;
}

interface ConfirmDeleteProps {
  target: DeleteTarget;
  /** What deleting does, in the spec's words ('This action cannot be undone. …'). */
  text: string;
  /** Where the form posts: the list's index route (its action deletes). */
  action: string;
  /** The hidden field that names the target for the list's action (`articleId`, `id`). */
  idField: string;
  /** Cancel without JavaScript: back to the list without `?delete=`. */
  cancelHref: string;
}

/** The body both forms share: heading, text, Cancel and Delete, posting `intent=delete` and the target's id. */
function ConfirmDeleteBody({ target, text, action, idField, cancelHref, onCancel, ids }: ConfirmDeleteProps & { onCancel?: () => void; ids: Ids }) {
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete" && navigation.formData.get(idField) === target.id;
  return (
    <>
      <h2 id={ids.heading}>{CONFIRM_DELETE_COPY.title}</h2>
      <p id={ids.text}>{text}</p>
      <Form method="post" action={action} className="confirm-delete-actions" preventScrollReset>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name={idField} value={target.id} />
        {onCancel ? (
          <button type="button" className="button secondary" onClick={onCancel}>
            {CONFIRM_DELETE_COPY.cancel}
          </button>
        ) : (
          <Link className="button secondary" to={cancelHref}>
            {CONFIRM_DELETE_COPY.cancel}
          </Link>
        )}
        <button type="submit" className="button danger" disabled={deleting}>
          {deleting ? CONFIRM_DELETE_COPY.deleting : CONFIRM_DELETE_COPY.delete}
        </button>
      </Form>
    </>
  );
}

interface Ids {
  heading: string;
  text: string;
}

function useConfirmIds(): Ids {
  const id = useId();
  return { heading: `${id}-heading`, text: `${id}-text` };
}

/**
 * Without JavaScript: the confirmation in the page, above the list, when the
 * list's Delete link (`?delete={id}`) was followed. Cancel is a link back.
 */
function ConfirmDeletePanel(props: ConfirmDeleteProps) {
  const ids = useConfirmIds();
  return (
    <section className="card confirm-delete-panel" role="alertdialog" aria-labelledby={ids.heading} aria-describedby={ids.text}>
      <ConfirmDeleteBody {...props} ids={ids} />
    </section>
  );
}

/**
 * With JavaScript: the same confirmation in a modal `<dialog>`, shown while it
 * is mounted. It asks to close (`onClose`) on Cancel, Escape, and once its
 * delete has answered (the list behind it has been reloaded by then).
 */
function ConfirmDeleteDialog({ onClose, ...props }: ConfirmDeleteProps & { onClose: () => void }) {
  const ids = useConfirmIds();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const navigation = useNavigation();
  const wasSubmitting = useRef(false);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    // Closed before it leaves the page, so the browser hands focus back to the Delete that opened it.
    return () => dialog?.close();
  }, []);
  useEffect(() => {
    if (navigation.state !== "idle") wasSubmitting.current = true;
    else if (wasSubmitting.current) {
      wasSubmitting.current = false;
      onClose();
    }
  }, [navigation.state, onClose]);
  return (
    <dialog ref={dialogRef} className="confirm-delete-dialog" role="alertdialog" aria-labelledby={ids.heading} aria-describedby={ids.text} onClose={onClose}>
      <ConfirmDeleteBody {...props} onCancel={onClose} ids={ids} />
    </dialog>
  );
}

/** The list's dialog state: which target's Delete opened the dialog (with JavaScript), and closing it. */
export function useDeleteDialog() {
  const [opened, open] = useState<DeleteTarget | null>(null);
  const close = useCallback(() => open(null), []);
  return { opened, open, close };
}

/**
 * An admin list's confirm-delete: the dialog for the target whose Delete was
 * clicked with JavaScript (`opened`), else the in-page panel for the one named
 * by `?delete={id}` (`requested`), else nothing.
 */
export function ConfirmDelete({
  requested,
  opened,
  onClose,
  text,
  ...form
}: Omit<ConfirmDeleteProps, "target" | "text"> & {
  requested: DeleteTarget | null;
  opened: DeleteTarget | null;
  onClose: () => void;
  text: (title: string) => string;
}) {
  if (opened) return <ConfirmDeleteDialog target={opened} text={text(opened.title)} onClose={onClose} {...form} />;
  if (requested) return <ConfirmDeletePanel target={requested} text={text(requested.title)} {...form} />;
  return null;
}

/**
 * A list entry's Delete: a link to the list with `?delete={id}` (the in-page panel, without JavaScript) that opens
 * the dialog instead with JavaScript. Named for its entry.
 */
export function DeleteLink({ target, href, onOpen }: { target: DeleteTarget; href: string; onOpen: (target: DeleteTarget) => void }) {
  return (
    <Link
      className="button danger"
      to={href}
      preventScrollReset
      aria-label={`${CONFIRM_DELETE_COPY.delete} ${target.title}`}
      onClick={(event) => {
        event.preventDefault();
        onOpen(target);
      }}
    >
      {CONFIRM_DELETE_COPY.delete}
    </Link>
  );
}
