import { randomUUID } from "node:crypto";
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from "kysely";
import type { Handle } from "../platform/index.ts";
import { db as storeDb, storeView } from "./db.ts";
import { storageRuleOf, type NewEvent, type RecordedEvent } from "./event-definition.ts";
import { ConcurrencyError, type ExpectedVersion } from "./errors.ts";
import { forgetSubjects, openPersonalData, sealForStorage } from "./personal-data.ts";
import type { EventMetadata, EventStoreTables } from "./tables.ts";
import { wakeProjectors } from "./wake.ts";

/** A point in the global order: events are read by (transactionId, globalPosition). */
export interface Position {
  transactionId: string;
  globalPosition: number;
}

export const START: Position = { transactionId: "0", globalPosition: 0 };

export interface StreamAppend {
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: NewEvent[];
}

export interface AppendResult {
  /** Each stream's version after the append. */
  streamVersions: Record<string, number>;
  /** The last appended event's position, for read-your-writes waits. */
  position: Position;
}

export interface Actor {
  actor: string;
  requestId: string;
}

/** The store's view of a caller's handle: a transaction is a handle too. */
type Executor = Kysely<EventStoreTables>;

/**
 * Appends to one or more streams atomically. Each stream's expected version is
 * checked; the (stream_id, stream_version) unique key is the final arbiter, so
 * two racing writers can never both succeed. Projectors are woken after commit.
 */
export async function appendEvents<Given>(appends: StreamAppend[], by: Actor, database?: Handle<Given>): Promise<AppendResult> {
  const result = await (database ? storeView(database) : storeDb()).transaction().execute((trx) => appendInTransaction(trx, appends, by));
  await wakeProjectors(appends.flatMap((append) => append.events.map((event) => event.type)));
  return result;
}

/** For a command that must read and append in one transaction; the caller wakes projectors after commit. */
export async function appendInTransaction<Given>(transaction: Transaction<Given>, appends: StreamAppend[], by: Actor): Promise<AppendResult> {
  const trx = storeView(transaction);
  const metadata: EventMetadata = { actor: by.actor, requestId: by.requestId, occurredAt: new Date().toISOString() };
  if (appends.length > 1 && canAppendAtOnce(appends)) return appendAtOnce(trx, appends, metadata);
  const streamVersions: Record<string, number> = {};
  let position: Position = START;
  for (const append of appends) {
    const current = await streamVersion(trx, append.streamId);
    const expected = append.expectedVersion;
    checkExpectedVersion(append, current);
    if (append.events.length === 0) {
      streamVersions[append.streamId] = current;
      continue;
    }
    // Personal fields are stored sealed with their subject's key (decision 0010).
    const stored = await sealForStorage(trx, append.events);
    try {
      const rows = await trx
        .insertInto("events")
        .values(
          append.events.map((event, index) => ({
            event_id: randomUUID(),
            stream_id: append.streamId,
            stream_version: current + index + 1,
            event_type: event.type,
            schema_version: event.schemaVersion,
            data: JSON.stringify(stored[index]),
            metadata: JSON.stringify({ ...event.metadata, ...metadata }),
          })),
        )
        .returning(["global_position", sql<string>`transaction_id::text`.as("transaction_id")])
        .execute();
      const last = rows[rows.length - 1]!;
      position = { transactionId: last.transaction_id, globalPosition: last.global_position };
    } catch (error) {
      if (isUniqueViolation(error)) {
        // A concurrent writer took the same version first; the transaction is now aborted.
        throw new ConcurrencyError(append.streamId, expected, current);
      }
      throw error;
    }
    await forgetSubjects(trx, append.events);
    streamVersions[append.streamId] = current + append.events.length;
  }
  return { streamVersions, position };
}

/** Refuses an append whose stream is not at the version the caller read. */
function checkExpectedVersion(append: StreamAppend, current: number): void {
  const expected = append.expectedVersion;
  if ((expected === "no_stream" && current !== 0) || (typeof expected === "number" && expected !== current)) {
    throw new ConcurrencyError(append.streamId, expected, current);
  }
}

/** Rows per insert when many streams are appended at once (9 parameters a row, well under PostgreSQL's 65,535). */
const ROWS_PER_INSERT = 1_000;

/**
 * Many streams at once (a bulk import's thousands of new entries) can skip the
 * round trips of one stream at a time: when each stream appears once and no
 * event forgets a subject (whose key later events of the same append would
 * need gone first), every version is read in one query and the events are
 * inserted a thousand rows a statement. Same checks, same rows.
 */
function canAppendAtOnce(appends: readonly StreamAppend[]): boolean {
  return (
    new Set(appends.map((append) => append.streamId)).size === appends.length &&
    appends.every((append) => append.events.every((event) => !storageRuleOf(event.type)?.forgets))
  );
}

async function appendAtOnce(trx: Transaction<EventStoreTables>, appends: readonly StreamAppend[], metadata: EventMetadata): Promise<AppendResult> {
  const versions = await versionsOf(
    trx,
    appends.map((append) => append.streamId),
  );
  const streamVersions: Record<string, number> = {};
  for (const append of appends) {
    const current = versions.get(append.streamId) ?? 0;
    checkExpectedVersion(append, current);
    streamVersions[append.streamId] = current + append.events.length;
  }
  const events = appends.flatMap((append) => append.events);
  const stored = await sealForStorage(trx, events);
  const rows = appends.flatMap((append) =>
    append.events.map((event, index) => ({
      event_id: randomUUID(),
      stream_id: append.streamId,
      stream_version: (versions.get(append.streamId) ?? 0) + index + 1,
      event_type: event.type,
      schema_version: event.schemaVersion,
      metadata: JSON.stringify({ ...event.metadata, ...metadata }),
    })),
  );
  let position: Position = START;
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT).map((row, index) => ({ ...row, data: JSON.stringify(stored[start + index]) }));
    try {
      const inserted = await trx
        .insertInto("events")
        .values(chunk)
        .returning(["global_position", sql<string>`transaction_id::text`.as("transaction_id")])
        .execute();
      const last = inserted[inserted.length - 1]!;
      position = { transactionId: last.transaction_id, globalPosition: last.global_position };
    } catch (error) {
      if (isUniqueViolation(error)) {
        // A concurrent writer appended to one of the streams first (the constraint's detail names it); the transaction is now aborted.
        const streamId = /\(stream_id, stream_version\)=\((.*), \d+\)/.exec((error as { detail?: string }).detail ?? "")?.[1] ?? chunk[0]!.stream_id;
        const append = appends.find((each) => each.streamId === streamId) ?? appends[0]!;
        throw new ConcurrencyError(append.streamId, append.expectedVersion, versions.get(append.streamId) ?? 0);
      }
      throw error;
    }
  }
  await forgetSubjects(trx, events);
  return { streamVersions, position };
}

/** Several streams' versions in one query (a stream with no events is absent: version 0). */
async function versionsOf(executor: Executor, streamIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await executor
    .selectFrom("events")
    .select(["stream_id", (eb) => eb.fn.max("stream_version").as("version")])
    .where("stream_id", "in", streamIds)
    .groupBy("stream_id")
    .execute();
  return new Map(rows.map((row) => [row.stream_id, Number(row.version)]));
}

export async function streamVersion<Given>(handle: Handle<Given>, streamId: string): Promise<number> {
  const executor = storeView(handle);
  const row = await executor
    .selectFrom("events")
    .select((eb) => eb.fn.coalesce(eb.fn.max("stream_version"), sql<number>`0`).as("version"))
    .where("stream_id", "=", streamId)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

export async function readStream<Given>(handle: Handle<Given>, streamId: string): Promise<RecordedEvent[]> {
  const executor = storeView(handle);
  const rows = await selectEvents(executor).where("stream_id", "=", streamId).orderBy("stream_version").execute();
  return openPersonalData(executor, rows.map(toRecordedEvent));
}

/**
 * Many streams' events at once, in one query, by stream (an empty list for a
 * stream with none): what a bulk import folds to decide thousands of rows
 * without a round trip each.
 */
export async function readStreams<Given>(handle: Handle<Given>, streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
  const streams = new Map(streamIds.map((streamId) => [streamId, [] as RecordedEvent[]]));
  if (streamIds.length === 0) return streams;
  const executor = storeView(handle);
  const rows = await selectEvents(executor)
    .where("stream_id", "in", [...streams.keys()])
    .orderBy("stream_id")
    .orderBy("stream_version")
    .execute();
  for (const event of await openPersonalData(executor, rows.map(toRecordedEvent))) streams.get(event.streamId)!.push(event);
  return streams;
}

/** Which events a reader wants: only these types, and none past `upTo`. */
export interface EventFilter {
  types?: readonly string[];
  upTo?: Position;
}

/**
 * Events after `after`, in (transaction id, position) order, from transactions
 * that committed below the oldest transaction still running. A transaction that
 * took a lower position but commits later is still "running" here, so its
 * events are never skipped: the reader simply stops short of it until it ends.
 */
export async function readAllAfter<Given>(handle: Handle<Given>, after: Position, limit: number, filter: EventFilter = {}): Promise<RecordedEvent[]> {
  const executor = storeView(handle);
  // "events.transaction_id", qualified: a bare name in ORDER BY means the output column, here the text alias,
  // and "999" sorts after "1000" (a batch skipped events across such a boundary, the head stalled at it).
  const rows = await filtered(selectEvents(executor), after, filter).orderBy("events.transaction_id").orderBy("global_position").limit(limit).execute();
  return openPersonalData(executor, rows.map(toRecordedEvent));
}

/** How many events `readAllAfter` would return with no limit. */
export async function countEventsAfter<Given>(handle: Handle<Given>, after: Position, filter: EventFilter = {}): Promise<number> {
  const executor = storeView(handle);
  const row = await filtered(
    executor.selectFrom("events").select((eb) => eb.fn.countAll<string>().as("count")),
    after,
    filter,
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Whether any committed event of these types lies in (after, upTo], whether or
 * not the horizon lets readers see it yet (unlike `countEventsAfter`): a
 * read-your-writes wait asks about its own committed event.
 */
export async function anyCommittedBetween<Given>(handle: Handle<Given>, after: Position, upTo: Position, types: readonly string[]): Promise<boolean> {
  const executor = storeView(handle);
  if (types.length === 0) return false;
  const row = await executor
    .selectFrom("events")
    .select("global_position")
    .where(sql<boolean>`(transaction_id, global_position) > (${after.transactionId}::xid8, ${after.globalPosition})`)
    .where(sql<boolean>`(transaction_id, global_position) <= (${upTo.transactionId}::xid8, ${upTo.globalPosition})`)
    .where("event_type", "in", types)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

function filtered<Query extends SelectQueryBuilder<EventStoreTables, "events", object>>(query: Query, after: Position, filter: EventFilter): Query {
  let result = query
    .where(sql<boolean>`(transaction_id, global_position) > (${after.transactionId}::xid8, ${after.globalPosition})`)
    .where(sql<boolean>`transaction_id < pg_snapshot_xmin(pg_current_snapshot())`);
  if (filter.upTo)
    result = result.where(sql<boolean>`(transaction_id, global_position) <= (${filter.upTo.transactionId}::xid8, ${filter.upTo.globalPosition})`);
  if (filter.types) result = filter.types.length === 0 ? result.where(sql<boolean>`false`) : result.where("event_type", "in", filter.types);
  return result as Query;
}

/**
 * The newest committed event of these types, whether or not readers may see it
 * yet (an older transaction still running holds the horizon back), or START.
 */
export async function newestCommitted<Given>(handle: Handle<Given>, types: readonly string[]): Promise<Position> {
  const executor = storeView(handle);
  return types.length === 0 ? START : newestWhere(executor, (query) => query.where("event_type", "in", types));
}

/**
 * The position of the newest event readers may see, or START. Every event at
 * or before it comes from a transaction that has ended, so the set of events
 * up to it never changes again: a reader that has seen all of them that it
 * wants may move its checkpoint here.
 */
export async function headPosition<Given>(handle: Handle<Given>): Promise<Position> {
  const executor = storeView(handle);
  return newestWhere(executor, (query) => query.where(sql<boolean>`transaction_id < pg_snapshot_xmin(pg_current_snapshot())`));
}

async function newestWhere(
  executor: Executor,
  narrow: (
    query: SelectQueryBuilder<EventStoreTables, "events", { global_position: number; transaction_id: string }>,
  ) => SelectQueryBuilder<EventStoreTables, "events", { global_position: number; transaction_id: string }>,
): Promise<Position> {
  const query = executor.selectFrom("events").select(["global_position", sql<string>`transaction_id::text`.as("transaction_id")]);
  // Qualified for the same reason as in readAllAfter: the bare name would sort the text alias.
  const row = await narrow(query).orderBy("events.transaction_id", "desc").orderBy("global_position", "desc").limit(1).executeTakeFirst();
  return row ? { transactionId: row.transaction_id, globalPosition: row.global_position } : START;
}

function selectEvents(executor: Executor) {
  return executor
    .selectFrom("events")
    .select([
      "global_position",
      sql<string>`transaction_id::text`.as("transaction_id"),
      "event_id",
      "stream_id",
      "stream_version",
      "event_type",
      "schema_version",
      "data",
      "metadata",
      "recorded_at",
    ]);
}

function toRecordedEvent(row: {
  global_position: number;
  transaction_id: string;
  event_id: string;
  stream_id: string;
  stream_version: number;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}): RecordedEvent {
  return {
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    eventId: row.event_id,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.event_type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "23505";
}

export function comparePositions(a: Position, b: Position): number {
  const ta = BigInt(a.transactionId);
  const tb = BigInt(b.transactionId);
  if (ta !== tb) return ta < tb ? -1 : 1;
  return a.globalPosition - b.globalPosition;
}
