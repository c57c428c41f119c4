import { sql, type Transaction } from "kysely";
import type { Database, Db } from "../database.ts";
import { db as sharedDb } from "../database.ts";
import type { Projection } from "./projection.ts";
import { announceChange, applyNextBatch, catchUp, lockCheckpoint, saveCheckpoint } from "./projector.ts";
import { countEventsAfter, START, type Position } from "./store.ts";

export interface ReplayProgress {
  projection: string;
  applied: number;
  total: number;
}

/**
 * Rebuilds a read-model projection from the events while the site keeps serving:
 * the projection writes into empty copies of its tables in a private schema
 * (its unqualified table names resolve there through `search_path`), and once
 * caught up, one short transaction, holding the checkpoint lock so the live
 * projector waits, applies the last events and swaps the copies in.
 */
export async function rebuildProjection(
  projection: Projection,
  options: { db?: Db; batchSize?: number; onProgress?: (progress: ReplayProgress) => void } = {},
): Promise<ReplayProgress> {
  if (projection.kind === "side-effect") {
    throw new Error(`${projection.name} is a side-effect projection: it only runs live, so there is nothing to rebuild`);
  }
  const database = options.db ?? sharedDb();
  if (projection.kind === "external") return rebuildExternal(projection, database, options.onProgress);
  const batchSize = options.batchSize ?? 1_000;
  const schema = `replay_${projection.name.replace(/[^a-z0-9]+/gi, "_").toLowerCase()}`;
  const total = await countEventsAfter(database, START, { types: projection.handles });
  const progress: ReplayProgress = { projection: projection.name, applied: 0, total };

  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database);
  await sql`create schema ${sql.id(schema)}`.execute(database);
  try {
    for (const table of projection.tables) {
      await sql`create table ${sql.id(schema, table)} (like ${sql.id("public", table)} including all)`.execute(database);
    }

    let cursor: Position = START;
    const applyBatch = async (trx: Transaction<Database>): Promise<boolean> => {
      await sql`set local search_path to ${sql.id(schema)}, public`.execute(trx);
      const batch = await applyNextBatch(trx, projection, cursor, batchSize);
      cursor = batch.reached;
      progress.applied += batch.applied;
      progress.total = Math.max(progress.total, progress.applied);
      options.onProgress?.({ ...progress });
      return batch.more;
    };

    // Bulk of the work, outside any lock.
    while (await database.transaction().execute(applyBatch)) {
      /* keep going */
    }

    await database.transaction().execute(async (trx) => {
      await lockCheckpoint(trx, projection);
      while (await applyBatch(trx)) {
        /* the last few events, under the lock */
      }
      await sql`set local search_path to public`.execute(trx);
      for (const table of projection.tables) {
        await sql`drop table ${sql.id("public", table)}`.execute(trx);
        await sql`alter table ${sql.id(schema, table)} set schema public`.execute(trx);
      }
      await saveCheckpoint(trx, projection.name, cursor, projection.version);
    });
    announceChange(projection);
    return progress;
  } finally {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database);
  }
}

/** An external index is idempotent: empty it, rewind the checkpoint, and apply every event again. */
async function rebuildExternal(projection: Projection, database: Db, onProgress?: (progress: ReplayProgress) => void): Promise<ReplayProgress> {
  await projection.reset?.();
  await database.transaction().execute(async (trx) => {
    await lockCheckpoint(trx, projection);
    await saveCheckpoint(trx, projection.name, START, projection.version);
  });
  const total = await countEventsAfter(database, START, { types: projection.handles });
  const result = await catchUp(projection, { db: database });
  const progress = { projection: projection.name, applied: result.applied, total };
  onProgress?.(progress);
  return progress;
}
