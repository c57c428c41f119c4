import { describe, it } from "vitest";
import { deciderSpec } from "../eventstore/testing.ts";
import { scholarshipDecider } from "./decide.ts";
import { ScholarshipDeleted, ScholarshipListed, ScholarshipRevised } from "./events.ts";
import { scholarships } from "../../infra/seed/funding/scholarships.ts";

const spec = deciderSpec(scholarshipDecider);
const scholarship = scholarships[0]!;

describe("deciding a scholarship", () => {
  it("given no scholarship, when one is desired, then it is listed", () => {
    spec
      .given([])
      .when(scholarship)
      .then([ScholarshipListed.create(scholarship)]);
  });

  it("given a listed scholarship, when its deadline's cycle changes, then it is revised whole", () => {
    const revised = { ...scholarship, deadlineCycle: "2999 round" };
    spec
      .given([ScholarshipListed.create(scholarship)])
      .when(revised)
      .then([ScholarshipRevised.create(revised)]);
  });

  it("given a scholarship listed at schema version 1, when the same content with no deadline details is desired, then nothing happens", () => {
    const { deadlineCycle: _cycle, deadlineNote: _note, deadlineSourceUrl: _source, ...version1 } = scholarship;
    const listedLongAgo = { type: ScholarshipListed.type, schemaVersion: 1, data: version1 };
    spec
      .given([listedLongAgo])
      .when({ ...scholarship, deadlineCycle: null, deadlineNote: null, deadlineSourceUrl: null })
      .then([]);
  });

  it("given a deleted scholarship's stream, when it is desired, then its last content still decides (a delete is not undone by the seed)", () => {
    spec
      .given([ScholarshipListed.create(scholarship), ScholarshipDeleted.create({ id: scholarship.id })])
      .when(scholarship)
      .then([]);
  });
});
