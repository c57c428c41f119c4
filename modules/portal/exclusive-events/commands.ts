import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { db, type Db } from "./db.ts";
import {
  appendInTransaction,
  ConcurrencyError,
  foldState,
  handleCommand,
  readStream,
  seedSyncDecider,
  syncToDesired,
  waitForProjections,
  wakeProjectors,
  wholeEntryDecider,
  type Actor,
  type Decider,
  type EditorialCommand,
  type SeedSyncState,
  type SyncOutcome,
} from "../../eventstore/index.ts";
import { exclusiveEventDecider, isEditorialEvent, type ExclusiveEventCommand, type ExclusiveEventDetails } from "./decide.ts";
import { eventDetailsOf, newEventId, type ExclusiveEventEdit } from "./schemas.ts";
import { calendarFeedDecider } from "./calendar-feed.ts";
import {
  calendarFeedStream,
  EventMeetingLinkSet,
  exclusiveEventContent,
  exclusiveEventStream,
  ExclusiveEventRevised,
  ExclusiveEventScheduled,
  type ExclusiveEventContent,
} from "./events.ts";
import { calendarFeedsProjection, exclusiveEventsProjection } from "./projection.ts";

const contentDecider = wholeEntryDecider({ added: ExclusiveEventScheduled, revised: ExclusiveEventRevised });

/**
 * The seed's view of an event's stream: only its content events count, so
 * students' registrations (their own actors) and an operator's meeting link
 * (kept apart from the seeded content) never stop the seed; an editor's
 * change, a reschedule or a cancellation does (seedSyncDecider).
 */
function seedDecider(seedActor: string): Decider<ExclusiveEventContent, SeedSyncState<ExclusiveEventContent | null>> {
  const guarded = seedSyncDecider(contentDecider, seedActor);
  return {
    ...guarded,
    evolve: (seen, event) => (isEditorialEvent(event) && !EventMeetingLinkSet.match(event) ? guarded.evolve(seen, event) : seen),
  };
}

/**
 * Makes an event of our programme read as `desired` (the seed's path): added
 * when new, revised when changed, and left alone once an editor changed,
 * rescheduled or cancelled it.
 */
export function syncExclusiveEvent(desired: ExclusiveEventContent, by: Actor): Promise<SyncOutcome> {
  return syncToDesired(seedDecider(by.actor), exclusiveEventStream(desired.eventId), exclusiveEventContent.parse(desired), by);
}

/**
 * Runs one command on an event's stream holding a transaction-scoped advisory
 * lock on that stream: read, decide and append happen one writer at a time.
 *
 * Why not handleCommand's optimistic retries: a popular event is exactly the
 * case where many students write one stream at once. With N concurrent
 * writers each round lets one win and N-1 retry, so 100 registrations need
 * ~100 rounds and a bounded retry count refuses students for no reason
 * (a 500, not "full"). The lock queues them instead; each decides on the
 * stream as it is, so exactly `maxAttendees` succeed and the rest read "full".
 * The append still checks the expected version, so a writer that does not
 * take the lock (the seed revising content) can only make this one fail and
 * be retried, never double-book. Waiting holds a pooled connection: fine
 * for a burst, and the lock is released at commit.
 */
async function decideOnEventStream(command: ExclusiveEventCommand, by: Actor, database: Db = db()) {
  const streamId = exclusiveEventStream(command.eventId);
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await database.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtextextended(${streamId}, 0))`.execute(trx);
        const history = await readStream(trx, streamId);
        const previousVersion = history.at(-1)?.streamVersion ?? 0;
        const state = foldState(exclusiveEventDecider, history);
        const events = exclusiveEventDecider.decide(command, state);
        if (events.length === 0) return { events, state, position: null };
        const appended = await appendInTransaction(trx, [{ streamId, expectedVersion: previousVersion === 0 ? "no_stream" : previousVersion, events }], by);
        return { events, state, position: appended.position };
      });
      if (result.position) {
        await wakeProjectors(result.events.map((event) => event.type));
        // The next page shows the Registered badge and the count: wait (bounded) until it does.
        await waitForProjections([exclusiveEventsProjection], result.position, { db: database });
      }
      return result;
    } catch (error) {
      if (attempt >= 3 || !(error instanceof ConcurrencyError)) throw error;
    }
  }
}

export interface Registration {
  registrationId: string;
  /** false when the student was already registered (registering twice is one registration). */
  newlyRegistered: boolean;
}

/**
 * Registers the student for an upcoming event. Refusals: UnknownExclusiveEventError,
 * EventCompletedError, EventFullError. Already registered: resolves to the
 * existing registration, and nothing is written.
 */
export async function registerForEvent(userId: string, eventId: string, by: Actor, options: { now?: Date; db?: Db } = {}): Promise<Registration> {
  const command = { kind: "register" as const, eventId, userId, registrationId: randomUUID(), now: options.now ?? new Date() };
  const result = await decideOnEventStream(command, by, options.db);
  const registrationId = result.state.registrations[userId];
  const appended = result.events[0]?.data as { registrationId: string } | undefined;
  return { registrationId: appended?.registrationId ?? registrationId!, newlyRegistered: Boolean(appended) };
}

/** The operator's way to set (or clear) the link students join by (`npm run events:set-link`). */
export async function setEventMeetingLink(eventId: string, meetingLink: string | null, by: Actor): Promise<boolean> {
  const result = await decideOnEventStream({ kind: "set-meeting-link", eventId, meetingLink }, by);
  return result.events.length > 0;
}

/** Invalidates the student's calendar feed link: a new secret link replaces it. */
export async function resetCalendarFeed(userId: string, by: Actor): Promise<void> {
  await handleCommand(calendarFeedDecider, calendarFeedStream(userId), { kind: "reset", userId }, by, { waitFor: [calendarFeedsProjection] });
}

/** A student gives their seat back (refusals: UnknownExclusiveEventError, RegistrationNotCancellableError); false when they held none. */
export async function cancelEventRegistration(userId: string, eventId: string, by: Actor, options: { now?: Date; db?: Db } = {}): Promise<boolean> {
  const result = await decideOnEventStream({ kind: "cancel-registration", eventId, userId, now: options.now ?? new Date() }, by, options.db);
  return result.events.length > 0;
}

/** The event as its stream says (never the read table, which may lag): what the edit form starts from; null when it never existed. */
export async function exclusiveEventForEditing(
  eventId: string,
): Promise<{ details: ExclusiveEventDetails; version: number; cancelled: boolean; seatsTaken: number } | null> {
  if (!/^[a-z0-9][a-z0-9-]{0,79}$/.test(eventId)) return null;
  const state = foldState(exclusiveEventDecider, await readStream(db(), exclusiveEventStream(eventId)));
  const details = state.editorial.content;
  if (!details) return null;
  return { details, version: state.editorial.version, cancelled: state.editorial.deleted, seatsTaken: Object.keys(state.registrations).length };
}

async function edit(eventId: string, command: EditorialCommand<ExclusiveEventDetails>, by: Actor, now: Date) {
  const result = await decideOnEventStream({ kind: "edit", eventId, edit: command, now }, by);
  return { version: result.state.editorial.version + result.events.length, changed: result.events.length > 0 };
}

/**
 * Adds an event to the programme from the admin's form. Refusals, nothing
 * written: EditInvalidError (a start in the past).
 */
export async function createExclusiveEvent(form: ExclusiveEventEdit, by: Actor, now = new Date()): Promise<{ eventId: string; version: number }> {
  const eventId = newEventId(form.title, randomBytes(3).toString("hex"));
  const { version } = await edit(eventId, { kind: "create", content: eventDetailsOf(eventId, form) }, by, now);
  return { eventId, version };
}

/**
 * Revises an event from the version the editor read; a new start time is a
 * reschedule (registrants are emailed it). Refusals, nothing written:
 * EditConflictError (someone saved since), EntryNotFoundError,
 * CancelledEventEditError, EditInvalidError (a start in the past, a capacity
 * under the seats taken).
 */
export async function reviseExclusiveEvent(eventId: string, form: ExclusiveEventEdit, expectedVersion: number, by: Actor, now = new Date()) {
  return edit(eventId, { kind: "revise", content: eventDetailsOf(eventId, form), expectedVersion }, by, now);
}

/** Cancels an event (it stays listed as cancelled, registration closes, every registrant is emailed once); cancelling again changes nothing. */
export async function cancelExclusiveEvent(eventId: string, by: Actor, expectedVersion?: number) {
  return edit(eventId, { kind: "delete", expectedVersion }, by, new Date());
}

/** Brings back an earlier version's details as new revisions (decision 0016), with the same refusals as a revision plus VersionNotFoundError. */
export async function restoreExclusiveEventVersion(eventId: string, fromVersion: number, expectedVersion: number, by: Actor, now = new Date()) {
  return edit(eventId, { kind: "restore", fromVersion, expectedVersion }, by, now);
}
