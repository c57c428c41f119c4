import { Link } from "@remix-run/react";
import { cxcEntryVerdictText, type CxcEntryVerdict } from "@modules/cxc/browser.ts";
import type { CxcEntryView } from "./types.ts";

/** How far a source can be trusted, in a reader's words. */
const SOURCE_KIND = { official: "official page", secondary: "secondary source", aggregator: "aggregator copy" } as const;

/** The source line under a rule: its year or cycle, when it was checked, and the page. */
function SourceLine({
  cycle,
  olderPage,
  verifiedOn,
  source,
}: {
  cycle: string | null;
  olderPage?: boolean;
  verifiedOn: string;
  source: { url: string; confidence: keyof typeof SOURCE_KIND };
}) {
  return (
    <p className="fact-meta cxc-entry-source">
      {cycle ? `For ${cycle}` : olderPage ? "Undated, from an older page" : "The source gives no year"}
      <span aria-hidden="true"> · </span>
      Checked <time dateTime={verifiedOn}>{verifiedOn}</time>
      <span aria-hidden="true"> · </span>
      <a href={source.url} rel="noopener noreferrer">
        Source
      </a>{" "}
      ({SOURCE_KIND[source.confidence]})
    </p>
  );
}

/** A school's published CXC minimum for first-degree entry, with its source, for everyone. */
export function CxcEntryRule({ entry }: { entry: CxcEntryView }) {
  if (entry.status === "not-published") {
    return (
      <>
        <p className="cxc-entry-status">Not published.</p>
        {entry.checkUrl ? (
          <p className="fact-meta">
            No CXC minimum was found on{" "}
            <a href={entry.checkUrl} rel="noopener noreferrer">
              the school&apos;s official page
            </a>{" "}
            (looked for on <time dateTime={entry.checkedOn ?? undefined}>{entry.checkedOn}</time>). Ask the admissions office which CSEC and CAPE results they
            expect.
          </p>
        ) : (
          <p className="fact-meta">Not gathered yet: ask the admissions office which CSEC and CAPE results they expect.</p>
        )}
      </>
    );
  }
  if (entry.status === "not-by-cxc") {
    return (
      <>
        <p className="cxc-entry-status">Entry is not on CXC results.</p>
        <p className="cxc-entry-words">{entry.text}</p>
        <SourceLine cycle={entry.cycle} verifiedOn={entry.verifiedOn} source={entry.source} />
      </>
    );
  }
  return (
    <>
      {entry.appliesTo ? <p className="cxc-entry-applies">For: {entry.appliesTo}</p> : null}
      <ul className="cxc-entry-requirements">
        {entry.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
      {entry.capeDiploma ? <p>{entry.capeDiploma}</p> : null}
      {entry.englishExemption ? <p>{entry.englishExemption}</p> : null}
      <p className="cxc-entry-words">The source says: {entry.text}</p>
      <SourceLine cycle={entry.cycle} olderPage={entry.olderPage} verifiedOn={entry.verifiedOn} source={entry.source} />
    </>
  );
}

/** The verdict in a line, with each shortfall; used on the school page, the shortlist and compare. */
export function CxcVerdictLine({ verdict }: { verdict: CxcEntryVerdict }) {
  if (verdict.verdict === "no-results") {
    return (
      <p className="cxc-verdict cxc-verdict-no-results">
        <Link to="/portal/profile">Add your CXC results</Link> to check them against the published minimum.
      </p>
    );
  }
  const english = verdict.verdict === "meets" || verdict.verdict === "below" ? verdict.english : null;
  return (
    <div className={`cxc-verdict cxc-verdict-${verdict.verdict}`}>
      <p className="cxc-verdict-text">{cxcEntryVerdictText(verdict)}</p>
      {english ? <p className="cxc-verdict-english">{english.text}</p> : null}
    </div>
  );
}

/** Where the student stands: a sign-in prompt signed out, else the verdict (or a link to add results). */
export function CxcEntryCheck({ verdict, signInHref }: { verdict: CxcEntryVerdict | null; signInHref: string }) {
  return (
    <div className="cxc-entry-check">
      <h3>Your results</h3>
      {verdict ? (
        <CxcVerdictLine verdict={verdict} />
      ) : (
        <p>
          <a href={signInHref}>Sign in</a> to compare your CXC results with this minimum.
        </p>
      )}
    </div>
  );
}
