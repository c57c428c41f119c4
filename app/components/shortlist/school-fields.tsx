import type { ReactNode } from "react";
import type { ShortlistEntryView } from "@modules/portal/index.ts";
import { SHORTLIST_PRIORITY_LABELS, SHORTLIST_STATUS_LABELS } from "@modules/portal/browser.ts";
import { CxcVerdictLine } from "../cxc/cxc-entry.tsx";
import { MatchBadge } from "./match-badge.tsx";
import { factOf, QuickFactSummary } from "./quick-fact-summary.tsx";

/** What the shortlist's views show of an entry. */
export type ShortlistEntryFields = Pick<
  ShortlistEntryView,
  | "schoolId"
  | "schoolName"
  | "schoolSlug"
  | "location"
  | "country"
  | "type"
  | "ranking"
  | "acceptanceRate"
  | "quickFacts"
  | "status"
  | "priority"
  | "notes"
  | "match"
  | "matchDetail"
  | "cxcVerdict"
>;

export const TYPE_LABELS = { university: "University", college: "College" } as const;

function text(value: string | null): ReactNode {
  return value ?? <span className="not-verified">Not yet verified</span>;
}

function quickFact(key: ShortlistEntryView["quickFacts"][number]["key"]) {
  return (entry: ShortlistEntryFields) => <QuickFactSummary fact={factOf(entry.quickFacts, key)} />;
}

/** Each real field of a shortlisted school, labelled, as the cards and the comparison show it. */
export const SCHOOL_FIELDS = {
  country: { label: "Country", cell: (entry: ShortlistEntryFields) => text(entry.country) },
  location: { label: "Location", cell: (entry: ShortlistEntryFields) => text(entry.location) },
  type: { label: "Type", cell: (entry: ShortlistEntryFields) => TYPE_LABELS[entry.type] },
  match: {
    label: "Match",
    cell: (entry: ShortlistEntryFields) => <MatchBadge match={entry.match} costCompared={entry.matchDetail?.cost !== "unknown"} />,
  },
  tuition: { label: "Tuition", cell: quickFact("tuition") },
  livingCosts: { label: "Living costs", cell: quickFact("livingCosts") },
  applicationFee: { label: "Application fee", cell: quickFact("applicationFee") },
  applicationDeadline: { label: "Application deadline", cell: quickFact("applicationDeadline") },
  englishRequirements: { label: "English requirements", cell: quickFact("englishRequirements") },
  cxcEntry: { label: "CXC entry minimum", cell: (entry: ShortlistEntryFields) => <CxcVerdictLine verdict={entry.cxcVerdict} /> },
  acceptanceRate: { label: "Acceptance rate", cell: (entry: ShortlistEntryFields) => text(entry.acceptanceRate) },
  ranking: { label: "Ranking", cell: (entry: ShortlistEntryFields) => text(entry.ranking) },
  status: { label: "Your status", cell: (entry: ShortlistEntryFields) => SHORTLIST_STATUS_LABELS[entry.status] },
  priority: { label: "Your priority", cell: (entry: ShortlistEntryFields) => SHORTLIST_PRIORITY_LABELS[entry.priority] },
} as const;

export type SchoolField = keyof typeof SCHOOL_FIELDS;
