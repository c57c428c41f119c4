import { cxcEntryVerdict, cxcRequirementWords, gradeNumeral, type CxcEntryVerdict, type CxcResult } from "../cxc/index.ts";
import { NOT_LOOKED_FOR } from "./events.ts";
import type { CxcEntry, School, SourceConfidence } from "./schemas.ts";

/*
 * A school's published CXC entry minimum as pages show it, and the check of
 * a student's results against it (issue 27 item 6, decision 0048). Rows
 * projected before schools' schema version 5 have no `cxcEntry` and read as
 * not published, never looked for.
 */

/** The school's rule; not looked for when its row predates the rule. */
export function cxcEntryOf(school: Partial<Pick<School, "cxcEntry">>): CxcEntry {
  return school.cxcEntry ?? NOT_LOOKED_FOR;
}

/** Whether the school's source says it accepts the CAPE diploma for entry: true, false, or null when it does not say (the /schools facet). */
export function acceptsCapeDiploma(school: Partial<Pick<School, "cxcEntry">>): boolean | null {
  const entry = cxcEntryOf(school);
  return entry.status === "published" ? entry.capeDiplomaAccepted : null;
}

/** A student's results against the school's rule (the cxc module's check). */
export function schoolCxcVerdict(school: Partial<Pick<School, "cxcEntry">>, results: readonly CxcResult[]): CxcEntryVerdict {
  return cxcEntryVerdict(cxcEntryOf(school), results);
}

/** The rule in words for a page: each requirement, whom it is for, the diploma and English lines, and its source. */
export type CxcEntryView =
  | {
      status: "published";
      requirements: string[];
      appliesTo: string | null;
      capeDiploma: string | null;
      englishExemption: string | null;
      text: string;
      source: { url: string; confidence: SourceConfidence };
      cycle: string | null;
      olderPage: boolean;
      verifiedOn: string;
    }
  | { status: "not-by-cxc"; text: string; source: { url: string; confidence: SourceConfidence }; cycle: string | null; verifiedOn: string }
  | { status: "not-published"; checkUrl: string | null; checkedOn: string | null };

export function cxcEntryView(school: Partial<Pick<School, "cxcEntry">>): CxcEntryView {
  const entry = cxcEntryOf(school);
  if (entry.status === "not-published") return entry;
  const source = { url: entry.sourceUrl, confidence: entry.confidence };
  if (entry.status === "not-by-cxc") return { status: "not-by-cxc", text: entry.text, source, cycle: entry.cycle, verifiedOn: entry.verifiedOn };
  const { csecEnglishA, capeCommunicationStudies } = entry.englishExemptions;
  const exemptions = [
    csecEnglishA === null ? null : `CSEC English A at grade ${gradeNumeral(csecEnglishA)} or better`,
    capeCommunicationStudies === null ? null : `CAPE Communication Studies at grade ${gradeNumeral(capeCommunicationStudies)} or better`,
  ].filter((line): line is string => line !== null);
  return {
    status: "published",
    requirements: entry.requirements.map(cxcRequirementWords),
    appliesTo: entry.appliesTo,
    capeDiploma:
      entry.capeDiplomaAccepted === null ? null : entry.capeDiplomaAccepted ? "The CAPE diploma is accepted." : "The CAPE diploma alone is not accepted.",
    englishExemption: exemptions.length ? `The English-language test is waived for ${exemptions.join(" or ")}.` : null,
    text: entry.text,
    source,
    cycle: entry.cycle,
    olderPage: entry.olderPage,
    verifiedOn: entry.verifiedOn,
  };
}
