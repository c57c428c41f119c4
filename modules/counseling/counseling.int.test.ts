import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appendEvents, catchUp, closeProjectionsQueue, readStream } from "../eventstore/index.ts";
import { outboxEmails, outboxMailer } from "../mail/index.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { db } from "../../workers/database.ts";
import { projectorView } from "../eventstore/testing.ts";
import {
  ConsultationRefusedError,
  ConsultationRequested,
  consultationRequestsFrom,
  counselingNotifier,
  counselorsProjection,
  listCounselors,
  requestConsultation,
  syncCounselor,
  type CounselorInput,
} from "./index.ts";
import { sampleCounselor } from "./testing.ts";

const by = { actor: "anonymous", requestId: "counseling-test" };
const notifier = counselingNotifier(outboxMailer);

const SPECIALIZATIONS = ["UK admissions", "Scholarships", "Medical school"];
const counselor = (id: string, overrides: Partial<CounselorInput> = {}): CounselorInput =>
  sampleCounselor({ id, name: `Counselor ${id}`, email: `${id}@counselors.studycompass.example`, specializations: SPECIALIZATIONS, ...overrides });

const request = (email: string, overrides: Record<string, unknown> = {}) => ({
  counselorId: "counselor_a",
  studentName: "Shanice Thomas",
  studentEmail: email,
  areaOfInterest: "UK admissions",
  message: "I want to study law in the UK.",
  ...overrides,
});

beforeAll(async () => {
  await syncCounselor(counselor("counselor_a", { isFeatured: true }), by);
  await syncCounselor(counselor("counselor_b"), by);
  await syncCounselor(counselor("counselor_z", { isActive: false }), by);
  await catchUp(counselorsProjection);
  await catchUp(notifier);
});

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const newEmail = () => `student-${randomUUID()}@example.com`;

describe("counselors", () => {
  it("lists active counselors, featured first, and seeding again appends nothing", async () => {
    expect((await listCounselors()).map((c) => c.id)).toEqual(["counselor_a", "counselor_b"]);
    expect(await syncCounselor(counselor("counselor_b"), by)).toBe("unchanged");
    expect(await syncCounselor(counselor("counselor_b", { title: "Senior Adviser" }), by)).toBe("revised");
    await catchUp(counselorsProjection);
    expect((await listCounselors()).find((c) => c.id === "counselor_b")).toMatchObject({ title: "Senior Adviser", languages: ["English"], isSample: true });
  });
});

describe("consultation requests", () => {
  it("records a request and queues one email to the counselor and one to the student", async () => {
    const email = newEmail();
    const receipt = await requestConsultation(request(email), randomUUID(), by);
    expect(receipt.duplicate).toBe(false);
    await catchUp(counselorsProjection);
    await catchUp(notifier);
    expect(await consultationRequestsFrom(email)).toMatchObject([{ id: receipt.requestId, status: "pending", preferredContactMethod: "email" }]);
    expect((await outboxEmails({ to: email })).map((sent) => sent.subject)).toEqual(["We received a consultation request from this address"]);
    const toCounselor = (await outboxEmails({ to: "counselor_a@counselors.studycompass.example" })).filter((sent) => sent.text.includes(email));
    expect(toCounselor).toHaveLength(1);
    expect(toCounselor[0]!.text).toContain("I want to study law in the UK.");
  });

  it("records one request for a double submission with the same key, even at the same instant", async () => {
    const email = newEmail();
    const key = randomUUID();
    const receipts = await Promise.all([1, 2, 3].map(() => requestConsultation(request(email), key, by)));
    expect(new Set(receipts.map((receipt) => receipt.requestId)).size).toBe(1);
    expect(receipts.filter((receipt) => !receipt.duplicate)).toHaveLength(1);
    expect(await readStream(db(), `consultation-request-${key}`)).toHaveLength(1);
    // A refresh later: still the first receipt.
    expect(await requestConsultation(request(email), key, by)).toEqual({ requestId: receipts[0]!.requestId, duplicate: true });
  });

  it.each([
    ["an unknown counselor", { counselorId: "counselor_nobody" }, "counselorId"],
    ["an inactive counselor", { counselorId: "counselor_z" }, "counselorId"],
    ["an area the counselor does not offer", { areaOfInterest: "Pilot training" }, "areaOfInterest"],
    ["script in the message", { message: "<script>alert(1)</script>" }, "message"],
    ["a name too long", { studentName: "x".repeat(121) }, "studentName"],
    ["a number for a name", { studentName: 7 }, "studentName"],
  ])("refuses %s, appending nothing", async (_case, overrides, field) => {
    const key = randomUUID();
    const refusal = await requestConsultation(request(newEmail(), overrides), key, by).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ConsultationRefusedError);
    expect(Object.keys((refusal as ConsultationRefusedError).fieldErrors)).toEqual([field]);
    expect(await readStream(db(), `consultation-request-${key}`)).toEqual([]);
  });
});

describe("the notifier", () => {
  it("sends each email once when its event is delivered again (a crashed batch retried, a duplicate job)", async () => {
    const email = newEmail();
    const result = await appendEvents(
      [
        {
          streamId: `consultation-request-${randomUUID()}`,
          expectedVersion: "no_stream",
          events: [
            ConsultationRequested.create({
              requestId: randomUUID(),
              counselorId: "counselor_a",
              senderUserId: null,
              studentName: "Kofi",
              studentEmail: email,
              studentPhone: null,
              areaOfInterest: "general",
              currentEducationLevel: null,
              preferredContactMethod: "phone",
              message: "<script>alert(1)</script>",
            }),
          ],
        },
      ],
      by,
    );
    await catchUp(notifier);
    const [event] = await db().selectFrom("events").select("event_id").where("global_position", "=", result.position.globalPosition).execute();
    // Re-deliver the same event straight to the projection, as a retry after a crash before the checkpoint moved would.
    const [recorded] = await readStream(
      db(),
      (await db().selectFrom("events").select("stream_id").where("event_id", "=", event!.event_id).executeTakeFirstOrThrow()).stream_id,
    );
    await db()
      .transaction()
      .execute((trx) => notifier.apply(projectorView(trx), recorded!));
    await Promise.all([catchUp(notifier), catchUp(notifier)]);
    const sent = await outboxEmails({ to: email });
    expect(sent.map((row) => row.id)).toEqual([`${event!.event_id}:student`]);
    // The counselor's copy, the only one holding the message, has it escaped.
    const [toCounselor] = (await outboxEmails({ to: "counselor_a@counselors.studycompass.example" })).filter((row) => row.id.startsWith(event!.event_id));
    expect(toCounselor!.html).not.toContain("<script>");
    expect(toCounselor!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("rebuilding the read model twice gives the same tables", async () => {
    const snapshot = async () => ({
      counselors: await db().selectFrom("counselors").selectAll().orderBy("id").execute(),
      requests: await db().selectFrom("consultation_requests").selectAll().orderBy("id").execute(),
    });
    await catchUp(counselorsProjection);
    const before = await snapshot();
    expect(before.requests.length).toBeGreaterThan(2);
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom("counselors").execute();
        await trx.deleteFrom("consultation_requests").execute();
        await trx
          .updateTable("projection_checkpoints")
          .set({ global_position: 0, transaction_id: "0" as never })
          .where("name", "=", counselorsProjection.name)
          .execute();
      });
    await catchUp(counselorsProjection);
    await catchUp(counselorsProjection);
    expect(await snapshot()).toEqual(before);
  });
});
