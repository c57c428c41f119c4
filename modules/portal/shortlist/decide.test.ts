import { describe, it } from "vitest";
import { deciderSpec } from "../../eventstore/testing.ts";
import { NotOnShortlistError, shortlistDecider, UnknownSchoolError } from "./decide.ts";
import { SchoolShortlisted, SchoolUnshortlisted, ShortlistEntryNoted, ShortlistPriorityChanged, ShortlistStatusChanged } from "./events.ts";

const spec = deciderSpec(shortlistDecider);
const userId = "student-a";
const schoolId = "school_mit";
const shortlisted = SchoolShortlisted.create({ userId, schoolId });

describe("deciding a student's shortlist", () => {
  it("given an empty shortlist, when a listed school is added, then it is shortlisted", () => {
    spec.given([]).when({ type: "shortlist", userId, schoolId, schoolIsListed: true }).then([shortlisted]);
  });

  it("given an empty shortlist, when a school the catalogue does not list is added, then it is refused", () => {
    spec.given([]).when({ type: "shortlist", userId, schoolId: "forged", schoolIsListed: false }).then(new UnknownSchoolError("forged"));
  });

  it("given a shortlisted school, when it is added again, then nothing happens", () => {
    spec.given([shortlisted]).when({ type: "shortlist", userId, schoolId, schoolIsListed: true }).then([]);
  });

  it("given a removed school, when it is added again, then it is shortlisted afresh", () => {
    spec
      .given([shortlisted, SchoolUnshortlisted.create({ userId, schoolId })])
      .when({ type: "shortlist", userId, schoolId, schoolIsListed: true })
      .then([shortlisted]);
  });

  it("given a shortlisted school, when it is removed, then it is unshortlisted", () => {
    spec
      .given([shortlisted])
      .when({ type: "unshortlist", userId, schoolId })
      .then([SchoolUnshortlisted.create({ userId, schoolId })]);
  });

  it("given an empty shortlist, when a school is removed, then it is refused as not on the shortlist", () => {
    spec.given([]).when({ type: "unshortlist", userId, schoolId }).then(new NotOnShortlistError(schoolId));
  });

  it("given a shortlisted school, when its status changes, then the change is recorded", () => {
    spec
      .given([shortlisted])
      .when({ type: "changeStatus", userId, schoolId, status: "applied" })
      .then([ShortlistStatusChanged.create({ userId, schoolId, status: "applied" })]);
  });

  it("given a new entry (status saved), when saved is asked again, then nothing happens", () => {
    spec.given([shortlisted]).when({ type: "changeStatus", userId, schoolId, status: "saved" }).then([]);
  });

  it("given a school on another shortlist only, when its status is changed here, then it is refused", () => {
    spec.given([]).when({ type: "changeStatus", userId, schoolId, status: "applied" }).then(NotOnShortlistError);
  });

  it("given a shortlisted school, when its priority changes, then the change is recorded; the same priority again changes nothing", () => {
    spec
      .given([shortlisted])
      .when({ type: "changePriority", userId, schoolId, priority: "top_choice" })
      .then([ShortlistPriorityChanged.create({ userId, schoolId, priority: "top_choice" })]);
    spec
      .given([shortlisted, ShortlistPriorityChanged.create({ userId, schoolId, priority: "top_choice" })])
      .when({ type: "changePriority", userId, schoolId, priority: "top_choice" })
      .then([]);
  });

  it("given a removed school, when its priority is changed, then it is refused", () => {
    spec
      .given([shortlisted, SchoolUnshortlisted.create({ userId, schoolId })])
      .when({ type: "changePriority", userId, schoolId, priority: "safety_school" })
      .then(NotOnShortlistError);
  });

  it("given a shortlisted school, when notes are written, then they are recorded; the same notes again change nothing", () => {
    const noted = ShortlistEntryNoted.create({ userId, schoolId, notes: "Ask about the CAPE credit." });
    spec.given([shortlisted]).when({ type: "note", userId, schoolId, notes: "Ask about the CAPE credit." }).then([noted]);
    spec.given([shortlisted, noted]).when({ type: "note", userId, schoolId, notes: "Ask about the CAPE credit." }).then([]);
  });

  it("given a school removed and added again, then its old status, priority and notes are gone", () => {
    spec
      .given([
        shortlisted,
        ShortlistStatusChanged.create({ userId, schoolId, status: "applied" }),
        SchoolUnshortlisted.create({ userId, schoolId }),
        shortlisted,
      ])
      .when({ type: "changeStatus", userId, schoolId, status: "saved" })
      .then([]);
  });
});
