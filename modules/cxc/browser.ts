// CXC's browser-safe door: the exams and grades, the requirement model and its text syntax, and
// the comparison with a student's results that scholarships and schools share (decision 0048).
// Nothing here may import server code or zod.
export { CXC_EXAMS, CXC_GRADE_NUMERALS, gradeNumeral, isGradeOfExam, LOWEST_GRADE, PASS_GRADE, type CxcExam } from "./exams.ts";
export {
  cxcRequirementStatus,
  cxcRequirementWords,
  cxcShortfall,
  isResultIn,
  passesNoun,
  type CxcRequirement,
  type CxcResult,
  type CxcShortfall,
} from "./requirements.ts";
export { CXC_REQUIREMENT_LIMITS, CXC_TEXT_MESSAGES, cxcRequirementsText, cxcRequirementText, readCxcRequirements, type ReadRule } from "./requirements-text.ts";
export {
  cxcEntryVerdict,
  cxcEntryVerdictText,
  englishStanding,
  type CxcEntryRuleFacts,
  type CxcEntryShortfall,
  type CxcEntryVerdict,
  type EnglishExemptions,
  type EnglishStanding,
} from "./entry-check.ts";
