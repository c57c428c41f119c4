import { sql, type Transaction } from "kysely";
import type { Handle } from "../platform/index.ts";
import { db as storeDb, storeView, type EventStoreDb } from "./db.ts";
import { publishPageInvalidation } from "../platform/index.ts";
import type { RecordedEvent } from "./event-definition.ts";
import { ProjectionError, type Projection } from "./projection.ts";
import type { EventStoreTables } from "./tables.ts";
import { anyCommittedBetween, comparePositions, headPosition, newestCommitted, readAllAfter, START, type Position } from "./store.ts";

export interface CatchUpResult {
  applied: number;
  position: Position;
}

/**
 * Applies every event after the projection's checkpoint, one batch per
 * transaction, advancing the checkpoint in the same transaction as the writes.
 * The checkpoint row is locked first, so concurrent runs of one projection
 * (a duplicate job, a second worker, a replay's swap) take turns and a batch
 * delivered twice changes nothing.
 *
 * It returns once every event of its types committed so far is applied. One
 * the horizon still hides (a transaction that began earlier, anywhere in the
 * cluster, is still running) is waited for, polling, for at most `settleMs`;
 * past that it returns and the next wake or safety poll carries on.
 */
export async function catchUp<Given>(
  projection: Projection,
  options: { db?: Handle<Given>; batchSize?: number; settleMs?: number } = {},
): Promise<CatchUpResult> {
  const database = options.db ? storeView(options.db) : storeDb();
  const batchSize = options.batchSize ?? 500;
  const deadline = Date.now() + (options.settleMs ?? 5_000);
  let applied = 0;
  for (;;) {
    const batch = await database
      .transaction()
      .execute(async (trx) => {
        const checkpoint = await lockCheckpoint(trx, projection);
        const result = await applyNextBatch(trx, projection, checkpoint, batchSize);
        if (comparePositions(result.reached, checkpoint) > 0) await saveCheckpoint(trx, projection.name, result.reached);
        return result;
      })
      .catch(async (error: unknown) => {
        if (error instanceof ProjectionError) await recordFailure(database, error);
        throw error;
      });
    applied += batch.applied;
    if (batch.applied > 0) announceChange(projection);
    if (batch.more) continue;
    const hidden = comparePositions(await newestCommitted(database, projection.handles), batch.reached) > 0;
    if (!hidden || Date.now() >= deadline) return { applied, position: batch.reached };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** After a committed batch (or a rebuild's swap): pages built from this projection's tables may have changed. */
export function announceChange(projection: Projection): void {
  if (projection.publicPages) publishPageInvalidation(projection.name);
}

export interface BatchResult {
  applied: number;
  /** Where the checkpoint may move: every event of the projection's types up to here has been applied. */
  reached: Position;
  /** The batch was full: more events of its types may follow. */
  more: boolean;
}

/**
 * The one apply loop, for live projection and replay alike: applies the next
 * events of the projection's types after `after`, inside the caller's
 * transaction. The horizon (the newest event from an ended transaction) is
 * read first and bounds the batch; the set of events up to it can never
 * change, since no transaction still running can add one there. So when the
 * batch is not full, every event of the projection's types up to the horizon
 * has been applied and the checkpoint moves to the horizon, past the other
 * types' events, even when none of its own came (a projection of rare events
 * does not rescan from the start); when it is full, to the last event applied,
 * so nothing of its types is ever skipped.
 */
export async function applyNextBatch(
  trx: Transaction<EventStoreTables>,
  projection: Projection,
  after: Position,
  batchSize: number,
  options: { deferDerived?: Set<string> } = {},
): Promise<BatchResult> {
  const horizon = await headPosition(trx);
  const events = await readAllAfter(trx, after, batchSize, { types: projection.handles, upTo: horizon });
  await applyEvents(trx, projection, events, options.deferDerived);
  const last = events.at(-1);
  const more = events.length === batchSize;
  if (more && last) return { applied: events.length, reached: { transactionId: last.transactionId, globalPosition: last.globalPosition }, more };
  return { applied: events.length, reached: comparePositions(horizon, after) > 0 ? horizon : after, more };
}

/**
 * Applies events in order, then derives the derived values they changed
 * (`projection.derived`) once per row, in the same transaction. A rebuild
 * passes `deferDerived` to collect those rows and derive them once, after its
 * fill. Projection specs apply their events through here too.
 */
export async function applyEvents(
  trx: Transaction<EventStoreTables>,
  projection: Projection,
  events: readonly RecordedEvent[],
  deferDerived?: Set<string>,
): Promise<void> {
  if (!(await appliedAsBatch(trx, projection, events))) {
    for (const event of events) {
      try {
        await projection.apply(trx, event);
      } catch (reason) {
        throw new ProjectionError(projection.name, event, reason);
      }
    }
  }
  // Each row, with the last event that changed it: a failure to derive it is reported on that event.
  const changedRows = new Map<string, RecordedEvent>();
  for (const event of events) {
    const row = projection.derived?.rowOf(event);
    if (row !== undefined && row !== null) changedRows.set(row, event);
  }
  if (changedRows.size === 0) return;
  if (deferDerived) {
    for (const row of changedRows.keys()) deferDerived.add(row);
    return;
  }
  try {
    await deriveRows(trx, projection, [...changedRows.keys()]);
  } catch (reason) {
    throw new ProjectionError(projection.name, [...changedRows.values()].at(-1)!, reason);
  }
}

/**
 * Applies the events through `projection.applyBatch`, when it has one and
 * there is more than one event. Should the batch fail, its writes are undone
 * and it answers false: the caller applies the events one at a time, so the
 * error names its event (or the batch failed only on the order of its writes,
 * and one at a time goes through).
 */
async function appliedAsBatch(trx: Transaction<EventStoreTables>, projection: Projection, events: readonly RecordedEvent[]): Promise<boolean> {
  if (!projection.applyBatch || events.length < 2) return false;
  await sql`savepoint apply_batch`.execute(trx);
  try {
    await projection.applyBatch(trx, events);
  } catch {
    await sql`rollback to savepoint apply_batch`.execute(trx);
    return false;
  }
  await sql`release savepoint apply_batch`.execute(trx);
  return true;
}

export async function deriveRows(trx: Transaction<EventStoreTables>, projection: Projection, rows: readonly string[]): Promise<void> {
  if (projection.derived && rows.length > 0) await projection.derived.derive(trx, rows);
}

export async function lockCheckpoint(trx: Transaction<EventStoreTables>, projection: Projection): Promise<Position> {
  await trx
    .insertInto("projection_checkpoints")
    .values({ name: projection.name, version: projection.version })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await trx
    .selectFrom("projection_checkpoints")
    .select([sql<string>`transaction_id::text`.as("transaction_id"), "global_position"])
    .where("name", "=", projection.name)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { transactionId: row.transaction_id, globalPosition: row.global_position };
}

export async function saveCheckpoint(trx: Transaction<EventStoreTables>, name: string, position: Position, version?: number): Promise<void> {
  await trx
    .updateTable("projection_checkpoints")
    .set({
      ...(version === undefined ? {} : { version }),
      transaction_id: sql<string>`${position.transactionId}::xid8`,
      global_position: position.globalPosition,
      updated_at: new Date(),
      last_error: null,
      last_error_position: null,
      failed_at: null,
    })
    .where("name", "=", name)
    .execute();
}

/**
 * Records why a batch failed, after its transaction rolled back. A duplicate
 * job may have got past the event meanwhile and cleared the error; a failure
 * behind the checkpoint is stale, so it is not recorded.
 */
async function recordFailure(database: EventStoreDb, error: ProjectionError): Promise<void> {
  await database
    .updateTable("projection_checkpoints")
    .set({ last_error: error.message, last_error_position: error.event.globalPosition, failed_at: new Date() })
    .where("name", "=", error.projection)
    .where(sql<boolean>`(transaction_id, global_position) < (${error.event.transactionId}::xid8, ${error.event.globalPosition})`)
    .execute();
}

/**
 * Where these projections stand, as one string that changes whenever any of
 * them applies events: what a process keeps a value built from their tables
 * by, so it rebuilds the value only after they moved (one indexed read).
 */
export async function checkpointsKey(names: readonly string[]): Promise<string> {
  const rows = await storeDb()
    .selectFrom("projection_checkpoints")
    .select(["name", "global_position", "version"])
    .where("name", "in", names)
    .orderBy("name")
    .execute();
  return rows.map((row) => `${row.name}@${row.version}:${row.global_position}`).join(",");
}

export async function checkpointOf<Given>(database: Handle<Given>, name: string): Promise<Position> {
  return (await checkpointStatus(database, name)).position;
}

export interface CheckpointStatus {
  position: Position;
  /** null: the projection has never run. */
  updatedAt: Date | null;
  lastError: { message: string; position: number | null } | null;
}

/** A projection's checkpoint as operators see it: where it is, when it moved, and why it last failed. */
export async function checkpointStatus<Given>(handle: Handle<Given>, name: string): Promise<CheckpointStatus> {
  const row = await storeView(handle)
    .selectFrom("projection_checkpoints")
    .select([sql<string>`transaction_id::text`.as("transaction_id"), "global_position", "updated_at", "last_error", "last_error_position"])
    .where("name", "=", name)
    .executeTakeFirst();
  if (!row) return { position: START, updatedAt: null, lastError: null };
  return {
    position: { transactionId: row.transaction_id, globalPosition: row.global_position },
    updatedAt: row.updated_at,
    lastError: row.last_error ? { message: row.last_error, position: row.last_error_position } : null,
  };
}

/**
 * Read-your-writes: after an action appends, wait (bounded) until the
 * projections that feed the next page have passed the appended position.
 * Returns false on timeout; the page then shows the last projected state.
 */
export async function waitForProjections<Given>(
  projections: readonly Projection[],
  position: Position,
  options: { db?: Handle<Given>; timeoutMs?: number } = {},
): Promise<boolean> {
  const database = options.db ? storeView(options.db) : storeDb();
  const deadline = Date.now() + (options.timeoutMs ?? 5_000);
  let waiting = [...projections];
  for (;;) {
    const behind = await Promise.all(waiting.map(async (projection) => ((await showsEverythingUpTo(database, projection, position)) ? null : projection)));
    waiting = behind.filter((projection) => projection !== null);
    if (waiting.length === 0) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

/**
 * Whether the projection's tables already show every event up to `position`:
 * its checkpoint is there, or no event of its types lies between its checkpoint
 * and `position` (wakes go only to the projections that handle what was
 * appended, so one that handles none of it stays put until the safety poll,
 * yet has nothing to show).
 */
async function showsEverythingUpTo(database: EventStoreDb, projection: Projection, position: Position): Promise<boolean> {
  const checkpoint = await checkpointOf(database, projection.name);
  if (comparePositions(checkpoint, position) >= 0) return true;
  return !(await anyCommittedBetween(database, checkpoint, position, projection.handles));
}

/** Read-model projections whose tables were built by another version of their code. */
export async function outdatedProjections<Given>(projections: readonly Projection[], database?: Handle<Given>): Promise<Projection[]> {
  const rows = await (database ? storeView(database) : storeDb()).selectFrom("projection_checkpoints").select(["name", "version"]).execute();
  const built = new Map(rows.map((row) => [row.name, row.version]));
  return projections.filter(
    (projection) => projection.kind !== "side-effect" && built.has(projection.name) && built.get(projection.name) !== projection.version,
  );
}
