import { describe, expect, it } from "vitest";
import { staleScholarshipFacts } from "./staleness.ts";

const TODAY = "2026-11-28";
const checked = { lastVerifiedOn: "2026-11-23" };
/** A scholarship with a yearly window and no dated cycle; each case sets what it is about. */
const award = (facts: { deadline?: string | null; opensOn?: string | null; fixedWindow?: boolean; lastVerifiedOn: string | null }) => ({
  deadline: null,
  deadlineCycle: null,
  deadlineSourceUrl: null,
  opensOn: null,
  earlierCycles: [],
  fixedWindow: true,
  ...facts,
});

describe("a scholarship's facts that are not current", () => {
  it.each([
    // given a scholarship on 28 November 2026, then its stale facts
    ["a deadline to come, checked this year: nothing", award({ deadline: "2027-01-31", ...checked }), []],
    ["no yearly window: nothing", award({ fixedWindow: false, ...checked }), []],
    ["a confirmed round opening next year: nothing", award({ opensOn: "2027-04-01", ...checked }), []],
    ["a round closed this year: last cycle's", award({ deadline: "2026-03-31", ...checked }), [["deadline", "last cycle"]]],
    ["a round closed two years ago: older", award({ deadline: "2024-10-15", ...checked }), [["deadline", "older"]]],
    ["no dated cycle and a yearly window: not found", award(checked), [["deadline", "not found"]]],
    ["never checked", award({ deadline: "2027-01-31", lastVerifiedOn: null }), [["checked", "not verified"]]],
    [
      "checked over a year ago, its deadline passed",
      award({ deadline: "2025-02-01", lastVerifiedOn: "2025-06-01" }),
      [
        ["deadline", "older"],
        ["checked", "older"],
      ],
    ],
  ] as const)("%s", (_name, scholarship, expected) => {
    expect(staleScholarshipFacts(scholarship, TODAY).map((fact) => [fact.key, fact.reason])).toEqual(expected);
  });
});
