import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/utils/forms.ts";
import { data, redirect } from "@remix-run/node";
import { EditConflictError, EditInvalidError, EntryNotFoundError } from "@modules/eventstore/index.ts";
import type { User } from "@modules/identity/index.ts";
import {
  CancelledEventEditError,
  createExclusiveEvent,
  eventDate,
  eventDuration,
  eventLocalDateTime,
  eventTime,
  exclusiveEventFormSchema,
  exclusiveEventForEditing,
  reviseExclusiveEvent,
  type ExclusiveEventDetails,
} from "@modules/portal/index.ts";
import { ADMIN_EVENTS_COPY, EVENT_TOASTS } from "~/components/admin/events/copy.ts";
import type { EventFormActionData, EventFormValues } from "~/components/admin/events/types.ts";
import { fieldErrorLists, notFound, PRIVATE_NO_STORE } from "~/server/http.server.ts";

/** What the edit page starts from: the event as its stream says, the version the editor read, and its seats; 404 when it never existed. */
export async function eventToEdit(id: string) {
  const found = await exclusiveEventForEditing(id);
  if (!found) throw notFound("private page");
  return found;
}

/** The event's details as the form's text fields. */
export function eventFormValues(details: ExclusiveEventDetails): EventFormValues {
  return {
    title: details.title,
    description: details.description,
    type: details.type,
    startsAt: eventLocalDateTime(new Date(details.startsAt)),
    durationMinutes: String(details.durationMinutes),
    presenter: details.presenter,
    presenterTitle: details.presenterTitle,
    maxAttendees: details.maxAttendees === null ? "" : String(details.maxAttendees),
    tags: details.tags.join(", "),
    meetingLink: details.meetingLink ?? "",
    recordingUrl: details.recordingUrl ?? "",
  };
}

function theirVersion(details: ExclusiveEventDetails): NonNullable<EventFormActionData["conflict"]>["theirs"] {
  const startsAt = new Date(details.startsAt);
  return {
    id: details.eventId,
    title: details.title,
    when: `${eventDate(startsAt)}, ${eventTime(startsAt)} (${eventDuration(details.durationMinutes)})`,
    capacity: details.maxAttendees === null ? "No maximum" : String(details.maxAttendees),
    presenter: details.presenter,
    description: details.description,
  };
}

/**
 * The action behind the new and edit forms (the caller checked who is
 * asking). Bad input, a start in the past, a capacity under the seats taken
 * or a stale version comes back to the form with what was typed and nothing
 * written; a save goes back to the list, which says whether it rescheduled.
 */
export async function eventFormAction(request: Request, user: User, requestId: string, id: string | null) {
  const submission = parseWithZod(await request.formData(), { schema: exclusiveEventFormSchema });
  const failed = id === null ? EVENT_TOASTS.createFailed : EVENT_TOASTS.updateFailed;
  const refuse = (reply: SubmissionResult<string[]>, status: number, conflict?: EventFormActionData["conflict"]) =>
    data<EventFormActionData>({ submission: reply, toast: failed, ...(conflict ? { conflict } : {}) }, { status, headers: PRIVATE_NO_STORE });
  if (submission.status !== "success") return refuse(submission.reply(), 400);
  const { expectedVersion, ...edit } = submission.value;
  const by = { actor: user.id, requestId };
  let done = id === null ? "created" : "updated";
  try {
    if (id === null) {
      await createExclusiveEvent(edit, by);
    } else {
      if (expectedVersion === undefined) return refuse(submission.reply({ formErrors: ["Reload the page and try again."] }), 400);
      const before = await eventToEdit(id);
      await reviseExclusiveEvent(id, edit, expectedVersion, by);
      if (Date.parse(before.details.startsAt) !== Date.parse(edit.startsAt)) done = "rescheduled";
    }
  } catch (error) {
    if (error instanceof EditInvalidError) return refuse(submission.reply({ fieldErrors: fieldErrorLists(error.fieldErrors) }), 400);
    if (error instanceof CancelledEventEditError) return refuse(submission.reply({ formErrors: [error.message] }), 409);
    if (error instanceof EntryNotFoundError) throw notFound("private page");
    if (error instanceof EditConflictError && id !== null) {
      const theirs = await eventToEdit(id);
      return refuse(submission.reply({ formErrors: [ADMIN_EVENTS_COPY.conflict] }), 409, {
        currentVersion: theirs.version,
        theirs: theirVersion(theirs.details),
      });
    }
    throw error;
  }
  return redirect(`/admin/events?done=${done}`, { headers: PRIVATE_NO_STORE });
}
