import { Link } from "@remix-run/react";
import type { QuizMatches, QuizResult } from "@modules/quiz/index.ts";

export interface PersonalityInsights {
  result: QuizResult;
  matches: QuizMatches;
  completedOn: string;
}

/** The student's own saved quiz result, or a prompt to take the quiz: never sample data. */
export function PersonalityTab({ insights }: { insights: PersonalityInsights | null }) {
  if (!insights) {
    return (
      <section className="planner-panel" aria-labelledby="personality-heading">
        <h2 id="personality-heading">Personality insights</h2>
        <div className="empty-state">
          <p>
            You have not taken the study-profile quiz yet. It takes about 5 minutes and shows your study personality, the destinations that fit your budget and
            fields to explore.
          </p>
          <Link className="button primary" to="/questionnaire">
            Take the quiz
          </Link>
        </div>
      </section>
    );
  }
  const { result, matches, completedOn } = insights;
  return (
    <section className="planner-panel" aria-labelledby="personality-heading">
      <h2 id="personality-heading">Personality insights</h2>
      <p className="planner-personality">
        Your study personality: <strong>{result.personality}</strong>
      </p>
      <p className="planner-muted">From the quiz you completed on {completedOn}.</p>
      <div className="planner-grid">
        <section className="card" aria-labelledby="matched-destinations-heading">
          <h3 id="matched-destinations-heading">Destinations that fit you</h3>
          <ul>
            {matches.destinations.map((destination) => (
              <li key={destination.name}>
                {destination.name}
                {destination.links.length > 0 ? (
                  <>
                    {": "}
                    {destination.links.map((link, index) => (
                      <span key={link.slug}>
                        {index > 0 ? ", " : null}
                        <Link to={`/destinations/${link.slug}`}>{link.name}</Link>
                      </span>
                    ))}
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="fields-heading">
          <h3 id="fields-heading">Fields to explore</h3>
          <ul>
            {result.studyFields.map((field) => (
              <li key={field}>{field}</li>
            ))}
          </ul>
          {matches.pathways.length > 0 ? (
            <p>
              Pathways:{" "}
              {matches.pathways.map((pathway, index) => (
                <span key={pathway.slug}>
                  {index > 0 ? ", " : null}
                  <Link to={`/pathways/${pathway.slug}`}>{pathway.name}</Link>
                </span>
              ))}
            </p>
          ) : null}
        </section>
      </div>
      <section className="card" aria-labelledby="recommendations-heading">
        <h3 id="recommendations-heading">Recommendations</h3>
        <ul>
          {result.recommendations.map((recommendation) => (
            <li key={recommendation}>{recommendation}</li>
          ))}
        </ul>
      </section>
      <p>
        <Link to="/questionnaire">Retake the quiz</Link> if your plans have changed.
      </p>
    </section>
  );
}
