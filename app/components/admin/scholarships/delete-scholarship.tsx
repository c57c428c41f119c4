import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ADMIN_SCHOLARSHIPS_COPY } from "./copy.ts";

/** Where the delete form posts: the list's index route. */
export const DELETE_ACTION = "/admin/scholarships?index";

/**
 * Spec §2 and §8's confirmation: 'Are you sure?', what deleting does, Cancel
 * and Delete ('Deleting...' while it runs). With JavaScript it is a modal
 * <dialog>; without, the list shows it in the page (its Delete link carries
 * `?delete=<id>`), and the same form posts.
 */
export function DeleteScholarshipConfirmation({
  scholarship,
  cancelHref,
  modal,
  onCancel,
}: {
  scholarship: { id: string; title: string };
  cancelHref: string;
  modal: boolean;
  onCancel?: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete" && navigation.formData.get("id") === scholarship.id;
  useEffect(() => {
    if (modal && dialogRef.current && !dialogRef.current.open) dialogRef.current.showModal();
  }, [modal]);
  const body = (
    <>
      <h2 id="delete-scholarship-title">{ADMIN_SCHOLARSHIPS_COPY.confirmTitle}</h2>
      <p id="delete-scholarship-text">{ADMIN_SCHOLARSHIPS_COPY.confirmText(scholarship.title)}</p>
      <Form method="post" action={DELETE_ACTION} className="delete-scholarship-actions">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={scholarship.id} />
        {modal ? (
          <button type="button" className="button secondary" onClick={onCancel}>
            {ADMIN_SCHOLARSHIPS_COPY.cancel}
          </button>
        ) : (
          <Link className="button secondary" to={cancelHref}>
            {ADMIN_SCHOLARSHIPS_COPY.cancel}
          </Link>
        )}
        <button type="submit" className="button danger" disabled={deleting}>
          {deleting ? ADMIN_SCHOLARSHIPS_COPY.deleting : ADMIN_SCHOLARSHIPS_COPY.delete}
        </button>
      </Form>
    </>
  );
  if (modal) {
    return (
      <dialog
        ref={dialogRef}
        className="delete-scholarship-dialog"
        role="alertdialog"
        aria-labelledby="delete-scholarship-title"
        aria-describedby="delete-scholarship-text"
        onClose={onCancel}
      >
        {body}
      </dialog>
    );
  }
  return (
    <section
      className="card delete-scholarship-inline"
      role="alertdialog"
      aria-labelledby="delete-scholarship-title"
      aria-describedby="delete-scholarship-text"
    >
      {body}
    </section>
  );
}
