import { z } from "zod";
import { cxcRequirementsText, gradeNumeral, readCxcRequirements } from "../cxc/index.ts";
import { blankToUndefined, checkbox, optionalDay, optionalText, optionalWebAddress } from "../platform/index.ts";
import { NOT_LOOKED_FOR } from "./events.ts";
import { sourceConfidences, type CxcEntry } from "./schemas.ts";

/*
 * The school editor's "CXC entry minimum" fields (issue 27 item 6, decision
 * 0048): the rule's requirements typed one a line in the cxc module's syntax
 * ("CAPE 6 at V", "CSEC 5 at III including English A, Mathematics"), with a
 * line-numbered message next to the field, like the scholarship editor's;
 * the school import fills the same fields from its `cxcEntry.*` columns.
 */

export const CXC_ENTRY_STATUSES = ["published", "not-by-cxc", "not-published"] as const;

export const CXC_ENTRY_STATUS_LABELS: Record<(typeof CXC_ENTRY_STATUSES)[number], string> = {
  published: "Published minimum",
  "not-by-cxc": "Entry is not on CXC results",
  "not-published": "Not published",
};

/** Said next to a field: what to do. */
export const CXC_ENTRY_MESSAGES = {
  status: "Choose published minimum, entry not on CXC results, or not published.",
  requirementsNeeded: "Write at least one requirement, such as CAPE 6 at V, or choose another status.",
  capeDiploma: "Choose yes, no or not stated.",
  grade: "Choose a grade from the list, or not stated.",
  text: "Copy the source's words about its CXC entry minimum.",
  sourceUrl: "Give the page the minimum is from (a full web address).",
  confidence: "Choose official page, secondary source or aggregator copy.",
  verifiedOn: "Enter the day you checked it as a date (YYYY-MM-DD).",
  checkUrl: "Give the official page you looked on (a full web address).",
  checkedOn: "Enter the day you looked as a date (YYYY-MM-DD).",
} as const;

/** A grade chosen from a list ("" is not stated): the number, or null. */
const gradeChoice = (lowest: number) =>
  z
    .preprocess(
      (value) => (typeof blankToUndefined(value) === "string" ? Number(value) : blankToUndefined(value)),
      z
        .number({ error: CXC_ENTRY_MESSAGES.grade })
        .int(CXC_ENTRY_MESSAGES.grade)
        .min(1, CXC_ENTRY_MESSAGES.grade)
        .max(lowest, CXC_ENTRY_MESSAGES.grade)
        .optional(),
    )
    .transform((value) => value ?? null);

export const cxcEntryFields = z.object({
  status: z.enum(CXC_ENTRY_STATUSES, { error: CXC_ENTRY_MESSAGES.status }),
  appliesTo: optionalText(300),
  // An empty textarea reaches the schema as absent (conform drops empty values).
  requirements: z
    .string()
    .max(2_000)
    .optional()
    .transform((value) => value ?? ""),
  capeDiploma: z
    .preprocess(blankToUndefined, z.enum(["yes", "no"], { error: CXC_ENTRY_MESSAGES.capeDiploma }).optional())
    .transform((value) => (value === undefined ? null : value === "yes")),
  csecEnglishA: gradeChoice(6),
  capeCommunicationStudies: gradeChoice(7),
  text: optionalText(2_000),
  sourceUrl: optionalWebAddress(CXC_ENTRY_MESSAGES.sourceUrl, /^https?$/),
  confidence: z.preprocess(blankToUndefined, z.enum(sourceConfidences, { error: CXC_ENTRY_MESSAGES.confidence }).optional()),
  cycle: optionalText(100),
  olderPage: checkbox(false),
  verifiedOn: optionalDay(CXC_ENTRY_MESSAGES.verifiedOn),
  checkUrl: optionalWebAddress(CXC_ENTRY_MESSAGES.checkUrl, /^https?$/),
  checkedOn: optionalDay(CXC_ENTRY_MESSAGES.checkedOn),
});

export type CxcEntryEdit = z.output<typeof cxcEntryFields>;

type Problem = { path: string[]; message: string };

/**
 * The fields as the school's rule, given the day the editor saves (a rule or
 * a look with no day is dated today), or the problems, each on its field.
 */
export function cxcEntryOf(edit: CxcEntryEdit, today: string): { entry: CxcEntry } | { problems: Problem[] } {
  const problems: Problem[] = [];
  const need = <Value>(value: Value | null, field: keyof typeof CXC_ENTRY_MESSAGES): Value | null => {
    if (value === null) problems.push({ path: [field], message: CXC_ENTRY_MESSAGES[field] as string });
    return value;
  };
  if (edit.status === "not-published") {
    // No page given: not looked for yet (a new school, or an import that leaves the minimum out).
    if (edit.checkUrl === null) return { entry: NOT_LOOKED_FOR };
    return { entry: { status: "not-published", checkUrl: edit.checkUrl, checkedOn: edit.checkedOn ?? today } };
  }
  const text = need(edit.text, "text");
  const sourceUrl = need(edit.sourceUrl, "sourceUrl");
  const source = { confidence: edit.confidence ?? "official", cycle: edit.cycle, verifiedOn: edit.verifiedOn ?? today };
  if (edit.status === "not-by-cxc") return text === null || sourceUrl === null ? { problems } : { entry: { status: "not-by-cxc", text, sourceUrl, ...source } };
  const read = readCxcRequirements(edit.requirements);
  if (!read.ok) problems.push({ path: ["requirements"], message: read.errors.join(" ") });
  else if (read.value.length === 0) problems.push({ path: ["requirements"], message: CXC_ENTRY_MESSAGES.requirementsNeeded });
  if (problems.length > 0 || !read.ok || text === null || sourceUrl === null) return { problems };
  return {
    entry: {
      status: "published",
      appliesTo: edit.appliesTo,
      requirements: read.value,
      capeDiplomaAccepted: edit.capeDiploma,
      englishExemptions: { csecEnglishA: edit.csecEnglishA, capeCommunicationStudies: edit.capeCommunicationStudies },
      text,
      sourceUrl,
      olderPage: edit.olderPage,
      ...source,
    },
  };
}

export interface CxcEntryFormValues {
  status: CxcEntry["status"];
  appliesTo: string;
  requirements: string;
  capeDiploma: "yes" | "no" | "";
  csecEnglishA: string;
  capeCommunicationStudies: string;
  text: string;
  sourceUrl: string;
  confidence: string;
  cycle: string;
  olderPage: "on" | "";
  verifiedOn: string;
  checkUrl: string;
  checkedOn: string;
}

/** A school's rule as the form shows it: every field as the text a browser posts. */
export function cxcEntryFormValues(entry: CxcEntry): CxcEntryFormValues {
  const published = entry.status === "published" ? entry : null;
  const sourced = entry.status === "not-published" ? null : entry;
  const grade = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));
  return {
    status: entry.status,
    appliesTo: published?.appliesTo ?? "",
    requirements: published ? cxcRequirementsText(published.requirements) : "",
    capeDiploma: published?.capeDiplomaAccepted === true ? "yes" : published?.capeDiplomaAccepted === false ? "no" : "",
    csecEnglishA: grade(published?.englishExemptions.csecEnglishA),
    capeCommunicationStudies: grade(published?.englishExemptions.capeCommunicationStudies),
    text: sourced?.text ?? "",
    sourceUrl: sourced?.sourceUrl ?? "",
    confidence: sourced?.confidence ?? "official",
    cycle: sourced?.cycle ?? "",
    olderPage: published?.olderPage ? "on" : "",
    verifiedOn: sourced?.verifiedOn ?? "",
    checkUrl: entry.status === "not-published" ? (entry.checkUrl ?? "") : "",
    checkedOn: entry.status === "not-published" ? (entry.checkedOn ?? "") : "",
  };
}

/** The rule in words for the school's history. */
export function cxcEntryInWords(entry: CxcEntry): string {
  if (entry.status === "not-published")
    return entry.checkUrl ? `Not published on ${entry.checkUrl} (checked ${entry.checkedOn})` : "Not published (not looked for yet)";
  const source = `(${entry.cycle ?? "no cycle"}; ${entry.confidence} ${entry.sourceUrl}, checked ${entry.verifiedOn})`;
  if (entry.status === "not-by-cxc") return `Entry is not on CXC results: ${entry.text} ${source}`;
  const exemptions = [
    entry.englishExemptions.csecEnglishA === null ? null : `CSEC English A at ${gradeNumeral(entry.englishExemptions.csecEnglishA)}`,
    entry.englishExemptions.capeCommunicationStudies === null
      ? null
      : `CAPE Communication Studies at ${gradeNumeral(entry.englishExemptions.capeCommunicationStudies)}`,
  ].filter(Boolean);
  return [
    cxcRequirementsText(entry.requirements),
    entry.appliesTo ? `For: ${entry.appliesTo}` : null,
    `CAPE diploma accepted: ${entry.capeDiplomaAccepted === null ? "not stated" : entry.capeDiplomaAccepted ? "yes" : "no"}`,
    exemptions.length ? `English test waived for ${exemptions.join(" or ")}` : null,
    `${entry.text} ${source}`,
  ]
    .filter(Boolean)
    .join("\n");
}
