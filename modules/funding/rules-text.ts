// An award's rules as an editor types them (issue 26): citizenships as codes on one line, CXC
// requirements one a line ("CSEC 5 at III including English A, Mathematics"). The editor's form
// values are written with these, and editorial.ts reads them back with the same rules, so a form
// saved unchanged is the same content. Pure; browser-safe (no zod).
import { CITIZENSHIPS, CXC_GRADE_NUMERALS } from "../identity/browser.ts";
import { CITIZENSHIP_GROUPS, type EligibilityRulesRow } from "./tables.ts";

type CxcRequirement = EligibilityRulesRow["cxc"][number];

/** Read text: the value, or what is wrong with it, each said so an editor can fix it. */
export type ReadRule<Value> = { ok: true; value: Value } | { ok: false; errors: string[] };

/** The codes an award may name: the profile's citizenships (ISO 3166-1 alpha-2, not "other") and the two regional groups. */
export const KNOWN_CITIZENSHIP_CODES: readonly string[] = [
  ...CITIZENSHIPS.map((choice) => choice.value as string).filter((code) => /^[A-Z]{2}$/.test(code)),
  ...CITIZENSHIP_GROUPS,
];

/** How many CXC requirements an award may set, and the limits of each (schemas.ts `cxcRuleSchema`). */
export const CXC_REQUIREMENT_LIMITS = { requirements: 5, passes: 40, subjects: 10, subjectLength: 80 } as const;

/** The lowest grade each exam awards: CSEC subjects I-VI, CAPE units I-VII. */
const LOWEST_GRADE = { CSEC: 6, CAPE: 7 } as const;

const gradesOf = (exam: keyof typeof LOWEST_GRADE) => `${exam} grades run from I to ${CXC_GRADE_NUMERALS[LOWEST_GRADE[exam] - 1]}.`;
const quoted = (entry: string) => `"${entry.length > 24 ? `${entry.slice(0, 24)}…` : entry}"`;

export const RULES_TEXT_MESSAGES = {
  /** Names up to three of them, so a pasted paragraph does not come back whole. */
  unknownCitizenships: (entries: readonly string[]) =>
    `${entries.slice(0, 3).map(quoted).join(", ")}${entries.length > 3 ? ` and ${entries.length - 3} more` : ""} ${entries.length === 1 ? "is not a code" : "are not codes"} we know: use two-letter country codes such as JM, TT or BB, or CARICOM or OECS, separated by commas.`,
  cxcLine: (line: number) =>
    `Line ${line}: write the exam, the number of passes, "at" and the lowest grade, such as CAPE 8 at II or CSEC 5 at III including English A, Mathematics.`,
  /** Said of a requirement sent as a value (the JSON API), where the field names it. */
  cxcGradeOfExam: gradesOf,
  cxcGrade: (line: number, exam: keyof typeof LOWEST_GRADE) => `Line ${line}: ${gradesOf(exam)}`,
  cxcPasses: (line: number) => `Line ${line}: the number of passes must be from 1 to ${CXC_REQUIREMENT_LIMITS.passes}.`,
  cxcSubjects: (line: number) =>
    `Line ${line}: name at most ${CXC_REQUIREMENT_LIMITS.subjects} subjects, each under ${CXC_REQUIREMENT_LIMITS.subjectLength} characters.`,
  cxcTooMany: `List at most ${CXC_REQUIREMENT_LIMITS.requirements} CXC requirements, one a line.`,
} as const;

/** "JM, TT, OECS". */
export function citizenshipsText(codes: readonly string[]): string {
  return codes.join(", ");
}

/** The codes an award names that are none we know (already upper-case), each once. */
export function unknownCitizenships(codes: readonly string[]): string[] {
  return [...new Set(codes.filter((code) => !KNOWN_CITIZENSHIP_CODES.includes(code)))];
}

/** Codes separated by commas, semicolons or spaces, in any case: stored upper-case, each once, in the order typed. */
export function readCitizenships(text: string): ReadRule<string[]> {
  const codes = [...new Set(text.split(/[\s,;]+/).flatMap((entry) => (entry ? [entry.toUpperCase()] : [])))];
  const unknown = unknownCitizenships(codes);
  return unknown.length > 0 ? { ok: false, errors: [RULES_TEXT_MESSAGES.unknownCitizenships(unknown)] } : { ok: true, value: codes };
}

/** One requirement as typed: "CAPE 8 at II", "CSEC 5 at III including English A, Mathematics". */
export function cxcRequirementText(requirement: CxcRequirement): string {
  const grade = CXC_GRADE_NUMERALS[requirement.grade - 1] ?? String(requirement.grade);
  const including = requirement.including.length > 0 ? ` including ${requirement.including.join(", ")}` : "";
  return `${requirement.exam} ${requirement.passes} at ${grade}${including}`;
}

export function cxcRequirementsText(requirements: readonly CxcRequirement[]): string {
  return requirements.map(cxcRequirementText).join("\n");
}

/** Whether a requirement's grade is one its exam awards (CSEC has no grade VII). */
export function isGradeOfExam(requirement: Pick<CxcRequirement, "exam" | "grade">): boolean {
  return requirement.grade >= 1 && requirement.grade <= LOWEST_GRADE[requirement.exam];
}

// "at grade II" and "II or better" are read too: the page says requirements that way.
const CXC_LINE = /^(CSEC|CAPE)\s+(\d{1,3})\s+at\s+(?:grade\s+)?([IVX]+)(?:\s+or\s+better)?(?:,?\s+including\s+(.+))?$/i;

function readCxcLine(text: string, line: number): ReadRule<CxcRequirement> {
  const match = CXC_LINE.exec(text);
  if (!match) return { ok: false, errors: [RULES_TEXT_MESSAGES.cxcLine(line)] };
  const exam = match[1]!.toUpperCase() as CxcRequirement["exam"];
  const passes = Number(match[2]);
  const grade = (CXC_GRADE_NUMERALS as readonly string[]).indexOf(match[3]!.toUpperCase()) + 1;
  const including = (match[4] ?? "")
    .split(",")
    .map((subject) => subject.trim())
    .filter(Boolean);
  if (grade === 0) return { ok: false, errors: [RULES_TEXT_MESSAGES.cxcGrade(line, exam)] };
  const errors = [
    passes < 1 || passes > CXC_REQUIREMENT_LIMITS.passes ? RULES_TEXT_MESSAGES.cxcPasses(line) : null,
    isGradeOfExam({ exam, grade }) ? null : RULES_TEXT_MESSAGES.cxcGrade(line, exam),
    including.length > CXC_REQUIREMENT_LIMITS.subjects || including.some((subject) => subject.length > CXC_REQUIREMENT_LIMITS.subjectLength)
      ? RULES_TEXT_MESSAGES.cxcSubjects(line)
      : null,
  ].filter((error): error is string => error !== null);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { exam, passes, grade, including } };
}

/**
 * One requirement a line, blank lines skipped; a bad line is named by its
 * number as the editor sees it. Past the most an award may set, only the
 * first lines are checked (the rest are too many anyway).
 */
export function readCxcRequirements(text: string): ReadRule<CxcRequirement[]> {
  const lines = text.split(/\r?\n/).flatMap((line, index) => (line.trim() ? [{ text: line.trim(), number: index + 1 }] : []));
  const read = lines.slice(0, CXC_REQUIREMENT_LIMITS.requirements).map((line) => readCxcLine(line.text, line.number));
  const errors = read.flatMap((result) => (result.ok ? [] : result.errors));
  if (lines.length > CXC_REQUIREMENT_LIMITS.requirements) errors.push(RULES_TEXT_MESSAGES.cxcTooMany);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: read.flatMap((result) => (result.ok ? [result.value] : [])) };
}
