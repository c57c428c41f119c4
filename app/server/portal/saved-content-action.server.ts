import { parseWithZod } from "~/utils/forms.ts";
import { data, redirect } from "@remix-run/node";
import type { User } from "@modules/identity/index.ts";
import {
  changeSavedItemStatus,
  noteSavedItem,
  NotesTooLongError,
  saveContent,
  SavedItemNotFoundError,
  savedContentFormSchema,
  StatusNotAllowedError,
  UnknownContentError,
  unsaveContent,
} from "@modules/portal/index.ts";
import { safeRedirectPath } from "~/utils/redirect.ts";
import { badRequest, PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";

/** What a notes form gets back when its notes were refused: the message, beside the notes as typed. */
export interface NoteRefusal {
  noteError: { itemId: string; message: string; notes: string };
}

/** What the action answers when it does not redirect: a Save button's new state, or refused notes. */
export type SavedContentReply = { saved: boolean | null; noteError?: undefined } | (NoteRefusal & { saved?: undefined });

/**
 * The one action behind every saved-content form: the Save buttons (article,
 * scholarship and school pages) and the notes, status and Remove forms of
 * /portal/saved and /portal/library. The caller has already checked who is
 * asking (requireStudent). A form sent without JavaScript names where to
 * return (`returnTo`) and is redirected there; a Save button's fetcher sends
 * none and gets `{ saved }` back. Forged input (an unknown type, content that
 * does not exist, another student's item) gets a 4xx and nothing is written.
 */
export async function savedContentAction(request: Request, user: User, requestId: string) {
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: savedContentFormSchema });
  if (submission.status !== "success") {
    const notesErrors = submission.error?.notes;
    const itemId = form.get("itemId");
    if (form.get("intent") === "note" && notesErrors?.length && typeof itemId === "string") {
      const notes = form.get("notes");
      return refuseNotes({ itemId, message: notesErrors[0] ?? "", notes: typeof notes === "string" ? notes : "" });
    }
    throw badRequest();
  }

  const input = submission.value;
  const by = { actor: user.id, requestId };
  let saved: boolean | undefined;
  try {
    switch (input.intent) {
      case "save":
        saved = await saveContent(user.id, input.contentType, input.contentId, by);
        break;
      case "unsave":
        saved = await unsaveContent(user.id, { contentType: input.contentType, contentId: input.contentId }, by);
        break;
      case "remove":
        saved = await unsaveContent(user.id, { itemId: input.itemId }, by);
        break;
      case "note":
        await noteSavedItem(user.id, input.itemId, input.notes ?? "", by);
        break;
      case "status":
        await changeSavedItemStatus(user.id, input.itemId, input.status, by);
        break;
    }
  } catch (error) {
    if (error instanceof UnknownContentError || error instanceof SavedItemNotFoundError) throw notFound("private page");
    if (error instanceof StatusNotAllowedError) throw badRequest();
    if (error instanceof NotesTooLongError && input.intent === "note") {
      return refuseNotes({ itemId: input.itemId, message: error.message, notes: input.notes ?? "" });
    }
    throw error;
  }
  if (input.returnTo !== undefined) return redirect(safeRedirectPath(input.returnTo, "/portal/saved"), { headers: PRIVATE_NO_STORE });
  return data<SavedContentReply>({ saved: saved ?? null }, { headers: PRIVATE_NO_STORE });
}

function refuseNotes(noteError: NoteRefusal["noteError"]) {
  return data<SavedContentReply>({ noteError }, { status: 400, headers: PRIVATE_NO_STORE });
}
