import { defineProjection, foldState, readStream, type Projection, type RecordedEvent } from "../../eventstore/index.ts";
import { studentAccountProfile } from "../../identity/index.ts";
import { configuredMailer, escapeHtml, type Mailer, type OutgoingEmail } from "../../mail/index.ts";
import { config, writeCalendar } from "../../platform/index.ts";
import { endsAt, exclusiveEventDecider } from "./decide.ts";
import { eventDate, eventDuration, eventTime } from "./display.ts";
import { EventRegistered, ExclusiveEventCancelled, ExclusiveEventRescheduled, exclusiveEventStream, type ExclusiveEventContent } from "./events.ts";

function publicOrigin(): string {
  return config().PUBLIC_URL?.replace(/\/$/, "") ?? `http://localhost:${config().PORT}`;
}

/** The confirmation of a registration, with the event as an .ics to add to a calendar (its UID stable per registration). */
export function registrationEmail(options: {
  id: string;
  to: string;
  firstName: string | null;
  event: ExclusiveEventContent;
  meetingLink: string | null;
  registrationId: string;
  createdAt: Date;
}): OutgoingEmail {
  const { event } = options;
  const startsAt = new Date(event.startsAt);
  const hubUrl = `${publicOrigin()}/portal/exclusive`;
  const when = `${eventDate(startsAt)}, ${eventTime(startsAt)} (${eventDuration(event.durationMinutes)})`;
  const paragraphs = [
    `Hi ${options.firstName || "there"},`,
    `You're registered for "${event.title}".`,
    `When: ${when}`,
    `Presented by ${event.presenter}, ${event.presenterTitle}.`,
    options.meetingLink ? `Join the meeting: ${options.meetingLink}` : "We will share the link to join on your Exclusive Hub before the event starts.",
    `The event in your portal: ${hubUrl}`,
    "The attached calendar file adds it to your calendar.",
  ];
  const ics = writeCalendar({
    name: event.title,
    stamp: options.createdAt,
    entries: [
      {
        uid: `registration-${options.registrationId}@studycompass`,
        summary: event.title,
        description: `${event.description}\n\nPresented by ${event.presenter}, ${event.presenterTitle}.`,
        url: options.meetingLink ?? hubUrl,
        startsAt,
        endsAt: endsAt(event),
      },
    ],
  });
  return {
    id: options.id,
    to: options.to,
    subject: `You're registered: ${event.title}`,
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n"),
    attachments: [{ filename: "event.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: ics }],
    createdAt: options.createdAt,
  };
}

/** A change of time, told to a registrant: the new time first, the old one beside it, and how to give the seat back. */
export function rescheduledEmail(options: {
  id: string;
  to: string;
  firstName: string | null;
  event: ExclusiveEventContent;
  previousStartsAt: string;
  createdAt: Date;
}): OutgoingEmail {
  const { event } = options;
  const when = (startsAt: string) => `${eventDate(new Date(startsAt))}, ${eventTime(new Date(startsAt))}`;
  const paragraphs = [
    `Hi ${options.firstName || "there"},`,
    `"${event.title}" has moved to a new time.`,
    `New time: ${when(event.startsAt)} (${eventDuration(event.durationMinutes)})`,
    `It was: ${when(options.previousStartsAt)}`,
    "Your registration stands: there is nothing you need to do. If the new time does not suit you, cancel your registration on the events page so someone else can take your seat; your calendar feed shows the new time.",
    `Your events: ${publicOrigin()}/portal/events`,
  ];
  return textEmail(options, `New time: ${event.title}`, paragraphs);
}

/** A cancelled event, told to a registrant once. */
export function cancelledEmail(options: { id: string; to: string; firstName: string | null; event: ExclusiveEventContent; createdAt: Date }): OutgoingEmail {
  const { event } = options;
  const startsAt = new Date(event.startsAt);
  const paragraphs = [
    `Hi ${options.firstName || "there"},`,
    `We're sorry: "${event.title}", planned for ${eventDate(startsAt)}, ${eventTime(startsAt)}, has been cancelled.`,
    "Your registration ends with it, and the event leaves your calendar feed; there is nothing you need to do.",
    `Other events you can join: ${publicOrigin()}/portal/events`,
  ];
  return textEmail(options, `Cancelled: ${event.title}`, paragraphs);
}

function textEmail(options: { id: string; to: string; createdAt: Date }, subject: string, paragraphs: string[]): OutgoingEmail {
  return {
    id: options.id,
    to: options.to,
    subject,
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n"),
    createdAt: options.createdAt,
  };
}

/** The event's stream up to and including `event`: the details and registrants as they were when it happened. */
async function stateAt(trx: Parameters<Projection["apply"]>[0], event: RecordedEvent, eventId: string) {
  const history = await readStream(trx, exclusiveEventStream(eventId));
  return foldState(
    exclusiveEventDecider,
    history.filter((recorded) => recorded.streamVersion <= event.streamVersion),
  );
}

/**
 * The events' emails, each sent only to a verified address (an unverified
 * one gets only the verification email):
 * - the registration confirmation (EventRegistered), when the student wants
 *   event emails (their notification preferences);
 * - a new time (ExclusiveEventRescheduled) and a cancellation
 *   (ExclusiveEventCancelled), to every student registered at that moment,
 *   whatever their preference: they change something the student signed up
 *   for (decision 0038).
 * A side-effect projection: live only, never on a replay; each email's id is
 * `{event id}:student` or `{event id}:{student id}`, so a retried batch sends
 * it once.
 */
export function eventsNotifier(mailer: Mailer): Projection {
  return defineProjection({
    name: "portal.events-notifier",
    kind: "side-effect",
    handles: [EventRegistered, ExclusiveEventRescheduled, ExclusiveEventCancelled],
    tables: [],
    async apply(trx, event) {
      const registered = EventRegistered.match(event);
      if (registered) {
        const student = await studentAccountProfile(registered.userId);
        if (!student || !student.emailVerified || !student.notifications.eventEmails) return;
        // The event as its stream read when they registered (not the read table, which may lag this projector):
        // a later new time or cancellation is told by its own email, so a late batch never mixes them up.
        const state = await stateAt(trx, event, registered.eventId);
        if (!state.editorial.content) return;
        await mailer.send(
          trx,
          registrationEmail({
            id: `${event.eventId}:student`,
            to: student.email,
            firstName: student.firstName,
            event: state.editorial.content,
            meetingLink: state.editorial.content.meetingLink,
            registrationId: registered.registrationId,
            createdAt: event.recordedAt,
          }),
        );
        return;
      }
      const rescheduled = ExclusiveEventRescheduled.match(event);
      const cancelled = ExclusiveEventCancelled.match(event);
      const eventId = rescheduled?.eventId ?? cancelled?.eventId;
      if (!eventId) return;
      const state = await stateAt(trx, event, eventId);
      const details = state.editorial.content;
      if (!details) return;
      for (const userId of Object.keys(state.registrations).sort()) {
        const student = await studentAccountProfile(userId);
        if (!student || !student.emailVerified) continue;
        const recipient = { id: `${event.eventId}:${userId}`, to: student.email, firstName: student.firstName, event: details, createdAt: event.recordedAt };
        await mailer.send(trx, rescheduled ? rescheduledEmail({ ...recipient, previousStartsAt: rescheduled.previousStartsAt }) : cancelledEmail(recipient));
      }
    },
  });
}

let configured: Projection | undefined;

/** The notifier with the configured mailer (Resend when RESEND_API_KEY is set, else the outbox). */
export function eventsNotifierProjection(): Projection {
  configured ??= eventsNotifier(configuredMailer());
  return configured;
}
