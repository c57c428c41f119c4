import { describe, it } from "vitest";
import { deciderSpec } from "../eventstore/testing.ts";
import { ConsultationChangeRefusedError, consultationHandlingDecider, ConsultationNotFoundError, ConsultationStaleError } from "./decide.ts";
import { ConsultationAssigned, ConsultationRequestErased, ConsultationStatusChanged, CONSULTATION_STATUSES, type ConsultationStatus } from "./events.ts";
import { counselorSchema } from "./schemas.ts";
import { sampleConsultationRequested, sampleCounselor } from "./testing.ts";

const spec = deciderSpec(consultationHandlingDecider);
const requested = sampleConsultationRequested({ requestId: "r1", counselorId: "counselor_test" });
const other = counselorSchema.parse(sampleCounselor({ id: "counselor_other", name: "Other Counselor" }));
const changed = (from: ConsultationStatus, to: ConsultationStatus) => ConsultationStatusChanged.create({ requestId: "r1", from, to });
const status = (to: ConsultationStatus, expectedVersion: number) => ({ kind: "change-status" as const, requestId: "r1", status: to, expectedVersion });

describe("handling a consultation request in the inbox", () => {
  it("given a pending request, when an admin marks it contacted at its version, then the status changes", () => {
    spec
      .given([requested])
      .when(status("contacted", 1))
      .then([changed("pending", "contacted")]);
  });

  // Every (from, to) pair: allowed moves append one event, the same status appends nothing, the rest are refused on status.
  const allowed: Record<ConsultationStatus, ConsultationStatus[]> = {
    pending: ["contacted", "scheduled", "cancelled"],
    contacted: ["scheduled", "completed", "cancelled"],
    scheduled: ["completed", "cancelled"],
    completed: [],
    cancelled: [],
  };
  const pathTo: Record<ConsultationStatus, ConsultationStatus[]> = {
    pending: [],
    contacted: ["contacted"],
    scheduled: ["scheduled"],
    completed: ["contacted", "completed"],
    cancelled: ["cancelled"],
  };
  for (const from of CONSULTATION_STATUSES) {
    const history = [requested, ...pathTo[from].map((to, index) => changed(index === 0 ? "pending" : pathTo[from][index - 1]!, to))];
    const version = history.length;
    for (const to of CONSULTATION_STATUSES) {
      if (to === from) {
        it(`given a ${from} request, when it is set to ${to} again, then nothing is appended`, () => {
          spec.given(history).when(status(to, version)).then([]);
        });
      } else if (allowed[from].includes(to)) {
        it(`given a ${from} request, when it moves to ${to}, then ConsultationStatusChanged`, () => {
          spec
            .given(history)
            .when(status(to, version))
            .then([changed(from, to)]);
        });
      } else {
        it(`given a ${from} request, when it moves to ${to}, then it is refused on status`, () => {
          spec.given(history).when(status(to, version)).then(ConsultationChangeRefusedError);
        });
      }
    }
  }

  it("given a completed request, when it moves on, then the message says it can no longer change", () => {
    spec
      .given([requested, changed("pending", "contacted"), changed("contacted", "completed")])
      .when(status("cancelled", 3))
      .then(new ConsultationChangeRefusedError("status", "This request is completed: its status can no longer change."));
  });

  it("given a request someone changed after the form was read, when the form is sent with the older version, then it is refused as stale", () => {
    spec
      .given([requested, changed("pending", "contacted")])
      .when(status("scheduled", 1))
      .then(ConsultationStaleError);
  });

  it("given no request, when its status is changed, then not found", () => {
    spec.given([]).when(status("contacted", 1)).then(ConsultationNotFoundError);
  });

  it("given a request, when a command names another request id, then not found", () => {
    spec
      .given([requested])
      .when({ ...status("contacted", 1), requestId: "r2" })
      .then(ConsultationNotFoundError);
  });

  it("given a pending request, when it is assigned to another active counselor, then ConsultationAssigned", () => {
    spec
      .given([requested])
      .when({ kind: "assign", requestId: "r1", counselor: other, expectedVersion: 1 })
      .then([ConsultationAssigned.create({ requestId: "r1", fromCounselorId: "counselor_test", toCounselorId: "counselor_other" })]);
  });

  it("given a request assigned once, when it is assigned to the same counselor at the new version, then nothing is appended", () => {
    spec
      .given([requested, ConsultationAssigned.create({ requestId: "r1", fromCounselorId: "counselor_test", toCounselorId: "counselor_other" })])
      .when({ kind: "assign", requestId: "r1", counselor: other, expectedVersion: 2 })
      .then([]);
  });

  it("given a request, when it is assigned to an unknown or inactive counselor, then it is refused on counselorId", () => {
    spec
      .given([requested])
      .when({ kind: "assign", requestId: "r1", counselor: null, expectedVersion: 1 })
      .then(new ConsultationChangeRefusedError("counselorId", "Choose a counselor from the list."));
    spec
      .given([requested])
      .when({ kind: "assign", requestId: "r1", counselor: { ...other, isActive: false }, expectedVersion: 1 })
      .then(ConsultationChangeRefusedError);
  });

  it("given a cancelled request, when it is reassigned, then it is refused", () => {
    spec
      .given([requested, changed("pending", "cancelled")])
      .when({ kind: "assign", requestId: "r1", counselor: other, expectedVersion: 2 })
      .then(new ConsultationChangeRefusedError("counselorId", "This request is cancelled: it can no longer be reassigned."));
  });

  it("given a request reassigned after the form was read, when the form assigns with the older version, then stale", () => {
    spec
      .given([requested, ConsultationAssigned.create({ requestId: "r1", fromCounselorId: "counselor_test", toCounselorId: "counselor_other" })])
      .when({ kind: "assign", requestId: "r1", counselor: other, expectedVersion: 1 })
      .then(ConsultationStaleError);
  });

  it("given a request moved on since the page was read, when an admin erases it, then ConsultationRequestErased (an erasure is never stale)", () => {
    spec
      .given([requested, changed("pending", "contacted")])
      .when({ kind: "erase", requestId: "r1" })
      .then([ConsultationRequestErased.create({ requestId: "r1" })]);
  });

  it("given an erased request, when it is erased again, then nothing is appended; its version still counts the erasure", () => {
    const erased = ConsultationRequestErased.create({ requestId: "r1" });
    spec.given([requested, erased]).when({ kind: "erase", requestId: "r1" }).then([]);
    spec
      .given([requested, erased])
      .when(status("cancelled", 2))
      .then([changed("pending", "cancelled")]);
  });

  it("given no request, when it is erased, then not found", () => {
    spec.given([]).when({ kind: "erase", requestId: "r1" }).then(ConsultationNotFoundError);
  });
});
