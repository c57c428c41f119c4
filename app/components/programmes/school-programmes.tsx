import { ProgrammeFacts, type ProgrammeFactsView } from "./programme-facts.tsx";

/** The school page's programme records, each with its facts or "Not published". */
export function SchoolProgrammes({ schoolName, programmes }: { schoolName: string; programmes: ProgrammeFactsView[] }) {
  return (
    <section aria-labelledby="programs-heading" className="school-section">
      <h2 id="programs-heading">Programs Offered</h2>
      {programmes.length > 0 ? (
        <ul className="programme-list">
          {programmes.map((programme) => (
            <li key={programme.slug} id={`programme-${programme.slug}`} className="programme-item">
              <h3>{programme.name}</h3>
              <ProgrammeFacts programme={programme} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">We have not gathered {schoolName}&apos;s programmes yet: see the school&apos;s own website.</p>
      )}
    </section>
  );
}
