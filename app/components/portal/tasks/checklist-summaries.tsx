import { Link } from "@remix-run/react";
import { formatDay } from "./copy.ts";

export interface ChecklistSummaryData {
  id: string;
  title: string;
  description: string;
  category: string;
  progress: number;
  /** ISO time of activation. */
  createdAt: string;
  /** "YYYY-MM-DD": the latest task due date, or null. */
  deadline: string | null;
}

/** The saved page's My Checklists: title, description, category, progress with its bar, Created, Due when there is a deadline, Continue Checklist. */
export function ChecklistSummaryList({ checklists }: { checklists: readonly ChecklistSummaryData[] }) {
  return (
    <ul className="checklist-summary-list">
      {checklists.map((checklist) => {
        const headingId = `checklist-summary-${checklist.id}`;
        return (
          <li key={checklist.id} className="card checklist-summary" aria-labelledby={headingId}>
            <span className="badge neutral">{checklist.category}</span>
            <h3 id={headingId}>{checklist.title}</h3>
            <p className="muted">{checklist.description}</p>
            <p>
              <strong>{checklist.progress}%</strong> complete
            </p>
            <progress className="checklist-summary-bar" max={100} value={checklist.progress} aria-label={`${checklist.title} progress`} />
            <p className="checklist-summary-dates muted">
              <span>
                Created <time dateTime={checklist.createdAt}>{formatDay(checklist.createdAt)}</time>
              </span>
              {checklist.deadline ? (
                <span>
                  Due <time dateTime={checklist.deadline}>{formatDay(checklist.deadline)}</time>
                </span>
              ) : null}
            </p>
            <p>
              <Link className="button secondary small" to="/portal/tasks">
                Continue Checklist
                <span className="visually-hidden"> for {checklist.title}</span>
              </Link>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
