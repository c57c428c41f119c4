import { describe, expect, it } from "vitest";
import { EditConflictError, EntryNotFoundError, seedSyncDecider } from "../eventstore/index.ts";
import { deciderSpec } from "../eventstore/testing.ts";
import { ConsultationRefusedError, consultationRequestDecider, COUNSELOR_FULL_MESSAGE, counselorDecider, counselorEditorialDecider } from "./decide.ts";
import { CounselorListed, CounselorRevised } from "./events.ts";
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
    spec.given([]).when({ counselor, input: request, openRequests: 0, requestId: "r1", senderUserId: null }).then([requested]);
  });

  it.each(["general", "other", "Scholarships"])("given an active counselor, when the area is %s, then it is accepted", (area) => {
    spec
      .given([])
      .when({ counselor, input: { ...request, areaOfInterest: area }, openRequests: 0, requestId: "r1", senderUserId: null })
      .then([{ ...requested, data: { ...requested.data, areaOfInterest: area } }]);
  });

  it("given a signed-in student, when they send a request, then it names them as its sender (their account's deletion erases it)", () => {
    spec
      .given([])
      .when({ counselor, input: request, openRequests: 0, requestId: "r1", senderUserId: "user-1" })
      .then([sampleConsultationRequested({ senderUserId: "user-1" })]);
  });

  it("given no such counselor, when a request names it, then it is refused on counselorId", () => {
    spec
      .given([])
      .when({ counselor: null, input: request, openRequests: 0, requestId: "r1", senderUserId: null })
      .then(new ConsultationRefusedError({ counselorId: ["This counselor is not taking requests. Choose another counselor."] }));
  });

  it("given an inactive counselor, when a student asks, then it is refused", () => {
    spec
      .given([])
      .when({ counselor: { ...counselor, isActive: false }, input: request, openRequests: 0, requestId: "r1", senderUserId: null })
      .then(ConsultationRefusedError);
  });

  it("given an active counselor, when the area is not one they offer, then it is refused on areaOfInterest", () => {
    spec
      .given([])
      .when({ counselor, input: { ...request, areaOfInterest: "Medical school" }, openRequests: 0, requestId: "r1", senderUserId: null })
      .then(new ConsultationRefusedError({ areaOfInterest: ["Choose an area of interest from the list."] }));
  });

  it("given a request already received under the key, when it is sent again, then nothing is appended (even if the counselor stopped taking requests)", () => {
    spec
      .given([requested])
      .when({ counselor: { ...counselor, isActive: false }, input: request, openRequests: 0, requestId: "r2", senderUserId: null })
      .then([]);
  });
});

describe("a counselor's capacity", () => {
  it("given a counselor taking two requests with two open, when a student asks, then it is refused on counselorId as full", () => {
    spec
      .given([])
      .when({ counselor: { ...counselor, capacity: 2 }, input: request, openRequests: 2, requestId: "r1", senderUserId: null })
      .then(new ConsultationRefusedError({ counselorId: [COUNSELOR_FULL_MESSAGE] }));
  });

  it("given a counselor taking two requests with one open, when a student asks, then the request is recorded", () => {
    spec
      .given([])
      .when({ counselor: { ...counselor, capacity: 2 }, input: request, openRequests: 1, requestId: "r1", senderUserId: null })
      .then([requested]);
  });

  it("given a counselor with no capacity set, when many requests are open, then another is still recorded", () => {
    spec.given([]).when({ counselor, input: request, openRequests: 500, requestId: "r1", senderUserId: null }).then([requested]);
  });
});

describe("editing a counselor", () => {
  const editor = deciderSpec(counselorEditorialDecider);
  const listed = CounselorListed.create(sampleCounselor());
  const revisedContent = counselorSchema.parse(sampleCounselor({ capacity: 5, commissionDisclosure: "Paid 5% by partner universities on enrolment." }));

  it("given nothing, when an admin creates a counselor, then it is listed", () => {
    editor
      .given([])
      .when({ kind: "create", content: counselorSchema.parse(sampleCounselor()) })
      .then([listed]);
  });

  it("given a listed counselor, when an admin revises it from the version read, then the whole profile is revised", () => {
    editor
      .given([listed])
      .when({ kind: "revise", content: revisedContent, expectedVersion: 1 })
      .then([CounselorRevised.create(revisedContent)]);
  });

  it("given a counselor revised since, when an admin saves from the older version, then it is a conflict and nothing is written", () => {
    editor
      .given([listed, CounselorRevised.create(revisedContent)])
      .when({ kind: "revise", content: counselorSchema.parse(sampleCounselor({ name: "Someone Else" })), expectedVersion: 1 })
      .then(EditConflictError);
  });

  it("given no counselor, when an admin revises one, then it is not found", () => {
    editor.given([]).when({ kind: "revise", content: revisedContent, expectedVersion: 0 }).then(EntryNotFoundError);
  });

  it("given a counselor made inactive and featured since, when an admin restores version 1, then its profile comes back and active and featured stay", () => {
    const hidden = counselorSchema.parse({ ...revisedContent, isActive: false, isFeatured: true, name: "Renamed Counselor" });
    editor
      .given([listed, CounselorRevised.create(hidden)])
      .when({ kind: "restore", fromVersion: 1, expectedVersion: 2 })
      .then([
        { ...CounselorRevised.create(counselorSchema.parse(sampleCounselor({ isActive: false, isFeatured: true }))), metadata: { restoredFromVersion: 1 } },
      ]);
  });

  it("given a counselor an admin revised, when the seed syncs its own profile, then nothing is appended", () => {
    const seed = deciderSpec(seedSyncDecider(counselorDecider, "system"));
    const edited = { ...CounselorRevised.create(revisedContent), metadata: { actor: "admin-1" } };
    seed
      .given([{ ...listed, metadata: { actor: "system" } }, edited])
      .when(sampleCounselor())
      .then([]);
  });

  it("given a counselor only the seed wrote, when the seed's profile changes, then it is revised", () => {
    const seed = deciderSpec(seedSyncDecider(counselorDecider, "system"));
    seed
      .given([{ ...listed, metadata: { actor: "system" } }])
      .when(sampleCounselor({ title: "Senior Adviser" }))
      .then([CounselorRevised.create(sampleCounselor({ title: "Senior Adviser" }))]);
  });
});

describe("counselor events stored before capacity and commission", () => {
  it("read a v1 profile as no capacity set and nothing disclosed", () => {
    const { capacity: _capacity, commissionDisclosure: _commission, ...v1 } = counselorSchema.parse(sampleCounselor());
    const read = CounselorListed.match({ type: "CounselorListed", schemaVersion: 1, data: v1 });
    expect(read).toMatchObject({ capacity: null, commissionDisclosure: null });
  });
});
