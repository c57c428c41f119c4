import type { QuickFactView } from "@modules/catalog/index.ts";

/**
 * One quick fact as the catalogue verified it: each statement in the source's
 * words with its cycle and source, or "not found" with the official page to
 * check. Never a figure of our own.
 */
export function QuickFactSummary({ fact }: { fact: QuickFactView | undefined }) {
  if (!fact || (fact.note === null && fact.statements.length === 0 && fact.notFound === null)) return <span className="not-verified">Not yet verified</span>;
  return (
    <div className="shortlist-fact">
      {fact.note ? <p>{fact.note}</p> : null}
      {fact.statements.map((statement) => (
        <p key={statement.text} className={statement.outdated ? "fact-statement outdated" : "fact-statement"}>
          {statement.text} <span className="fact-meta">({statement.cycleNote}; </span>
          <a className="fact-meta" href={statement.source.url} rel="noopener noreferrer">
            source: {statement.source.label}
          </a>
          <span className="fact-meta">, verified {statement.verifiedOn})</span>
        </p>
      ))}
      {fact.notFound ? (
        <p className="fact-not-found">
          Not found; check{" "}
          <a href={fact.notFound.url} rel="noopener noreferrer">
            {fact.notFound.label}
          </a>
        </p>
      ) : null}
    </div>
  );
}

export function factOf(quickFacts: readonly QuickFactView[], key: QuickFactView["key"]): QuickFactView | undefined {
  return quickFacts.find((fact) => fact.key === key);
}
