import type { DestinationPageData } from "./types.ts";

export function RequirementsSection({ destination }: { destination: DestinationPageData }) {
  const { facts, name } = destination;
  return (
    <section id="requirements" className="destination-section" aria-labelledby="requirements-heading">
      <h2 id="requirements-heading">Requirements</h2>
      <p>What most students need to study in {name}. Each school sets its own entry rules, so check its admissions pages.</p>
      <ol className="requirements-list">
        <li>
          <strong>A valid passport</strong> that lasts for your whole programme, or renew it before you apply for anything else.
        </li>
        <li>
          <strong>An offer or acceptance letter</strong> from a recognised institution; the visa or permit application usually asks for it.
        </li>
        <li>
          <strong>Proof of funds:</strong> bank statements, a scholarship award or a sponsor&apos;s letter showing you can pay tuition and living costs.
        </li>
        <li>
          {facts.studentVisa ? (
            <>
              <strong>{facts.studentVisa}:</strong> apply once you hold your offer, and allow several weeks, more at busy times.
            </>
          ) : (
            <>
              <strong>Immigration permission:</strong> we have not yet verified what students from other countries need; ask the institution&apos;s
              international office before you travel.
            </>
          )}
        </li>
        <li>
          <strong>CSEC and CAPE results:</strong> order official transcripts or certified results from the Caribbean Examinations Council (CXC) through its
          website, cxc.org, and ask for them to be sent to each school that needs them. Order early, as it takes time, and keep copies of your certificates.
        </li>
        <li>
          <strong>School records and references:</strong> your secondary school or college transcript, and one or two references from teachers who know your
          work.
        </li>
        <li>
          <strong>Proof of English or another language</strong> where asked: many schools accept CSEC English, others want a test, and programmes taught in
          another language ask for a certificate in it.
        </li>
      </ol>
      {facts.officialStudyInfoUrl ? (
        <p>
          Official information:{" "}
          <a href={facts.officialStudyInfoUrl} rel="noopener noreferrer">
            {new URL(facts.officialStudyInfoUrl).hostname.replace(/^www\./, "")}
          </a>
        </p>
      ) : null}
    </section>
  );
}
