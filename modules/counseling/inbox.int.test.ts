import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProjector } from "../../workers/projector.ts";
import { db } from "../../workers/database.ts";
import { catchUp, closeProjectionsQueue, rebuildProjection } from "../eventstore/index.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import {
  assignConsultation,
  changeConsultationStatus,
  ConsultationChangeRefusedError,
  ConsultationNotFoundError,
  ConsultationStaleError,
  consultationInbox,
  counselorsProjection,
  requestConsultation,
  syncCounselor,
} from "./index.ts";
import { sampleCounselor } from "./testing.ts";

const by = { actor: "admin-test", requestId: "inbox-test" };

const counselor = (id: string, overrides: Parameters<typeof sampleCounselor>[0] = {}) =>
  sampleCounselor({ id, name: `Counselor ${id}`, email: `${id}@counselors.studycompass.example`, specializations: ["UK admissions"], ...overrides });

async function aRequest(counselorId = "inbox_a"): Promise<string> {
  const receipt = await requestConsultation(
    { counselorId, studentName: "Shanice Thomas", studentEmail: `student-${randomUUID()}@example.com`, areaOfInterest: "UK admissions" },
    randomUUID(),
    { actor: "anonymous", requestId: "inbox-test" },
  );
  await catchUp(counselorsProjection);
  return receipt.requestId;
}

const rowOf = (id: string) => db().selectFrom("consultation_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const eventCount = async () =>
  Number(
    (
      await db()
        .selectFrom("events")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

let projector: Awaited<ReturnType<typeof startProjector>>;

beforeAll(async () => {
  // A live projector, as in production: the commands wait until the inbox reads their change.
  projector = await startProjector([counselorsProjection]);
  await syncCounselor(counselor("inbox_a"), by);
  await syncCounselor(counselor("inbox_b"), by);
  await syncCounselor(counselor("inbox_gone", { isActive: false }), by);
  await catchUp(counselorsProjection);
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("the consultation inbox's commands", () => {
  it("changes status and counselor, keeping the row's version equal to the stream's, and sets responded_at once", async () => {
    const id = await aRequest();
    expect(await rowOf(id)).toMatchObject({ status: "pending", version: 1, responded_at: null, counselor_id: "inbox_a" });
    await changeConsultationStatus(id, "contacted", 1, by);
    const contacted = await rowOf(id);
    expect(contacted).toMatchObject({ status: "contacted", version: 2 });
    expect(contacted.responded_at).toBeInstanceOf(Date);
    await assignConsultation(id, "inbox_b", 2, by);
    await changeConsultationStatus(id, "scheduled", 3, by);
    expect(await rowOf(id)).toMatchObject({ status: "scheduled", version: 4, counselor_id: "inbox_b", responded_at: contacted.responded_at });
  });

  it("refuses a stale form, an unknown id, an inactive counselor and a forbidden move, and writes nothing", async () => {
    const id = await aRequest();
    await changeConsultationStatus(id, "contacted", 1, by);
    const before = await eventCount();
    await expect(changeConsultationStatus(id, "cancelled", 1, by)).rejects.toThrow(ConsultationStaleError);
    await expect(assignConsultation(id, "inbox_b", 1, by)).rejects.toThrow(ConsultationStaleError);
    await expect(changeConsultationStatus(randomUUID(), "contacted", 1, by)).rejects.toThrow(ConsultationNotFoundError);
    await expect(assignConsultation(id, "inbox_gone", 2, by)).rejects.toThrow(ConsultationChangeRefusedError);
    await expect(assignConsultation(id, "no_such_counselor", 2, by)).rejects.toThrow(ConsultationChangeRefusedError);
    await expect(changeConsultationStatus(id, "pending", 2, by)).rejects.toThrow(ConsultationChangeRefusedError);
    expect(await eventCount()).toBe(before);
    expect(await rowOf(id)).toMatchObject({ status: "contacted", version: 2, counselor_id: "inbox_a" });
  });

  it("lists newest first, filtered by status and counselor together", async () => {
    const older = await aRequest("inbox_a");
    const newer = await aRequest("inbox_b");
    await changeConsultationStatus(newer, "cancelled", 1, by);
    const all = await consultationInbox({ status: null, counselorId: null, page: 1 });
    expect(all.requests.findIndex((request) => request.id === newer)).toBeLessThan(all.requests.findIndex((request) => request.id === older));
    const cancelledB = await consultationInbox({ status: "cancelled", counselorId: "inbox_b", page: 1 });
    expect(cancelledB.requests.map((request) => request.id)).toContain(newer);
    expect(cancelledB.requests.every((request) => request.status === "cancelled" && request.counselorId === "inbox_b")).toBe(true);
    expect(cancelledB.requests[0]).toMatchObject({ counselorName: "Counselor inbox_b", version: 2 });
    expect((await consultationInbox({ status: "cancelled", counselorId: "inbox_a", page: 1 })).requests.map((request) => request.id)).not.toContain(newer);
  });

  it("a replay rebuilds the same rows as the live projection after a run of changes", async () => {
    const id = await aRequest();
    await assignConsultation(id, "inbox_b", 1, by);
    await changeConsultationStatus(id, "scheduled", 2, by);
    await changeConsultationStatus(id, "completed", 3, by);
    const read = () => db().selectFrom("consultation_requests").selectAll().orderBy("id").execute();
    const live = await read();
    await rebuildProjection(counselorsProjection);
    expect(await read()).toEqual(live);
  });
});
