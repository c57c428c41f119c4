import { sql, type Selectable } from "kysely";
import { db } from "./db.ts";
import { findUserById } from "../../identity/index.ts";
import { containsPattern, normalizeSearchTerm, writeCalendar, type CalendarEntry } from "../../platform/index.ts";
import { openingAlertCalendarItems } from "../opening-alerts/index.ts";
import { savedItemsOf } from "../saved/index.ts";
import { calendarFeedToken, readCalendarFeedToken } from "./calendar-feed.ts";
import { endsAt, eventStatus } from "./decide.ts";
import type { ExclusiveEventType } from "./events.ts";
import type { ExclusiveEventsTable } from "./tables.ts";

/** An event as a student sees it (the spec's "Exclusive event"), status computed from its time and now; a cancelled one stays, marked. */
export interface ExclusiveEventView {
  id: string;
  title: string;
  description: string;
  type: ExclusiveEventType;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  presenter: string;
  presenterTitle: string;
  maxAttendees: number | null;
  currentAttendees: number;
  tags: string[];
  status: "upcoming" | "completed" | "cancelled";
  isRegistered: boolean;
  /** Only for a registered student, and only once an operator set one. */
  meetingLink: string | null;
  recordingUrl: string | null;
}

type Row = Selectable<ExclusiveEventsTable>;

function toView(row: Row, registered: boolean, now: Date): ExclusiveEventView {
  const timing = { startsAt: row.starts_at.toISOString(), durationMinutes: row.duration_minutes };
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    startsAt: row.starts_at,
    endsAt: endsAt(timing),
    durationMinutes: row.duration_minutes,
    presenter: row.presenter,
    presenterTitle: row.presenter_title,
    maxAttendees: row.max_attendees,
    currentAttendees: row.registered_count,
    tags: row.tags,
    status: row.cancelled_at ? "cancelled" : eventStatus(timing, now),
    isRegistered: registered,
    meetingLink: registered ? row.meeting_link : null,
    recordingUrl: row.recording_url,
  };
}

async function registeredIds(userId: string): Promise<Set<string>> {
  const rows = await db().selectFrom("event_registrations").select("event_id").where("user_id", "=", userId).execute();
  return new Set(rows.map((row) => row.event_id));
}

/** Every event of the programme as the student sees it, soonest first. */
export async function exclusiveEventsFor(userId: string, now: Date = new Date()): Promise<ExclusiveEventView[]> {
  const [rows, mine] = await Promise.all([db().selectFrom("exclusive_events").selectAll().orderBy("starts_at").orderBy("id").execute(), registeredIds(userId)]);
  return rows.map((row) => toView(row, mine.has(row.id), now));
}

/** One event as the student sees it, or null when it is not in the programme. */
export async function exclusiveEventFor(userId: string, eventId: string, now: Date = new Date()): Promise<ExclusiveEventView | null> {
  const row = await db().selectFrom("exclusive_events").selectAll().where("id", "=", eventId).executeTakeFirst();
  if (!row) return null;
  return toView(row, (await registeredIds(userId)).has(row.id), now);
}

/** For the reminders helper: the event's timing and its link, or null. */
export async function exclusiveEvent(
  eventId: string,
): Promise<{ id: string; title: string; startsAt: Date; durationMinutes: number; meetingLink: string | null } | null> {
  const row = await db()
    .selectFrom("exclusive_events")
    .select(["id", "title", "starts_at", "duration_minutes", "meeting_link"])
    .where("id", "=", eventId)
    .executeTakeFirst();
  return row ? { id: row.id, title: row.title, startsAt: row.starts_at, durationMinutes: row.duration_minutes, meetingLink: row.meeting_link } : null;
}

/** The student's registrations, soonest event first (upcoming and completed). */
export async function registeredEventsOf(
  userId: string,
): Promise<{ registrationId: string; eventId: string; title: string; startsAt: Date; durationMinutes: number; registeredAt: Date }[]> {
  const rows = await db()
    .selectFrom("event_registrations")
    .innerJoin("exclusive_events", "exclusive_events.id", "event_registrations.event_id")
    .select([
      "event_registrations.id as registrationId",
      "event_registrations.event_id as eventId",
      "event_registrations.registered_at as registeredAt",
      "exclusive_events.title",
      "exclusive_events.starts_at as startsAt",
      "exclusive_events.duration_minutes as durationMinutes",
    ])
    .where("event_registrations.user_id", "=", userId)
    .orderBy("exclusive_events.starts_at")
    .execute();
  return rows;
}

/** The students registered for one event, or for any event when none is named (the reminders' reconciler). */
export async function studentsRegisteredFor(eventId?: string): Promise<string[]> {
  let query = db().selectFrom("event_registrations").select("user_id").distinct();
  if (eventId !== undefined) query = query.where("event_id", "=", eventId);
  return (await query.execute()).map((row) => row.user_id);
}

/** The student's current calendar-feed token (it changes when they reset the link). */
export async function calendarFeedTokenOf(userId: string): Promise<string> {
  const row = await db().selectFrom("calendar_feeds").select("generation").where("user_id", "=", userId).executeTakeFirst();
  return calendarFeedToken(userId, row?.generation ?? 0);
}

/**
 * The student's personal calendar (an ICS file) for a feed token, or null for
 * a wrong, reset or deleted account's token (the route answers 404): their
 * upcoming registered events and their saved scholarships' deadlines
 * (all-day entries), and the awards they asked to be told about when they
 * open (decision 0044): a tentative entry on the first day of the month each
 * is expected to open, replaced (same UID) by its confirmed closing day once
 * its new cycle is confirmed, unless it is saved and so already there.
 * Shortlisted schools' deadlines are kept as the sources word them
 * (statements with a cycle, not dates), so none can be placed.
 */
export async function calendarFeedFor(token: string, publicOrigin: string, now: Date = new Date()): Promise<string | null> {
  const claim = readCalendarFeedToken(token);
  if (!claim) return null;
  const [row, user] = await Promise.all([
    db().selectFrom("calendar_feeds").select("generation").where("user_id", "=", claim.userId).executeTakeFirst(),
    findUserById(claim.userId),
  ]);
  if (!user || (row?.generation ?? 0) !== claim.generation) return null;
  const { userId } = claim;
  const [events, saved, alerts] = await Promise.all([
    exclusiveEventsFor(userId, now),
    savedItemsOf(userId, { contentType: "scholarship" }),
    openingAlertCalendarItems(userId, now.toISOString().slice(0, 10)),
  ]);
  const entries: CalendarEntry[] = [];
  for (const event of events) {
    if (!event.isRegistered || event.status !== "upcoming") continue;
    entries.push({
      uid: `event-${event.id}-${userId}@studycompass`,
      summary: event.title,
      description: `${event.description}\n\nPresented by ${event.presenter}, ${event.presenterTitle}.`,
      url: event.meetingLink ?? `${publicOrigin}/portal/exclusive`,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
    });
  }
  for (const item of saved) {
    if (item.contentType !== "scholarship" || !item.scholarship?.deadline || !item.title) continue;
    entries.push({
      uid: `scholarship-deadline-${item.id}@studycompass`,
      summary: `Deadline: ${item.title}`,
      url: item.path ? `${publicOrigin}${item.path}` : null,
      date: item.scholarship.deadline.slice(0, 10),
    });
  }
  const savedIds = new Set(saved.map((item) => item.contentId));
  for (const alert of alerts) {
    if (alert.status === "confirmed" && savedIds.has(alert.scholarshipId)) continue;
    const url = `${publicOrigin}${alert.path}`;
    entries.push({
      uid: `opening-alert-${alert.scholarshipId}-${userId}@studycompass`,
      summary: alert.summary,
      description: `${alert.description}.\n${url}`,
      url,
      date: alert.date,
      status: alert.status === "tentative" ? "TENTATIVE" : "CONFIRMED",
    });
  }
  return writeCalendar({ name: "Study Compass", entries, stamp: now });
}

/** The admin list's status filter: upcoming and past count only events that go ahead. */
export const ADMIN_EVENT_STATUS_FILTERS = ["upcoming", "past", "cancelled", "all"] as const;
export type AdminEventStatusFilter = (typeof ADMIN_EVENT_STATUS_FILTERS)[number];

/** A row of the admin's event list. */
export interface AdminEventRow {
  id: string;
  title: string;
  type: ExclusiveEventType;
  presenter: string;
  startsAt: Date;
  durationMinutes: number;
  seatsTaken: number;
  maxAttendees: number | null;
  status: "upcoming" | "completed" | "cancelled";
}

/**
 * Every event for the admin list, one page of it: filtered by status and by a
 * search of title and presenter. Upcoming ones soonest first; any other
 * filter newest first, as those lists grow into the past.
 */
export async function adminExclusiveEvents(options: {
  q: string;
  status: AdminEventStatusFilter;
  page: number;
  pageSize: number;
  now?: Date;
}): Promise<{ events: AdminEventRow[]; total: number }> {
  const now = options.now ?? new Date();
  const term = normalizeSearchTerm(options.q);
  const ends = sql<Date>`starts_at + duration_minutes * interval '1 minute'`;
  let query = db().selectFrom("exclusive_events");
  if (term) {
    const pattern = containsPattern(term);
    query = query.where((eb) => eb.or([eb("title", "ilike", pattern), eb("presenter", "ilike", pattern)]));
  }
  if (options.status === "cancelled") query = query.where("cancelled_at", "is not", null);
  if (options.status === "upcoming") query = query.where("cancelled_at", "is", null).where(ends, ">", now);
  if (options.status === "past") query = query.where("cancelled_at", "is", null).where(ends, "<=", now);
  const direction = options.status === "upcoming" ? "asc" : "desc";
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy("starts_at", direction)
      .orderBy("id")
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    events: rows.map((row) => ({
      id: row.id,
      title: row.title,
      type: row.type,
      presenter: row.presenter,
      startsAt: row.starts_at,
      durationMinutes: row.duration_minutes,
      seatsTaken: row.registered_count,
      maxAttendees: row.max_attendees,
      status: row.cancelled_at ? "cancelled" : eventStatus({ startsAt: row.starts_at.toISOString(), durationMinutes: row.duration_minutes }, now),
    })),
  };
}
