import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { closeDatabase } from "../platform/index.ts";
import { db } from "./db.ts";
import { closeRedis } from "../platform/redis.ts";
import { defineEvent } from "./event-definition.ts";
import { ConcurrencyError } from "./errors.ts";
import { defineProjection } from "./projection.ts";
import { catchUp, checkpointOf, outdatedProjections, waitForProjections } from "./projector.ts";
import { rebuildProjection } from "./replay.ts";
import type { NewEvent, RecordedEvent } from "./event-definition.ts";
import { appendEvents, appendInTransaction, headPosition, readAllAfter, readStream } from "./store.ts";
import { closeProjectionsQueue } from "./wake.ts";

const NoteTaken = defineEvent("NoteTaken", z.object({ text: z.string() }));
const CometSighted = defineEvent("CometSighted", z.object({ name: z.string() }));
const by = { actor: "system", requestId: "test" };

// A projection that records every event it is given, and fails loudly on a repeat.
function seenProjection(table: string) {
  return defineProjection({
    name: `test.${table}`,
    kind: "read-model",
    handles: [NoteTaken],
    tables: [table],
    async apply(trx, event) {
      await sql`insert into ${sql.id(table)} (event_id, global_position, stream_id) values (${event.eventId}, ${event.globalPosition}, ${event.streamId})`.execute(
        trx,
      );
    },
  });
}

async function createSeenTable(table: string) {
  await sql`create table ${sql.id(table)} (event_id uuid primary key, global_position bigint not null, stream_id text not null)`.execute(db());
}

/** Appends in a transaction left open until the returned function commits it: an event that commits late. */
async function appendAndHoldOpen(streamId: string, event: NewEvent): Promise<() => Promise<void>> {
  let commit = () => {};
  const mayCommit = new Promise<void>((resolve) => (commit = resolve));
  let appended = () => {};
  const hasAppended = new Promise<void>((resolve) => (appended = resolve));
  const transaction = db()
    .transaction()
    .execute(async (trx) => {
      await appendInTransaction(trx, [{ streamId, expectedVersion: "no_stream", events: [event] }], by);
      appended();
      await mayCommit;
    });
  await hasAppended;
  return async () => {
    commit();
    await transaction;
  };
}

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("event store", () => {
  it("appends with versions and refuses an append whose expected version moved", async () => {
    const stream = `note-${randomUUID()}`;
    const first = await appendEvents([{ streamId: stream, expectedVersion: "no_stream", events: [NoteTaken.create({ text: "a" })] }], by);
    expect(first.streamVersions[stream]).toBe(1);
    await appendEvents([{ streamId: stream, expectedVersion: 1, events: [NoteTaken.create({ text: "b" })] }], by);

    await expect(appendEvents([{ streamId: stream, expectedVersion: 1, events: [NoteTaken.create({ text: "stale" })] }], by)).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
    await expect(appendEvents([{ streamId: stream, expectedVersion: "no_stream", events: [NoteTaken.create({ text: "dup" })] }], by)).rejects.toBeInstanceOf(
      ConcurrencyError,
    );

    const events = await readStream(db(), stream);
    expect(events.map((event) => [event.streamVersion, NoteTaken.match(event)?.text])).toEqual([
      [1, "a"],
      [2, "b"],
    ]);
    expect(events[0]!.metadata).toMatchObject({ actor: "system", requestId: "test" });
    expect(Date.parse(events[0]!.metadata.occurredAt)).not.toBeNaN();
  });

  it("lets only one of two racing writers with the same expected version win", async () => {
    const stream = `note-${randomUUID()}`;
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        appendEvents([{ streamId: stream, expectedVersion: "no_stream", events: [NoteTaken.create({ text: String(index) })] }], by),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(
      results.filter((result) => result.status === "rejected").every((result) => (result as PromiseRejectedResult).reason instanceof ConcurrencyError),
    ).toBe(true);
    expect(await readStream(db(), stream)).toHaveLength(1);
  });

  it("rejects event data that does not fit the event's schema, writing nothing", () => {
    expect(() => NoteTaken.create({ text: 42 as unknown as string })).toThrow();
  });

  it("never lets the app edit or delete a stored event", async () => {
    const stream = `note-${randomUUID()}`;
    await appendEvents([{ streamId: stream, expectedVersion: "no_stream", events: [NoteTaken.create({ text: "fact" })] }], by);
    await expect(sql`update events set data = '{}' where stream_id = ${stream}`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`delete from events where stream_id = ${stream}`.execute(db())).rejects.toThrow(/append-only/);
  });
});

describe("projections", () => {
  it("see every event exactly once while many writers commit out of position order", async () => {
    await createSeenTable("seen_concurrent");
    const projection = seenProjection("seen_concurrent");
    const writers = 12;
    const appendsPerWriter = 15;
    let writing = true;

    const writer = async (writerIndex: number) => {
      for (let index = 0; index < appendsPerWriter; index++) {
        await db()
          .transaction()
          .execute(async (trx) => {
            await appendInTransaction(
              trx,
              [
                {
                  streamId: `writer-${writerIndex}-${index}`,
                  expectedVersion: "no_stream",
                  events: [NoteTaken.create({ text: "x" }), NoteTaken.create({ text: "y" })],
                },
              ],
              by,
            );
            // Hold the transaction open a random while: later positions commit first.
            await sql`select pg_sleep(${Math.random() * 0.03})`.execute(trx);
          });
      }
    };
    const projector = async () => {
      while (writing) {
        await catchUp(projection, { batchSize: 7 });
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    };

    const running = projector();
    await Promise.all(Array.from({ length: writers }, (_, index) => writer(index)));
    writing = false;
    await running;

    const expected = await sql<{ count: number }>`select count(*)::int as count from events where stream_id like 'writer-%'`.execute(db());
    expect(expected.rows[0]!.count).toBe(writers * appendsPerWriter * 2);
    // The read horizon is the cluster's: another test file's open transaction (copying
    // its database, say) holds it back for a moment, so catch up until it passes.
    const seen = async () => {
      await catchUp(projection);
      return (
        await sql<{ count: number; distinct: number }>`
          select count(*)::int as count, count(distinct event_id)::int as distinct from seen_concurrent where stream_id like 'writer-%'`.execute(db())
      ).rows[0];
    };
    await expect.poll(seen, { timeout: 15_000 }).toEqual({ count: writers * appendsPerWriter * 2, distinct: writers * appendsPerWriter * 2 });
  });

  it("reads an event whose transaction commits late, which a naive position > checkpoint reader skips for ever", async () => {
    const streamId = `late-${randomUUID()}`;
    const texts = (events: RecordedEvent[]) => events.filter((event) => event.streamId.startsWith(streamId)).map((event) => NoteTaken.match(event)?.text);
    const naiveRead = async (after: number) =>
      (
        await sql<{ global_position: number }>`select global_position from events where global_position > ${after} order by global_position`.execute(db())
      ).rows.map((row) => Number(row.global_position));
    const storeStart = await headPosition(db());
    let naiveCheckpoint = Math.max(0, ...(await naiveRead(0)));

    // Transaction A takes the lower position and stays open while B appends and commits.
    const commitA = await appendAndHoldOpen(`${streamId}-a`, NoteTaken.create({ text: "late" }));
    const b = await appendEvents([{ streamId: `${streamId}-b`, expectedVersion: "no_stream", events: [NoteTaken.create({ text: "early" })] }], by);

    // The naive reader sees B and moves its checkpoint past A's position.
    const naiveFirst = await naiveRead(naiveCheckpoint);
    expect(naiveFirst).toEqual([b.position.globalPosition]);
    naiveCheckpoint = Math.max(...naiveFirst);
    // The store's reader waits: A is still running, so nothing at or after it is read yet.
    expect(texts(await readAllAfter(db(), storeStart, 100))).toEqual([]);

    await commitA();
    expect(await naiveRead(naiveCheckpoint)).toEqual([]);
    // Other test files' transactions share the cluster's horizon; give them a moment to end.
    await expect.poll(async () => texts(await readAllAfter(db(), storeStart, 100)), { timeout: 15_000 }).toEqual(["late", "early"]);
  });

  it("reads only the event types a projection handles, and moves its checkpoint past the others even when none of its own came", async () => {
    await createSeenTable("seen_comets");
    const comets = defineProjection({ ...seenProjection("seen_comets"), name: "test.comets", handles: [CometSighted] });
    await catchUp(comets);
    let last = await appendEvents(
      [
        {
          streamId: `notes-${randomUUID()}`,
          expectedVersion: "no_stream",
          events: Array.from({ length: 30 }, (_, index) => NoteTaken.create({ text: String(index) })),
        },
      ],
      by,
    );
    // Small batches, no event of its type: the checkpoint still reaches the horizon, so a rare event's projection never rescans.
    await expect
      .poll(async () => (await catchUp(comets, { batchSize: 2 })).position.globalPosition >= last.position.globalPosition, { timeout: 15_000 })
      .toBe(true);
    expect((await checkpointOf(db(), comets.name)).globalPosition).toBeGreaterThanOrEqual(last.position.globalPosition);

    last = await appendEvents(
      [
        {
          streamId: `comet-${randomUUID()}`,
          expectedVersion: "no_stream",
          events: [CometSighted.create({ name: "Halley" }), NoteTaken.create({ text: "after" })],
        },
      ],
      by,
    );
    await expect
      .poll(
        async () => {
          await catchUp(comets, { batchSize: 2 });
          return (await sql<{ count: number }>`select count(*)::int as count from seen_comets`.execute(db())).rows[0]!.count;
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    expect((await checkpointOf(db(), comets.name)).globalPosition).toBeGreaterThanOrEqual(last.position.globalPosition);
  });

  it("never skips an event of its types whose transaction commits late, however many other events pass it", async () => {
    await createSeenTable("seen_late_comets");
    const comets = defineProjection({ ...seenProjection("seen_late_comets"), name: "test.late-comets", handles: [CometSighted] });
    const commitA = await appendAndHoldOpen(`late-comet-${randomUUID()}`, CometSighted.create({ name: "late" }));
    await appendEvents(
      [
        {
          streamId: `early-${randomUUID()}`,
          expectedVersion: "no_stream",
          events: [NoteTaken.create({ text: "other" }), CometSighted.create({ name: "early" })],
        },
      ],
      by,
    );
    // A is still running: its comet cannot be read yet, nor "early" after it; don't wait for A here.
    await catchUp(comets, { batchSize: 1, settleMs: 0 });
    await commitA();
    const names = async () => {
      await catchUp(comets, { batchSize: 1 });
      const rows = await sql<{ name: string }>`
        select e.data->>'name' as name from seen_late_comets s join events e using (event_id)
        where s.stream_id like 'late-comet-%' or s.stream_id like 'early-%' order by e.transaction_id, e.global_position`.execute(db());
      return rows.rows.map((row) => row.name);
    };
    await expect.poll(names, { timeout: 15_000 }).toEqual(["late", "early"]);
  });

  it("a read-your-writes wait passes at once for a projection that handles none of what was appended, and waits for one that handles it", async () => {
    await createSeenTable("seen_wait");
    const notes = seenProjection("seen_wait");
    await catchUp(notes);
    const comet = await appendEvents(
      [{ streamId: `comet-${randomUUID()}`, expectedVersion: "no_stream", events: [CometSighted.create({ name: "Halley" })] }],
      by,
    );
    // Not woken by a comet (it handles notes), its checkpoint stays behind: yet its tables already show everything up to the comet.
    expect(await waitForProjections([notes], comet.position, { timeoutMs: 0 })).toBe(true);

    const note = await appendEvents([{ streamId: `note-${randomUUID()}`, expectedVersion: "no_stream", events: [NoteTaken.create({ text: "mine" })] }], by);
    expect(await waitForProjections([notes], note.position, { timeoutMs: 100 })).toBe(false);
    await catchUp(notes);
    expect(await waitForProjections([notes], note.position, { timeoutMs: 0 })).toBe(true);
  });

  it("a read-your-writes wait does not pass while its own event is hidden behind an older open transaction", async () => {
    await createSeenTable("seen_wait_hidden");
    const notes = seenProjection("seen_wait_hidden");
    await catchUp(notes);
    const commitOlder = await appendAndHoldOpen(`comet-${randomUUID()}`, CometSighted.create({ name: "Hale-Bopp" }));
    const note = await appendEvents([{ streamId: `note-${randomUUID()}`, expectedVersion: "no_stream", events: [NoteTaken.create({ text: "mine" })] }], by);
    await catchUp(notes, { settleMs: 0 });
    expect(await waitForProjections([notes], note.position, { timeoutMs: 100 })).toBe(false);
    await commitOlder();
    await catchUp(notes);
    expect(await waitForProjections([notes], note.position, { timeoutMs: 0 })).toBe(true);
  });

  it("changes nothing when the same batch is delivered twice at once", async () => {
    await createSeenTable("seen_duplicate");
    const projection = seenProjection("seen_duplicate");
    await appendEvents([{ streamId: `dup-${randomUUID()}`, expectedVersion: "no_stream", events: [NoteTaken.create({ text: "once" })] }], by);
    // Two workers handling duplicate jobs: the checkpoint lock makes them take turns.
    await Promise.all([catchUp(projection), catchUp(projection), catchUp(projection)]);
    const total = await sql<{ count: number }>`select count(*)::int as count from events where event_type = ${NoteTaken.type}`.execute(db());
    const seen = await sql<{ count: number }>`select count(*)::int as count from seen_duplicate`.execute(db());
    expect(seen.rows[0]!.count).toBe(total.rows[0]!.count);
  });

  it("stops a failing projection at the failing event, records why, and resumes once fixed", async () => {
    await createSeenTable("seen_failing");
    let broken = true;
    const base = seenProjection("seen_failing");
    const projection = defineProjection({
      ...base,
      async apply(trx, event) {
        if (broken && NoteTaken.match(event)?.text === "poison") throw new Error("cannot handle poison");
        await base.apply(trx, event);
      },
    });
    await catchUp(projection);
    const poison = await appendEvents(
      [{ streamId: `poison-${randomUUID()}`, expectedVersion: "no_stream", events: [NoteTaken.create({ text: "poison" })] }],
      by,
    );

    await expect(catchUp(projection)).rejects.toThrow(`at position ${poison.position.globalPosition}`);
    const failed = await db().selectFrom("projection_checkpoints").selectAll().where("name", "=", projection.name).executeTakeFirstOrThrow();
    expect(failed.last_error_position).toBe(poison.position.globalPosition);
    expect(failed.global_position).toBeLessThan(poison.position.globalPosition);

    broken = false;
    await catchUp(projection);
    expect((await checkpointOf(db(), projection.name)).globalPosition).toBeGreaterThanOrEqual(poison.position.globalPosition);
    const cleared = await db().selectFrom("projection_checkpoints").select("last_error").where("name", "=", projection.name).executeTakeFirstOrThrow();
    expect(cleared.last_error).toBeNull();
  });

  it("rebuilds a projection from the events into tables equal to the live ones, row for row", async () => {
    await createSeenTable("seen_replayed");
    const projection = seenProjection("seen_replayed");
    await appendEvents(
      [{ streamId: `replay-${randomUUID()}`, expectedVersion: "no_stream", events: [NoteTaken.create({ text: "1" }), NoteTaken.create({ text: "2" })] }],
      by,
    );
    await catchUp(projection);
    const live = await sql`select * from seen_replayed order by global_position`.execute(db());

    // Damage the live table: the rebuild must restore it from the events alone.
    await sql`delete from seen_replayed`.execute(db());
    const progress: number[] = [];
    await rebuildProjection(projection, { batchSize: 10, onProgress: (update) => progress.push(update.applied) });
    const rebuilt = await sql`select * from seen_replayed order by global_position`.execute(db());

    expect(rebuilt.rows).toEqual(live.rows);
    expect(rebuilt.rows.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(live.rows.length);
    // Caught up: the live projector has nothing left to apply.
    expect((await catchUp(projection)).applied).toBe(0);
  });

  it("marks a projection whose code version changed as outdated until it is rebuilt", async () => {
    await createSeenTable("seen_versioned");
    const v1 = seenProjection("seen_versioned");
    await appendEvents([{ streamId: `versioned-${randomUUID()}`, expectedVersion: "no_stream", events: [NoteTaken.create({ text: "v" })] }], by);
    await catchUp(v1);
    expect(await outdatedProjections([v1])).toEqual([]);

    const v2 = { ...v1, version: 2 };
    expect(await outdatedProjections([v2])).toEqual([v2]);
    await rebuildProjection(v2);
    expect(await outdatedProjections([v2])).toEqual([]);
  });
});
