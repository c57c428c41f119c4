import type { User } from "@modules/identity/index.ts";
import {
  EventCancelledError,
  EventCompletedError,
  eventDuration,
  EventFullError,
  EVENT_TIME_ZONE,
  eventTime,
  exclusiveEventFor,
  exclusiveEventsFor,
  registeredEventsOf,
  registerForEvent,
  registerForEventSchema,
  UnknownExclusiveEventError,
  type ExclusiveEventView,
} from "@modules/portal/index.ts";
import { apiError, PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";

const dayInZone = new Intl.DateTimeFormat("en-CA", { timeZone: EVENT_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The spec's "Exclusive event": date and time in the display zone (AST), the instant itself as startsAt; meetingLink only for a registered student. */
export function toEventJson(event: ExclusiveEventView) {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    type: event.type,
    date: dayInZone.format(event.startsAt),
    time: eventTime(event.startsAt),
    startsAt: event.startsAt.toISOString(),
    timeZone: EVENT_TIME_ZONE,
    duration: eventDuration(event.durationMinutes),
    durationMinutes: event.durationMinutes,
    presenter: event.presenter,
    presenterTitle: event.presenterTitle,
    ...(event.maxAttendees === null ? {} : { maxAttendees: event.maxAttendees }),
    currentAttendees: event.currentAttendees,
    isRegistered: event.isRegistered,
    status: event.status,
    tags: event.tags,
    ...(event.meetingLink ? { meetingLink: event.meetingLink } : {}),
    recordingUrl: event.recordingUrl,
  };
}

/** GET /api/portal/events, /exclusive-events (all) and /events/upcoming (upcoming only), soonest first. */
export async function eventsJson(user: User, only?: "upcoming"): Promise<Response> {
  const events = await exclusiveEventsFor(user.id);
  return Response.json(events.filter((event) => !only || event.status === only).map(toEventJson), { headers: PRIVATE_NO_STORE });
}

/** GET /api/portal/events/registrations (the spec's event_registrations fields): the student's own. */
export async function registrationsJson(user: User): Promise<Response> {
  const registrations = await registeredEventsOf(user.id);
  return Response.json(
    registrations.map((registration) => ({
      id: registration.registrationId,
      userId: user.id,
      eventId: registration.eventId,
      title: registration.title,
      startsAt: registration.startsAt.toISOString(),
      registeredAt: registration.registeredAt.toISOString(),
      // Attendance is not recorded yet (no one takes a register at our events): false, as the spec's default.
      attended: false,
    })),
    { headers: PRIVATE_NO_STORE },
  );
}

/**
 * POST /api/portal/events/{id}/register and /api/portal/events/register
 * (`eventId`): 201 when registered now, 200 when already registered (one
 * registration), 404 unknown, 409 full, completed or cancelled, 400 a malformed id.
 */
export async function registerJson(user: User, eventId: unknown, requestId: string): Promise<Response> {
  const parsed = registerForEventSchema.safeParse({ eventId });
  if (!parsed.success) return apiError(400, "Name the event to register for.", { eventId: parsed.error.issues.map((issue) => issue.message) });
  try {
    const registration = await registerForEvent(user.id, parsed.data.eventId, { actor: user.id, requestId });
    const event = await exclusiveEventFor(user.id, parsed.data.eventId);
    return Response.json(
      { registrationId: registration.registrationId, registered: true, event: event ? toEventJson(event) : null },
      { status: registration.newlyRegistered ? 201 : 200, headers: PRIVATE_NO_STORE },
    );
  } catch (error) {
    if (error instanceof UnknownExclusiveEventError) return notFound({ apiMessage: "That event does not exist." });
    if (error instanceof EventFullError || error instanceof EventCompletedError || error instanceof EventCancelledError) return apiError(409, error.message);
    throw error;
  }
}

/** The `eventId` of a JSON or form body; undefined when the body has none or cannot be read. */
export async function eventIdFromBody(request: Request): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body: unknown = await request.json();
      return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).eventId : undefined;
    }
    if (type.includes("form")) return (await request.formData()).get("eventId") ?? undefined;
  } catch {
    return undefined;
  }
  return undefined;
}
