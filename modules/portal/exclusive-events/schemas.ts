import { z } from "zod";
import { EVENT_TYPES } from "./browser.ts";
import type { ExclusiveEventDetails } from "./decide.ts";
import { instantOfEventLocalDateTime } from "./display.ts";

/** An event id as a form or the API names one: anything else is refused before a lookup. */
export const eventIdSchema = z
  .string({ error: "Choose an event to register for." })
  .trim()
  .min(1, "Choose an event to register for.")
  .max(80, "That event id is too long.")
  .regex(/^[a-z0-9][a-z0-9-]*$/, "That is not an event id.");

/** The events tab's register form (intent "register") and `POST /api/portal/events/register` (`eventId`). */
export const registerForEventSchema = z.object({ eventId: eventIdSchema });

/** The events tab's "Cancel registration" form (intent "cancel-registration"). */
export const cancelRegistrationSchema = z.object({ eventId: eventIdSchema });

export const EVENT_TITLE_MAX_LENGTH = 200;
export const EVENT_DESCRIPTION_MAX_LENGTH = 2_000;
export const EVENT_MAX_TAGS = 10;

/** Said next to a field of the admin's event form; each says what to do. */
export const EVENT_FIELD_MESSAGES = {
  title: "Enter the event's title.",
  description: "Enter a description of the event.",
  type: "Choose a webinar, workshop, Q&A or panel discussion.",
  startsAt: "Enter the date and start time (Atlantic Standard Time).",
  durationMinutes: "Enter a duration between 5 and 600 minutes.",
  presenter: "Enter who presents the event.",
  presenterTitle: "Enter the presenter's role, for example: Admissions adviser.",
  maxAttendees: "Enter a whole number of seats (1 or more), or leave it empty for no maximum.",
  tags: `Enter up to ${EVENT_MAX_TAGS} tags separated by commas, each under 60 characters.`,
  meetingLink: "Enter the full meeting address starting with https://, or leave it empty.",
  recordingUrl: "Enter the recording's full address starting with https://, or leave it empty.",
  tooLong: (max: number) => `Keep this under ${max} characters.`,
} as const;

/** Empty text (a blank form field) reads as "not given". */
const blankToUndefined = (value: unknown) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value);

const required = (message: string, max: number) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).trim().min(1, message).max(max, EVENT_FIELD_MESSAGES.tooLong(max)));

const httpsAddress = (message: string) =>
  z
    .preprocess(
      blankToUndefined,
      z
        .url({ protocol: /^https$/, error: message })
        .max(2_000, message)
        .optional(),
    )
    .transform((value) => value ?? null);

const wholeNumber = (message: string, min: number, max: number) => z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** The admin's event form: what an editor sets, as a browser posts it. */
export const exclusiveEventFormSchema = z.object({
  title: required(EVENT_FIELD_MESSAGES.title, EVENT_TITLE_MAX_LENGTH),
  description: required(EVENT_FIELD_MESSAGES.description, EVENT_DESCRIPTION_MAX_LENGTH),
  type: z.preprocess(blankToUndefined, z.enum(EVENT_TYPES, { error: EVENT_FIELD_MESSAGES.type })),
  /** A date and time on the display zone's clock (a datetime-local field), kept as the instant it names. */
  startsAt: z.preprocess(blankToUndefined, z.string({ error: EVENT_FIELD_MESSAGES.startsAt })).transform((local, context) => {
    const instant = instantOfEventLocalDateTime(local.trim());
    if (instant) return instant.toISOString();
    context.addIssue({ code: "custom", message: EVENT_FIELD_MESSAGES.startsAt });
    return z.NEVER;
  }),
  durationMinutes: z.preprocess(blankToUndefined, wholeNumber(EVENT_FIELD_MESSAGES.durationMinutes, 5, 600)),
  presenter: required(EVENT_FIELD_MESSAGES.presenter, 200),
  presenterTitle: required(EVENT_FIELD_MESSAGES.presenterTitle, 200),
  /** Empty: no maximum. */
  maxAttendees: z.preprocess(blankToUndefined, wholeNumber(EVENT_FIELD_MESSAGES.maxAttendees, 1, 100_000).optional()).transform((value) => value ?? null),
  /** "Scholarships, Interviews": one text field, so it works without JavaScript. */
  tags: z
    .string({ error: EVENT_FIELD_MESSAGES.tags })
    .max(1_000, EVENT_FIELD_MESSAGES.tags)
    .optional()
    // A blank field posts nothing: no tags.
    .transform((text = "") => [
      ...new Set(
        text
          .split(",")
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ])
    .refine((tags) => tags.length <= EVENT_MAX_TAGS && tags.every((tag) => tag.length <= 60), EVENT_FIELD_MESSAGES.tags),
  meetingLink: httpsAddress(EVENT_FIELD_MESSAGES.meetingLink),
  recordingUrl: httpsAddress(EVENT_FIELD_MESSAGES.recordingUrl),
  expectedVersion: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

export type ExclusiveEventEdit = Omit<z.output<typeof exclusiveEventFormSchema>, "expectedVersion">;

/** The editor's form as the event's whole details. */
export function eventDetailsOf(eventId: string, edit: ExclusiveEventEdit): ExclusiveEventDetails {
  return {
    eventId,
    title: edit.title,
    description: edit.description,
    type: edit.type,
    startsAt: edit.startsAt,
    durationMinutes: edit.durationMinutes,
    presenter: edit.presenter,
    presenterTitle: edit.presenterTitle,
    maxAttendees: edit.maxAttendees,
    tags: edit.tags,
    recordingUrl: edit.recordingUrl,
    meetingLink: edit.meetingLink,
  };
}

/** A new event's id: its title's words and a random tail, so two events of one title never share a stream. */
export function newEventId(title: string, randomTail: string): string {
  const words = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return words ? `${words}-${randomTail}` : `event-${randomTail}`;
}
