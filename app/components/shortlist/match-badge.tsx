import { Link } from "@remix-run/react";
import { SHORTLIST_COPY } from "./copy.ts";

/** The match score, or the way to get one: never a made-up number. */
export function MatchBadge({ match, costCompared = true }: { match: number | null; costCompared?: boolean }) {
  if (match === null) {
    return (
      <Link to="/questionnaire" className="match-missing">
        {SHORTLIST_COPY.takeQuiz}
      </Link>
    );
  }
  return (
    <span className="badge match-badge">
      Match <strong>{match}</strong>
      <span className="visually-hidden"> out of 100</span>
      <span aria-hidden="true">/100</span>
      {costCompared ? null : <span className="match-note"> (cost not compared)</span>}
    </span>
  );
}
