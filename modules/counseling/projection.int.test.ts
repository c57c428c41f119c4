import { afterAll, describe, expect, it } from "vitest";
import { closeProjectionsQueue } from "../eventstore/index.ts";
import { projectionSpec } from "../eventstore/testing.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { ConsultationAssigned, ConsultationStatusChanged, CounselorListed, CounselorRevised, consultationRequestStream } from "./events.ts";
import { counselorsProjection } from "./projection.ts";
import { counselorSchema } from "./schemas.ts";
import { sampleConsultationRequested, sampleCounselor } from "./testing.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const counselor = counselorSchema.parse(sampleCounselor({ id: "counselor_a", name: "Counselor A", email: "a@counselors.studycompass.example" }));
const requested = sampleConsultationRequested({ counselorId: "counselor_a" });
const requestedAt = new Date("2026-06-01T10:00:00Z");

describe("the counselors projection", () => {
  it("given a counselor listed and revised and a request to them, then the counselor's row and a pending request keyed by its stream", async () => {
    await projectionSpec(counselorsProjection)
      .given([
        CounselorListed.create(counselor),
        CounselorRevised.create({ ...counselor, title: "Senior Adviser" }),
        { event: requested, streamId: consultationRequestStream("key-1"), recordedAt: requestedAt },
      ])
      .then({
        counselors: [expect.objectContaining({ id: "counselor_a", title: "Senior Adviser", is_active: true })],
        consultation_requests: [
          expect.objectContaining({ id: "r1", request_key: "key-1", counselor_id: "counselor_a", status: "pending", requested_at: requestedAt }),
        ],
      });
  });
});

describe("the counselors projection, for the inbox", () => {
  it("given a request then a status change and an assignment, then the row follows, counts the stream's version and keeps the first response time", async () => {
    const stream = consultationRequestStream("key-2");
    const contactedAt = new Date("2026-06-02T10:00:00Z");
    await projectionSpec(counselorsProjection)
      .given([
        CounselorListed.create(counselor),
        { event: requested, streamId: stream, recordedAt: requestedAt },
        { event: ConsultationStatusChanged.create({ requestId: "r1", from: "pending", to: "contacted" }), streamId: stream, recordedAt: contactedAt },
        { event: ConsultationAssigned.create({ requestId: "r1", fromCounselorId: "counselor_a", toCounselorId: "counselor_b" }), streamId: stream },
        {
          event: ConsultationStatusChanged.create({ requestId: "r1", from: "contacted", to: "scheduled" }),
          streamId: stream,
          recordedAt: new Date("2026-06-03T10:00:00Z"),
        },
      ])
      .then({
        counselors: [expect.objectContaining({ id: "counselor_a" })],
        consultation_requests: [
          expect.objectContaining({
            id: "r1",
            counselor_id: "counselor_b",
            status: "scheduled",
            version: 4,
            responded_at: contactedAt,
            requested_at: requestedAt,
          }),
        ],
      });
  });
});
