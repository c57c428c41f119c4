import { cycleEndYear, cycleStanding, isPastCycle, namesItsYear, nextOccurrence, type FactStatement } from "../../catalog/index.ts";
import { daysBetween } from "../../platform/index.ts";
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
  /** Days until the next day the verified deadline names, from statements still upcoming (`upcomingDeadlines`); null when none is found. */
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

/** A deadline as the catalogue keeps it: the source's words, the days they name and the cycle they are for. */
export type DeadlineStatement = Pick<FactStatement, "text" | "cycle" | "olderPage" | "dates">;

/** The next day a deadline falls on: "YYYY-MM-DD", and whether the source named its year or gave a day of every year. */
export interface NextDeadlineDay {
  day: string;
  days: number;
  namesItsYear: boolean;
}

/**
 * Whether a deadline statement is still to come on `today` (a past cycle's
 * date is never shown as upcoming), and the next day it names. Not upcoming:
 * a statement from an older page or for an intake that has gone
 * (`isPastCycle`: UWI Mona's May 2021 extension in 2026), or a dated one whose
 * every day has passed within its cycle ("April 30, 2026" is not next
 * April's). A day given without a year recurs every year, within the
 * statement's cycle; a statement that names no day is still upcoming, with no
 * date (it sorts last).
 */
export function upcomingDeadline(statement: DeadlineStatement, today: string): { upcoming: false } | { upcoming: true; next: NextDeadlineDay | null } {
  if (isPastCycle(cycleStanding(statement, today))) return { upcoming: false };
  if (statement.dates.length === 0) return { upcoming: true, next: null };
  const lastYear = cycleEndYear(statement.cycle);
  let next: NextDeadlineDay | null = null;
  for (const date of statement.dates) {
    const day = nextOccurrence(date, today, lastYear);
    if (day !== null && (next === null || day < next.day)) next = { day, days: daysBetween(today, day), namesItsYear: namesItsYear(date) };
  }
  return next === null ? { upcoming: false } : { upcoming: true, next };
}

/**
 * The statements of a deadline still to come on `today`, in their order, and
 * the soonest day they name: null when none names one, so a school whose only
 * deadline is stale sorts as "no deadline found".
 */
export function upcomingDeadlines<Statement extends DeadlineStatement>(
  statements: readonly Statement[],
  today: string,
): { statements: Statement[]; next: NextDeadlineDay | null } {
  const upcoming: Statement[] = [];
  let soonest: NextDeadlineDay | null = null;
  for (const statement of statements) {
    const deadline = upcomingDeadline(statement, today);
    if (!deadline.upcoming) continue;
    upcoming.push(statement);
    if (deadline.next !== null && (soonest === null || deadline.next.day < soonest.day)) soonest = deadline.next;
  }
  return { statements: upcoming, next: soonest };
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
