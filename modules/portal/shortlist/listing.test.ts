import { describe, expect, it } from "vitest";
import { readStatedDates } from "../../catalog/index.ts";
import { shortlistListing, upcomingDeadline, upcomingDeadlines, type DeadlineStatement, type ListableEntry } from "./listing.ts";

function entry(schoolName: string, fields: Partial<ListableEntry> = {}): ListableEntry {
  return {
    schoolName,
    location: null,
    countrySlug: "canada",
    status: "saved",
    priority: "considering",
    match: null,
    daysToDeadline: null,
    tuitionUsdPerYear: null,
    ...fields,
  };
}

const mit = entry("MIT", {
  location: "Cambridge, Massachusetts",
  countrySlug: "usa",
  status: "applied",
  priority: "top_choice",
  match: 80,
  daysToDeadline: 39,
  tuitionUsdPerYear: 61_990,
});
const toronto = entry("University of Toronto", {
  location: "Toronto, Ontario",
  priority: "safety_school",
  match: 95,
  daysToDeadline: 50,
  tuitionUsdPerYear: 45_000,
});
const ubc = entry("University of British Columbia", { location: "Vancouver", priority: "second_choice", match: 60, tuitionUsdPerYear: 30_000 });
const mona = entry("The University of the West Indies, Mona", { location: "Kingston", countrySlug: "jamaica", status: "accepted", daysToDeadline: 10 });
const all = [mit, toronto, ubc, mona];
const names = (entries: ListableEntry[]) => entries.map((shown) => shown.schoolName);

describe("the shortlist's sorts", () => {
  it.each([
    ["match, descending (the default): no score last", { sort: "match", dir: "desc" }, [toronto, mit, ubc, mona]],
    ["match, ascending: no score still last", { sort: "match", dir: "asc" }, [ubc, mit, toronto, mona]],
    ["name, ascending", { sort: "name", dir: "asc" }, [mit, mona, ubc, toronto]],
    ["name, descending", { sort: "name", dir: "desc" }, [toronto, ubc, mona, mit]],
    ["deadline, soonest first; none found last", { sort: "deadline", dir: "asc" }, [mona, mit, toronto, ubc]],
    ["tuition, lowest first; unknown last", { sort: "tuition", dir: "asc" }, [ubc, toronto, mit, mona]],
    ["tuition, highest first; unknown still last", { sort: "tuition", dir: "desc" }, [mit, toronto, ubc, mona]],
    ["priority: top_choice 1, second_choice 2, safety_school 3, considering 4", { sort: "priority", dir: "asc" }, [mit, ubc, toronto, mona]],
    ["priority, reversed", { sort: "priority", dir: "desc" }, [mona, toronto, ubc, mit]],
  ] as const)("%s", (_name, order, expected) => {
    expect(names(shortlistListing(all, order))).toEqual(names([...expected]));
  });
});

describe("the shortlist's filters", () => {
  const byName = { sort: "name", dir: "asc" } as const;
  it.each([
    ["search matches a name, ignoring case", { q: "toronto" }, [toronto]],
    ["search matches a location", { q: "kingston" }, [mona]],
    ["search with no match shows nothing", { q: "sorbonne" }, []],
    ["a country", { country: "canada" }, [ubc, toronto]],
    ["a status", { status: "applied" }, [mit]],
    ["filters combine", { country: "canada", status: "applied" }, []],
    ["no filter shows everything", {}, [mit, mona, ubc, toronto]],
  ] as const)("%s", (_name, filter, expected) => {
    expect(names(shortlistListing(all, { ...byName, ...filter }))).toEqual(names([...expected]));
  });
});

const TODAY = "2026-11-27";
/** A statement whose dates are the days its words name, as the editors keep them by default. */
const statement = (text: string, dating: Partial<Omit<DeadlineStatement, "text">> = {}): DeadlineStatement => ({
  text,
  cycle: null,
  olderPage: false,
  dates: readStatedDates(text),
  ...dating,
});
const on = (day: string, days: number, namesItsYear = false) => ({ upcoming: true, next: { day, days, namesItsYear } });
/** UWI Mona's deadline in the catalogue's seed: a COVID extension for August 2021. */
const MONA_2021 = statement("Mona extended its undergraduate and graduate application deadline to May 19 for the August 2021 semester", { cycle: "2021" });

describe("nothing stale is upcoming", () => {
  it.each([
    // given a statement, when asked on 27 November 2026, then upcoming (with the next day it names) or not
    ["a past cycle's date (UWI Mona's May 2021 extension) is not upcoming", MONA_2021, { upcoming: false }],
    ["a past cycle's date is not upcoming even when it names no day", statement("Rolling admission", { cycle: "2024/25" }), { upcoming: false }],
    ["an older page's date is not upcoming, dated or not", statement("Early Action candidates apply by November 1", { olderPage: true }), { upcoming: false }],
    ["an undated statement recurs every year, as before", statement("apply by January 15"), on("2027-01-15", 49)],
    ["a current cycle's date comes within the cycle", statement("apply by January 15", { cycle: "2027 entry" }), on("2027-01-15", 49)],
    ["a day named with its year is that day, and says so", statement("Regular deadline January 15, 2027", { cycle: "2027 entry" }), on("2027-01-15", 49, true)],
    [
      "the stated dates decide, not a reading of the words",
      statement("Apply by the equal-consideration date (January 14)", { dates: ["2027-01-14"] }),
      on("2027-01-14", 48, true),
    ],
    ["last cycle's date is not upcoming, though its day comes round again", statement("apply by January 15", { cycle: "2026-27" }), { upcoming: false }],
    [
      "a current cycle's date already past does not come round again",
      statement("Early deadline November 1, 2026", { cycle: "2027 entry" }),
      { upcoming: false },
    ],
    [
      "a current cycle's statement naming no day is upcoming, undated",
      statement("Apply through the Common App", { cycle: "2027 entry" }),
      { upcoming: true, next: null },
    ],
    ["a rule in force from a date on recurs", statement("apply by March 1", { cycle: "from 1 Sep 2025" }), on("2027-03-01", 94)],
  ] as const)("%s", (_name, given, expected) => {
    expect(upcomingDeadline(given, TODAY)).toEqual(expected);
  });

  it("keeps only the upcoming statements, in their order, with the soonest day among them", () => {
    const current = statement("Regular decision January 15", { cycle: "2027 entry" });
    const undated = statement("Early round December 1");
    expect(upcomingDeadlines([MONA_2021, current, undated], TODAY)).toEqual({
      statements: [current, undated],
      next: { day: "2026-12-01", days: 4, namesItsYear: false },
    });
  });

  it('gives a school whose only deadline is stale no deadline, so it sorts with "no deadline found"', () => {
    expect(upcomingDeadlines([MONA_2021], TODAY)).toEqual({ statements: [], next: null });
  });

  it("keeps what each statement carries through the filter", () => {
    const withView = { ...statement("apply by January 15"), view: "the card's view" };
    expect(upcomingDeadlines([{ ...MONA_2021, view: "stale" }, withView], TODAY).statements).toEqual([withView]);
  });
});
