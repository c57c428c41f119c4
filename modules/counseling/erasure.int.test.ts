import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProjector } from "../../workers/projector.ts";
import { db } from "../database.ts";
import { catchUp, closeProjectionsQueue, readStream, rebuildProjection } from "../eventstore/index.ts";
import { deleteAccount, registerUser } from "../identity/index.ts";
import { outboxEmails, outboxMailer } from "../mail/index.ts";
import { projections } from "../operations/index.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import {
  ConsultationRequested,
  consultationInbox,
  counselingNotifier,
  counselorsProjection,
  eraseConsultationRequest,
  requestConsultation,
  syncCounselor,
} from "./index.ts";
import { sampleCounselor } from "./testing.ts";

/*
 * Personal-data erasure (decision 0029): a consultation request's sender fields are
 * sealed, and erased by an admin or with the sender's account, everywhere we
 * keep them: the event, the inbox's row, the outbox copies of its emails.
 */

const admin = { actor: "admin-erasure-test", requestId: "erasure-test" };
const visitor = { actor: "anonymous", requestId: "erasure-test" };
const notifier = counselingNotifier(outboxMailer);
const COUNSELOR_EMAIL = "erasure@counselors.studycompass.example";
const PASSWORD = "pelican-harbour-42-lagoon";
let projector: Awaited<ReturnType<typeof startProjector>>;

beforeAll(async () => {
  // Every read model the workers run (identity's, for the account's deletion), with this notifier writing to the outbox.
  projector = await startProjector([...projections.filter((projection) => projection.kind !== "side-effect"), notifier]);
  await syncCounselor(sampleCounselor({ id: "erasure", name: "Counselor Erasure", email: COUNSELOR_EMAIL, specializations: ["UK admissions"] }), admin);
  await catchUp(counselorsProjection);
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const tag = () => randomUUID().slice(0, 8);

/** A request with every personal field filled, each unique so the raw event and the outbox can be searched for it. */
function aRequest() {
  const t = tag();
  return {
    counselorId: "erasure",
    studentName: `Shanice ${t}`,
    studentEmail: `sender-${t}@example.com`,
    studentPhone: `+1 868 555 ${String(Math.floor(Math.random() * 9000) + 1000)}`,
    areaOfInterest: "UK admissions",
    message: `Please call me back about law school ${t}.`,
  };
}

async function send(input: ReturnType<typeof aRequest>, senderUserId: string | null = null) {
  const key = randomUUID();
  const { requestId } = await requestConsultation(input, key, senderUserId ? { actor: senderUserId, requestId: "erasure-test" } : visitor, senderUserId);
  await catchUp(counselorsProjection);
  await catchUp(notifier);
  return { requestId, stream: `consultation-request-${key}` };
}

const rawEvents = async (stream: string) =>
  (await sql<{ data: string }>`select data::text as data from events where stream_id = ${stream} order by stream_version`.execute(db())).rows.map(
    (row) => row.data,
  );
const rowOf = (id: string) => db().selectFrom("consultation_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const outboxHolding = async (text: string) => (await outboxEmails()).filter((email) => email.text.includes(text) || email.to.includes(text));
const PERSONAL = ["studentName", "studentEmail", "studentPhone", "message"] as const;

describe("a consultation request's personal data", () => {
  it("is sealed in the event; an admin's erasure makes it read as null everywhere, leaves the row saying so, removes its emails, and a replay equals live", async () => {
    const input = aRequest();
    const { requestId, stream } = await send(input);

    // Sealed: the stored JSON holds none of what the sender wrote, but keeps what the inbox counts by.
    const [raw] = await rawEvents(stream);
    for (const field of PERSONAL) expect(raw).not.toContain(input[field]);
    expect(JSON.parse(raw!)).toMatchObject({
      requestId,
      counselorId: "erasure",
      areaOfInterest: "UK admissions",
      $sealed: { subject: `consultation:${requestId}` },
    });
    // Opened on read; the inbox and both emails have it.
    expect(ConsultationRequested.match((await readStream(db(), stream))[0]!)).toMatchObject({ ...input, senderUserId: null });
    expect(await rowOf(requestId)).toMatchObject({ student_name: input.studentName, message: input.message, erased_at: null, version: 1 });
    expect((await outboxHolding(input.studentEmail)).map((email) => email.to).sort()).toEqual([COUNSELOR_EMAIL, input.studentEmail].sort());

    expect(await eraseConsultationRequest(requestId, admin)).toBe(true);
    await catchUp(notifier);

    const [requested, erased] = await readStream(db(), stream);
    expect(ConsultationRequested.match(requested!)).toMatchObject({ requestId, studentName: null, studentEmail: null, studentPhone: null, message: null });
    expect(erased).toMatchObject({ type: "ConsultationRequestErased", data: { requestId }, metadata: { actor: "admin-erasure-test" } });
    const key = await db().selectFrom("personal_data_keys").selectAll().where("subject", "=", `consultation:${requestId}`).executeTakeFirstOrThrow();
    expect(key.key).toBeNull();
    const row = await rowOf(requestId);
    expect(row).toMatchObject({ student_name: null, student_email: null, student_phone: null, message: null, status: "pending", version: 2 });
    expect(row.erased_at).toBeInstanceOf(Date);
    const [item] = (await consultationInbox({ status: null, counselorId: "erasure", page: 1 })).requests.filter((request) => request.id === requestId);
    expect(item).toMatchObject({ studentName: null, studentEmail: null, erasedAt: row.erased_at, areaOfInterest: "UK admissions" });
    expect(await outboxHolding(input.studentEmail)).toEqual([]);
    expect(await outboxHolding(input.message)).toEqual([]);

    // A second erasure (a second click, another admin) appends nothing.
    expect(await eraseConsultationRequest(requestId, admin)).toBe(false);
    expect(await readStream(db(), stream)).toHaveLength(2);

    const live = await rowOf(requestId);
    await rebuildProjection(counselorsProjection);
    expect(await rowOf(requestId)).toEqual(live);
  });

  it("of a signed-in student is sealed under their key too: deleting the account erases it in the event, the inbox and the outbox, and a replay equals live", async () => {
    const email = `student-${tag()}@example.com`;
    const student = await registerUser({ firstName: "Kezia", lastName: "Baptiste", email, password: PASSWORD }, visitor);
    const mine = await send(aRequest(), student.id);
    const theirs = await send(aRequest());
    const input = aRequest();
    const second = await send(input, student.id);

    const [raw] = await rawEvents(second.stream);
    expect(JSON.parse(raw!)).toMatchObject({ senderUserId: student.id, $sealed: { v: 2, subjects: [student.id, `consultation:${second.requestId}`] } });
    expect(ConsultationRequested.match((await readStream(db(), second.stream))[0]!)).toMatchObject({ ...input, senderUserId: student.id });
    expect(await rowOf(second.requestId)).toMatchObject({ sender_user_id: student.id, student_email: input.studentEmail });

    // Either key erases it: an admin erases one request of theirs, and the student's other request still reads.
    await eraseConsultationRequest(mine.requestId, admin);
    expect(ConsultationRequested.match((await readStream(db(), mine.stream))[0]!)).toMatchObject({ studentName: null, message: null });
    expect(ConsultationRequested.match((await readStream(db(), second.stream))[0]!)).toMatchObject({ studentName: input.studentName });

    await deleteAccount(student.id, PASSWORD, { actor: student.id, requestId: "erasure-test" });
    await catchUp(counselorsProjection);
    await catchUp(notifier);

    for (const { requestId, stream } of [mine, second]) {
      expect(ConsultationRequested.match((await readStream(db(), stream))[0]!)).toMatchObject({ studentName: null, studentEmail: null, message: null });
      const row = await rowOf(requestId);
      expect(row).toMatchObject({ student_name: null, student_email: null, student_phone: null, message: null, version: requestId === mine.requestId ? 2 : 1 });
      expect(row.erased_at).toBeInstanceOf(Date);
    }
    expect(await outboxHolding(input.studentEmail)).toEqual([]);
    expect(await outboxHolding(input.message)).toEqual([]);
    // Another sender's request is untouched.
    expect(await rowOf(theirs.requestId)).toMatchObject({ erased_at: null });
    expect((await rowOf(theirs.requestId)).student_name).toMatch(/^Shanice /);
    // Its two emails (the counselor's and the confirmation, which both name the request) stay.
    expect(await outboxHolding(theirs.requestId)).toHaveLength(2);

    const live = await db().selectFrom("consultation_requests").selectAll().orderBy("id").execute();
    await rebuildProjection(counselorsProjection);
    expect(await db().selectFrom("consultation_requests").selectAll().orderBy("id").execute()).toEqual(live);
  });

  it("stored in the clear before (v1) reads as before, with no sender account, and projects the same live and replayed", async () => {
    const requestId = randomUUID();
    const stream = `consultation-request-${randomUUID()}`;
    const v1 = {
      requestId,
      counselorId: "erasure",
      studentName: "Old Visitor",
      studentEmail: `old-${tag()}@example.com`,
      studentPhone: null,
      areaOfInterest: "UK admissions",
      currentEducationLevel: null,
      preferredContactMethod: "email",
      message: "Written before issue 23.",
    };
    // As the store wrote it then: schema version 1, nothing sealed (events are never edited, so such rows stay).
    await db()
      .insertInto("events")
      .values({
        event_id: randomUUID(),
        stream_id: stream,
        stream_version: 1,
        event_type: "ConsultationRequested",
        schema_version: 1,
        data: JSON.stringify(v1),
        metadata: JSON.stringify({ actor: "anonymous", requestId: "erasure-test", occurredAt: new Date().toISOString() }),
      })
      .execute();
    expect(ConsultationRequested.match((await readStream(db(), stream))[0]!)).toEqual({ ...v1, senderUserId: null });
    // The live projector (or this catch-up) reads it once every older transaction has ended.
    await expect
      .poll(async () => {
        await catchUp(counselorsProjection);
        return (await db().selectFrom("consultation_requests").select("id").where("id", "=", requestId).execute()).length;
      })
      .toBe(1);
    const live = await rowOf(requestId);
    expect(live).toMatchObject({ student_name: "Old Visitor", message: "Written before issue 23.", sender_user_id: null, erased_at: null });
    await rebuildProjection(counselorsProjection);
    expect(await rowOf(requestId)).toEqual(live);
  });
});
