import { Link } from "@remix-run/react";
import type { ShortlistEntryView } from "@modules/portal/index.ts";
import { SHORTLIST_PRIORITY_LABELS, SHORTLIST_STATUS_LABELS } from "@modules/portal/browser.ts";
import type { ReactNode } from "react";
import { MatchBadge } from "./match-badge.tsx";
import { factOf, QuickFactSummary } from "./quick-fact-summary.tsx";
import { TYPE_LABELS } from "./shortlist-entries.tsx";

type Entry = Pick<
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
  | "match"
  | "matchDetail"
>;

function text(value: string | null): ReactNode {
  return value ?? <span className="not-verified">Not yet verified</span>;
}

const ROWS: { label: string; cell: (entry: Entry) => ReactNode }[] = [
  { label: "Country", cell: (entry) => text(entry.country) },
  { label: "Location", cell: (entry) => text(entry.location) },
  { label: "Type", cell: (entry) => TYPE_LABELS[entry.type] },
  { label: "Match", cell: (entry) => <MatchBadge match={entry.match} costCompared={entry.matchDetail?.cost !== "unknown"} /> },
  { label: "Tuition", cell: (entry) => <QuickFactSummary fact={factOf(entry.quickFacts, "tuition")} /> },
  { label: "Living costs", cell: (entry) => <QuickFactSummary fact={factOf(entry.quickFacts, "livingCosts")} /> },
  { label: "Application fee", cell: (entry) => <QuickFactSummary fact={factOf(entry.quickFacts, "applicationFee")} /> },
  { label: "Application deadline", cell: (entry) => <QuickFactSummary fact={factOf(entry.quickFacts, "applicationDeadline")} /> },
  { label: "English requirements", cell: (entry) => <QuickFactSummary fact={factOf(entry.quickFacts, "englishRequirements")} /> },
  { label: "Acceptance rate", cell: (entry) => text(entry.acceptanceRate) },
  { label: "Ranking", cell: (entry) => text(entry.ranking) },
  { label: "Your status", cell: (entry) => SHORTLIST_STATUS_LABELS[entry.status] },
  { label: "Your priority", cell: (entry) => SHORTLIST_PRIORITY_LABELS[entry.priority] },
];

/** Spec §4's comparison: schools as columns, fields as rows. */
export function CompareTable({ entries }: { entries: readonly Entry[] }) {
  return (
    <div className="table-wrap">
      <table className="compare-table">
        <caption>
          {entries.length} schools from your shortlist, side by side. Figures are as each school&apos;s sources state them, with their year or cycle.
        </caption>
        <thead>
          <tr>
            <td />
            {entries.map((entry) => (
              <th scope="col" key={entry.schoolId}>
                <Link to={`/schools/${entry.schoolSlug}`}>{entry.schoolName}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {entries.map((entry) => (
                <td key={entry.schoolId}>{row.cell(entry)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
