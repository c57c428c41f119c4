import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/utils/forms.ts";
import { data, redirect } from "@remix-run/node";
import { EditConflictError, EditInvalidError, EntryNotFoundError } from "@modules/eventstore/index.ts";
import { createScholarship, reviseScholarship, scholarshipForEditing, scholarshipFormSchema } from "@modules/funding/index.ts";
import type { User } from "@modules/identity/index.ts";
import { ADMIN_SCHOLARSHIPS_COPY, SCHOLARSHIP_TOASTS } from "~/components/admin/scholarships/copy.ts";
import type { ScholarshipFormActionData } from "~/components/admin/scholarships/types.ts";
import { fieldErrorLists, PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";

/** What an edit form starts from: the scholarship as its events say, and the version the editor read. */
export async function scholarshipToEdit(id: string) {
  const found = await scholarshipForEditing(id);
  if (!found) throw notFound("private page");
  return found;
}

/**
 * The action behind the new and edit forms (the caller checked who is asking).
 * Bad input, an unknown pathway or a stale version comes back to the form
 * with what was typed and nothing written; a save goes back to the list,
 * which shows the saved toast.
 */
export async function scholarshipFormAction(request: Request, user: User, requestId: string, id: string | null) {
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: scholarshipFormSchema });
  const failed = id === null ? SCHOLARSHIP_TOASTS.createFailed : SCHOLARSHIP_TOASTS.updateFailed;
  const refuse = (reply: SubmissionResult<string[]>, status: number, conflict?: ScholarshipFormActionData["conflict"]) =>
    data<ScholarshipFormActionData>({ submission: reply, toast: failed, ...(conflict ? { conflict } : {}) }, { status, headers: PRIVATE_NO_STORE });
  if (submission.status !== "success") return refuse(submission.reply(), 400);
  const { expectedVersion, ...edit } = submission.value;
  const by = { actor: user.id, requestId };
  try {
    if (id === null) {
      await createScholarship(edit, by);
    } else {
      if (expectedVersion === undefined) return refuse(submission.reply({ formErrors: ["Reload the page and try again."] }), 400);
      await reviseScholarship(id, edit, expectedVersion, by);
    }
  } catch (error) {
    if (error instanceof EditInvalidError) return refuse(submission.reply({ fieldErrors: fieldErrorLists(error.fieldErrors) }), 400);
    if (error instanceof EntryNotFoundError) throw notFound("private page");
    if (error instanceof EditConflictError && id !== null) {
      const theirs = await scholarshipToEdit(id);
      return refuse(submission.reply({ formErrors: [ADMIN_SCHOLARSHIPS_COPY.conflict] }), 409, { currentVersion: theirs.version, theirs: theirs.scholarship });
    }
    throw error;
  }
  return redirect(`/admin/scholarships?done=${id === null ? "created" : "updated"}`, { headers: PRIVATE_NO_STORE });
}
