import { checkpointStatus, countEventsAfter, headPosition } from "../../modules/eventstore/index.ts";
import { db } from "../../modules/database.ts";
import { closeDatabase } from "../../modules/platform/index.ts";
import { projections } from "../registry.ts";

/**
 * Shows each projection's checkpoint, how many events of its types it still
 * has to apply (up to the readers' horizon, as the projector sees them), and
 * its last error.
 */
const database = db();
const head = await headPosition(database);
console.log(`Newest event position: ${head.globalPosition}\n`);
const rows = [];
for (const projection of projections) {
  const status = await checkpointStatus(database, projection.name);
  rows.push({
    projection: projection.name,
    kind: projection.kind,
    checkpoint: status.position.globalPosition,
    lag: await countEventsAfter(database, status.position, { types: projection.handles, upTo: head }),
    updated: status.updatedAt?.toISOString() ?? "never",
    error: status.lastError ? `at ${status.lastError.position}: ${status.lastError.message}` : "",
  });
}
console.table(rows);
await closeDatabase();
