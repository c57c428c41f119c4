import type { QuickFactView } from "@modules/catalog/index.ts";

/**
 * One quick fact as the catalogue verified it: each statement's value first
 * (its figure, cycle and how current it is) with the source's words on
 * demand, or the words themselves when it states no figure; or "not found"
 * with the official page to check. Never a figure of our own.
 */
export function QuickFactSummary({ fact }: { fact: QuickFactView | undefined }) {
  if (!fact || (fact.note === null && fact.statements.length === 0 && fact.notFound === null)) return <span className="not-verified">Not yet verified</span>;
  return (
    <div className="shortlist-fact">
      {fact.note ? <p>{fact.note}</p> : null}
      {fact.appliesTo ? <p className="fact-meta">Applies to: {fact.appliesTo}</p> : null}
      {fact.statements.map((statement) => (
        <div key={statement.text} className={statement.outdated ? "fact-statement outdated" : "fact-statement"}>
          {statement.valueLine ? (
            <>
              <p className="fact-value">{statement.valueLine}</p>
              <details className="fact-words">
                <summary>The source's words</summary>
                <StatementWords statement={statement} />
              </details>
            </>
          ) : (
            <StatementWords statement={statement} />
          )}
        </div>
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

/** The statement as its source words it, with its cycle, its source and how far that can be trusted. */
function StatementWords({ statement }: { statement: QuickFactView["statements"][number] }) {
  return (
    <p>
      {statement.text} <span className="fact-meta">({statement.cycleNote}; </span>
      <a className="fact-meta" href={statement.source.url} rel="noopener noreferrer">
        source: {statement.source.label}
      </a>
      <span className="fact-meta">
        , {statement.sourceKind}, {statement.checkedLabel.toLowerCase()} {statement.verifiedOn})
      </span>
    </p>
  );
}

export function factOf(quickFacts: readonly QuickFactView[], key: QuickFactView["key"]): QuickFactView | undefined {
  return quickFacts.find((fact) => fact.key === key);
}
