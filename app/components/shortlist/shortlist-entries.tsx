import { Link } from "@remix-run/react";
import type { ShortlistEntryView } from "@modules/portal/index.ts";
import { SHORTLIST_PRIORITY_LABELS, SHORTLIST_STATUS_LABELS } from "@modules/portal/browser.ts";
import { CompareCheckbox } from "./compare-picker.tsx";
import { NotesForm, PriorityForm, RemoveForm, StatusForm, type EntryRefusal } from "./entry-forms.tsx";
import { MatchBadge } from "./match-badge.tsx";
import { factOf, QuickFactSummary } from "./quick-fact-summary.tsx";

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
  | "notes"
  | "match"
  | "matchDetail"
>;

export const TYPE_LABELS = { university: "University", college: "College" } as const;

interface EntriesProps {
  entries: readonly Entry[];
  returnTo: string;
  refusal: EntryRefusal | null;
}

/** The cards view: every real field of each school, and its status, priority, notes and remove. */
export function ShortlistCards({ entries, returnTo, refusal }: EntriesProps) {
  return (
    <ul className="shortlist-cards" aria-label="Shortlisted schools">
      {entries.map((entry) => {
        const formProps = { schoolId: entry.schoolId, schoolName: entry.schoolName, returnTo, refusal };
        return (
          <li key={entry.schoolId} className="card shortlist-card">
            <div className="shortlist-card-head">
              <div>
                <h2>
                  <Link to={`/schools/${entry.schoolSlug}`}>{entry.schoolName}</Link>
                </h2>
                <p className="muted">{[entry.location, entry.country].filter(Boolean).join(", ")}</p>
                <div className="badge-row">
                  <span className="badge">{TYPE_LABELS[entry.type]}</span>
                  <span className="badge status-badge">{SHORTLIST_STATUS_LABELS[entry.status]}</span>
                  <span className="badge priority-badge">{SHORTLIST_PRIORITY_LABELS[entry.priority]}</span>
                </div>
              </div>
              <div className="shortlist-card-side">
                <MatchBadge match={entry.match} costCompared={entry.matchDetail?.cost !== "unknown"} />
                <CompareCheckbox schoolId={entry.schoolId} schoolName={entry.schoolName} />
              </div>
            </div>
            <dl className="shortlist-facts">
              <div>
                <dt>Tuition</dt>
                <dd>
                  <QuickFactSummary fact={factOf(entry.quickFacts, "tuition")} />
                </dd>
              </div>
              <div>
                <dt>Living costs</dt>
                <dd>
                  <QuickFactSummary fact={factOf(entry.quickFacts, "livingCosts")} />
                </dd>
              </div>
              <div>
                <dt>Application deadline</dt>
                <dd>
                  <QuickFactSummary fact={factOf(entry.quickFacts, "applicationDeadline")} />
                </dd>
              </div>
              <div>
                <dt>Acceptance rate</dt>
                <dd className={entry.acceptanceRate ? undefined : "not-verified"}>{entry.acceptanceRate ?? "Not yet verified"}</dd>
              </div>
              <div>
                <dt>Ranking</dt>
                <dd className={entry.ranking ? undefined : "not-verified"}>{entry.ranking ?? "Not yet verified"}</dd>
              </div>
            </dl>
            <div className="shortlist-card-forms">
              <StatusForm {...formProps} status={entry.status} />
              <PriorityForm {...formProps} priority={entry.priority} />
              <NotesForm {...formProps} notes={entry.notes} />
              <RemoveForm schoolId={entry.schoolId} schoolName={entry.schoolName} returnTo={returnTo} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The table view: one row per school, the same controls but notes. */
export function ShortlistTable({ entries, returnTo, refusal }: EntriesProps) {
  return (
    <div className="table-wrap">
      <table className="shortlist-table">
        <caption className="visually-hidden">Shortlisted schools</caption>
        <thead>
          <tr>
            <th scope="col">Compare</th>
            <th scope="col">School</th>
            <th scope="col">Country</th>
            <th scope="col">Type</th>
            <th scope="col">Tuition</th>
            <th scope="col">Application deadline</th>
            <th scope="col">Match</th>
            <th scope="col">Status</th>
            <th scope="col">Priority</th>
            <th scope="col">Remove</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const formProps = { schoolId: entry.schoolId, schoolName: entry.schoolName, returnTo, refusal };
            return (
              <tr key={entry.schoolId}>
                <td>
                  <CompareCheckbox schoolId={entry.schoolId} schoolName={entry.schoolName} />
                </td>
                <th scope="row">
                  <Link to={`/schools/${entry.schoolSlug}`}>{entry.schoolName}</Link>
                  {entry.location ? <span className="muted table-location">{entry.location}</span> : null}
                </th>
                <td>{entry.country ?? "Not yet verified"}</td>
                <td>{TYPE_LABELS[entry.type]}</td>
                <td>
                  <QuickFactSummary fact={factOf(entry.quickFacts, "tuition")} />
                </td>
                <td>
                  <QuickFactSummary fact={factOf(entry.quickFacts, "applicationDeadline")} />
                </td>
                <td>
                  <MatchBadge match={entry.match} costCompared={entry.matchDetail?.cost !== "unknown"} />
                </td>
                <td>
                  <StatusForm {...formProps} status={entry.status} />
                </td>
                <td>
                  <PriorityForm {...formProps} priority={entry.priority} />
                </td>
                <td>
                  <RemoveForm schoolId={entry.schoolId} schoolName={entry.schoolName} returnTo={returnTo} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
