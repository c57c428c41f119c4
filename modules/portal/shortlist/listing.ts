import { cycleEndYear, cycleStanding, isPastCycle, type FactStatement } from "../../catalog/index.ts";
import { SHORTLIST_PRIORITIES, type ShortlistPriority, type ShortlistSort, type ShortlistStatus, type SortDirection } from "./browser.ts";

/** What filtering and sorting look at: one shortlisted school's searchable and sortable facts. */
export interface ListableEntry {
  schoolName: string;
  location: string | null;
  countrySlug: string | null;
  status: ShortlistStatus;
  priority: ShortlistPriority;
  /** 0–100, null without a quiz result. */
  match: number | null;
  /** Days until the next date the verified deadline names, from statements still upcoming (`upcomingDeadlines`); null when none is found. */
  daysToDeadline: number | null;
  /** USD a year; null when not known in a currency we convert. */
  tuitionUsdPerYear: number | null;
}

export interface ShortlistFilter {
  /** Already normalised search text: matches the name or location, ignoring case. */
  q?: string | null;
  country?: string | null;
  status?: ShortlistStatus | null;
  sort: ShortlistSort;
  dir: SortDirection;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_NAME =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const MONTH_DAY = new RegExp(`\\b${MONTH_NAME}\\s+(\\d{1,2})\\b|\\b(\\d{1,2})\\s+${MONTH_NAME}\\b`, "gi");
const DAY_MS = 86_400_000;

/**
 * For the deadline sort: how many days from `today` ("YYYY-MM-DD") until the
 * next calendar day that a deadline text names ("apply by January 15",
 * "15 October"), taken as recurring every year since most schools keep their
 * dates from cycle to cycle, but never later than the end of `lastYear` when
 * one is given (a dated source's cycle); a day named with its year is that day only. Only an order: the page always shows
 * the source's own words and cycle, never a date worked out from them.
 */
export function daysToNextNamedDate(texts: readonly string[], today: string, lastYear: number | null = null): number | null {
  const start = Date.parse(`${today}T00:00:00Z`);
  const year = Number(today.slice(0, 4));
  let soonest: number | null = null;
  for (const text of texts) {
    for (const match of text.matchAll(MONTH_DAY)) {
      const monthName = (match[1] ?? match[4] ?? "").toLowerCase().slice(0, 3);
      const day = Number(match[2] ?? match[3]);
      const month = MONTHS.indexOf(monthName);
      if (month === -1 || day < 1 || day > 31) continue;
      // A day given with its year ("November 1, 2026", "15 October 2025") is that day only.
      const namedYear = /^,?\s+(\d{4})\b/.exec(text.slice(match.index + match[0].length))?.[1];
      let next = Date.UTC(namedYear ? Number(namedYear) : year, month, day);
      if (namedYear) {
        if (next < start) continue;
      } else if (next < start) next = Date.UTC(year + 1, month, day);
      if (lastYear !== null && new Date(next).getUTCFullYear() > lastYear) continue;
      const days = Math.round((next - start) / DAY_MS);
      soonest = soonest === null ? days : Math.min(soonest, days);
    }
  }
  return soonest;
}

function namesADay(text: string): boolean {
  return [...text.matchAll(MONTH_DAY)].length > 0;
}

/** A deadline as the catalogue keeps it: the source's words and the cycle they are for. */
export type DeadlineStatement = Pick<FactStatement, "text" | "cycle" | "olderPage">;

/**
 * Whether a deadline statement is still to come on `today` (a past cycle's
 * date is never shown as upcoming), and in how many days the next day it names falls.
 * Not upcoming: a statement from an older page or for an intake that has gone
 * (`isPastCycle`: UWI Mona's May 2021 extension in 2026), or a dated one whose
 * every named day has passed within its cycle ("April 30, 2026" is not next
 * April's). An undated statement's days recur every year; one that names no
 * day is still upcoming, with no date (it sorts last).
 */
export function upcomingDeadline(statement: DeadlineStatement, today: string): { upcoming: false } | { upcoming: true; days: number | null } {
  if (isPastCycle(cycleStanding(statement, today))) return { upcoming: false };
  const days = daysToNextNamedDate([statement.text], today, cycleEndYear(statement.cycle));
  if (days === null && namesADay(statement.text)) return { upcoming: false };
  return { upcoming: true, days };
}

/**
 * The statements of a deadline still to come on `today`, in their order, and
 * the days to the soonest day they name: null when none names one, so a
 * school whose only deadline is stale sorts as "no deadline found".
 */
export function upcomingDeadlines<Statement extends DeadlineStatement>(
  statements: readonly Statement[],
  today: string,
): { statements: Statement[]; daysToDeadline: number | null } {
  const upcoming: Statement[] = [];
  let soonest: number | null = null;
  for (const statement of statements) {
    const deadline = upcomingDeadline(statement, today);
    if (!deadline.upcoming) continue;
    upcoming.push(statement);
    if (deadline.days !== null) soonest = soonest === null ? deadline.days : Math.min(soonest, deadline.days);
  }
  return { statements: upcoming, daysToDeadline: soonest };
}

const PRIORITY_RANK = new Map<ShortlistPriority, number>(SHORTLIST_PRIORITIES.map((priority, index) => [priority, index + 1]));

function sortValue(entry: ListableEntry, sort: ShortlistSort): number | string | null {
  switch (sort) {
    case "match":
      return entry.match;
    case "name":
      return entry.schoolName;
    case "deadline":
      return entry.daysToDeadline;
    case "tuition":
      return entry.tuitionUsdPerYear;
    case "priority":
      return PRIORITY_RANK.get(entry.priority) ?? SHORTLIST_PRIORITIES.length;
  }
}

function compareValues(a: number | string, b: number | string): number {
  return typeof a === "string" && typeof b === "string" ? a.localeCompare(b, "en", { sensitivity: "base" }) : Number(a) - Number(b);
}

/**
 * The shortlist: search (name or location), country and status filters,
 * then one of five sorts in either direction. Entries without a value for the
 * sort (no match score, no deadline found, tuition unknown) come last either
 * way; ties go by name.
 */
export function shortlistListing<Entry extends ListableEntry>(entries: readonly Entry[], filter: ShortlistFilter): Entry[] {
  const term = filter.q?.trim().toLowerCase();
  const shown = entries.filter(
    (entry) =>
      (!term || entry.schoolName.toLowerCase().includes(term) || (entry.location ?? "").toLowerCase().includes(term)) &&
      (!filter.country || entry.countrySlug === filter.country) &&
      (!filter.status || entry.status === filter.status),
  );
  const sign = filter.dir === "asc" ? 1 : -1;
  return shown.sort((a, b) => {
    const left = sortValue(a, filter.sort);
    const right = sortValue(b, filter.sort);
    if (left !== right) {
      if (left === null) return 1;
      if (right === null) return -1;
      const order = compareValues(left, right);
      if (order !== 0) return sign * order;
    }
    return compareValues(a.schoolName, b.schoolName);
  });
}
