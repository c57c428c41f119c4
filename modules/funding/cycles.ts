import { daysBetween } from "../platform/browser.ts";
import type { ScholarshipCycle } from "./schemas.ts";

/*
 * An award's window on a given day, from its dated cycles (decision 0043):
 * a confirmed cycle that is open or about to open; else, for an award that
 * opens on a yearly pattern, the window its past cycles point to, never shown
 * as confirmed; else no fixed window, or no dates found. Pure: today is
 * always passed in.
 */

/** What the window reads of a scholarship: its latest cycle in the scholarship's own fields, the earlier ones, and whether it is yearly. */
export interface ScholarshipDating {
  deadline: string | null;
  deadlineCycle: string | null;
  deadlineSourceUrl: string | null;
  opensOn: string | null;
  earlierCycles: readonly ScholarshipCycle[];
  fixedWindow: boolean;
}

export type FundingWindow =
  /** A confirmed cycle has opened and not closed (`closesOn` null: its closing day is not confirmed). */
  | { status: "open"; cycle: ScholarshipCycle }
  /** A confirmed cycle opens later. */
  | { status: "opens"; cycle: ScholarshipCycle; opensOn: string }
  /**
   * No cycle is confirmed: past cycles put the next one around these months
   * (YYYY-MM), `underway` when the expected opening has passed but not the
   * expected close. `basis` names the years of the cycles it is read from.
   */
  | { status: "expected"; opensAround: string | null; closesAround: string | null; underway: boolean; basis: number[] }
  /** The award has no yearly window (the scholarship's note says why). */
  | { status: "no fixed window" }
  /** No date to go on; `lastCycle` is the newest dated one when it is too old to point to the next. */
  | { status: "no dates"; lastCycle: ScholarshipCycle | null };

/** A cycle that has opened counts as open without a closing day for this long; after that it is taken to have passed. */
const OPEN_WITHOUT_CLOSING_DAYS = 183;
/**
 * A newest cycle older than this says nothing about the next one. Within it,
 * the sentence names the years it is read from, so a student sees how old
 * the pattern is ("from the 2019 cycle; not confirmed").
 */
const PATTERN_MAX_AGE_DAYS = 10 * 366;
/** At most this many of the newest cycles are named as the basis of an expected window. */
const BASIS_CYCLES = 3;

/** Every dated cycle of a scholarship, newest first: the latest (from its own fields) when it has a date, then the earlier ones. */
export function datedCycles(scholarship: ScholarshipDating): ScholarshipCycle[] {
  const latest: ScholarshipCycle[] =
    scholarship.deadline !== null || scholarship.opensOn !== null
      ? [
          {
            intake: scholarship.deadlineCycle ?? "Latest cycle",
            opensOn: scholarship.opensOn,
            closesOn: scholarship.deadline,
            sourceUrl: scholarship.deadlineSourceUrl,
          },
        ]
      : [];
  return [...latest, ...scholarship.earlierCycles];
}

/** The same day `years` later; 29 February falls on the 28th in a common year. */
function yearsLater(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) + years;
  const monthDay = day.slice(5);
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${year}-${monthDay === "02-29" && !isLeap ? "02-28" : monthDay}`;
}

function confirmedWindow(cycle: ScholarshipCycle, today: string): FundingWindow | null {
  if (cycle.opensOn !== null && cycle.opensOn > today) return { status: "opens", cycle, opensOn: cycle.opensOn };
  if (cycle.closesOn !== null) return cycle.closesOn >= today ? { status: "open", cycle } : null;
  return cycle.opensOn !== null && daysBetween(cycle.opensOn, today) <= OPEN_WITHOUT_CLOSING_DAYS ? { status: "open", cycle } : null;
}

/**
 * Where the next window should fall: the newest cycle's days moved on by
 * whole years until its close (or its opening, when that is all it gives) is
 * today or later. Read from openings when the newest cycle gives one, else
 * from closings; the basis is the cycles that give the same.
 */
function expectedWindow(cycles: readonly ScholarshipCycle[], today: string): FundingWindow {
  const byOpening = cycles[0]?.opensOn !== null;
  const anchored = cycles.filter((cycle) => (byOpening ? cycle.opensOn : cycle.closesOn) !== null);
  const newest = anchored[0];
  const anchorOf = (cycle: ScholarshipCycle) => (byOpening ? cycle.opensOn : cycle.closesOn) as string;
  if (!newest || daysBetween(anchorOf(newest), today) > PATTERN_MAX_AGE_DAYS) return { status: "no dates", lastCycle: cycles[0] ?? null };
  const end = newest.closesOn ?? anchorOf(newest);
  let years = 1;
  while (yearsLater(end, years) < today) years += 1;
  const opens = newest.opensOn === null ? null : yearsLater(newest.opensOn, years);
  const closes = newest.closesOn === null ? null : yearsLater(newest.closesOn, years);
  const basis = [...new Set(anchored.slice(0, BASIS_CYCLES).map((cycle) => Number(anchorOf(cycle).slice(0, 4))))].sort((a, b) => a - b);
  return {
    status: "expected",
    opensAround: opens?.slice(0, 7) ?? null,
    closesAround: closes?.slice(0, 7) ?? null,
    underway: opens !== null && opens <= today,
    basis,
  };
}

/**
 * The award's window on `today`: the latest cycle when it is confirmed open
 * or opening; else nothing fixed when the award has no yearly window; else
 * the window its cycles point to.
 */
export function fundingWindow(scholarship: ScholarshipDating, today: string): FundingWindow {
  const cycles = datedCycles(scholarship);
  const confirmed = cycles[0] ? confirmedWindow(cycles[0], today) : null;
  if (confirmed) return confirmed;
  if (!scholarship.fixedWindow) return { status: "no fixed window" };
  if (cycles.length === 0) return { status: "no dates", lastCycle: null };
  return expectedWindow(cycles, today);
}

/** Closed: its latest confirmed cycle has passed and no newer one is confirmed. Awards with no window, or no date at all, are not. */
export function isClosedWindow(window: FundingWindow): boolean {
  return window.status === "expected" || (window.status === "no dates" && window.lastCycle !== null);
}

/**
 * The day a student should look to next, to order awards by: an open round's
 * close, a confirmed opening, an expected one (its month's first day); none
 * for awards with no window or no dates.
 */
export function nextWindowDay(window: FundingWindow): string | null {
  switch (window.status) {
    case "open":
      return window.cycle.closesOn;
    case "opens":
      return window.opensOn;
    case "expected": {
      const month = window.underway ? window.closesAround : (window.opensAround ?? window.closesAround);
      return month === null ? null : `${month}-01`;
    }
    default:
      return null;
  }
}

const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "August 2027" for "2027-08". */
export const monthName = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));
/** "7 October 2025" for "2025-10-07". */
export const dayName = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/** "2024 and 2025", "2019, 2024 and 2025". */
function listed(years: readonly number[]): string {
  const words = years.map(String);
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/**
 * The window in one sentence, the same on every page, email and calendar:
 * "Open: closes 7 October 2025", "Expected to open around August 2027, from
 * the 2024 and 2025 cycles; not confirmed", "No fixed window".
 */
export function windowSentence(window: FundingWindow): string {
  switch (window.status) {
    case "open":
      return window.cycle.closesOn === null ? "Open now; closing date not confirmed" : `Open: closes ${dayName(window.cycle.closesOn)}`;
    case "opens":
      return window.cycle.closesOn === null ? `Opens ${dayName(window.opensOn)}` : `Opens ${dayName(window.opensOn)}, closes ${dayName(window.cycle.closesOn)}`;
    case "expected": {
      const basis = `from the ${listed(window.basis)} cycle${window.basis.length === 1 ? "" : "s"}; not confirmed`;
      if (window.underway) return `Expected to be open now${window.closesAround ? `, closing around ${monthName(window.closesAround)}` : ""}, ${basis}`;
      if (window.opensAround) return `Expected to open around ${monthName(window.opensAround)}, ${basis}`;
      return `Expected to close around ${monthName(window.closesAround as string)}, ${basis}`;
    }
    case "no fixed window":
      return "No fixed window";
    case "no dates":
      return window.lastCycle ? `No date found for the next cycle (the last dated one was ${window.lastCycle.intake})` : "No dates found yet";
  }
}

const SHORT_DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const SHORT_MONTH = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });
const shortDay = (day: string) => SHORT_DAY.format(new Date(`${day}T00:00:00Z`));
const shortMonth = (month: string) => SHORT_MONTH.format(new Date(`${month}-01T00:00:00Z`));

export type WindowTone = "open" | "upcoming" | "closed" | "none";

/** The few words a compact card shows: "Open: closes 15 Jan 2027", "Closed: expected Aug 2027", "No fixed window". */
export function windowBadge(window: FundingWindow): { label: string; tone: WindowTone } {
  switch (window.status) {
    case "open":
      return { label: window.cycle.closesOn ? `Open: closes ${shortDay(window.cycle.closesOn)}` : "Open now", tone: "open" };
    case "opens":
      return { label: `Opens ${shortDay(window.opensOn)}`, tone: "upcoming" };
    case "expected":
      if (window.underway) return { label: "Expected open now, not confirmed", tone: "closed" };
      return {
        label: window.opensAround
          ? `Closed: expected ${shortMonth(window.opensAround)}`
          : `Closed: next deadline expected ${shortMonth(window.closesAround as string)}`,
        tone: "closed",
      };
    case "no fixed window":
      return { label: "No fixed window", tone: "none" };
    case "no dates":
      return window.lastCycle ? { label: "Closed", tone: "closed" } : { label: "Dates not found", tone: "none" };
  }
}
