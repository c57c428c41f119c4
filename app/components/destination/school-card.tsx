import { Link } from "@remix-run/react";
import type { DestinationSchool } from "./types.ts";

export function SchoolCardView({ school }: { school: DestinationSchool }) {
  return (
    <article className="card school-card">
      <p className="badge-row">
        <span className={`badge ${school.type === "college" ? "neutral" : ""}`}>{school.type === "college" ? "College" : "University"}</span>
      </p>
      <h3>
        <Link className="card-link" to={`/schools/${school.slug}`}>
          {school.name}
        </Link>
      </h3>
      {school.location ? <p className="school-location">{school.location}</p> : null}
      <p className="school-description">{school.description}</p>
    </article>
  );
}
