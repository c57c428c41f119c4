import { projectionHealth } from "../../modules/operations/index.ts";
import { closeDatabase } from "../../modules/platform/index.ts";

/**
 * Shows each projection's checkpoint, how many events of its types it still
 * has to apply (up to the readers' horizon, as the projector sees them), and
 * its last error: the same reading as the admin operations page.
 */
const health = await projectionHealth();
console.log(`Newest event position: ${health.head}\n`);
console.table(
  health.projections.map((projection) => ({
    projection: projection.name,
    kind: projection.kind,
    checkpoint: projection.checkpoint,
    lag: projection.lag,
    updated: projection.updatedAt?.toISOString() ?? "never",
    error: projection.lastError ? `at ${projection.lastError.position}: ${projection.lastError.message}` : "",
  })),
);
await closeDatabase();
