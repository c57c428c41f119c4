import { db } from "./db.ts";
import {
  editorialHistoryOf,
  isRestorable,
  readStream,
  userActors,
  type EditorialHistory,
  type EditorialHistoryRules,
  type RecordedEvent,
} from "../eventstore/index.ts";
import { scholarshipEditorialDecider, scholarshipEditorialRules, type ScholarshipEditorialState } from "./decide.ts";
import { scholarshipStream } from "./events.ts";
import { cxcRequirementsText } from "../cxc/browser.ts";
import { citizenshipsText } from "./rules-text.ts";
import type { Scholarship } from "./schemas.ts";

const text = (read: (scholarship: Scholarship) => string | null) => (state: ScholarshipEditorialState) => (state.content ? read(state.content) : null);
const yesNo = (value: boolean) => (value ? "Yes" : "No");
const numberText = (value: number | null) => (value === null ? null : String(value));

/** How a scholarship's history reads its stream: the editorial decider's own evolve, every field it carries, and what a restore changes. */
const scholarshipHistoryRules: EditorialHistoryRules<ScholarshipEditorialState> = {
  evolver: scholarshipEditorialDecider,
  changeWords: { ScholarshipListed: "Listed", ScholarshipRevised: "Revised", ScholarshipDeleted: "Deleted" },
  fields: [
    { label: "Status", read: (state) => (state.content ? (state.deleted ? "Deleted" : state.content.isActive ? "Active" : "Inactive") : null) },
    { label: "Featured", read: text((scholarship) => yesNo(scholarship.isFeatured)) },
    { label: "Title", read: text((scholarship) => scholarship.title) },
    { label: "Slug", read: text((scholarship) => scholarship.slug) },
    { label: "Provider", read: text((scholarship) => scholarship.provider) },
    { label: "Description", read: text((scholarship) => scholarship.description), long: true },
    { label: "Amount", read: text((scholarship) => scholarship.amount) },
    { label: "Currency", read: text((scholarship) => scholarship.currency) },
    { label: "Deadline", read: text((scholarship) => scholarship.deadline) },
    { label: "Deadline cycle", read: text((scholarship) => scholarship.deadlineCycle) },
    { label: "Deadline note", read: text((scholarship) => scholarship.deadlineNote) },
    { label: "Deadline source", read: text((scholarship) => scholarship.deadlineSourceUrl) },
    { label: "Eligibility criteria", read: text((scholarship) => scholarship.eligibility), long: true },
    { label: "How to apply", read: text((scholarship) => scholarship.howToApply), long: true },
    { label: "Application URL", read: text((scholarship) => scholarship.applicationUrl) },
    { label: "Source URL", read: text((scholarship) => scholarship.sourceUrl) },
    { label: "Source confidence", read: text((scholarship) => scholarship.sourceConfidence) },
    { label: "Last verified", read: text((scholarship) => scholarship.lastVerifiedOn) },
    { label: "Destination", read: text((scholarship) => scholarship.destinationId) },
    { label: "Pathway", read: text((scholarship) => scholarship.pathwayId) },
    { label: "Study levels", read: text((scholarship) => (scholarship.studyLevels.length > 0 ? scholarship.studyLevels.join(", ") : "Any level")) },
    { label: "Citizenships", read: text((scholarship) => citizenshipsText(scholarship.eligibilityRules.citizenships) || null) },
    { label: "Minimum age", read: text((scholarship) => numberText(scholarship.eligibilityRules.minAge)) },
    { label: "Maximum age", read: text((scholarship) => numberText(scholarship.eligibilityRules.maxAge)) },
    { label: "Years of work experience", read: text((scholarship) => numberText(scholarship.eligibilityRules.minWorkYears)) },
    { label: "CXC results required", read: text((scholarship) => cxcRequirementsText(scholarship.eligibilityRules.cxc) || null), long: true },
    { label: "Bond (years)", read: text((scholarship) => numberText(scholarship.obligations.bondYears)) },
    { label: "Return home (years)", read: text((scholarship) => numberText(scholarship.obligations.returnHomeYears)) },
    { label: "Service (hours)", read: text((scholarship) => numberText(scholarship.obligations.serviceHours)) },
  ],
  restorable: (snapshot, current) => isRestorable(scholarshipEditorialRules, snapshot, current),
};

/** A scholarship's history from its events (pure): null when the stream is empty. */
export function scholarshipHistoryOf(id: string, events: readonly RecordedEvent[], userNames: ReadonlyMap<string, string>): EditorialHistory | null {
  return editorialHistoryOf(scholarshipHistoryRules, id, events, userNames, (scholarship, deleted) => ({
    title: scholarship.title,
    publicPath: !deleted && scholarship.isActive ? `/funding?${new URLSearchParams({ q: scholarship.title })}` : null,
  }));
}

/**
 * A scholarship's editorial history, deleted ones included; null for an id
 * that never existed. Editors' names come from `displayNames` (identity's,
 * handed in by the caller).
 */
export async function scholarshipHistory(
  id: string,
  displayNames: (userIds: string[]) => Promise<ReadonlyMap<string, string>>,
): Promise<EditorialHistory | null> {
  if (!/^[\w-]{1,100}$/.test(id)) return null;
  const events = await readStream(db(), scholarshipStream(id));
  return scholarshipHistoryOf(id, events, await displayNames(userActors(events)));
}
