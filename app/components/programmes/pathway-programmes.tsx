import { Link } from "@remix-run/react";
import { ProgrammeFacts, type ProgrammeFactsView } from "./programme-facts.tsx";

export type PathwayProgrammeView = ProgrammeFactsView & { schoolName: string; schoolSlug: string };

/** A pathway page's programmes of its field, each with the school that teaches it (linked) and its facts. */
export function PathwayProgrammes({ pathwayName, programmes }: { pathwayName: string; programmes: PathwayProgrammeView[] }) {
  return (
    <section aria-labelledby="programmes-heading" className="pathway-section">
      <h2 id="programmes-heading">Programmes in {pathwayName}</h2>
      {programmes.length > 0 ? (
        <ul className="programme-list">
          {programmes.map((programme) => (
            <li key={`${programme.schoolSlug}/${programme.slug}`} className="programme-item">
              <h3>{programme.name}</h3>
              <p className="programme-school">
                <Link to={`/schools/${programme.schoolSlug}#programme-${programme.slug}`}>{programme.schoolName}</Link>
              </p>
              <ProgrammeFacts programme={programme} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">We have not gathered programmes in {pathwayName} yet.</p>
      )}
    </section>
  );
}
