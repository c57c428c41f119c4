import { defineProjection, foldState, readStream, type Projection } from "../../eventstore/index.ts";
import { studentAccountProfile } from "../../identity/index.ts";
import { configuredMailer, escapeHtml, type Mailer, type OutgoingEmail } from "../../mail/index.ts";
import { config } from "../../platform/index.ts";
import { endsAt, exclusiveEventDecider } from "./decide.ts";
import { eventDate, eventDuration, eventTime } from "./display.ts";
import { EventRegistered, exclusiveEventStream, type ExclusiveEventContent } from "./events.ts";
import { writeCalendar } from "./ics.ts";

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

/**
 * The registration confirmation (EventRegistered), sent only when the
 * student wants event emails (their notification preferences) and has
 * verified their address: an unverified one gets only the verification email.
 * A side-effect
 * projection: live only, never on a replay; its id `{event id}:student`, so a
 * retried batch sends it once.
 */
export function eventsNotifier(mailer: Mailer): Projection {
  return defineProjection({
    name: "portal.events-notifier",
    kind: "side-effect",
    handles: [EventRegistered],
    tables: [],
    async apply(trx, event) {
      const registered = EventRegistered.match(event);
      if (!registered) return;
      const student = await studentAccountProfile(registered.userId);
      if (!student || !student.emailVerified || !student.notifications.eventEmails) return;
      // The event as of its own stream (not the read table, which may lag this projector).
      const state = foldState(exclusiveEventDecider, await readStream(trx, exclusiveEventStream(registered.eventId)));
      if (!state.content) return;
      await mailer.send(
        trx,
        registrationEmail({
          id: `${event.eventId}:student`,
          to: student.email,
          firstName: student.firstName,
          event: state.content,
          meetingLink: state.meetingLink,
          registrationId: registered.registrationId,
          createdAt: event.recordedAt,
        }),
      );
    },
  });
}

let configured: Projection | undefined;

/** The notifier with the configured mailer (Resend when RESEND_API_KEY is set, else the outbox). */
export function eventsNotifierProjection(): Projection {
  configured ??= eventsNotifier(configuredMailer());
  return configured;
}
