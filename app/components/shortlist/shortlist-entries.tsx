import { Link } from "@remix-run/react";
import { schoolPlace } from "@modules/catalog/browser.ts";
import { SHORTLIST_PRIORITY_LABELS, SHORTLIST_STATUS_LABELS } from "@modules/portal/browser.ts";
import { CompareCheckbox } from "./compare-picker.tsx";
import { SCHOOL_FIELDS, TYPE_LABELS, type SchoolField, type ShortlistEntryFields } from "./school-fields.tsx";
import { NotesForm, PriorityForm, RemoveForm, StatusForm, type EntryRefusal } from "./entry-forms.tsx";

/** The facts each card lists under its heading. */
const CARD_FIELDS: readonly SchoolField[] = ["tuition", "livingCosts", "applicationDeadline", "cxcEntry", "acceptanceRate", "ranking"];

interface EntriesProps {
  entries: readonly ShortlistEntryFields[];
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
                <p className="muted">{schoolPlace(entry.location, entry.country)}</p>
                <div className="badge-row">
                  <span className="badge">{TYPE_LABELS[entry.type]}</span>
                  <span className="badge status-badge">{SHORTLIST_STATUS_LABELS[entry.status]}</span>
                  <span className="badge priority-badge">{SHORTLIST_PRIORITY_LABELS[entry.priority]}</span>
                </div>
              </div>
              <div className="shortlist-card-side">
                {SCHOOL_FIELDS.match.cell(entry)}
                <CompareCheckbox schoolId={entry.schoolId} schoolName={entry.schoolName} />
              </div>
            </div>
            <dl className="shortlist-facts">
              {CARD_FIELDS.map((field) => (
                <div key={field}>
                  <dt>{SCHOOL_FIELDS[field].label}</dt>
                  <dd>{SCHOOL_FIELDS[field].cell(entry)}</dd>
                </div>
              ))}
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
            <th scope="col">CXC entry minimum</th>
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
                <td>{SCHOOL_FIELDS.country.cell(entry)}</td>
                <td>{TYPE_LABELS[entry.type]}</td>
                {(["tuition", "applicationDeadline", "cxcEntry", "match"] as const).map((field) => (
                  <td key={field}>{SCHOOL_FIELDS[field].cell(entry)}</td>
                ))}
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
