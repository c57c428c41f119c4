// CXC requirements as an editor types them, one a line: "CAPE 6 at V", "CSEC 5 at III including
// English A, Mathematics". Scholarships' and schools' editors write their form values with these
// and read them back with the same rules, so a form saved unchanged is the same content. Pure;
// browser-safe (no zod).
import { CXC_GRADE_NUMERALS, gradeNumeral, isGradeOfExam, LOWEST_GRADE, type CxcExam } from "./exams.ts";
import type { CxcRequirement } from "./requirements.ts";

/** Read text: the value, or what is wrong with it, each said so an editor can fix it. */
export type ReadRule<Value> = { ok: true; value: Value } | { ok: false; errors: string[] };

/** How many CXC requirements a rule may set, and the limits of each (schemas.ts `cxcRequirementSchema`). */
export const CXC_REQUIREMENT_LIMITS = { requirements: 5, passes: 40, subjects: 10, subjectLength: 80 } as const;

const gradesOf = (exam: CxcExam) => `${exam} grades run from I to ${gradeNumeral(LOWEST_GRADE[exam])}.`;

export const CXC_TEXT_MESSAGES = {
  cxcLine: (line: number) =>
    `Line ${line}: write the exam, the number of passes, "at" and the lowest grade, such as CAPE 8 at II or CSEC 5 at III including English A, Mathematics.`,
  /** Said of a requirement sent as a value (the JSON API), where the field names it. */
  cxcGradeOfExam: gradesOf,
  cxcGrade: (line: number, exam: CxcExam) => `Line ${line}: ${gradesOf(exam)}`,
  cxcPasses: (line: number) => `Line ${line}: the number of passes must be from 1 to ${CXC_REQUIREMENT_LIMITS.passes}.`,
  cxcSubjects: (line: number) =>
    `Line ${line}: name at most ${CXC_REQUIREMENT_LIMITS.subjects} subjects, each under ${CXC_REQUIREMENT_LIMITS.subjectLength} characters.`,
  cxcTooMany: `List at most ${CXC_REQUIREMENT_LIMITS.requirements} CXC requirements, one a line.`,
} as const;

/** One requirement as typed: "CAPE 8 at II", "CSEC 5 at III including English A, Mathematics". */
export function cxcRequirementText(requirement: CxcRequirement): string {
  const including = requirement.including.length > 0 ? ` including ${requirement.including.join(", ")}` : "";
  return `${requirement.exam} ${requirement.passes} at ${gradeNumeral(requirement.grade)}${including}`;
}

export function cxcRequirementsText(requirements: readonly CxcRequirement[]): string {
  return requirements.map(cxcRequirementText).join("\n");
}

// "at grade II" and "II or better" are read too: pages say requirements that way.
const CXC_LINE = /^(CSEC|CAPE)\s+(\d{1,3})\s+at\s+(?:grade\s+)?([IVX]+)(?:\s+or\s+better)?(?:,?\s+including\s+(.+))?$/i;

function readCxcLine(text: string, line: number): ReadRule<CxcRequirement> {
  const match = CXC_LINE.exec(text);
  if (!match) return { ok: false, errors: [CXC_TEXT_MESSAGES.cxcLine(line)] };
  const exam = match[1]!.toUpperCase() as CxcExam;
  const passes = Number(match[2]);
  const grade = (CXC_GRADE_NUMERALS as readonly string[]).indexOf(match[3]!.toUpperCase()) + 1;
  const including = (match[4] ?? "")
    .split(",")
    .map((subject) => subject.trim())
    .filter(Boolean);
  if (grade === 0) return { ok: false, errors: [CXC_TEXT_MESSAGES.cxcGrade(line, exam)] };
  const errors = [
    passes < 1 || passes > CXC_REQUIREMENT_LIMITS.passes ? CXC_TEXT_MESSAGES.cxcPasses(line) : null,
    isGradeOfExam({ exam, grade }) ? null : CXC_TEXT_MESSAGES.cxcGrade(line, exam),
    including.length > CXC_REQUIREMENT_LIMITS.subjects || including.some((subject) => subject.length > CXC_REQUIREMENT_LIMITS.subjectLength)
      ? CXC_TEXT_MESSAGES.cxcSubjects(line)
      : null,
  ].filter((error): error is string => error !== null);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { exam, passes, grade, including } };
}

/**
 * One requirement a line, blank lines skipped; a bad line is named by its
 * number as the editor sees it. Past the most a rule may set, only the
 * first lines are checked (the rest are too many anyway).
 */
export function readCxcRequirements(text: string): ReadRule<CxcRequirement[]> {
  const lines = text.split(/\r?\n/).flatMap((line, index) => (line.trim() ? [{ text: line.trim(), number: index + 1 }] : []));
  const read = lines.slice(0, CXC_REQUIREMENT_LIMITS.requirements).map((line) => readCxcLine(line.text, line.number));
  const errors = read.flatMap((result) => (result.ok ? [] : result.errors));
  if (lines.length > CXC_REQUIREMENT_LIMITS.requirements) errors.push(CXC_TEXT_MESSAGES.cxcTooMany);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: read.flatMap((result) => (result.ok ? [result.value] : [])) };
}
