import { describe, it } from "vitest";
import { deciderSpec } from "../eventstore/testing.ts";
import { ConsultationRefusedError, consultationRequestDecider } from "./decide.ts";
import { consultationRequestSchema } from "./schemas.ts";
import { counselorSchema, type Counselor } from "./schemas.ts";
import { sampleConsultationRequested, sampleCounselor } from "./testing.ts";

const counselor: Counselor = counselorSchema.parse(sampleCounselor({ isFeatured: true }));

const request = consultationRequestSchema.parse({
  counselorId: "counselor_test",
  studentName: "Shanice Thomas",
  studentEmail: "shanice@example.com",
  areaOfInterest: "UK admissions",
});

const spec = deciderSpec(consultationRequestDecider);
const requested = sampleConsultationRequested();

describe("deciding a consultation request", () => {
  it("given an active counselor, when a student asks about one of their specializations, then the request is recorded", () => {
    spec.given([]).when({ counselor, input: request, requestId: "r1", senderUserId: null }).then([requested]);
  });

  it.each(["general", "other", "Scholarships"])("given an active counselor, when the area is %s, then it is accepted", (area) => {
    spec
      .given([])
      .when({ counselor, input: { ...request, areaOfInterest: area }, requestId: "r1", senderUserId: null })
      .then([{ ...requested, data: { ...requested.data, areaOfInterest: area } }]);
  });

  it("given a signed-in student, when they send a request, then it names them as its sender (their account's deletion erases it)", () => {
    spec
      .given([])
      .when({ counselor, input: request, requestId: "r1", senderUserId: "user-1" })
      .then([sampleConsultationRequested({ senderUserId: "user-1" })]);
  });

  it("given no such counselor, when a request names it, then it is refused on counselorId", () => {
    spec
      .given([])
      .when({ counselor: null, input: request, requestId: "r1", senderUserId: null })
      .then(new ConsultationRefusedError({ counselorId: ["This counselor is not taking requests. Choose another counselor."] }));
  });

  it("given an inactive counselor, when a student asks, then it is refused", () => {
    spec
      .given([])
      .when({ counselor: { ...counselor, isActive: false }, input: request, requestId: "r1", senderUserId: null })
      .then(ConsultationRefusedError);
  });

  it("given an active counselor, when the area is not one they offer, then it is refused on areaOfInterest", () => {
    spec
      .given([])
      .when({ counselor, input: { ...request, areaOfInterest: "Medical school" }, requestId: "r1", senderUserId: null })
      .then(new ConsultationRefusedError({ areaOfInterest: ["Choose an area of interest from the list."] }));
  });

  it("given a request already received under the key, when it is sent again, then nothing is appended (even if the counselor stopped taking requests)", () => {
    spec
      .given([requested])
      .when({ counselor: { ...counselor, isActive: false }, input: request, requestId: "r2", senderUserId: null })
      .then([]);
  });
});
