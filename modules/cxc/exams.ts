// The Caribbean Examinations Council's two examinations as our rules read them: which grades
// each awards and where its pass line is. Pure; browser-safe (no zod).

/** The CXC examinations a result may be from, and how many grades each awards: CSEC subjects I-VI, CAPE units I-VII. */
export const CXC_EXAMS = [
  { value: "CSEC", label: "CSEC", gradeCount: 6 },
  { value: "CAPE", label: "CAPE", gradeCount: 7 },
] as const;
export type CxcExam = (typeof CXC_EXAMS)[number]["value"];

/** Grades as CXC prints them: grade 1 is "I". */
export const CXC_GRADE_NUMERALS = ["I", "II", "III", "IV", "V", "VI", "VII"] as const;

/** The lowest grade each exam awards: CSEC subjects I-VI, CAPE units I-VII. */
export const LOWEST_GRADE: Readonly<Record<CxcExam, number>> = { CSEC: 6, CAPE: 7 };

/**
 * The lowest grade CXC itself calls acceptable: CSEC grades I-III since the
 * six-point scheme of 1998 (cxc.org/media-centre/faqs), CAPE grade V "an
 * acceptable standard of performance" (cxc.org/ever-wondered-candidates-work-graded).
 * A school that asks for "passes" without a grade is read at this line.
 */
export const PASS_GRADE: Readonly<Record<CxcExam, number>> = { CSEC: 3, CAPE: 5 };

/** "III" for 3; the number itself for a grade CXC does not award. */
export function gradeNumeral(grade: number): string {
  return CXC_GRADE_NUMERALS[grade - 1] ?? String(grade);
}

/** Whether a grade is one its exam awards (CSEC has no grade VII). */
export function isGradeOfExam(requirement: { exam: CxcExam; grade: number }): boolean {
  return requirement.grade >= 1 && requirement.grade <= LOWEST_GRADE[requirement.exam];
}
