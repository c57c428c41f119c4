import { checkpointStatus, countEventsAfter, eventStoreDb, headPosition, type EventStoreDb, type Projection } from "../eventstore/index.ts";
import { projections as registeredProjections } from "./registry.ts";

/** One projection as the operations page and `npm run projections` show it. */
export interface ProjectionHealth {
  name: string;
  kind: Projection["kind"];
  /** The global position of the last event it has taken into account. */
  checkpoint: number;
  /** Events of its types it still has to apply, up to the readers' horizon. */
  lag: number;
  updatedAt: Date | null;
  lastError: { position: number | null; message: string } | null;
}

/**
 * Each projection's checkpoint, lag and last error (every registered one
 * unless told which): the same reading as the CLI, so the page and the
 * terminal never disagree.
 */
export async function projectionHealth(
  projections: readonly Projection[] = registeredProjections,
  database: EventStoreDb = eventStoreDb(),
): Promise<{ head: number; projections: ProjectionHealth[] }> {
  const head = await headPosition(database);
  const rows: ProjectionHealth[] = [];
  for (const projection of projections) {
    const status = await checkpointStatus(database, projection.name);
    rows.push({
      name: projection.name,
      kind: projection.kind,
      checkpoint: status.position.globalPosition,
      lag: await countEventsAfter(database, status.position, { types: projection.handles, upTo: head }),
      updatedAt: status.updatedAt,
      lastError: status.lastError,
    });
  }
  return { head: head.globalPosition, projections: rows };
}
