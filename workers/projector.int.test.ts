import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { z } from "zod";
import {
  appendEvents,
  checkpointOf,
  closeProjectionsQueue,
  defineEvent,
  defineProjection,
  projectionsQueue,
  rebuildProjection,
} from "../modules/eventstore/index.ts";
import { closeDatabase, closeRedis } from "../modules/platform/index.ts";
import { db } from "./database.ts";
import { startProjector } from "./projector.ts";

const Pinged = defineEvent("Pinged", z.object({ poison: z.boolean() }));
const by = { actor: "system", requestId: "projector-test" };

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it("a failing projection stops alone, records its position, and is retried with backoff until it succeeds", async () => {
  await sql`create table pings_healthy (event_id uuid primary key)`.execute(db());
  await sql`create table pings_fragile (event_id uuid primary key)`.execute(db());
  let failures = 0;
  const healthy = defineProjection({
    name: "test.healthy",
    kind: "read-model",
    handles: [Pinged],
    tables: ["pings_healthy"],
    async apply(trx, event) {
      if (Pinged.match(event)) await sql`insert into pings_healthy values (${event.eventId})`.execute(trx);
    },
  });
  const fragile = defineProjection({
    name: "test.fragile",
    kind: "read-model",
    handles: [Pinged],
    tables: ["pings_fragile"],
    async apply(trx, event) {
      const ping = Pinged.match(event);
      if (ping?.poison && failures < 2) {
        failures += 1;
        throw new Error("temporarily broken");
      }
      if (ping) await sql`insert into pings_fragile values (${event.eventId})`.execute(trx);
    },
  });
  // No safety poll during the test: fresh jobs come only from start-up and the append.
  const projector = await startProjector([healthy, fragile], { safetyPollMs: 3_600_000 });
  try {
    const appended = await appendEvents([{ streamId: `ping-${randomUUID()}`, expectedVersion: "no_stream", events: [Pinged.create({ poison: true })] }], by);

    // The healthy projection carries on while the fragile one fails.
    await until(async () => (await checkpointOf(db(), healthy.name)).globalPosition >= appended.position.globalPosition);
    await until(async () => failures >= 1);
    const failed = await db().selectFrom("projection_checkpoints").selectAll().where("name", "=", fragile.name).executeTakeFirst();
    expect(failed?.last_error_position ?? appended.position.globalPosition).toBe(appended.position.globalPosition);

    // Retried with backoff, it gets through and clears its error.
    // Jobs are deduplicated per projection, so one job fails twice and succeeds on its third attempt,
    // after backoffs of 1 and 2 s: 3 s at least.
    await until(async () => (await checkpointOf(db(), fragile.name)).globalPosition >= appended.position.globalPosition, 30_000);
    const recovered = await db().selectFrom("projection_checkpoints").selectAll().where("name", "=", fragile.name).executeTakeFirstOrThrow();
    expect(recovered.last_error).toBeNull();
    expect(failures).toBe(2);
    const rows = await sql<{ count: number }>`select count(*)::int as count from pings_fragile`.execute(db());
    expect(rows.rows[0]!.count).toBe(1);
  } finally {
    await projector.close();
  }
}, 40_000);

it("refuses to replay a side-effect projection, so no email is ever sent twice", async () => {
  let sent = 0;
  const notifier = defineProjection({ name: "test.notifier", kind: "side-effect", handles: [Pinged], tables: [], apply: async () => void (sent += 1) });
  await expect(rebuildProjection(notifier)).rejects.toThrow(/only runs live/);
  expect(sent).toBe(0);
});

it("a burst of wakes while a projection runs queues one more job for it, not one per wake, and every event is still applied", async () => {
  await sql`create table pings_slow (event_id uuid primary key)`.execute(db());
  let running = 0;
  let mostAtOnce = 0;
  const slow = defineProjection({
    name: "test.slow",
    kind: "read-model",
    handles: [Pinged],
    tables: ["pings_slow"],
    async apply(trx, event) {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 200));
      running -= 1;
      await sql`insert into pings_slow values (${event.eventId}) on conflict do nothing`.execute(trx);
    },
  });
  const projector = await startProjector([slow], { safetyPollMs: 3_600_000 });
  try {
    const appends: Awaited<ReturnType<typeof appendEvents>>[] = [];
    for (let index = 0; index < 5; index++) {
      appends.push(await appendEvents([{ streamId: `ping-${randomUUID()}`, expectedVersion: "no_stream", events: [Pinged.create({ poison: false })] }], by));
    }
    // As many wakes as a busy site's appends would add.
    await projectionsQueue().addBulk(Array.from({ length: 40 }, () => ({ name: "wake", data: {}, opts: { removeOnComplete: true } })));
    await until(async () => (await projectionsQueue().getWaitingCount()) === 0);
    const queued = await projectionsQueue().getJobs(["waiting", "prioritized", "delayed"]);
    expect(queued.filter((job) => job.name === "project").length).toBeLessThanOrEqual(1);
    await until(async () => (await checkpointOf(db(), slow.name)).globalPosition >= appends.at(-1)!.position.globalPosition);
    // Every Pinged event in the store, this test's five and any an earlier test appended, applied once each.
    const rows = await sql<{ applied: number; pinged: number }>`
      select (select count(*)::int from pings_slow) as applied, (select count(*)::int from events where event_type = ${Pinged.type}) as pinged`.execute(db());
    expect(rows.rows[0]!.pinged).toBeGreaterThanOrEqual(5);
    expect(rows.rows[0]!.applied).toBe(rows.rows[0]!.pinged);
    expect(mostAtOnce).toBe(1);
  } finally {
    await projector.close();
  }
}, 40_000);

it("an append wakes only the projections that handle its events; the safety poll's wake brings the others' checkpoints along", async () => {
  const Chimed = defineEvent("Chimed", z.object({}));
  await sql`create table pings_targeted (event_id uuid primary key)`.execute(db());
  const pings = defineProjection({
    name: "test.targeted-pings",
    kind: "read-model",
    handles: [Pinged],
    tables: ["pings_targeted"],
    async apply(trx, event) {
      await sql`insert into pings_targeted values (${event.eventId}) on conflict do nothing`.execute(trx);
    },
  });
  const chimes = defineProjection({ name: "test.targeted-chimes", kind: "read-model", handles: [Chimed], tables: [], apply: async () => undefined });
  const projector = await startProjector([pings, chimes], { safetyPollMs: 3_600_000 });
  try {
    const drained = async () => (await projectionsQueue().getJobCounts("waiting", "active", "prioritized")) as Record<string, number>;
    await until(async () => Object.values(await drained()).every((count) => count === 0));
    const ping = await appendEvents([{ streamId: `ping-${randomUUID()}`, expectedVersion: "no_stream", events: [Pinged.create({ poison: false })] }], by);
    await until(async () => (await checkpointOf(db(), pings.name)).globalPosition >= ping.position.globalPosition);
    await until(async () => Object.values(await drained()).every((count) => count === 0));
    expect((await checkpointOf(db(), chimes.name)).globalPosition).toBeLessThan(ping.position.globalPosition);

    await projectionsQueue().add("wake", {}, { removeOnComplete: true });
    await until(async () => (await checkpointOf(db(), chimes.name)).globalPosition >= ping.position.globalPosition);
  } finally {
    await projector.close();
  }
}, 40_000);
