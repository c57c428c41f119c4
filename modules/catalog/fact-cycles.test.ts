import { describe, expect, it } from "vitest";
import { cycleAcademicYear, cycleStanding, intakeYear, isOldFigure, isPastCycle } from "./fact-cycles.ts";

describe("the intake students apply for", () => {
  it.each([
    ["2026-11-27", 2027],
    ["2027-01-15", 2027],
    ["2027-08-31", 2027],
    ["2027-09-01", 2028],
  ])("on %s is the one starting in %i", (today, year) => {
    expect(intakeYear(today)).toBe(year);
  });
});

describe("the academic year a cycle names", () => {
  it.each([
    ["2026-27", 2026],
    ["2026/2027", 2026],
    ["2024–2025", 2024],
    ["1999/00", 1999],
    ["2027 entry", 2027],
    ["Fall 2024", 2024],
    ["Fall 2017 entry", 2017],
    ["Spring 2025", 2024],
    ["January 2025 start", 2024],
    ["January 2020 entry", 2019],
    ["Fall 2024 and Spring 2025", 2024],
    ["Spring and Fall 2025", 2025],
    ["Applications for 2026W and 2027S", 2026],
    ["2025/26 calendar", 2025],
    ["about 2018/19", 2018],
    ["2026 cycle", 2026],
    ["2016", 2016],
  ])("given %j, it is the year starting in %i", (cycle, year) => {
    expect(cycleAcademicYear(cycle)).toBe(year);
  });

  it.each(["from 1 Sep 2025", "From winter semester 2024/25", "since 2017"])("given %j, a rule in force until its source changes it", (cycle) => {
    expect(cycleAcademicYear(cycle)).toBe("in force");
  });

  it.each([null, "undated", "current page"])("given %j, no year", (cycle) => {
    expect(cycleAcademicYear(cycle)).toBeNull();
  });
});

describe("where a statement stands on 27 Nov 2026 (applications open for 2027 entry)", () => {
  const today = "2026-11-27";
  it.each([
    ["2027 entry", false, { status: "current" }],
    ["2027-28", false, { status: "current" }],
    ["from 1 Sep 2025", false, { status: "current" }],
    ["2026-27", false, { status: "last cycle" }],
    ["2026 entry", false, { status: "last cycle" }],
    ["2025-26", false, { status: "older", cyclesOld: 2 }],
    ["2022-23", false, { status: "older", cyclesOld: 5 }],
    ["May 2021", false, { status: "older", cyclesOld: 7 }],
    [null, false, { status: "undated" }],
    [null, true, { status: "older", cyclesOld: null }],
    ["2026-27", true, { status: "older", cyclesOld: 2 }],
  ] as const)("given the cycle %j (older page: %s), it is %j", (cycle, olderPage, standing) => {
    expect(cycleStanding({ cycle, olderPage }, today)).toEqual(standing);
  });

  it("when the next intake opens on 1 September, this year's statements become last cycle's", () => {
    expect(cycleStanding({ cycle: "2027 entry", olderPage: false }, "2027-08-31")).toEqual({ status: "current" });
    expect(cycleStanding({ cycle: "2027 entry", olderPage: false }, "2027-09-01")).toEqual({ status: "last cycle" });
  });

  it("only last cycle's and older statements are past, and only a money figure more than two cycles old is an old figure", () => {
    const standing = (cycle: string | null, olderPage = false) => cycleStanding({ cycle, olderPage }, today);
    expect([standing("2027 entry"), standing(null), standing("2026-27"), standing("2024-25")].map(isPastCycle)).toEqual([false, false, true, true]);
    expect([standing("2026-27"), standing("2025-26"), standing("2024-25"), standing(null, true)].map(isOldFigure)).toEqual([false, false, true, true]);
  });
});
