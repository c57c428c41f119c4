import { describe, expect, it } from "vitest";
import { formatStatedDate, isNamedIn, isStatedDate, nextOccurrence, readStatedDates } from "./stated-dates.ts";

describe("the days a source's words name", () => {
  it.each([
    ["a day without a year recurs", "Application deadlines are January 15 unless otherwise noted", ["--01-15"]],
    ["day before month, abbreviated", "UCAS deadline 15 Oct", ["--10-15"]],
    ["a day with its year is that day only", "Ontario high-school students January 15, 2024; all others February 1, 2024", ["2024-01-15", "2024-02-01"]],
    ["day-month-year", "14 January 2026, 18:00, the equal-consideration deadline", ["2026-01-14"]],
    ["several, in order, each once", "Early Action November 1; Regular Action January 1; again November 1", ["--11-01", "--01-01"]],
    ["no day named", "Generally, you can apply only for the winter semester", []],
    ["not a real day", "apply by February 30", []],
  ] as const)("%s", (_name, text, expected) => {
    expect(readStatedDates(text)).toEqual(expected);
  });

  it("checks a stated date is a real day, 29 February being one some years", () => {
    expect(["2027-01-15", "--02-29", "2028-02-29"].every(isStatedDate)).toBe(true);
    expect(["2027-02-29", "--13-01", "2027-1-15", "January 15", ""].some(isStatedDate)).toBe(false);
  });

  it("finds a date named in words however they write it", () => {
    expect(isNamedIn("2027-01-15", "apply by Jan. 15")).toBe(true);
    expect(isNamedIn("--10-15", "15 October 2025")).toBe(true);
    expect(isNamedIn("2027-01-16", "apply by January 15")).toBe(false);
  });
});

describe("the next day a stated date falls on", () => {
  it.each([
    // given a stated date and today (and the cycle's last year), then the next day or none
    ["a later day this year", "--01-15", "2026-01-01", null, "2026-01-15"],
    ["a day already past comes round next year", "--01-15", "2026-11-23", null, "2027-01-15"],
    ["today counts", "--03-05", "2026-03-05", null, "2026-03-05"],
    ["within the cycle", "--01-15", "2026-11-23", 2027, "2027-01-15"],
    ["not after the cycle's last year", "--01-15", "2026-11-23", 2026, null],
    ["a dated day ahead", "2027-01-15", "2026-11-23", null, "2027-01-15"],
    ["a dated day gone never comes round", "2026-01-15", "2026-11-23", null, null],
    ["29 February falls on no day in a year without one", "--02-29", "2026-03-01", null, null],
  ] as const)("%s", (_name, date, today, lastYear, expected) => {
    expect(nextOccurrence(date, today, lastYear)).toBe(expected);
  });
});

describe("a stated date in words", () => {
  it("names its year, or says it comes each year", () => {
    expect(formatStatedDate("2027-01-15")).toBe("15 Jan 2027");
    expect(formatStatedDate("--10-15")).toBe("15 Oct each year");
  });
});
