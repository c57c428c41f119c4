import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/utils/forms.ts";
import { data, redirect } from "@remix-run/node";
import { createPathway, listPathways, PATHWAY_ICON_CLASSES, pathwayForEditing, pathwayFormSchema, revisePathway } from "@modules/catalog/index.ts";
import { EditConflictError, EditInvalidError, EntryNotFoundError } from "@modules/eventstore/index.ts";
import type { User } from "@modules/identity/index.ts";
import { ADMIN_PATHWAYS_COPY, PATHWAY_TOASTS } from "~/components/admin/pathways/copy.ts";
import type { PathwayFormActionData, PathwayFormChoices } from "~/components/admin/pathways/types.ts";
import { fieldErrorLists, PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";

/** What an edit form starts from: the pathway as its events say, and the version the editor read. */
export async function pathwayToEdit(id: string) {
  const found = await pathwayForEditing(id);
  if (!found) throw notFound("private page");
  return found;
}

/** The icons the site draws, and every other pathway to relate this one to. */
export async function pathwayFormChoices(slug: string | null): Promise<PathwayFormChoices> {
  const pathways = await listPathways();
  return {
    icons: PATHWAY_ICON_CLASSES,
    pathways: pathways.filter((pathway) => pathway.slug !== slug).map((pathway) => ({ slug: pathway.slug, name: pathway.name })),
  };
}

/**
 * The action behind the new and edit forms (the caller checked who is asking).
 * Bad input, an unknown related pathway or a stale version comes back to the
 * form with what was typed and nothing written; a save goes to the list.
 */
export async function pathwayFormAction(request: Request, user: User, requestId: string, id: string | null) {
  const submission = parseWithZod(await request.formData(), { schema: pathwayFormSchema });
  const refuse = (reply: SubmissionResult<string[]>, status: number, conflict?: PathwayFormActionData["conflict"]) =>
    data<PathwayFormActionData>(
      { submission: reply, toast: PATHWAY_TOASTS.saveFailed, ...(conflict ? { conflict } : {}) },
      { status, headers: PRIVATE_NO_STORE },
    );
  if (submission.status !== "success") return refuse(submission.reply(), 400);
  const { expectedVersion, ...edit } = submission.value;
  const by = { actor: user.id, requestId };
  try {
    if (id === null) await createPathway(edit, by);
    else {
      if (expectedVersion === undefined) return refuse(submission.reply({ formErrors: ["Reload the page and try again."] }), 400);
      await revisePathway(id, edit, expectedVersion, by);
    }
  } catch (error) {
    if (error instanceof EditInvalidError) return refuse(submission.reply({ fieldErrors: fieldErrorLists(error.fieldErrors) }), 400);
    if (error instanceof EntryNotFoundError) throw notFound("private page");
    if (error instanceof EditConflictError && id !== null) {
      const theirs = await pathwayToEdit(id);
      return refuse(submission.reply({ formErrors: [ADMIN_PATHWAYS_COPY.conflict] }), 409, { currentVersion: theirs.version, theirs: theirs.pathway });
    }
    throw error;
  }
  return redirect(`/admin/pathways?done=${id === null ? "created" : "updated"}`, { headers: PRIVATE_NO_STORE });
}
