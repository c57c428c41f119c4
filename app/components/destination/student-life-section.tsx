import { Link } from "@remix-run/react";
import { NOT_VERIFIED } from "@modules/catalog/browser.ts";
import type { DestinationPageData } from "./types.ts";

export function StudentLifeSection({ destination }: { destination: DestinationPageData }) {
  const { facts, isCaribbean } = destination;
  return (
    <section id="student-life" className="destination-section" aria-labelledby="student-life-heading">
      <h2 id="student-life-heading">Student Life</h2>
      <dl className="fact-list">
        <div>
          <dt>Teaching languages</dt>
          <dd>{facts.languages.length > 0 ? facts.languages.join(", ") : NOT_VERIFIED}</dd>
        </div>
        <div>
          <dt>Working while you study</dt>
          <dd className={facts.workRights ? undefined : "not-verified"}>{facts.workRights ?? NOT_VERIFIED}</dd>
        </div>
      </dl>
      <ul className="advice-list">
        <li>
          <strong>Housing:</strong> apply for a residence place as soon as you accept an offer; first-year rooms go quickly, and renting privately from abroad
          is where students most often meet scams. Never pay a deposit for a room you have not seen without going through the school&apos;s housing office.
        </li>
        <li>
          <strong>Arrival:</strong> aim to land a week before orientation, with your documents in your hand luggage, and some money in {facts.currency} for the
          first days.
        </li>
        <li>
          <strong>Health:</strong> find out whether you must buy health insurance or join a student health plan, and register with the campus health service
          when you arrive.
        </li>
        <li>
          <strong>Community:</strong>{" "}
          {isCaribbean
            ? `campus societies, halls and national student associations make it easy to meet students from across the region.`
            : `most large universities have a Caribbean or African-Caribbean student society, and an international office that runs welcome events.`}
        </li>
        {isCaribbean ? (
          <li>
            <strong>Moving from another Caribbean country:</strong> check with the institution&apos;s international office what immigration permission you need
            for the whole programme, not just your arrival.
          </li>
        ) : null}
      </ul>
      <p>
        <Link to="/student-life">More on student life: settling in, housing and wellbeing</Link>
      </p>
    </section>
  );
}
