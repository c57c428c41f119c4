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
  eligibilityCriteria: string;
  destinationId: string;
  pathwayId: string;
  /** The ticked study levels; none: any level. */
  studyLevels: string[];
  isFeatured: "on" | "";
  isActive: "on" | "";
}

const textOf = (value: string | null) => value ?? "";
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
      eligibilityCriteria: "",
      destinationId: "",
      pathwayId: "",
      studyLevels: [],
      isFeatured: "",
      // A new scholarship is active unless the editor says otherwise.
      isActive: "on",
    };
  }
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
    eligibilityCriteria: textOf(scholarship.eligibility),
    destinationId: textOf(scholarship.destinationId),
    pathwayId: textOf(scholarship.pathwayId),
    studyLevels: [...scholarship.studyLevels],
    isFeatured: ticked(scholarship.isFeatured),
    isActive: ticked(scholarship.isActive),
  };
}
