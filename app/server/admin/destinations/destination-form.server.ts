import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/utils/forms.ts";
import { data, redirect } from "@remix-run/node";
import {
  createDestination,
  destinationFormSchema,
  destinationForEditing,
  newDestinationFormSchema,
  QUICK_FACT_LABELS,
  reviseDestination,
  SOURCE_CONFIDENCE_LABELS,
} from "@modules/catalog/index.ts";
import { EditConflictError, EditInvalidError, EntryNotFoundError } from "@modules/eventstore/index.ts";
import type { User } from "@modules/identity/index.ts";
import { ADMIN_DESTINATIONS_COPY, DESTINATION_TOASTS } from "~/components/admin/destinations/copy.ts";
import type { DestinationFormChoices } from "~/components/admin/destinations/destination-form.tsx";
import type { DestinationFormActionData } from "~/components/admin/destinations/types.ts";
import { fieldErrorLists, PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";

/** What an edit form starts from: the destination as its events say, and the version the editor read. */
export async function destinationToEdit(id: string) {
  const found = await destinationForEditing(id);
  if (!found) throw notFound("private page");
  return found;
}

export const DESTINATION_FORM_CHOICES: DestinationFormChoices = { factLabels: QUICK_FACT_LABELS, confidenceLabels: SOURCE_CONFIDENCE_LABELS };

/**
 * The action behind the new and edit forms (the caller checked who is asking;
 * `id` null creates). Bad input, a taken slug or a stale version comes back to
 * the form with what was typed and nothing written; a save goes to the list,
 * which shows the created or saved toast.
 */
export async function destinationFormAction(request: Request, user: User, requestId: string, id: string | null) {
  const formData = await request.formData();
  if (id === null) return createDestinationAction(formData, { actor: user.id, requestId });
  const submission = parseWithZod(formData, { schema: destinationFormSchema });
  const refuse = (reply: SubmissionResult<string[]>, status: number, conflict?: DestinationFormActionData["conflict"]) =>
    data<DestinationFormActionData>(
      { submission: reply, toast: DESTINATION_TOASTS.saveFailed, ...(conflict ? { conflict } : {}) },
      { status, headers: PRIVATE_NO_STORE },
    );
  if (submission.status !== "success") return refuse(submission.reply(), 400);
  const { expectedVersion, ...edit } = submission.value;
  if (expectedVersion === undefined) return refuse(submission.reply({ formErrors: ["Reload the page and try again."] }), 400);
  try {
    await reviseDestination(id, edit, expectedVersion, { actor: user.id, requestId });
  } catch (error) {
    if (error instanceof EditInvalidError) return refuse(submission.reply({ fieldErrors: fieldErrorLists(error.fieldErrors) }), 400);
    if (error instanceof EntryNotFoundError) throw notFound("private page");
    if (error instanceof EditConflictError) {
      const theirs = await destinationToEdit(id);
      return refuse(submission.reply({ formErrors: [ADMIN_DESTINATIONS_COPY.conflict] }), 409, {
        currentVersion: theirs.version,
        theirs: theirs.destination,
      });
    }
    throw error;
  }
  return redirect("/admin/destinations?done=updated", { headers: PRIVATE_NO_STORE });
}

async function createDestinationAction(formData: FormData, by: { actor: string; requestId: string }) {
  const submission = parseWithZod(formData, { schema: newDestinationFormSchema });
  const refuse = (reply: SubmissionResult<string[]>) =>
    data<DestinationFormActionData>({ submission: reply, toast: DESTINATION_TOASTS.saveFailed }, { status: 400, headers: PRIVATE_NO_STORE });
  if (submission.status !== "success") return refuse(submission.reply());
  const { expectedVersion: _expectedVersion, ...edit } = submission.value;
  try {
    await createDestination(edit, by);
  } catch (error) {
    if (error instanceof EditInvalidError) return refuse(submission.reply({ fieldErrors: fieldErrorLists(error.fieldErrors) }));
    throw error;
  }
  return redirect("/admin/destinations?done=created", { headers: PRIVATE_NO_STORE });
}
