import { cxcRequirementsText } from "../cxc/browser.ts";
import { citizenshipsText } from "./rules-text.ts";
import type { Scholarship } from "./schemas.ts";

/*
 * The scholarship editor's fields as text, the way a browser posts them: what
 * the edit form starts from, what a new one starts from, and what an import
 * row starts from before its cells are laid over. One mapping for all three,
 * so a field added to the editor is added everywhere. Pure, browser-safe.
 */

export interface ScholarshipFormValues {
  title: string;
  description: string;
  provider: string;
  amount: string;
  currency: string;
  deadline: string;
  /** The latest cycle: when it opened, its name, where its dates were stated (decision 0043). */
  opensOn: string;
  deadlineCycle: string;
  deadlineSourceUrl: string;
  deadlineNote: string;
  /** "on": the award has no yearly window. */
  noFixedWindow: "on" | "";
  applicationUrl: string;
  sourceUrl: string;
  /** How far the source's facts can be trusted: "high", "medium", or "" (not graded). */
  sourceConfidence: string;
  eligibilityCriteria: string;
  /** Who may apply, as rules (rules-text.ts): codes on one line ("JM, TT, OECS"), numbers, CXC requirements one a line; "" where the sources set none. */
  citizenships: string;
  minAge: string;
  maxAge: string;
  minWorkYears: string;
  cxcRequirements: string;
  /** What the student owes afterwards; "" where the sources do not say. */
  bondYears: string;
  returnHomeYears: string;
  serviceHours: string;
  destinationId: string;
  pathwayId: string;
  /** The ticked study levels; none: any level. */
  studyLevels: string[];
  isFeatured: "on" | "";
  isActive: "on" | "";
}

const textOf = (value: string | null) => value ?? "";
const numberText = (value: number | null) => (value === null ? "" : String(value));
const ticked = (value: boolean) => (value ? "on" : "");

/** A scholarship's form values; null: a new one, active, in US dollars, with a yearly window. */
export function scholarshipFormValues(scholarship: Scholarship | null): ScholarshipFormValues {
  if (!scholarship) {
    return {
      title: "",
      description: "",
      provider: "",
      amount: "",
      currency: "USD",
      deadline: "",
      opensOn: "",
      deadlineCycle: "",
      deadlineSourceUrl: "",
      deadlineNote: "",
      noFixedWindow: "",
      applicationUrl: "",
      sourceUrl: "",
      sourceConfidence: "",
      eligibilityCriteria: "",
      citizenships: "",
      minAge: "",
      maxAge: "",
      minWorkYears: "",
      cxcRequirements: "",
      bondYears: "",
      returnHomeYears: "",
      serviceHours: "",
      destinationId: "",
      pathwayId: "",
      studyLevels: [],
      isFeatured: "",
      // A new scholarship is active unless the editor says otherwise.
      isActive: "on",
    };
  }
  const rules = scholarship.eligibilityRules;
  return {
    title: scholarship.title,
    description: scholarship.description,
    provider: scholarship.provider,
    amount: textOf(scholarship.amount),
    currency: scholarship.currency,
    deadline: textOf(scholarship.deadline),
    opensOn: textOf(scholarship.opensOn),
    deadlineCycle: textOf(scholarship.deadlineCycle),
    deadlineSourceUrl: textOf(scholarship.deadlineSourceUrl),
    deadlineNote: textOf(scholarship.deadlineNote),
    noFixedWindow: ticked(!scholarship.fixedWindow),
    applicationUrl: textOf(scholarship.applicationUrl),
    sourceUrl: textOf(scholarship.sourceUrl),
    sourceConfidence: textOf(scholarship.sourceConfidence),
    eligibilityCriteria: textOf(scholarship.eligibility),
    citizenships: citizenshipsText(rules.citizenships),
    minAge: numberText(rules.minAge),
    maxAge: numberText(rules.maxAge),
    minWorkYears: numberText(rules.minWorkYears),
    cxcRequirements: cxcRequirementsText(rules.cxc),
    bondYears: numberText(scholarship.obligations.bondYears),
    returnHomeYears: numberText(scholarship.obligations.returnHomeYears),
    serviceHours: numberText(scholarship.obligations.serviceHours),
    destinationId: textOf(scholarship.destinationId),
    pathwayId: textOf(scholarship.pathwayId),
    studyLevels: [...scholarship.studyLevels],
    isFeatured: ticked(scholarship.isFeatured),
    isActive: ticked(scholarship.isActive),
  };
}
