// A CXC requirement (at least N CSEC subjects or CAPE units at a grade or better, including named
// subjects) and how a student's results stand against it. Scholarships' rules and schools' entry
// minimums are both made of these (decision 0048). Pure; browser-safe (no zod).
import { gradeNumeral, type CxcExam } from "./exams.ts";

/** At least `passes` CSEC subjects or CAPE units at `grade` or better (I is 1), including the named subjects. */
export interface CxcRequirement {
  exam: CxcExam;
  passes: number;
  grade: number;
  including: string[];
}

/** One result as a student's profile holds it: a CSEC subject or a CAPE unit ("Pure Mathematics Unit 1") and its grade. */
export interface CxcResult {
  exam: CxcExam;
  subject: string;
  grade: number;
}

/** "CSEC subjects", "CAPE unit": what a requirement counts. */
export function passesNoun(exam: CxcExam, count: number): string {
  return exam === "CAPE" ? `CAPE unit${count === 1 ? "" : "s"}` : `CSEC subject${count === 1 ? "" : "s"}`;
}

/** "At least 5 CSEC subjects at grade III or better, including English A and Mathematics". */
export function cxcRequirementWords(requirement: CxcRequirement): string {
  const including = requirement.including.length ? `, including ${requirement.including.join(" and ")}` : "";
  return `At least ${requirement.passes} ${passesNoun(requirement.exam, requirement.passes)} at grade ${gradeNumeral(requirement.grade)} or better${including}`;
}

const normalised = (subject: string) => subject.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * Whether a result is in a named subject: the same name in any case, or one
 * of its units ("Pure Mathematics Unit 1" is Pure Mathematics), since a
 * profile holds CAPE results a unit at a time.
 */
export function isResultIn(result: Pick<CxcResult, "subject">, subject: string): boolean {
  const named = normalised(subject);
  const taken = normalised(result.subject);
  return taken === named || new RegExp(`^${named.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} unit [12]$`).test(taken);
}

/** What a student lacks against one requirement; every list empty means it is met. */
export interface CxcShortfall {
  requirement: CxcRequirement;
  /** How many results of the exam count (at the grade or better), and how many the student has at all. */
  counted: number;
  taken: number;
  /** Named subjects with no result at the grade or better: the best grade held in it, or null when none is held. */
  missingSubjects: { subject: string; bestGrade: number | null }[];
}

/** A student's results against one requirement: what counts and what is missing. */
export function cxcShortfall(requirement: CxcRequirement, results: readonly CxcResult[]): CxcShortfall {
  const ofExam = results.filter((result) => result.exam === requirement.exam);
  const good = ofExam.filter((result) => result.grade <= requirement.grade);
  const missingSubjects = requirement.including.flatMap((subject) => {
    if (good.some((result) => isResultIn(result, subject))) return [];
    const held = ofExam.filter((result) => isResultIn(result, subject)).map((result) => result.grade);
    return [{ subject, bestGrade: held.length ? Math.min(...held) : null }];
  });
  return { requirement, counted: good.length, taken: ofExam.length, missingSubjects };
}

export const isMet = (shortfall: CxcShortfall) => shortfall.counted >= shortfall.requirement.passes && shortfall.missingSubjects.length === 0;

/**
 * A scholarship's reading: met or not met, and unknown when the student has
 * given no result of that exam at all (they may not have sat it yet).
 */
export function cxcRequirementStatus(requirement: CxcRequirement, results: readonly CxcResult[]): "met" | "not met" | "unknown" {
  const shortfall = cxcShortfall(requirement, results);
  if (shortfall.taken === 0) return "unknown";
  return isMet(shortfall) ? "met" : "not met";
}
