import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import {
  createProgramme,
  listPathways,
  programmeForEditing,
  programmeFormSchema,
  programmeLevels,
  programmeSchoolChoices,
  reviseProgramme,
} from "@modules/catalog/index.ts";
import { MONTH_NAMES, PROGRAMME_LEVEL_LABELS } from "@modules/catalog/browser.ts";
import { EditConflictError, EditInvalidError, EntryNotFoundError } from "@modules/eventstore/index.ts";
import type { User } from "@modules/identity/index.ts";
import { ADMIN_PROGRAMMES_COPY, PROGRAMME_TOASTS } from "~/components/admin/programmes/copy.ts";
import type { ProgrammeFormActionData, ProgrammeFormChoices } from "~/components/admin/programmes/types.ts";
import { fieldErrorLists, notFound, PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { parseWithZod } from "~/utils/forms.ts";

/** What an edit form starts from: the programme as its events say, and the version the editor read. */
export async function programmeToEdit(id: string) {
  const found = await programmeForEditing(id);
  if (!found) throw notFound("private page");
  return found;
}

/** The schools, the fields of study (pathways), the levels and the months the form offers. */
export async function programmeFormChoices(): Promise<ProgrammeFormChoices> {
  const [schools, pathways] = await Promise.all([programmeSchoolChoices(), listPathways()]);
  return {
    schools: schools.map((school) => ({ id: school.id, name: school.name })),
    pathways: pathways.map((pathway) => ({ slug: pathway.slug, name: pathway.name })),
    levels: programmeLevels.map((level) => ({ value: level, label: PROGRAMME_LEVEL_LABELS[level] })),
    months: MONTH_NAMES.map((month, index) => ({ value: String(index + 1), label: month })),
  };
}

/**
 * The action behind the new and edit forms (the caller checked who is asking).
 * Bad input, an unknown school or field, a name the school already has or a
 * stale version comes back to the form with what was typed and nothing
 * written; a save goes to the list.
 */
export async function programmeFormAction(request: Request, user: User, requestId: string, id: string | null) {
  const submission = parseWithZod(await request.formData(), { schema: programmeFormSchema });
  const refuse = (reply: SubmissionResult<string[]>, status: number, conflict?: ProgrammeFormActionData["conflict"]) =>
    data<ProgrammeFormActionData>(
      { submission: reply, toast: PROGRAMME_TOASTS.saveFailed, ...(conflict ? { conflict } : {}) },
      { status, headers: PRIVATE_NO_STORE },
    );
  if (submission.status !== "success") return refuse(submission.reply(), 400);
  const { expectedVersion, ...edit } = submission.value;
  const by = { actor: user.id, requestId };
  try {
    if (id === null) await createProgramme(edit, by);
    else {
      if (expectedVersion === undefined) return refuse(submission.reply({ formErrors: ["Reload the page and try again."] }), 400);
      await reviseProgramme(id, edit, expectedVersion, by);
    }
  } catch (error) {
    if (error instanceof EditInvalidError) return refuse(submission.reply({ fieldErrors: fieldErrorLists(error.fieldErrors) }), 400);
    if (error instanceof EntryNotFoundError) throw notFound("private page");
    if (error instanceof EditConflictError && id !== null) {
      const theirs = await programmeToEdit(id);
      return refuse(submission.reply({ formErrors: [ADMIN_PROGRAMMES_COPY.conflict] }), 409, { currentVersion: theirs.version, theirs: theirs.programme });
    }
    throw error;
  }
  return redirect(`/admin/programmes?done=${id === null ? "created" : "updated"}`, { headers: PRIVATE_NO_STORE });
}
