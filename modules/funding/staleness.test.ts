import { describe, expect, it } from "vitest";
import { staleScholarshipFacts } from "./staleness.ts";

const TODAY = "2026-11-28";
const checked = { lastVerifiedOn: "2026-11-23" };

describe("a scholarship's facts that are not current", () => {
  it.each([
    // given a scholarship on 28 November 2026, then its stale facts
    ["a deadline to come, checked this year: nothing", { deadline: "2027-01-31", deadlineNote: null, ...checked }, []],
    ["no fixed deadline, said why: nothing", { deadline: null, deadlineNote: "Awarded on CAPE results; no application.", ...checked }, []],
    ["a deadline passed this year: last cycle's", { deadline: "2026-03-31", deadlineNote: null, ...checked }, [["deadline", "last cycle"]]],
    ["a deadline passed two years ago: older", { deadline: "2024-10-15", deadlineNote: null, ...checked }, [["deadline", "older"]]],
    ["no deadline and no word on why: not found", { deadline: null, deadlineNote: null, ...checked }, [["deadline", "not found"]]],
    ["never checked", { deadline: "2027-01-31", deadlineNote: null, lastVerifiedOn: null }, [["checked", "not verified"]]],
    [
      "checked over a year ago, its deadline passed",
      { deadline: "2025-02-01", deadlineNote: null, lastVerifiedOn: "2025-06-01" },
      [
        ["deadline", "older"],
        ["checked", "older"],
      ],
    ],
  ] as const)("%s", (_name, scholarship, expected) => {
    expect(staleScholarshipFacts(scholarship, TODAY).map((fact) => [fact.key, fact.reason])).toEqual(expected);
  });
});
