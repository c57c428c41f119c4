/*
 * The funding page's list: which scholarships it shows and in what
 * order. Pure: the query hands in the scholarships it read.
 */

export type AmountKind = "full" | "partial" | "living";

/**
 * The amount filter's choices, in the spec's order. Each matches scholarships
 * whose amount text contains the word (infra/seed/funding/scholarships.ts keeps to it).
 */
export const AMOUNT_KINDS = ["full", "partial", "living"] as const satisfies readonly AmountKind[];

export interface ScholarshipListing<T> {
  scholarships: T[];
  /** How many closed scholarships were left out (0 when they are shown). */
  hiddenClosed: number;
}

/**
 * Open scholarships keep their order; closed ones (deadline passed) come after
 * every open one when asked for, and are otherwise left out and counted, so
 * the page can say how many it hides.
 */
export function openFirst<T extends { isClosed: boolean }>(scholarships: readonly T[], includeClosed: boolean): ScholarshipListing<T> {
  const open = scholarships.filter((scholarship) => !scholarship.isClosed);
  const closed = scholarships.filter((scholarship) => scholarship.isClosed);
  return includeClosed ? { scholarships: [...open, ...closed], hiddenClosed: 0 } : { scholarships: open, hiddenClosed: closed.length };
}
