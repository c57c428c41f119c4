import { sql } from "kysely";
import { closeDatabase } from "../../modules/platform/index.ts";
import { db } from "../../modules/database.ts";
import { projections } from "../registry.ts";

/** Shows each projection's checkpoint, how many events it still has to apply, and its last error. */
const database = db();
const head = await database.selectFrom("events").select((eb) => eb.fn.max("global_position").as("position")).executeTakeFirst();
console.log(`Newest event position: ${head?.position ?? 0}\n`);
const rows = [];
for (const projection of projections) {
  const checkpoint = await database.selectFrom("projection_checkpoints").selectAll().where("name", "=", projection.name).executeTakeFirst();
  const lag = await sql<{ count: number }>`
    select count(*)::int as count from events
    where (transaction_id, global_position) > (coalesce(${checkpoint ? sql`${checkpoint.transaction_id}::xid8` : null}, '0'::xid8), ${checkpoint?.global_position ?? 0})`.execute(database);
  rows.push({
    projection: projection.name,
    kind: projection.kind,
    checkpoint: checkpoint?.global_position ?? 0,
    lag: lag.rows[0]?.count ?? 0,
    updated: checkpoint?.updated_at.toISOString() ?? "never",
    error: checkpoint?.last_error ? `at ${checkpoint.last_error_position}: ${checkpoint.last_error}` : "",
  });
}
console.table(rows);
await closeDatabase();
