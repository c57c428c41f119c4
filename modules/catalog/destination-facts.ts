/*
 * The destination page's side panel. Where a destination has no fact
 * of its own, the typical one is shown and marked as typical; a fact nobody
 * has verified says so. Pure, no I/O.
 */

/** The facts this panel reads (a destination's `facts`). */
export interface DestinationPanelFacts {
  currency: string;
  languages: string[];
  studentVisa: string | null;
  academicYear: string | null;
  bestTimeToApply: string | null;
}

export const DEFAULT_BEST_TIME_TO_APPLY = "Sep-Jan";
export const DEFAULT_ACADEMIC_YEAR = "Sep-May";
/** Said in place of a fact we have not verified. */
export const NOT_VERIFIED = "Not yet verified";

export interface DestinationQuickFact {
  label: string;
  value: string;
  /** A typical value shown because the destination has none of its own. */
  typical: boolean;
  verified: boolean;
}

function fact(label: string, value: string | null, fallback?: string): DestinationQuickFact {
  if (value) return { label, value, typical: false, verified: true };
  if (fallback) return { label, value: fallback, typical: true, verified: true };
  return { label, value: NOT_VERIFIED, typical: false, verified: false };
}

/** The panel's rows, in the spec's order. */
export function destinationQuickFacts(facts: DestinationPanelFacts): DestinationQuickFact[] {
  return [
    fact("Best time to apply", facts.bestTimeToApply, DEFAULT_BEST_TIME_TO_APPLY),
    fact("Academic year", facts.academicYear, DEFAULT_ACADEMIC_YEAR),
    fact("Languages", facts.languages.length > 0 ? facts.languages.join(", ") : null),
    fact("Currency", facts.currency),
    fact("Student visa", facts.studentVisa),
  ];
}
