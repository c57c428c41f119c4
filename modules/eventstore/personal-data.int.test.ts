import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { db } from "./db.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { defineEvent } from "./event-definition.ts";
import { appendEvents, readAllAfter, readStream, START } from "./store.ts";
import { closeProjectionsQueue } from "./wake.ts";

const by = { actor: "system", requestId: "personal-data-test" };
const nullable = z.string().nullable();

const PenPalSignedUp = defineEvent("PenPalSignedUp", z.object({ penPalId: z.string(), email: nullable, nickname: nullable, favouriteColour: z.string() }), {
  personal: { subject: (data) => data.penPalId, fields: ["email", "nickname"] },
});
const PenPalLeft = defineEvent("PenPalLeft", z.object({ penPalId: z.string() }), { forgets: (data) => data.penPalId });

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

async function signUp(penPalId: string, email: string, nickname: string) {
  const stream = `pen-pal-${penPalId}`;
  await appendEvents(
    [{ streamId: stream, expectedVersion: "no_stream", events: [PenPalSignedUp.create({ penPalId, email, nickname, favouriteColour: "teal" })] }],
    by,
  );
  return stream;
}

const rawData = async (stream: string) =>
  (await sql<{ data: string }>`select data::text as data from events where stream_id = ${stream} order by stream_version`.execute(db())).rows.map(
    (row) => row.data,
  );

describe("personal-data sealing", () => {
  it("stores personal fields sealed: the raw JSON holds neither the email nor the nickname, but keeps the other fields", async () => {
    const id = randomUUID();
    const stream = await signUp(id, `zuri-${id}@example.com`, "Zuri the Brave");
    const [raw] = await rawData(stream);
    expect(raw).not.toContain(`zuri-${id}@example.com`);
    expect(raw).not.toContain("Zuri the Brave");
    expect(raw).toContain("teal");
    expect(JSON.parse(raw!)).toMatchObject({ penPalId: id, $sealed: { v: 1, subject: id, fields: ["email", "nickname"] } });
  });

  it("opens them on every read path: a decider's stream and a projection's batch", async () => {
    const id = randomUUID();
    const stream = await signUp(id, `kemar-${id}@example.com`, "Kem");
    const expected = { penPalId: id, email: `kemar-${id}@example.com`, nickname: "Kem", favouriteColour: "teal" };
    const [fromStream] = await readStream(db(), stream);
    expect(PenPalSignedUp.match(fromStream!)).toEqual(expected);
    // The reader sees an event once every older transaction in the cluster has ended: poll briefly.
    await expect
      .poll(
        async () => {
          const batch = await readAllAfter(db(), START, 10_000, { types: ["PenPalSignedUp"] });
          return batch.filter((event) => event.streamId === stream).map((event) => PenPalSignedUp.match(event));
        },
        { timeout: 10_000 },
      )
      .toEqual([expected]);
  });

  it("reads them as null once the subject's key is destroyed, in the same transaction as the event that forgets it, and no one else's", async () => {
    const leaving = randomUUID();
    const staying = randomUUID();
    const leavingStream = await signUp(leaving, `ana-${leaving}@example.com`, "Ana");
    const stayingStream = await signUp(staying, `dev-${staying}@example.com`, "Dev");
    await appendEvents([{ streamId: leavingStream, expectedVersion: 1, events: [PenPalLeft.create({ penPalId: leaving })] }], by);

    const keys = await db()
      .selectFrom("personal_data_keys")
      .select("subject")
      .where("subject", "in", [leaving, staying])
      .where("key", "is not", null)
      .execute();
    expect(keys.map((key) => key.subject)).toEqual([staying]);
    const [signedUp] = await readStream(db(), leavingStream);
    expect(PenPalSignedUp.match(signedUp!)).toEqual({ penPalId: leaving, email: null, nickname: null, favouriteColour: "teal" });
    const [other] = await readStream(db(), stayingStream);
    expect(PenPalSignedUp.match(other!)?.email).toBe(`dev-${staying}@example.com`);
    expect((await rawData(leavingStream))[0]).not.toContain(`ana-${leaving}`);
  });

  it("keeps a forgotten subject forgotten: a later append stores its personal fields as null, and the older events still read as null", async () => {
    const id = randomUUID();
    const stream = await signUp(id, `late-${id}@example.com`, "Early");
    await appendEvents([{ streamId: stream, expectedVersion: 1, events: [PenPalLeft.create({ penPalId: id })] }], by);
    // Something about the subject arrives after the deletion (a race with it, or a stale request).
    await appendEvents(
      [
        {
          streamId: stream,
          expectedVersion: 2,
          events: [PenPalSignedUp.create({ penPalId: id, email: `late-${id}@example.com`, nickname: "Late", favouriteColour: "gold" })],
        },
      ],
      by,
    );
    const [first, , late] = await readStream(db(), stream);
    expect(PenPalSignedUp.match(first!)).toEqual({ penPalId: id, email: null, nickname: null, favouriteColour: "teal" });
    expect(PenPalSignedUp.match(late!)).toEqual({ penPalId: id, email: null, nickname: null, favouriteColour: "gold" });
    expect((await rawData(stream)).join("\n")).not.toContain(`late-${id}`);
    expect(await db().selectFrom("personal_data_keys").select("key").where("subject", "=", id).executeTakeFirst()).toEqual({ key: null });
  });

  it("refuses a sealed box moved to another subject (the subject is bound into the cipher)", async () => {
    const id = randomUUID();
    const stream = await signUp(id, `moved-${id}@example.com`, "Mo");
    const [raw] = await rawData(stream);
    const other = randomUUID();
    await signUp(other, `other-${other}@example.com`, "Other");
    const tampered = JSON.parse(raw!) as { $sealed: { subject: string } };
    tampered.$sealed.subject = other;
    const forged = `pen-pal-forged-${randomUUID()}`;
    await db()
      .insertInto("events")
      .values({
        event_id: randomUUID(),
        stream_id: forged,
        stream_version: 1,
        event_type: "PenPalSignedUp",
        schema_version: 1,
        data: JSON.stringify(tampered),
        metadata: JSON.stringify({ actor: "system", requestId: "t", occurredAt: new Date().toISOString() }),
      })
      .execute();
    await expect(readStream(db(), forged)).rejects.toThrow();
  });

  it("one subject appending from two transactions at once gets one key, and both events open", async () => {
    const id = randomUUID();
    await Promise.all(
      [1, 2].map((n) =>
        appendEvents(
          [
            {
              streamId: `pen-pal-${id}-${n}`,
              expectedVersion: "no_stream",
              events: [PenPalSignedUp.create({ penPalId: id, email: `${n}@example.com`, nickname: null, favouriteColour: "red" })],
            },
          ],
          by,
        ),
      ),
    );
    for (const n of [1, 2]) expect(PenPalSignedUp.match((await readStream(db(), `pen-pal-${id}-${n}`))[0]!)?.email).toBe(`${n}@example.com`);
  });
});
