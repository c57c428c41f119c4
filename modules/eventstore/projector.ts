import { sql, type Transaction } from "kysely";
import type { Database, Db } from "../database.ts";
import { db as sharedDb } from "../database.ts";
import { ProjectionError, type Projection } from "./projection.ts";
import { comparePositions, readAllAfter, START, type Position } from "./store.ts";

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
 */
export async function catchUp(projection: Projection, options: { db?: Db; batchSize?: number } = {}): Promise<CatchUpResult> {
  const database = options.db ?? sharedDb();
  const batchSize = options.batchSize ?? 500;
  let applied = 0;
  let position = START;
  for (;;) {
    const batch = await database
      .transaction()
      .execute(async (trx) => {
        const checkpoint = await lockCheckpoint(trx, projection);
        const events = await readAllAfter(trx, checkpoint, batchSize);
        for (const event of events) {
          try {
            await projection.apply(trx, event);
          } catch (reason) {
            throw new ProjectionError(projection.name, event, reason);
          }
        }
        const last = events[events.length - 1];
        const reached = last ? { transactionId: last.transactionId, globalPosition: last.globalPosition } : checkpoint;
        if (last) await saveCheckpoint(trx, projection.name, reached);
        return { count: events.length, reached };
      })
      .catch(async (error: unknown) => {
        if (error instanceof ProjectionError) await recordFailure(database, error);
        throw error;
      });
    applied += batch.count;
    position = batch.reached;
    if (batch.count < batchSize) return { applied, position };
  }
}

export async function lockCheckpoint(trx: Transaction<Database>, projection: Projection): Promise<Position> {
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

export async function saveCheckpoint(trx: Transaction<Database>, name: string, position: Position, version?: number): Promise<void> {
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

async function recordFailure(database: Db, error: ProjectionError): Promise<void> {
  await database
    .updateTable("projection_checkpoints")
    .set({ last_error: error.message, last_error_position: error.event.globalPosition, failed_at: new Date() })
    .where("name", "=", error.projection)
    .execute();
}

export async function checkpointOf(database: Db, name: string): Promise<Position> {
  const row = await database
    .selectFrom("projection_checkpoints")
    .select([sql<string>`transaction_id::text`.as("transaction_id"), "global_position"])
    .where("name", "=", name)
    .executeTakeFirst();
  return row ? { transactionId: row.transaction_id, globalPosition: row.global_position } : START;
}

/**
 * Read-your-writes: after an action appends, wait (bounded) until the
 * projections that feed the next page have passed the appended position.
 * Returns false on timeout; the page then shows the last projected state.
 */
export async function waitForProjections(
  projections: readonly Projection[],
  position: Position,
  options: { db?: Db; timeoutMs?: number } = {},
): Promise<boolean> {
  const database = options.db ?? sharedDb();
  const deadline = Date.now() + (options.timeoutMs ?? 5_000);
  for (;;) {
    const positions = await Promise.all(projections.map((projection) => checkpointOf(database, projection.name)));
    if (positions.every((reached) => comparePositions(reached, position) >= 0)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

/** Read-model projections whose tables were built by another version of their code. */
export async function outdatedProjections(projections: readonly Projection[], database: Db = sharedDb()): Promise<Projection[]> {
  const rows = await database.selectFrom("projection_checkpoints").select(["name", "version"]).execute();
  const built = new Map(rows.map((row) => [row.name, row.version]));
  return projections.filter((projection) => projection.kind !== "side-effect" && built.has(projection.name) && built.get(projection.name) !== projection.version);
}
