// Funding's browser-safe door: what the funding page's filters run in the
// browser too. Nothing here may import server code or zod.
export { AMOUNT_KINDS, type AmountKind } from "./listing.ts";
export {
  eligibilityChecks,
  eligibilityVerdict,
  isNotRuledOut,
  isOpenToStudyLevel,
  STUDY_LEVEL_LABELS,
  STUDY_LEVELS,
  type EligibilityVerdict,
  type RuleCheck,
  type StudentFacts,
  type StudyLevel,
} from "./eligibility.ts";
export { CURRENCIES, currencyContradiction, type Currency } from "./currency-marks.ts";
export { scholarshipFormValues, type ScholarshipFormValues } from "./form-values.ts";
export { dayName, fundingWindow, monthName, windowBadge, windowSentence, type FundingWindow, type WindowTone } from "./cycles.ts";
