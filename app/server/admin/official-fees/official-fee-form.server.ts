import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/utils/forms.ts";
import { data, redirect } from "@remix-run/node";
import { listDestinations } from "@modules/catalog/index.ts";
import { EditConflictError, EditInvalidError, EntryNotFoundError } from "@modules/eventstore/index.ts";
import type { User } from "@modules/identity/index.ts";
import { todayUtc } from "@modules/platform/index.ts";
import {
  createOfficialFee,
  FEE_CURRENCIES,
  officialFeeForEditing,
  officialFeeFormSchema,
  officialFeeFormValues,
  reviseOfficialFee,
} from "@modules/portal/index.ts";
import { FEE_TOASTS, OFFICIAL_FEES_COPY } from "~/components/admin/official-fees/copy.ts";
import type { OfficialFeeFormValues } from "~/components/admin/official-fees/official-fee-form.tsx";
import type { OfficialFeeFormActionData } from "~/components/admin/official-fees/types.ts";
import { fieldErrorLists, notFound, PRIVATE_NO_STORE } from "~/server/http.server.ts";

/** What the form offers: the catalogue's destinations and the currencies a fee is stated in. */
export async function officialFeeFormChoices() {
  const destinations = (await listDestinations()).map((destination) => ({ id: destination.id, name: destination.name }));
  return { destinations, currencies: [...FEE_CURRENCIES] };
}

/** A new fee's form: it was checked today unless the editor says otherwise. */
export const newOfficialFeeValues = (): OfficialFeeFormValues => ({
  destinationId: "",
  kind: "",
  label: "",
  amount: "",
  currency: "",
  per: "once",
  effectiveFrom: "",
  checkedOn: todayUtc(),
  sourceUrl: "",
  note: "",
});

/** What an edit form starts from: the fee as its events say, as form text, and the version the editor read; 404 for an unknown id or a school's deposit. */
export async function officialFeeToEdit(id: string): Promise<{ id: string; values: OfficialFeeFormValues; version: number }> {
  const found = await officialFeeForEditing(id);
  if (!found) throw notFound("private page");
  const { fee, version } = found;
  return {
    id: fee.id,
    version,
    values: officialFeeFormValues(fee),
  };
}

/**
 * The action behind the new and edit forms (the caller checked who is asking).
 * Bad input, an unknown destination or a stale version comes back to the form
 * with what was typed and nothing written; a save goes back to the list.
 */
export async function officialFeeFormAction(request: Request, user: User, requestId: string, id: string | null) {
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: officialFeeFormSchema(todayUtc()) });
  const failed = id === null ? FEE_TOASTS.createFailed : FEE_TOASTS.updateFailed;
  const refuse = (reply: SubmissionResult<string[]>, status: number, conflict?: OfficialFeeFormActionData["conflict"]) =>
    data<OfficialFeeFormActionData>({ submission: reply, toast: failed, ...(conflict ? { conflict } : {}) }, { status, headers: PRIVATE_NO_STORE });
  if (submission.status !== "success") return refuse(submission.reply(), 400);
  const { expectedVersion, ...edit } = submission.value;
  const by = { actor: user.id, requestId };
  try {
    if (id === null) {
      await createOfficialFee(edit, by);
    } else {
      if (expectedVersion === undefined) return refuse(submission.reply({ formErrors: ["Reload the page and try again."] }), 400);
      await reviseOfficialFee(id, edit, expectedVersion, by);
    }
  } catch (error) {
    if (error instanceof EditInvalidError) return refuse(submission.reply({ fieldErrors: fieldErrorLists(error.fieldErrors) }), 400);
    if (error instanceof EntryNotFoundError) throw notFound("private page");
    if (error instanceof EditConflictError && id !== null) {
      const theirs = await officialFeeForEditing(id);
      if (!theirs) throw notFound("private page");
      return refuse(submission.reply({ formErrors: [OFFICIAL_FEES_COPY.conflict] }), 409, { currentVersion: theirs.version, theirs: theirs.fee });
    }
    throw error;
  }
  return redirect(`/admin/official-fees?done=${id === null ? "created" : "updated"}`, { headers: PRIVATE_NO_STORE });
}
