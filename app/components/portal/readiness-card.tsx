import type { StudentReadiness } from "@modules/portal/index.ts";

function changeText({ change, period }: StudentReadiness["change"]): string {
  const signed = change > 0 ? `+${change}` : String(change);
  if (period === "since-joined") return change === 0 ? "No change since you joined" : `${signed} since you joined`;
  return change === 0 ? "No change this week" : `${signed} this week`;
}

/** The Application Readiness Score with its bar, message, weekly change, and how each part is earned. */
export function ReadinessCard({ readiness }: { readiness: StudentReadiness }) {
  return (
    <section className="card readiness-card" aria-labelledby="readiness-title">
      <h2 id="readiness-title">Application Readiness Score</h2>
      <p className="readiness-score">
        <strong>{readiness.score}%</strong> <span className="badge neutral">{changeText(readiness.change)}</span>
      </p>
      <progress className="readiness-bar" max={100} value={readiness.score} aria-labelledby="readiness-title" />
      <p>{readiness.message}</p>
      <details className="readiness-parts">
        <summary>How is this score computed?</summary>
        <table>
          <caption className="visually-hidden">Readiness score parts</caption>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Points</th>
              <th scope="col">How to earn the rest</th>
            </tr>
          </thead>
          <tbody>
            {readiness.parts.map((part) => (
              <tr key={part.name}>
                <th scope="row">{part.label}</th>
                <td>
                  {part.points} of {part.max}
                </td>
                <td>{part.points < part.max ? part.howToEarn : "Done"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="muted">The change compares today's score with your score a week ago.</p>
      </details>
    </section>
  );
}
