import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { db } from "./db.ts";
import { closeDatabase } from "../platform/database.ts";
import { closeRedis } from "../platform/redis.ts";
import { handleCommand, type Decider } from "./command-handler.ts";
import { defineEvent } from "./event-definition.ts";
import { readStream } from "./store.ts";
import { closeProjectionsQueue } from "./wake.ts";

const SeatTaken = defineEvent("SeatTaken", z.object({ seat: z.number(), by: z.string() }));
class FullError extends Error {}
const by = { actor: "system", requestId: "command-handler-test" };

/** A room of three seats, taken in order. */
const room: Decider<{ who: string }, number> = {
  initialState: () => 0,
  evolve: (taken, event) => (SeatTaken.match(event) ? taken + 1 : taken),
  decide: ({ who }, taken) => {
    if (taken >= 3) throw new FullError();
    return [SeatTaken.create({ seat: taken + 1, by: who })];
  },
};

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("handleCommand", () => {
  it("decides on the stream as read and appends with its version", async () => {
    const stream = `room-${randomUUID()}`;
    const first = await handleCommand(room, stream, { who: "a" }, by);
    expect(first).toMatchObject({ previousVersion: 0, stateBefore: 0, state: 1 });
    const second = await handleCommand(room, stream, { who: "b" }, by);
    expect(second).toMatchObject({ previousVersion: 1, stateBefore: 1, state: 2 });
    expect(second.position!.globalPosition).toBeGreaterThan(first.position!.globalPosition);
  });

  it("decides again when another writer appended first, so racing commands each see the others", async () => {
    const stream = `room-${randomUUID()}`;
    const results = await Promise.allSettled(["a", "b", "c"].map((who) => handleCommand(room, stream, { who }, by)));
    expect(results.every((result) => result.status === "fulfilled")).toBe(true);
    const seats = (await readStream(db(), stream)).map((event) => SeatTaken.match(event)?.seat);
    expect(seats).toEqual([1, 2, 3]);
  });

  it("passes on a refusal and appends nothing", async () => {
    const stream = `room-${randomUUID()}`;
    for (const who of ["a", "b", "c"]) await handleCommand(room, stream, { who }, by);
    await expect(handleCommand(room, stream, { who: "d" }, by)).rejects.toBeInstanceOf(FullError);
    expect(await readStream(db(), stream)).toHaveLength(3);
  });

  it("appends nothing, and no other stream either, when the decision is that nothing changes", async () => {
    const stream = `room-${randomUUID()}`;
    const nothing: Decider<null, null> = { initialState: () => null, evolve: (state) => state, decide: () => [] };
    const other = `other-${randomUUID()}`;
    const result = await handleCommand(nothing, stream, null, by, {
      alongside: [{ streamId: other, expectedVersion: "no_stream", events: [SeatTaken.create({ seat: 1, by: "x" })] }],
    });
    expect(result.position).toBeNull();
    expect(await readStream(db(), other)).toEqual([]);
  });
});
