import { Link } from "@remix-run/react";
import { essentialGuides } from "./copy.ts";
import type { DestinationPageData } from "./types.ts";

export function EssentialGuides({ destination }: { destination: DestinationPageData }) {
  const guides = essentialGuides(destination.name, destination.facts.studentVisa);
  return (
    <div className="essential-guides">
      <h3>Essential guides</h3>
      <ul className="card-grid guide-grid">
        {guides.map((guide) => (
          <li key={guide.title} className="card guide-card">
            <h4>
              <Link className="card-link" to={guide.to}>
                {guide.title}
              </Link>
            </h4>
            <p>{guide.text}</p>
            <p className="card-footer guide-card-more" aria-hidden="true">
              {guide.action} →
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
