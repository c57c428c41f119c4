import { sql, type Transaction } from "kysely";
import type { Handle } from "../platform/index.ts";
import { db as storeDb, storeView, type EventStoreDb } from "./db.ts";
import type { EventStoreTables } from "./tables.ts";
import type { Projection } from "./projection.ts";
import { announceChange, applyNextBatch, catchUp, deriveRows, lockCheckpoint, saveCheckpoint } from "./projector.ts";
import { countEventsAfter, START, type Position } from "./store.ts";

/** Short transactions: a writing transaction holds back every projector in the cluster until it ends (decision 0001). */
const DERIVED_ROWS_PER_TRANSACTION = 200;

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
 *
 * The fill does each row's costly upkeep once, at its end, rather than once per
 * event: derived values (`projection.derived`) are computed once per row, and
 * secondary indexes and stored generated columns are built once over the
 * filled table (`setUpkeepAside`). The tables swapped in are the same.
 */
export async function rebuildProjection<Given>(
  projection: Projection,
  options: { db?: Handle<Given>; batchSize?: number; onProgress?: (progress: ReplayProgress) => void } = {},
): Promise<ReplayProgress> {
  if (projection.kind === "side-effect") {
    throw new Error(`${projection.name} is a side-effect projection: it only runs live, so there is nothing to rebuild`);
  }
  const database = options.db ? storeView(options.db) : storeDb();
  await freshenEventStatistics(database);
  if (projection.kind === "external") return rebuildExternal(projection, database, options.onProgress);
  // Each batch is a writing transaction, which holds back every projector in the cluster until it
  // commits (decision 0001): a thousand events one statement at a time take about a second; a
  // set-based projection (applyBatch) writes five thousand in a few statements, and fewer batches
  // read their events fewer times.
  const batchSize = options.batchSize ?? (projection.applyBatch ? 5_000 : 1_000);
  const schema = `replay_${projection.name.replace(/[^a-z0-9]+/gi, "_").toLowerCase()}`;
  const total = await countEventsAfter(database, START, { types: projection.handles });
  const progress: ReplayProgress = { projection: projection.name, applied: 0, total };

  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database);
  await sql`create schema ${sql.id(schema)}`.execute(database);
  try {
    for (const table of projection.tables) {
      await sql`create table ${sql.id(schema, table)} (like ${sql.id("public", table)} including all)`.execute(database);
    }
    const setAside = await setUpkeepAside(database, schema, projection.tables);

    let cursor: Position = START;
    // Rows whose derived value (an article's compiled HTML, a search document's title terms) the fill leaves for one pass at its end.
    const underived = new Set<string>();
    const applyBatch = async (trx: Transaction<EventStoreTables>, deferDerived?: Set<string>): Promise<boolean> => {
      await sql`set local search_path to ${sql.id(schema)}, public`.execute(trx);
      const batch = await applyNextBatch(trx, projection, cursor, batchSize, { deferDerived });
      cursor = batch.reached;
      progress.applied += batch.applied;
      progress.total = Math.max(progress.total, progress.applied);
      options.onProgress?.({ ...progress });
      return batch.more;
    };

    // Bulk of the work, outside any lock.
    while (await database.transaction().execute((trx) => applyBatch(trx, underived))) {
      /* keep going */
    }
    // Generated columns first: a derived value may be read from one (a search document's vector).
    for (const statement of setAside.columns) await sql.raw(statement).execute(database);
    const rows = [...underived];
    for (let start = 0; start < rows.length; start += DERIVED_ROWS_PER_TRANSACTION) {
      await database.transaction().execute(async (trx) => {
        await sql`set local search_path to ${sql.id(schema)}, public`.execute(trx);
        await deriveRows(trx, projection, rows.slice(start, start + DERIVED_ROWS_PER_TRANSACTION));
      });
    }
    for (const statement of setAside.indexes) await sql.raw(statement).execute(database);

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
async function rebuildExternal(projection: Projection, database: EventStoreDb, onProgress?: (progress: ReplayProgress) => void): Promise<ReplayProgress> {
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

/**
 * A rebuild reads every event of its types in read order, a batch at a time.
 * With statistics from before most of the events were appended (a bulk append
 * with autovacuum off or behind it), the planner expects a few and sorts every
 * remaining one for each batch (0.4 s a batch at 100,000 events, spilled to
 * disk) rather than follow the read-order index (3 ms). So the events are
 * analysed first when autovacuum would analyse them: never analysed, or more
 * than 50 rows and a tenth of the table changed since.
 */
async function freshenEventStatistics(database: EventStoreDb): Promise<void> {
  const { rows } = await sql<{ stale: boolean }>`
    select class.reltuples < 0 or coalesce(stats.n_mod_since_analyze > 50 + 0.1 * class.reltuples, false) as stale
    from pg_class class left join pg_stat_user_tables stats on stats.relid = class.oid
    where class.oid = 'events'::regclass`.execute(database);
  if (rows[0]?.stale) await sql`analyze events`.execute(database);
}

/**
 * Sets aside what a table's every write must keep up but a fill can build once
 * at its end: secondary indexes (neither unique nor behind a constraint) and
 * stored generated columns (a search document's tsvector costs more than the
 * rest of its row). Unique indexes and constraints stay, so a rebuild refuses
 * what the live projection refuses. A generated column is set aside only when
 * it comes after every ordinary column, so adding it back keeps the column
 * order, and only when nothing but a secondary index depends on it (while it
 * is away, a projection's `apply` must not read it: none does; its `derive`
 * may, since the columns are back by then). Returns the statements that
 * restore them: the columns', then the indexes' (an index may be on a column).
 */
async function setUpkeepAside(database: EventStoreDb, schema: string, tables: readonly string[]): Promise<{ columns: string[]; indexes: string[] }> {
  const restore: { columns: string[]; indexes: string[] } = { columns: [], indexes: [] };
  for (const table of tables) {
    const relation = sql`format('%I.%I', ${schema}::text, ${table}::text)::regclass`;
    const indexes = await sql<{ drop: string; create: string }>`
      select format('drop index %I.%I', ${schema}::text, index_class.relname) as drop, pg_get_indexdef(index.indexrelid) as create
      from pg_index index join pg_class index_class on index_class.oid = index.indexrelid
      where index.indrelid = ${relation} and not index.indisunique
        and not exists (select from pg_constraint where pg_constraint.conindid = index.indexrelid)`.execute(database);
    for (const index of indexes.rows) {
      await sql.raw(index.drop).execute(database);
      restore.indexes.push(index.create);
    }
    const columns = await sql<{ drop: string; add: string }>`
      select format('alter table %I.%I drop column %I', ${schema}::text, ${table}::text, attribute.attname) as drop,
        format('alter table %I.%I add column %I %s generated always as (%s) stored%s', ${schema}::text, ${table}::text, attribute.attname,
          format_type(attribute.atttypid, attribute.atttypmod), pg_get_expr(generation.adbin, generation.adrelid),
          case when attribute.attnotnull then ' not null' else '' end) as add
      from pg_attribute attribute
      join pg_attrdef generation on generation.adrelid = attribute.attrelid and generation.adnum = attribute.attnum
      join pg_type type on type.oid = attribute.atttypid
      where attribute.attrelid = ${relation} and attribute.attgenerated = 's' and not attribute.attisdropped
        and attribute.attcollation = type.typcollation
        and not exists (
          select from pg_attribute later where later.attrelid = attribute.attrelid and later.attnum > attribute.attnum
            and not later.attisdropped and later.attgenerated = '')
        and not exists (
          select from pg_depend dependent where dependent.refobjid = attribute.attrelid and dependent.refobjsubid = attribute.attnum
            and dependent.classid <> 'pg_attrdef'::regclass)
      order by attribute.attnum`.execute(database);
    for (const column of columns.rows) {
      await sql.raw(column.drop).execute(database);
      restore.columns.push(column.add);
    }
  }
  return restore;
}
