import { describe, expect, it } from "vitest";
import { deciderSpec } from "../eventstore/testing.ts";
import { catalogEntryDecider } from "./decide.ts";
import { DestinationAdded, DestinationRevised, NOT_LOOKED_FOR, SchoolAdded, SchoolRevised, upcastSchoolFromVersion4 } from "./events.ts";
import { destinations } from "../../infra/seed/catalog/destinations.ts";
import { schools } from "../../infra/seed/catalog/schools.ts";

const destination = destinations[0]!;
const school = schools[0]!;

describe("deciding a catalogue entry", () => {
  it("given no destination, when one is desired, then it is added", () => {
    deciderSpec(catalogEntryDecider("destination"))
      .given([])
      .when(destination)
      .then([DestinationAdded.create(destination)]);
  });

  it("given a destination, when the same is desired, then nothing happens; when its text changes, then it is revised whole", () => {
    const spec = deciderSpec(catalogEntryDecider("destination"));
    spec
      .given([DestinationAdded.create(destination)])
      .when(destination)
      .then([]);
    const revised = { ...destination, description: `${destination.description} Revised.` };
    spec
      .given([DestinationAdded.create(destination)])
      .when(revised)
      .then([DestinationRevised.create(revised)]);
  });

  it("given a destination added at schema version 1 (no shared school facts), when the same content is desired, then nothing happens", () => {
    const { schoolFacts: _none, ...version1Facts } = destination.facts;
    const version1 = { type: DestinationAdded.type, schemaVersion: 1, data: { ...destination, facts: version1Facts } };
    deciderSpec(catalogEntryDecider("destination"))
      .given([version1])
      .when({ ...destination, facts: { ...destination.facts, schoolFacts: [] } })
      .then([]);
  });

  it("given a school added at schema version 1, when the seed's current content is desired, then the upcast entry is compared", () => {
    // An old event reads through its upcaster: unverified notes, so the verified seed revises it.
    const { quickFacts: _facts, cxcEntry: _entry, ...rest } = school;
    const version1 = {
      type: SchoolAdded.type,
      schemaVersion: 1,
      data: { ...rest, tuitionRange: "About $10,000", livingCosts: null, applicationFee: null, applicationDeadline: null, englishRequirements: null },
    };
    deciderSpec(catalogEntryDecider("school"))
      .given([version1])
      .when(school)
      .then([{ type: "SchoolRevised", schemaVersion: 5, data: SchoolAdded.create(school).data }]);
  });

  it("given schools and destinations stored before their statements kept dates, when the seed's content is desired, then nothing happens", () => {
    // The upcasters read each statement's days from its words, as the seed does: a re-seed writes nothing.
    const withoutDates = <T>(value: T): T => JSON.parse(JSON.stringify(value, (key, field) => (key === "dates" ? undefined : field)));
    const dated = { ...schools.find((candidate) => candidate.slug === "york-university")!, cxcEntry: NOT_LOOKED_FOR };
    expect(dated.quickFacts.applicationDeadline).toMatchObject({ statements: [{ dates: ["2024-01-15", "2024-02-01"] }] });
    deciderSpec(catalogEntryDecider("school"))
      .given([{ type: SchoolAdded.type, schemaVersion: 3, data: withoutDates(dated) }])
      .when(dated)
      .then([]);
    const uk = destinations.find((candidate) => candidate.slug === "uk")!;
    deciderSpec(catalogEntryDecider("destination"))
      .given([{ type: DestinationAdded.type, schemaVersion: 2, data: withoutDates(uk) }])
      .when(uk)
      .then([]);
  });

  it("given a school stored at schema version 4, before CXC entry minimums, then it reads as not published and never looked for; the seed's minimum revises it", () => {
    const toronto = schools.find((candidate) => candidate.slug === "university-of-toronto")!;
    const { cxcEntry: _entry, ...version4 } = toronto;
    expect(upcastSchoolFromVersion4(version4)).toEqual({ ...version4, cxcEntry: { status: "not-published", checkUrl: null, checkedOn: null } });
    expect(toronto.cxcEntry).toMatchObject({
      status: "published",
      capeDiplomaAccepted: true,
      requirements: [{ exam: "CAPE", passes: 6, grade: 5, including: [] }],
    });
    deciderSpec(catalogEntryDecider("school"))
      .given([{ type: SchoolAdded.type, schemaVersion: 4, data: version4 }])
      .when(toronto)
      .then([SchoolRevised.create(toronto)]);
    deciderSpec(catalogEntryDecider("school"))
      .given([{ type: SchoolAdded.type, schemaVersion: 4, data: version4 }])
      .when({ ...toronto, cxcEntry: NOT_LOOKED_FOR })
      .then([]);
  });
});
