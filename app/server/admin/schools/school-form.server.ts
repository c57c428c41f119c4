import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/utils/forms.ts";
import { data, redirect } from "@remix-run/node";
import {
  createSchool,
  cycleReading,
  listDestinations,
  listPathways,
  QUICK_FACT_LABELS,
  reviseSchool,
  schoolForEditing,
  schoolFormSchema,
  SOURCE_CONFIDENCE_LABELS,
  type School,
} from "@modules/catalog/index.ts";
import { EditConflictError, EditInvalidError, EntryNotFoundError } from "@modules/eventstore/index.ts";
import type { User } from "@modules/identity/index.ts";
import { todayUtc } from "@modules/platform/index.ts";
import { ADMIN_SCHOOLS_COPY, SCHOOL_TOASTS } from "~/components/admin/schools/copy.ts";
import type { SchoolFormChoices } from "~/components/admin/schools/school-form.tsx";
import type { SchoolFormActionData } from "~/components/admin/schools/types.ts";
import { fieldErrorLists, PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";

/** What an edit form starts from: the school as its events say, and the version the editor read. */
export async function schoolToEdit(id: string) {
  const found = await schoolForEditing(id);
  if (!found) throw notFound("private page");
  return found;
}

/** The form's lists (destinations, pathways) and how each saved statement's cycle reads today. */
export async function schoolFormChoices(school: School | null): Promise<SchoolFormChoices> {
  const [destinations, pathways] = await Promise.all([listDestinations(), listPathways()]);
  const today = todayUtc();
  return {
    destinations: destinations.map((destination) => ({ id: destination.id, name: destination.name })),
    pathways: pathways.map((pathway) => ({ slug: pathway.slug, name: pathway.name })),
    factLabels: QUICK_FACT_LABELS,
    confidenceLabels: SOURCE_CONFIDENCE_LABELS,
    cycleReadings: Object.fromEntries(
      Object.entries(school?.quickFacts ?? {}).map(([key, fact]) => [
        key,
        fact.status === "verified" ? fact.statements.map((statement) => cycleReading(statement, today)) : [],
      ]),
    ),
  };
}

/**
 * The action behind the new and edit forms (the caller checked who is asking).
 * Bad input, an unknown destination or pathway or a stale version comes back
 * to the form with what was typed and nothing written; a save goes to the
 * list, which shows the saved toast.
 */
export async function schoolFormAction(request: Request, user: User, requestId: string, id: string | null) {
  const submission = parseWithZod(await request.formData(), { schema: schoolFormSchema });
  const refuse = (reply: SubmissionResult<string[]>, status: number, conflict?: SchoolFormActionData["conflict"]) =>
    data<SchoolFormActionData>(
      { submission: reply, toast: SCHOOL_TOASTS.saveFailed, ...(conflict ? { conflict } : {}) },
      { status, headers: PRIVATE_NO_STORE },
    );
  if (submission.status !== "success") return refuse(submission.reply(), 400);
  const { expectedVersion, ...edit } = submission.value;
  const by = { actor: user.id, requestId };
  try {
    if (id === null) await createSchool(edit, by);
    else {
      if (expectedVersion === undefined) return refuse(submission.reply({ formErrors: ["Reload the page and try again."] }), 400);
      await reviseSchool(id, edit, expectedVersion, by);
    }
  } catch (error) {
    if (error instanceof EditInvalidError) return refuse(submission.reply({ fieldErrors: fieldErrorLists(error.fieldErrors) }), 400);
    if (error instanceof EntryNotFoundError) throw notFound("private page");
    if (error instanceof EditConflictError && id !== null) {
      const theirs = await schoolToEdit(id);
      return refuse(submission.reply({ formErrors: [ADMIN_SCHOOLS_COPY.conflict] }), 409, { currentVersion: theirs.version, theirs: theirs.school });
    }
    throw error;
  }
  return redirect(`/admin/schools?done=${id === null ? "created" : "updated"}`, { headers: PRIVATE_NO_STORE });
}
