import { describe, it } from "vitest";
import { deciderSpec } from "../../eventstore/testing.ts";
import { openingAlertDecider } from "./decide.ts";
import { OpeningAlertCancelled, OpeningAlertRequested } from "./events.ts";

const spec = deciderSpec(openingAlertDecider);
const scholarshipId = "scholarship_chevening";
const requested = OpeningAlertRequested.create({ userId: "student-a", scholarshipId });

describe("asking to be told when an award opens", () => {
  it("given nobody asked, when a student asks, then the alert is requested", () => {
    spec.given([]).when({ kind: "request", userId: "student-a", scholarshipId }).then([requested]);
  });

  it("given the student asked, when they ask again, then nothing more happens (one alert)", () => {
    spec.given([requested]).when({ kind: "request", userId: "student-a", scholarshipId }).then([]);
  });

  it("given another student asked, when this one asks, then theirs is requested too", () => {
    spec
      .given([requested])
      .when({ kind: "request", userId: "student-b", scholarshipId })
      .then([OpeningAlertRequested.create({ userId: "student-b", scholarshipId })]);
  });

  it("given the student asked, when they cancel, then the alert is cancelled", () => {
    spec
      .given([requested])
      .when({ kind: "cancel", userId: "student-a", scholarshipId })
      .then([OpeningAlertCancelled.create({ userId: "student-a", scholarshipId })]);
  });

  it("given nothing asked, when the student cancels, then nothing happens (a no-op, not an error)", () => {
    spec.given([]).when({ kind: "cancel", userId: "student-a", scholarshipId }).then([]);
  });

  it("given the student asked then cancelled, when they ask again, then it is requested anew", () => {
    spec
      .given([requested, OpeningAlertCancelled.create({ userId: "student-a", scholarshipId })])
      .when({ kind: "request", userId: "student-a", scholarshipId })
      .then([requested]);
  });
});
