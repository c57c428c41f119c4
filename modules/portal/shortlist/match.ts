/*
 * The shortlist's Match score (the formula is in docs/portal.md,
 * "Shortlist match score", and on the page). Pure: plain objects in, a number out, so the account
 * profile's preferred destinations can be added to `student` later.
 */

export interface MatchStudent {
  /** Destination names from the quiz result (e.g. "Canada", "Caribbean Universities"). */
  preferredDestinations: readonly string[];
  /** Pathway slugs the student's career interests lead to. */
  careerPathwaySlugs: readonly string[];
  /** The quiz's budget_range: USD a year for tuition and living costs. */
  budgetUsdPerYear: number | null;
}

export interface MatchSchool {
  destinationName: string;
  isCaribbean: boolean;
  pathwaySlugs: readonly string[];
  /** Lowest yearly tuition plus living costs, in USD; null when not known in a currency we can convert. */
  yearlyCostUsd: number | null;
}

export const MATCH_WEIGHTS = { destination: 40, programs: 35, cost: 25 } as const;

export interface MatchScore {
  /** 0–100: points earned over the points of the parts that could be compared. */
  score: number;
  destination: boolean;
  /** null: the student's interests lead to no catalogue pathway, so programmes were not compared. */
  programs: boolean | null;
  /** How the yearly cost compares with the budget; "unknown" leaves the cost part out. */
  cost: "within" | "over" | "far-over" | "unknown";
}

/** Quiz destination names that stand for several catalogue destinations or another name. */
function destinationMatches(preferred: string, school: MatchSchool): boolean {
  const wanted = preferred.trim().toLowerCase();
  if (wanted === "caribbean universities") return school.isCaribbean;
  if (wanted === "southern united states") return school.destinationName.toLowerCase() === "united states";
  return wanted === school.destinationName.trim().toLowerCase();
}

/**
 * Destination (40): the school's country is one the student prefers.
 * Programmes (35): the school teaches a pathway the student's career interests lead to.
 * Cost (25): full points when tuition plus living costs fit the budget, falling
 * in a straight line to none at twice the budget.
 * A part that cannot be compared is left out and the score is taken over the
 * rest, so a missing figure never counts for or against a school.
 */
export function matchScore(student: MatchStudent, school: MatchSchool): MatchScore {
  let earned = 0;
  let possible = 0;

  const destination = student.preferredDestinations.some((preferred) => destinationMatches(preferred, school));
  possible += MATCH_WEIGHTS.destination;
  if (destination) earned += MATCH_WEIGHTS.destination;

  let programs: boolean | null = null;
  if (student.careerPathwaySlugs.length > 0) {
    programs = school.pathwaySlugs.some((slug) => student.careerPathwaySlugs.includes(slug));
    possible += MATCH_WEIGHTS.programs;
    if (programs) earned += MATCH_WEIGHTS.programs;
  }

  let cost: MatchScore["cost"] = "unknown";
  if (student.budgetUsdPerYear !== null && student.budgetUsdPerYear > 0 && school.yearlyCostUsd !== null) {
    const ratio = school.yearlyCostUsd / student.budgetUsdPerYear;
    const share = Math.min(1, Math.max(0, 2 - ratio));
    cost = ratio <= 1 ? "within" : ratio < 2 ? "over" : "far-over";
    possible += MATCH_WEIGHTS.cost;
    earned += MATCH_WEIGHTS.cost * share;
  }

  return { score: Math.round((100 * earned) / possible), destination, programs, cost };
}
