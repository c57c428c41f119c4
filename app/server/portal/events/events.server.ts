import { parseWithZod } from "~/utils/forms.ts";
import { data } from "@remix-run/node";
import type { User } from "@modules/identity/index.ts";
import {
  cancelEventRegistration,
  cancelRegistrationSchema,
  calendarFeedTokenOf,
  EventCancelledError,
  EventCompletedError,
  eventDate,
  eventDuration,
  EventFullError,
  exclusiveEventsFor,
  eventTime,
  registerForEvent,
  registerForEventSchema,
  RegistrationNotCancellableError,
  UnknownExclusiveEventError,
  type ExclusiveEventView,
} from "@modules/portal/index.ts";
import type { Outcome } from "~/components/outcome.tsx";
import { siteOrigin, PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";
import { TYPE_LABELS, type EventCardData } from "~/components/portal/events/event-card-data.ts";

/** The seeded master class the events screen features, while it is upcoming. */
const FEATURED_EVENT_ID = "interview-master-class";

function toCard(event: ExclusiveEventView): EventCardData {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    type: event.type,
    typeLabel: TYPE_LABELS[event.type] ?? "Event",
    date: eventDate(event.startsAt),
    time: eventTime(event.startsAt),
    startsAt: event.startsAt.toISOString(),
    duration: eventDuration(event.durationMinutes),
    presenter: event.presenter,
    presenterTitle: event.presenterTitle,
    maxAttendees: event.maxAttendees,
    currentAttendees: event.currentAttendees,
    isRegistered: event.isRegistered,
    status: event.status,
    tags: event.tags,
    meetingLink: event.meetingLink,
    recordingUrl: event.recordingUrl,
  };
}

/** The student's secret calendar-feed address (calendar apps fetch it without a session). */
export async function calendarFeedUrl(request: Request, userId: string): Promise<string> {
  return `${siteOrigin(request)}/portal/calendar.ics?token=${await calendarFeedTokenOf(userId)}`;
}

/**
 * The hub's events tab (/portal/exclusive): upcoming soonest first, with the
 * cancelled ones that had not taken place yet marked so (a registrant sees it
 * was called off), recent (completed) newest first.
 */
export async function hubEvents(request: Request, user: User, now = new Date()) {
  const [events, feedUrl] = await Promise.all([exclusiveEventsFor(user.id, now), calendarFeedUrl(request, user.id)]);
  const ahead = (event: ExclusiveEventView) => event.status === "upcoming" || (event.status === "cancelled" && event.endsAt > now);
  return {
    upcoming: events.filter(ahead).map(toCard),
    recent: events
      .filter((event) => event.status === "completed")
      .map(toCard)
      .reverse(),
    calendarFeedUrl: feedUrl,
  };
}

/** The events screen's events tab (/portal/events): a featured event, the other upcoming ones, and recordings of past ones. */
export async function eventsScreen(request: Request, user: User) {
  const { upcoming, recent, calendarFeedUrl: feedUrl } = await hubEvents(request, user);
  const featured = upcoming.find((card) => card.id === FEATURED_EVENT_ID) ?? upcoming[0] ?? null;
  return { featured, others: upcoming.filter((card) => card !== featured), recordings: recent, calendarFeedUrl: feedUrl };
}

export const REGISTRATION_SUCCESS: Outcome = {
  title: "Registration Successful!",
  description: "You've been registered for the event. Check your email for details.",
  variant: "success",
};
export const REGISTRATION_FAILED: Outcome = {
  title: "Registration Failed",
  description: "There was an error registering for the event. Please try again.",
  variant: "destructive",
};

/**
 * Register Now on either page (the `register` intent), answered with a toast. A refusal is said in the
 * toast, nothing is written: a full event (409) or one that has ended (409)
 * with its reason; a missing or malformed id (400); an event that does not
 * exist is a 404, as for any id not the student's to act on.
 */
export async function registerForEventAction(form: FormData, user: User, requestId: string) {
  const submission = parseWithZod(form, { schema: registerForEventSchema });
  if (submission.status !== "success") {
    const message = submission.error?.eventId?.[0] ?? REGISTRATION_FAILED.description;
    return data({ toast: { ...REGISTRATION_FAILED, description: message } }, { status: 400, headers: PRIVATE_NO_STORE });
  }
  try {
    await registerForEvent(user.id, submission.value.eventId, { actor: user.id, requestId });
  } catch (error) {
    if (error instanceof UnknownExclusiveEventError) throw notFound("private page");
    if (error instanceof EventFullError || error instanceof EventCompletedError || error instanceof EventCancelledError) {
      return data({ toast: { ...REGISTRATION_FAILED, description: error.message } }, { status: 409, headers: PRIVATE_NO_STORE });
    }
    return data({ toast: REGISTRATION_FAILED }, { status: 500, headers: PRIVATE_NO_STORE });
  }
  return data({ toast: REGISTRATION_SUCCESS }, { headers: PRIVATE_NO_STORE });
}

export const REGISTRATION_CANCELLED: Outcome = {
  title: "Registration cancelled",
  description: "Your seat is free for someone else. You can register again while seats remain.",
  variant: "success",
};
export const CANCELLATION_FAILED: Outcome = {
  title: "Registration not cancelled",
  description: "There was an error cancelling your registration. Please try again.",
  variant: "destructive",
};

/**
 * "Cancel registration" on either events page (the `cancel-registration`
 * intent), answered with a toast: an event that has taken place or was
 * cancelled is refused with its reason (409), nothing written; an unknown one is a 404.
 */
export async function cancelRegistrationAction(form: FormData, user: User, requestId: string) {
  const submission = parseWithZod(form, { schema: cancelRegistrationSchema });
  if (submission.status !== "success") {
    const message = submission.error?.eventId?.[0] ?? CANCELLATION_FAILED.description;
    return data({ toast: { ...CANCELLATION_FAILED, description: message } }, { status: 400, headers: PRIVATE_NO_STORE });
  }
  try {
    await cancelEventRegistration(user.id, submission.value.eventId, { actor: user.id, requestId });
  } catch (error) {
    if (error instanceof UnknownExclusiveEventError) throw notFound("private page");
    if (error instanceof RegistrationNotCancellableError) {
      return data({ toast: { ...CANCELLATION_FAILED, description: error.message } }, { status: 409, headers: PRIVATE_NO_STORE });
    }
    throw error;
  }
  return data({ toast: REGISTRATION_CANCELLED }, { headers: PRIVATE_NO_STORE });
}
