import { z } from "zod";
import { defineEvent } from "../../eventstore/index.ts";

import { EVENT_TYPES } from "./browser.ts";

export { EVENT_TYPE_LABELS, EVENT_TYPES, type ExclusiveEventType } from "./browser.ts";

const eventId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);

/** An event of our own programme as we publish it (seeded as desired state; the meeting link is set apart by an operator). */
export const exclusiveEventContent = z.object({
  eventId,
  title: z.string().min(1).max(200),
  description: z.string().min(1).max(2000),
  type: z.enum(EVENT_TYPES),
  /** The instant it starts, ISO 8601 in UTC. */
  startsAt: z.iso.datetime(),
  durationMinutes: z.number().int().min(5).max(600),
  presenter: z.string().min(1).max(200),
  presenterTitle: z.string().min(1).max(200),
  /** null: no maximum. */
  maxAttendees: z.number().int().min(1).nullable(),
  tags: z.array(z.string().min(1).max(60)).max(10),
  /** Only a real recording, never a placeholder. */
  recordingUrl: z.url().nullable(),
});
export type ExclusiveEventContent = z.output<typeof exclusiveEventContent>;

export const ExclusiveEventScheduled = defineEvent("ExclusiveEventScheduled", exclusiveEventContent);
export const ExclusiveEventRevised = defineEvent("ExclusiveEventRevised", exclusiveEventContent);

/** An operator set (or cleared, null) the link students join by; kept apart from the seeded content so reseeding never drops it. */
export const EventMeetingLinkSet = defineEvent("EventMeetingLinkSet", z.object({ eventId, meetingLink: z.url().startsWith("https://").nullable() }));

/** A student took a seat. Deadline reminders read `{ eventId, userId, registrationId }`. */
export const EventRegistered = defineEvent("EventRegistered", z.object({ eventId, userId: z.string().min(1), registrationId: z.string().uuid() }));

/** An editor moved the event to another start time: registrants are told the new time (the notifier), and the calendar feed follows. */
export const ExclusiveEventRescheduled = defineEvent(
  "ExclusiveEventRescheduled",
  z.object({ eventId, startsAt: z.iso.datetime(), previousStartsAt: z.iso.datetime() }),
);

/** An editor called the event off: it stays in the programme marked cancelled, registration closes and every registrant is told once. */
export const ExclusiveEventCancelled = defineEvent("ExclusiveEventCancelled", z.object({ eventId }));

/** A student gave up their seat: it is free for another student, and they may register again while seats remain. */
export const EventRegistrationCancelled = defineEvent(
  "EventRegistrationCancelled",
  z.object({ eventId, userId: z.string().min(1), registrationId: z.string().uuid() }),
);

/** One stream per event: its content and every registration, so the capacity check sees all seats in one place. */
export const exclusiveEventStream = (id: string) => `exclusive-event-${id}`;

/** A student reset their calendar feed's secret link: every earlier link stops working. */
export const CalendarFeedReset = defineEvent("CalendarFeedReset", z.object({ userId: z.string().min(1), generation: z.number().int().min(1) }));
export const calendarFeedStream = (userId: string) => `calendar-feed-${userId}`;
