import { afterAll, describe, expect, it } from "vitest";
import { closeProjectionsQueue } from "../eventstore/index.ts";
import { projectionSpec } from "../eventstore/testing.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { CounselorListed, CounselorRevised, consultationRequestStream } from "./events.ts";
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
