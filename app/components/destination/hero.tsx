import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import type { DestinationPageData } from "./types.ts";

export function DestinationHero({ destination }: { destination: DestinationPageData }) {
  return (
    <section className={`destination-hero ${destination.isCaribbean ? "is-caribbean" : "is-international"}`}>
      <div className="page-section">
        <Breadcrumbs trail={[{ label: "Destinations", to: "/destinations" }]} current={destination.name} />
        {destination.isPopular || destination.isCaribbean ? (
          <p className="badge-row">
            {destination.isPopular ? <span className="badge accent">Popular</span> : null}
            {destination.isCaribbean ? <span className="badge hero-badge">Caribbean</span> : null}
          </p>
        ) : null}
        <h1>Study in {destination.name}</h1>
        <p className="lead">{destination.description}</p>
      </div>
    </section>
  );
}
