import { Link } from "@remix-run/react";
import type { DestinationQuickFact } from "@modules/catalog/index.ts";

/** The side panel: the destination's quick facts (typical ones marked) and the way to the application guide. */
export function QuickFacts({ facts }: { facts: DestinationQuickFact[] }) {
  return (
    <aside className="destination-aside" aria-labelledby="quick-facts-heading">
      <div className="quick-facts">
        <h2 id="quick-facts-heading">Quick Facts</h2>
        <dl>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd className={fact.verified ? undefined : "not-verified"}>
                {fact.value}
                {fact.typical ? <span className="typical-note"> (typical; check each school&apos;s dates)</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="apply-cta">
        <h2>Ready to apply?</h2>
        <p>Follow our step-by-step playbook, from research to acceptance.</p>
        <Link className="button accent block" to="/application-guide">
          Start Application Process
        </Link>
      </div>
    </aside>
  );
}
