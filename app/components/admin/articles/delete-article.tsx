import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ARTICLES_COPY } from "./copy.ts";

export interface DeleteTarget {
  id: string;
  title: string;
}

/**
 * The spec's confirmation: 'Are you sure?', what deleting does, Cancel and
 * Delete ('Deleting...' and disabled while pending). The same body serves the
 * dialog (JavaScript) and the confirmation panel `?delete={id}` (without it).
 */
function ConfirmDelete({
  target,
  action,
  onCancel,
  cancelHref,
  headingId,
}: {
  target: DeleteTarget;
  action: string;
  onCancel?: () => void;
  cancelHref: string;
  headingId: string;
}) {
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete" && navigation.formData.get("articleId") === target.id;
  return (
    <>
      <h2 id={headingId}>{ARTICLES_COPY.confirmTitle}</h2>
      <p id={`${headingId}-text`}>{ARTICLES_COPY.confirmText(target.title)}</p>
      <Form method="post" action={action} className="button-row" preventScrollReset>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="articleId" value={target.id} />
        {onCancel ? (
          <button type="button" className="button secondary" onClick={onCancel}>
            {ARTICLES_COPY.cancel}
          </button>
        ) : (
          <Link className="button secondary" to={cancelHref}>
            {ARTICLES_COPY.cancel}
          </Link>
        )}
        <button type="submit" className="button danger" disabled={deleting}>
          {deleting ? ARTICLES_COPY.deleting : ARTICLES_COPY.delete}
        </button>
      </Form>
    </>
  );
}

/** Without JavaScript: the confirmation as a panel at the top of the list. */
export function DeleteConfirmPanel({ target, action, cancelHref }: { target: DeleteTarget; action: string; cancelHref: string }) {
  return (
    <section className="card admin-delete-confirm" aria-labelledby="delete-confirm-heading">
      <ConfirmDelete target={target} action={action} cancelHref={cancelHref} headingId="delete-confirm-heading" />
    </section>
  );
}

/** With JavaScript: the confirmation in a modal `<dialog>`; it closes once the delete has answered. */
export function DeleteArticleDialog({
  target,
  action,
  cancelHref,
  onClose,
}: {
  target: DeleteTarget | null;
  action: string;
  cancelHref: string;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const navigation = useNavigation();
  const wasSubmitting = useRef(false);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (target && !dialog.open) dialog.showModal();
    if (!target && dialog.open) dialog.close();
  }, [target]);
  useEffect(() => {
    if (navigation.state !== "idle") wasSubmitting.current = true;
    else if (wasSubmitting.current) {
      wasSubmitting.current = false;
      onClose();
    }
  }, [navigation.state, onClose]);
  return (
    <dialog
      ref={dialogRef}
      className="admin-delete-dialog"
      aria-labelledby="delete-dialog-heading"
      aria-describedby="delete-dialog-heading-text"
      onClose={onClose}
    >
      {target ? <ConfirmDelete target={target} action={action} onCancel={onClose} cancelHref={cancelHref} headingId="delete-dialog-heading" /> : null}
    </dialog>
  );
}
