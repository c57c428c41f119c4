// A school's published CXC minimum for first-degree entry checked against a student's results
// (issue 27 item 6): meets it, below it (saying what is short), not published, or no results to
// check yet. Pure; browser-safe (no zod).
import { gradeNumeral, type CxcExam } from "./exams.ts";
import { cxcShortfall, isMet, isResultIn, passesNoun, type CxcRequirement, type CxcResult } from "./requirements.ts";

/** The lowest grade that exempts an applicant from the school's English-language test, as its source states it; null when it does not say. */
export interface EnglishExemptions {
  csecEnglishA: number | null;
  capeCommunicationStudies: number | null;
}

/** What the check reads of a school's rule (the catalogue's `cxcEntry` holds this and its source). */
export type CxcEntryRuleFacts =
  | { status: "published"; requirements: readonly CxcRequirement[]; englishExemptions: EnglishExemptions }
  /** The source says first entry is not on CXC results (a law school that admits law graduates). */
  | { status: "not-by-cxc" }
  | { status: "not-published" };

/** One thing a student lacks: a count of units or subjects, a grade, a named subject, or English. */
export interface CxcEntryShortfall {
  kind: "count" | "grade" | "subject" | "english";
  /** "needs 6 CAPE units, you have 4". */
  text: string;
}

/** Where a student stands on English: exempt from the school's test by a CXC result, or not (the test is then asked for). */
export interface EnglishStanding {
  exempt: boolean;
  text: string;
}

export type CxcEntryVerdict =
  | { verdict: "not-published" }
  | { verdict: "not-by-cxc" }
  | { verdict: "no-results" }
  | { verdict: "meets"; english: EnglishStanding | null }
  | { verdict: "below"; shortfalls: CxcEntryShortfall[]; english: EnglishStanding | null };

const ENGLISH_SUBJECT = /^(english( a| language)?|communication studies)$/i;

function shortfallsOf(requirement: CxcRequirement, results: readonly CxcResult[]): CxcEntryShortfall[] {
  const shortfall = cxcShortfall(requirement, results);
  if (isMet(shortfall)) return [];
  const { exam, passes, grade } = requirement;
  const found: CxcEntryShortfall[] = [];
  if (shortfall.counted < passes) {
    const had = (count: number) => (count === 0 ? "none" : String(count));
    found.push(
      shortfall.taken < passes
        ? { kind: "count", text: `needs ${passes} ${passesNoun(exam, passes)}, you have ${had(shortfall.taken)}` }
        : { kind: "grade", text: `needs ${passes} ${passesNoun(exam, passes)} at grade ${gradeNumeral(grade)} or better, you have ${had(shortfall.counted)}` },
    );
  }
  for (const missing of shortfall.missingSubjects) {
    const kind = ENGLISH_SUBJECT.test(missing.subject.trim()) ? "english" : "subject";
    const held = missing.bestGrade === null ? "" : `, you have ${gradeNumeral(missing.bestGrade)}`;
    found.push({ kind, text: `needs ${exam} ${missing.subject} at grade ${gradeNumeral(grade)} or better${held}` });
  }
  return found;
}

const bestGradeIn = (results: readonly CxcResult[], exam: CxcExam, subject: string) =>
  Math.min(...results.filter((result) => result.exam === exam && isResultIn(result, subject)).map((result) => result.grade));

/** The English line: which result exempts the student from the school's English test, or which would. Null when the source names none. */
export function englishStanding(exemptions: EnglishExemptions, results: readonly CxcResult[]): EnglishStanding | null {
  const routes = [
    { exam: "CSEC" as const, subject: "English A", grade: exemptions.csecEnglishA },
    { exam: "CAPE" as const, subject: "Communication Studies", grade: exemptions.capeCommunicationStudies },
  ].filter((route): route is { exam: CxcExam; subject: string; grade: number } => route.grade !== null);
  if (routes.length === 0) return null;
  const exempting = routes.find((route) => bestGradeIn(results, route.exam, route.subject) <= route.grade);
  const named = (route: (typeof routes)[number]) => `${route.exam} ${route.subject} at grade ${gradeNumeral(route.grade)} or better`;
  if (exempting)
    return {
      exempt: true,
      text: `Your ${exempting.exam} ${exempting.subject} result exempts you from the school's English-language test (waived at grade ${gradeNumeral(exempting.grade)} or better).`,
    };
  return { exempt: false, text: `You would sit the school's English-language test: it is waived for ${routes.map(named).join(" or ")}.` };
}

/**
 * A school's rule against a student's results. A rule not published (or
 * entry not on CXC results) says so whatever the results; with a published
 * one, a student with no results is invited to add them; otherwise every
 * requirement is compared and each shortfall is said.
 */
export function cxcEntryVerdict(rule: CxcEntryRuleFacts, results: readonly CxcResult[]): CxcEntryVerdict {
  if (rule.status === "not-published") return { verdict: "not-published" };
  if (rule.status === "not-by-cxc") return { verdict: "not-by-cxc" };
  if (results.length === 0) return { verdict: "no-results" };
  const shortfalls = rule.requirements.flatMap((requirement) => shortfallsOf(requirement, results));
  const english = englishStanding(rule.englishExemptions, results);
  return shortfalls.length === 0 ? { verdict: "meets", english } : { verdict: "below", shortfalls, english };
}

/** The verdict in a line, as pages show it: "Meets the published minimum", "Below the published minimum (needs 6 CAPE units, you have 4)". */
export function cxcEntryVerdictText(verdict: CxcEntryVerdict): string {
  switch (verdict.verdict) {
    case "meets":
      return "Meets the published minimum";
    case "below":
      return `Below the published minimum (${verdict.shortfalls.map((shortfall) => shortfall.text).join("; ")})`;
    case "not-published":
      return "Not published";
    case "not-by-cxc":
      return "Entry is not on CXC results";
    case "no-results":
      return "Add your CXC results to check";
  }
}
