import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/utils/forms.ts";
import { data, redirect } from "@remix-run/node";
import { counselorForEditing, counselorFormSchema, createCounselor, reviseCounselor } from "@modules/counseling/index.ts";
import { EditConflictError, EntryNotFoundError } from "@modules/eventstore/index.ts";
import type { User } from "@modules/identity/index.ts";
import { ADMIN_COUNSELORS_COPY, COUNSELOR_TOASTS } from "~/components/admin/counselors/copy.ts";
import type { CounselorFormActionData } from "~/components/admin/counselors/types.ts";
import { PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";

/** What an edit form starts from: the counselor as their events say, and the version the editor read. */
export async function counselorToEdit(id: string) {
  const found = await counselorForEditing(id);
  if (!found) throw notFound("private page");
  return found;
}

/**
 * The action behind the new and edit forms (the caller checked who is asking).
 * Bad input or a stale version comes back to the form with what was typed and
 * nothing written; a save goes to the list, which shows the saved toast.
 */
export async function counselorFormAction(request: Request, user: User, requestId: string, id: string | null) {
  const submission = parseWithZod(await request.formData(), { schema: counselorFormSchema });
  const refuse = (reply: SubmissionResult<string[]>, status: number, conflict?: CounselorFormActionData["conflict"]) =>
    data<CounselorFormActionData>(
      { submission: reply, toast: COUNSELOR_TOASTS.saveFailed, ...(conflict ? { conflict } : {}) },
      { status, headers: PRIVATE_NO_STORE },
    );
  if (submission.status !== "success") return refuse(submission.reply(), 400);
  const { expectedVersion, ...edit } = submission.value;
  const by = { actor: user.id, requestId };
  try {
    if (id === null) await createCounselor(edit, by);
    else {
      if (expectedVersion === undefined) return refuse(submission.reply({ formErrors: ["Reload the page and try again."] }), 400);
      await reviseCounselor(id, edit, expectedVersion, by);
    }
  } catch (error) {
    if (error instanceof EntryNotFoundError) throw notFound("private page");
    if (error instanceof EditConflictError && id !== null) {
      const theirs = await counselorToEdit(id);
      return refuse(submission.reply({ formErrors: [ADMIN_COUNSELORS_COPY.conflict] }), 409, { currentVersion: theirs.version, theirs: theirs.counselor });
    }
    throw error;
  }
  return redirect(`/admin/counselors?done=${id === null ? "created" : "updated"}`, { headers: PRIVATE_NO_STORE });
}
