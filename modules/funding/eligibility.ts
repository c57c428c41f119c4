// Who a scholarship is for, as structured facts a page or the quiz can filter on (decision 0032):
// the study levels an award funds, and its rules (citizenship, age, work, CXC results) checked
// against a student's profile as met, not met or unknown (issue 26 item 4). Pure; browser-safe.
import { cxcRequirementStatus, cxcRequirementWords } from "../cxc/browser.ts";
import { CARICOM_MEMBERS, CITIZENSHIPS, OECS_MEMBERS, type EDUCATION_LEVELS } from "../identity/browser.ts";
import { STUDY_LEVELS, type EligibilityRulesRow as EligibilityRules, type StudyLevel } from "./tables.ts";

export { STUDY_LEVELS, type StudyLevel } from "./tables.ts";

export const STUDY_LEVEL_LABELS: Readonly<Record<StudyLevel, string>> = {
  undergraduate: "Undergraduate (associate or bachelor's degree)",
  postgraduate: "Postgraduate (master's or doctorate)",
};

/**
 * Whether an award is open to a student at that level. No levels means the
 * award does not say (its sources do not state one): open to any level. A
 * student whose level is none of ours (a short course) sees only those.
 */
export function isOpenToStudyLevel(studyLevels: readonly StudyLevel[], level: StudyLevel | null): boolean {
  if (studyLevels.length === 0) return true;
  return level !== null && studyLevels.includes(level);
}

/** The levels as stored: each once, in STUDY_LEVELS order, so ticking the same boxes is the same content. */
export function normalisedStudyLevels(levels: readonly StudyLevel[]): StudyLevel[] {
  return STUDY_LEVELS.filter((level) => levels.includes(level));
}

type EducationLevel = (typeof EDUCATION_LEVELS)[number]["value"];

/** What a student's profile says that rules are checked against; every fact may be unknown (null, or no results). */
export interface StudentFacts {
  citizenship: string | null;
  educationLevel: EducationLevel | null;
  birthYear: number | null;
  workExperienceYears: number | null;
  cxcResults: readonly { exam: "CSEC" | "CAPE"; subject: string; grade: number }[];
}

export type RuleStatus = "met" | "not met" | "unknown";

/** One rule of an award, said in words, and how the student stands against it. */
export interface RuleCheck {
  rule: "level" | "citizenship" | "age" | "work" | "cxc";
  text: string;
  status: RuleStatus;
}

/** Eligible: every rule met; not eligible: any rule not met; else unknown (a fact is missing). Unknown never hides an award. */
export type EligibilityVerdict = "eligible" | "not eligible" | "unknown";

/** The level of study a student would apply for next, from where they are now; null when their level says nothing (other, or not given). */
function levelAppliedFor(level: EducationLevel | null): StudyLevel | null {
  switch (level) {
    case "high-school":
    case "high-school-graduate":
    case "undergraduate":
      return "undergraduate";
    case "undergraduate-graduate":
    case "graduate":
    case "professional":
      return "postgraduate";
    default:
      return null;
  }
}

const COUNTRY_NAMES: ReadonlyMap<string, string> = new Map(CITIZENSHIPS.map((choice) => [choice.value, choice.label]));
const GROUPS: Readonly<Record<string, readonly string[]>> = { CARICOM: CARICOM_MEMBERS, OECS: OECS_MEMBERS };

/** The citizenships a rule names, each group as its full members. */
function citizenshipsAllowed(rules: readonly string[]): Set<string> {
  return new Set(rules.flatMap((rule) => GROUPS[rule] ?? [rule]));
}

function citizenshipText(rules: readonly string[]): string {
  const names = rules.map((rule) => (rule in GROUPS ? `${/^[AEIOU]/.test(rule) ? "an" : "a"} ${rule} member state` : (COUNTRY_NAMES.get(rule) ?? rule)));
  const listed = names.length <= 2 ? names.join(" or ") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
  return `Citizen of ${listed}`;
}

/**
 * An age rule in a year: a student born in `birthYear` is one of two ages
 * this year, so a rule is met only when both are within it, not met when
 * neither is, and unknown when it depends on the birthday.
 */
function ageStatus(minAge: number | null, maxAge: number | null, birthYear: number | null, year: number): RuleStatus {
  if (birthYear === null) return "unknown";
  const within = (age: number) => (minAge === null || age >= minAge) && (maxAge === null || age <= maxAge);
  const [younger, older] = [year - birthYear - 1, year - birthYear];
  if (within(younger) && within(older)) return "met";
  return within(younger) || within(older) ? "unknown" : "not met";
}

function ageText(minAge: number | null, maxAge: number | null): string {
  if (minAge !== null && maxAge !== null) return `Aged ${minAge} to ${maxAge} when applying`;
  return minAge !== null ? `Aged ${minAge} or over when applying` : `Aged ${maxAge} or under when applying`;
}

/**
 * Given an award's levels and rules and a student's facts on `today`, each
 * rule the award sets with where the student stands. A rule the award does
 * not set is not listed; a fact the student has not given is unknown.
 */
export function eligibilityChecks(
  award: { studyLevels: readonly StudyLevel[]; eligibilityRules: EligibilityRules },
  student: StudentFacts,
  today: string,
): RuleCheck[] {
  const checks: RuleCheck[] = [];
  const rules = award.eligibilityRules;
  if (award.studyLevels.length > 0) {
    const level = levelAppliedFor(student.educationLevel);
    checks.push({
      rule: "level",
      text: `For ${award.studyLevels.map((each) => (each === "undergraduate" ? "undergraduate" : "postgraduate")).join(" or ")} study`,
      status: level === null ? "unknown" : award.studyLevels.includes(level) ? "met" : "not met",
    });
  }
  if (rules.citizenships.length > 0) {
    const status: RuleStatus = student.citizenship === null ? "unknown" : citizenshipsAllowed(rules.citizenships).has(student.citizenship) ? "met" : "not met";
    checks.push({ rule: "citizenship", text: citizenshipText(rules.citizenships), status });
  }
  if (rules.minAge !== null || rules.maxAge !== null) {
    checks.push({
      rule: "age",
      text: ageText(rules.minAge, rules.maxAge),
      status: ageStatus(rules.minAge, rules.maxAge, student.birthYear, Number(today.slice(0, 4))),
    });
  }
  if (rules.minWorkYears !== null && rules.minWorkYears > 0) {
    const status: RuleStatus = student.workExperienceYears === null ? "unknown" : student.workExperienceYears >= rules.minWorkYears ? "met" : "not met";
    checks.push({ rule: "work", text: `At least ${rules.minWorkYears} year${rules.minWorkYears === 1 ? "" : "s"} of work experience`, status });
  }
  // The requirement model, its words and the comparison with results are the cxc module's (decision 0048).
  for (const rule of rules.cxc) checks.push({ rule: "cxc", text: cxcRequirementWords(rule), status: cxcRequirementStatus(rule, student.cxcResults) });
  return checks;
}

/** The award for this student: not eligible when any rule is not met, eligible when all are met (or none is set), else unknown. */
export function eligibilityVerdict(checks: readonly RuleCheck[]): EligibilityVerdict {
  if (checks.some((check) => check.status === "not met")) return "not eligible";
  return checks.every((check) => check.status === "met") ? "eligible" : "unknown";
}

/** What "For me" keeps (on /funding and the funding calendar): every award whose rules do not rule the student out; unknown stays. */
export function isNotRuledOut(
  award: { studyLevels: readonly StudyLevel[]; eligibilityRules: EligibilityRules },
  student: StudentFacts,
  today: string,
): boolean {
  return eligibilityVerdict(eligibilityChecks(award, student, today)) !== "not eligible";
}
