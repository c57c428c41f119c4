import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { z } from "zod";
import { db } from "../database.ts";
import { closeDatabase } from "../platform/index.ts";
import { closeRedis } from "../platform/redis.ts";
import { defineEvent } from "./event-definition.ts";
import { defineProjection } from "./projection.ts";
import { catchUp } from "./projector.ts";
import { headPosition, readAllAfter, START } from "./store.ts";
import { closeProjectionsQueue } from "./wake.ts";

/**
 * Readers order events by transaction id as a number. The reader's queries
 * also return the id as text under the same name, and a bare name in ORDER BY
 * means that text: "9" sorted after "10". Found by tests/resilience:
 * once the private cluster's transaction ids passed 1000, the readers' head
 * stayed at transaction 999 and nothing was projected any more. Transaction
 * ids 9 and 10 stand for any power of ten crossed (both are below every live
 * transaction, so readers see them at once).
 */
const MarkerSet = defineEvent("MarkerSet", z.object({ label: z.string() }));

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

/** Stores an event as if transaction `transactionId` had appended it. */
async function storeAsTransaction(transactionId: number, label: string): Promise<void> {
  // The column is generated for the app's inserts (pg_current_xact_id()), hence plain SQL here.
  const metadata = JSON.stringify({ actor: "system", requestId: "test", occurredAt: new Date().toISOString() });
  await sql`
    insert into events (event_id, stream_id, stream_version, event_type, schema_version, data, metadata, transaction_id)
    values (${randomUUID()}, ${`marker-${randomUUID()}`}, 1, ${MarkerSet.type}, 1, ${JSON.stringify({ label })}::jsonb, ${metadata}::jsonb, ${String(transactionId)}::xid8)`.execute(
    db(),
  );
}

it("orders events by transaction id as a number when the ids cross a power of ten: the head, the reader and a projection in batches", async () => {
  // Given transaction 10's event stored first, then transaction 9's.
  await storeAsTransaction(10, "ten");
  await storeAsTransaction(9, "nine");

  // Then the head is transaction 10's event, and the reader gives transaction 9's first.
  expect((await headPosition(db())).transactionId).toBe("10");
  const [first] = await readAllAfter(db(), START, 1, { types: [MarkerSet.type] });
  expect(MarkerSet.match(first!)?.label).toBe("nine");

  // And a projection that applies one event per batch sees both, in that order (a full batch moves the checkpoint to its last event).
  const seen: string[] = [];
  const markers = defineProjection({
    name: "test.markers",
    kind: "side-effect",
    handles: [MarkerSet],
    tables: [],
    async apply(_trx, event) {
      seen.push(MarkerSet.match(event)!.label);
    },
  });
  await catchUp(markers, { batchSize: 1, settleMs: 0 });
  expect(seen).toEqual(["nine", "ten"]);
});
