import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { db, type Db } from "./db.ts";
import {
  appendInTransaction,
  ConcurrencyError,
  foldState,
  handleCommand,
  readStream,
  syncToDesired,
  waitForProjections,
  wakeProjectors,
  wholeEntryDecider,
  type Actor,
  type SyncOutcome,
} from "../../eventstore/index.ts";
import { exclusiveEventDecider, type ExclusiveEventCommand } from "./decide.ts";
import { calendarFeedDecider } from "./calendar-feed.ts";
import {
  calendarFeedStream,
  exclusiveEventContent,
  exclusiveEventStream,
  ExclusiveEventRevised,
  ExclusiveEventScheduled,
  type ExclusiveEventContent,
} from "./events.ts";
import { calendarFeedsProjection, exclusiveEventsProjection } from "./projection.ts";

const contentDecider = wholeEntryDecider({ added: ExclusiveEventScheduled, revised: ExclusiveEventRevised });

/** Makes an event of our programme read as `desired` (the seed's path): added when new, revised when changed. */
export function syncExclusiveEvent(desired: ExclusiveEventContent, by: Actor): Promise<SyncOutcome> {
  return syncToDesired(contentDecider, exclusiveEventStream(desired.eventId), exclusiveEventContent.parse(desired), by);
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
