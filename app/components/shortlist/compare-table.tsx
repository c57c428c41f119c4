import { Link } from "@remix-run/react";
import { SCHOOL_FIELDS, type SchoolField, type ShortlistEntryFields } from "./school-fields.tsx";

/** The comparison's rows, in order. */
const ROWS: readonly SchoolField[] = [
  "country",
  "location",
  "type",
  "match",
  "tuition",
  "livingCosts",
  "applicationFee",
  "applicationDeadline",
  "englishRequirements",
  "cxcEntry",
  "acceptanceRate",
  "ranking",
  "status",
  "priority",
];

/** The comparison: schools as columns, fields as rows. */
export function CompareTable({ entries }: { entries: readonly ShortlistEntryFields[] }) {
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
          {ROWS.map((field) => (
            <tr key={field}>
              <th scope="row">{SCHOOL_FIELDS[field].label}</th>
              {entries.map((entry) => (
                <td key={entry.schoolId}>{SCHOOL_FIELDS[field].cell(entry)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
