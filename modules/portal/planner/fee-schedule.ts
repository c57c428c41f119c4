/*
 * Which figure of a fee applies on a day (pure; decision 0039). Each saved
 * version of a fee states a figure and the day it applies from. A version
 * replaces the figures from its own effective date on and keeps the earlier
 * ones, so recording next April's fee leaves this year's in force until then,
 * and correcting a figure (same date) replaces it. A figure with no
 * effective date (the source gives none) applies from any day.
 */

/** One figure of a fee and the dates that go with it. */
export interface FeeFigure {
  /** Null together with `currency` when not found. */
  amount: number | null;
  currency: string | null;
  per: "once" | "year";
  /** YYYY-MM-DD the figure applies from; null: the source gives no date. */
  effectiveFrom: string | null;
  /** YYYY-MM-DD the source was read. */
  checkedOn: string;
  sourceUrl: string | null;
  note: string | null;
}

/** A null date sorts before every day. */
const startOf = (figure: FeeFigure) => figure.effectiveFrom ?? "";

/** The schedule after a new version is saved: the figures that start before it, then it. Oldest first. */
export function scheduleAfter(schedule: readonly FeeFigure[], saved: FeeFigure): FeeFigure[] {
  const from = saved.effectiveFrom;
  const earlier = from === null ? [] : schedule.filter((figure) => figure.effectiveFrom === null || figure.effectiveFrom < from);
  return [...earlier, saved].sort((a, b) => startOf(a).localeCompare(startOf(b)));
}

/** What a fee reads on `day`: the figure in force (null when every figure starts later) and the next one to start, if any. */
export interface FeeOnDay {
  inForce: FeeFigure | null;
  upcoming: FeeFigure | null;
}

/** The figure in force on `day` (YYYY-MM-DD): the latest starting on or before it; and the first starting after it. */
export function feeOn(schedule: readonly FeeFigure[], day: string): FeeOnDay {
  let inForce: FeeFigure | null = null;
  let upcoming: FeeFigure | null = null;
  for (const figure of [...schedule].sort((a, b) => startOf(a).localeCompare(startOf(b)))) {
    if (figure.effectiveFrom === null || figure.effectiveFrom <= day) inForce = figure;
    else if (!upcoming) upcoming = figure;
  }
  return { inForce, upcoming };
}
