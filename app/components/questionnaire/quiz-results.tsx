import { Link } from "@remix-run/react";
import { scholarshipLine } from "~/components/scholarship-card.tsx";
import { NEXT_STEPS, SAVED_NOTICE } from "./copy.ts";
import type { ResultScreen } from "./screens.ts";

/** The scored quiz: study personality, destinations, fields, recommendations and scholarships. */
export function QuizResults({ screen }: { screen: ResultScreen }) {
  const { result, matches, saved } = screen;
  return (
    <section className="page-section quiz-page quiz-results">
      <header className="quiz-intro">
        <p className="quiz-eyebrow">Your quiz results</p>
        <h1>Your Study Profile</h1>
        <p className="lead">Here is what your answers say about you, and where to look next.</p>
      </header>
      {saved === "not-signed-in" ? (
        <p className="notice">
          Want to keep this result? <Link to="/signup?redirectTo=%2Fquestionnaire%3Fview%3Dresult">Create a free student account</Link> in this browser and it
          is saved to your profile.
        </p>
      ) : (
        <p className="notice success" role="status">
          {SAVED_NOTICE[saved]}
        </p>
      )}

      <div className="quiz-results-grid">
        <section className="card quiz-personality" aria-labelledby="personality-heading">
          <h2 id="personality-heading">Your study personality</h2>
          <p className="quiz-personality-name">{result.personality}</p>
        </section>

        <section className="card" aria-labelledby="destinations-heading">
          <h2 id="destinations-heading">Recommended destinations</h2>
          <ul className="quiz-result-list">
            {matches.destinations.map((destination) => (
              <li key={destination.name}>
                {destination.links.length === 1 && destination.links[0]!.name === destination.name ? (
                  <Link to={`/destinations/${destination.links[0]!.slug}`} className="quiz-result-name">
                    {destination.name}
                  </Link>
                ) : (
                  <span className="quiz-result-name">{destination.name}</span>
                )}
                {destination.links.length > 0 && !(destination.links.length === 1 && destination.links[0]!.name === destination.name) ? (
                  <span className="quiz-result-links">
                    {destination.links.map((link) => (
                      <Link key={link.slug} to={`/destinations/${link.slug}`} className="chip">
                        {link.name}
                      </Link>
                    ))}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>

        <section className="card" aria-labelledby="fields-heading">
          <h2 id="fields-heading">Fields to explore</h2>
          <ul className="quiz-result-links">
            {result.studyFields.map((field) => {
              const pathway = matches.pathways.find((candidate) => candidate.name === field);
              return (
                <li key={field}>
                  {pathway ? (
                    <Link to={`/pathways/${pathway.slug}`} className="chip">
                      {field}
                    </Link>
                  ) : (
                    <span className="chip">{field}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>

        <section className="card quiz-recommendations" aria-labelledby="recommendations-heading">
          <h2 id="recommendations-heading">Our recommendations</h2>
          <ul>
            {result.recommendations.map((recommendation) => (
              <li key={recommendation}>{recommendation}</li>
            ))}
          </ul>
        </section>

        <section className="card quiz-scholarships" aria-labelledby="scholarships-heading">
          <h2 id="scholarships-heading">Scholarships to look at</h2>
          {matches.scholarships.length > 0 ? (
            <ul className="quiz-scholarship-list">
              {matches.scholarships.map((scholarship) => (
                <li key={scholarship.id}>
                  <h3>{scholarship.title}</h3>
                  <p className="muted">{scholarshipLine(scholarship)}</p>
                  <a className="button secondary small" href={scholarship.applicationUrl ?? "#"} rel="noopener noreferrer">
                    Apply<span className="visually-hidden"> for {scholarship.title} (external site)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p>
              No open scholarships match these destinations right now. <Link to="/funding">Browse all funding</Link>.
            </p>
          )}
        </section>
      </div>

      <nav className="quiz-next-steps" aria-label="Next steps">
        {NEXT_STEPS.map((step) => (
          <Link key={step.to} to={step.to} className={step.className}>
            {step.label}
          </Link>
        ))}
      </nav>
    </section>
  );
}
