import { sql } from "kysely";
import type { Handle } from "../platform/index.ts";
import { expect } from "vitest";
import { db as storeDb, storeView, type EventStoreDb } from "./db.ts";
import type { NewEvent, RecordedEvent } from "./event-definition.ts";
import type { Projection } from "./projection.ts";
import { applyEvents } from "./projector.ts";

/** An event as a projection spec is given it: the event, and where and when it was recorded if that matters. */
export type SpecEvent = NewEvent | { event: NewEvent; streamId?: string; recordedAt?: Date };

export type TableRows = Record<string, Record<string, unknown>[]>;

class RollBack extends Error {}

/**
 * Given events, expect rows (integration tier: a real database). The events go
 * through what the runtime does, only those of the projection's declared
 * types and as the runtime applies them (`applyEvents`: `apply` or
 * `applyBatch`, then derived values), into its tables emptied first, inside a
 * transaction that is rolled back. It runs twice, as one batch and one event
 * per batch, and checks both runs give the same rows, as a rebuild (large
 * batches) must give what the live projection (small ones) gave.
 *
 *   await projectionSpec(scholarshipsProjection).given([ScholarshipListed.create(s)]).then({ scholarships: [expect.objectContaining({ id: s.id })] });
 */
export function projectionSpec<Given>(projection: Projection, options: { db?: Handle<Given>; tables?: readonly string[] } = {}) {
  const database = options.db ? storeView(options.db) : storeDb();
  const tables = options.tables ?? projection.tables;
  return {
    given(events: readonly SpecEvent[]) {
      const recorded = events.map(toRecorded).filter((event) => projection.handles.includes(event.type));
      const rows = async (): Promise<TableRows> => {
        const first = await applyAndRollBack(projection, tables, [recorded], database);
        const second = await applyAndRollBack(
          projection,
          tables,
          recorded.map((event) => [event]),
          database,
        );
        expect(second, "the events in one batch and one event per batch give the same rows").toEqual(first);
        return first;
      };
      return {
        /** The projection's tables after the events, by table, in primary-key order. */
        rows,
        async then(expected: TableRows): Promise<void> {
          expect(await rows()).toEqual(expected);
        },
      };
    },
  };
}

async function applyAndRollBack(
  projection: Projection,
  tables: readonly string[],
  batches: readonly RecordedEvent[][],
  database: EventStoreDb,
): Promise<TableRows> {
  let result: TableRows = {};
  await database
    .transaction()
    .execute(async (trx) => {
      for (const table of tables) await sql`delete from ${sql.id(table)}`.execute(trx);
      for (const batch of batches) await applyEvents(trx, projection, batch);
      result = {};
      for (const table of tables) result[table] = (await sql<Record<string, unknown>>`select * from ${sql.id(table)} order by 1`.execute(trx)).rows;
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  return result;
}

function toRecorded(given: SpecEvent, index: number): RecordedEvent {
  const { event, streamId, recordedAt } = "event" in given ? given : { event: given, streamId: undefined, recordedAt: undefined };
  const position = index + 1;
  const at = recordedAt ?? new Date(Date.UTC(2026, 0, 1, 12, 0, position));
  return {
    ...event,
    globalPosition: position,
    transactionId: String(position),
    // Fixed ids, so two runs (and side effects keyed by event id) agree.
    eventId: `00000000-0000-4000-8000-${String(position).padStart(12, "0")}`,
    streamId: streamId ?? "spec",
    streamVersion: position,
    metadata: { actor: "system", requestId: "projection-spec", occurredAt: at.toISOString() },
    recordedAt: at,
  };
}
