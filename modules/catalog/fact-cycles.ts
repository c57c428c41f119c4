import type { FactStatement } from "./schemas.ts";

/*
 * How current a fact is. A statement names the cycle it is for in its
 * source's words ("2027 entry", "2026-27", "Fall 2024", "from 1 Sep 2025");
 * this reads the academic year those words name and compares it with the
 * intake students are applying for on a given day. Pure; "today" is always
 * passed in ("YYYY-MM-DD").
 */

/** Where a statement stands against the intake students apply for today. */
export type CycleStanding =
  /** For this intake or a later one, or a rule in force from a date until its source changes it. */
  | { status: "current" }
  /** For the intake before: last year's figure while this year's is not yet published. */
  | { status: "last cycle" }
  /** For an intake two or more before this one (`cyclesOld`), or from a page known to be old (null when it names no year). */
  | { status: "older"; cyclesOld: number | null }
  /** The source names no year: it may be current, but nobody can say. */
  | { status: "undated" };

/** A money figure more cycles old than this is labelled as likely below today's cost, and kept out of plan totals. */
export const OLD_FIGURE_AFTER_CYCLES = 2;

/**
 * The academic year (by the calendar year it starts in) of the intake open
 * for applications on `today`: September's entry is applied for from the
 * September a year before, so until August it is this year's, from September
 * next year's.
 */
export function intakeYear(today: string): number {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month >= 9 ? year + 1 : year;
}

// Terms in the first half of the calendar year belong to the academic year that began the autumn before.
const SPRING_TERM = /\b(spring|summer|winter|january|february|march|april|may|june)\s+$/i;

/**
 * The latest academic year a cycle names, by the calendar year it starts in:
 * "2026-27" and "2026/2027" → 2026, "2027 entry" → 2027, "Fall 2024" → 2024,
 * "Spring 2025" and "January 2025 start" → 2024, UBC's "2026W" → 2026 and
 * "2027S" → 2026. "in force" for a rule that holds from a date ("from 1 Sep
 * 2025", "since 2017"); null when it names no year.
 */
export function cycleAcademicYear(cycle: string | null): number | "in force" | null {
  if (cycle === null) return null;
  if (/^\s*(from|since)\b/i.test(cycle)) return "in force";
  let latest: number | null = null;
  for (const match of cycle.matchAll(/\b(\d{4})(?:\s*[/–-]\s*(?:\d{4}|\d{2})\b|([WS])\b)?/g)) {
    const year = Number(match[1]);
    const isRange = match[0].length > 4 && match[2] === undefined;
    const before = cycle.slice(0, match.index);
    const startsBefore = match[2] === "S" || (!isRange && match[2] === undefined && SPRING_TERM.test(before));
    const academicYear = startsBefore ? year - 1 : year;
    latest = Math.max(latest ?? academicYear, academicYear);
  }
  return latest;
}

/** Where `statement` stands on `today`. */
export function cycleStanding(statement: Pick<FactStatement, "cycle" | "olderPage">, today: string): CycleStanding {
  const year = cycleAcademicYear(statement.cycle);
  const behind = typeof year === "number" ? intakeYear(today) - year : null;
  if (statement.olderPage) return { status: "older", cyclesOld: behind === null ? null : Math.max(behind, OLD_FIGURE_AFTER_CYCLES) };
  if (year === "in force" || (behind !== null && behind <= 0)) return { status: "current" };
  if (behind === null) return { status: "undated" };
  return behind === 1 ? { status: "last cycle" } : { status: "older", cyclesOld: behind };
}

/** A statement that is neither current nor undated: what it says belongs to an intake that has gone. */
export function isPastCycle(standing: CycleStanding): boolean {
  return standing.status === "last cycle" || standing.status === "older";
}

/** A money figure old enough that the real cost is likely higher: shown as such and kept out of totals. */
export function isOldFigure(standing: CycleStanding): boolean {
  return standing.status === "older" && (standing.cyclesOld === null || standing.cyclesOld > OLD_FIGURE_AFTER_CYCLES);
}

/**
 * How the site reads a statement's cycle on `today`, in words an editor
 * checks before saving ("the 2026-2027 intake: last year's, shown greyed").
 */
export function cycleReading(statement: Pick<FactStatement, "cycle" | "olderPage">, today: string): string {
  const year = cycleAcademicYear(statement.cycle);
  const standing = cycleStanding(statement, today);
  const intake = typeof year === "number" ? `the ${year}-${year + 1} intake` : year === "in force" ? "a rule in force from a date" : "no year";
  const status =
    standing.status === "current"
      ? "current"
      : standing.status === "last cycle"
        ? "last year's, shown greyed"
        : standing.status === "older"
          ? "older, shown as an old figure"
          : "undated: students are told the source gives no year";
  return `${intake}: ${status}${statement.olderPage ? " (old page)" : ""}`;
}
