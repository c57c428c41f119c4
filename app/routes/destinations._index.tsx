import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { normalizeSearchTerm } from "@modules/platform/text.ts";
import { listDestinations, type DestinationType, type DestinationView } from "@modules/catalog/index.ts";
import { DestinationMap } from "~/components/destination-map.tsx";
import { SearchAsYouTypeForm } from "~/components/search-form.tsx";
import styles from "~/styles/destinations.css?url";
import { keepLoaderHeaders, publicCacheHeaders } from "~/server/http.server.ts";
import { seoMeta } from "~/utils/seo.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const headers = keepLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    title: "Study Destinations",
    description:
      "Compare study destinations for Caribbean students: Canada, the United States, the United Kingdom, Ireland, Germany and Australia, and universities and colleges across the Caribbean.",
    path: "/destinations",
    matches,
  });

/** The three filters, in this order; the URL's `type` names the active one. */
const FILTERS: { type: DestinationType | null; label: string }[] = [
  { type: null, label: "All Destinations" },
  { type: "international", label: "International" },
  { type: "caribbean", label: "Caribbean" },
];

/**
 * Any query string is accepted and made safe rather than refused: control
 * characters (PostgreSQL rejects NUL) are dropped and the term is cut to a sane
 * length, counted in characters so an emoji is never split. A `type` other than
 * the two filters means all destinations.
 */
const listQuery = z.object({
  q: z
    .string()
    .catch("")
    .transform((raw) => normalizeSearchTerm(raw)),
  type: z.enum(["international", "caribbean"]).nullable().catch(null),
});

function toCard({ id, slug, name, description, isPopular, isCaribbean, facts }: DestinationView) {
  return { id, slug, name, description, isPopular, isCaribbean, languages: facts.languages, currency: facts.currency };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const searchParams = new URL(request.url).searchParams;
  const { q, type } = listQuery.parse({ q: searchParams.get("q") ?? "", type: searchParams.get("type") });
  const filtered = Boolean(q || type);
  // The map always shows every destination; the sections show what the search and filter leave.
  const [everyDestination, matches] = await Promise.all([
    listDestinations(),
    filtered ? listDestinations({ q: q || undefined, type: type ?? undefined }) : null,
  ]);
  return data(
    {
      q,
      type,
      map: everyDestination.map(({ id, slug, name, isCaribbean }) => ({ id, slug, name, isCaribbean })),
      destinations: (matches ?? everyDestination).map(toCard),
    },
    { headers: publicCacheHeaders(request) },
  );
}

type DestinationCard = ReturnType<typeof toCard>;

/** The list's address for a search and filter; empty parts are left out so shared links stay tidy. */
function listHref(q: string, type: DestinationType | null): string {
  const params = new URLSearchParams();
  if (type) params.set("type", type);
  if (q) params.set("q", q);
  const query = params.toString();
  return query ? `/destinations?${query}` : "/destinations";
}

export default function DestinationsPage() {
  const { q, type, map, destinations } = useLoaderData<typeof loader>();
  const international = destinations.filter((destination) => !destination.isCaribbean);
  const caribbean = destinations.filter((destination) => destination.isCaribbean);

  return (
    <div className="destinations-page">
      <section className="destinations-hero">
        <div className="page-section">
          <h1>Study Destinations</h1>
          <p className="lead">
            Where could you study? Compare countries abroad with universities and colleges at home in the Caribbean: costs, visas, entry with CSEC and CAPE, and
            the schools in each.
          </p>
          <DestinationSearch q={q} type={type} />
          <nav className="destination-filters" aria-label="Filter destinations">
            <ul>
              {FILTERS.map((filter) => (
                <li key={filter.label}>
                  <Link className="filter-link" to={listHref(q, filter.type)} preventScrollReset aria-current={filter.type === type ? "true" : undefined}>
                    {filter.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <div className="page-section destinations-results">
        <p className="results-status" role="status">
          {resultsSummary(destinations.length, q)}
        </p>
        {destinations.length === 0 ? (
          <div className="empty-state">
            <h2>No destinations found</h2>
            <p>Try a different word, or show every destination again.</p>
            <Link className="button secondary" to="/destinations" preventScrollReset>
              Clear Filters
            </Link>
          </div>
        ) : null}
        {international.length > 0 ? (
          <DestinationSection id="international" title="International Destinations" destinations={international}>
            Study abroad in North America, Europe and Australia.
          </DestinationSection>
        ) : null}
        {caribbean.length > 0 ? (
          <DestinationSection id="caribbean" title="Caribbean Destinations" destinations={caribbean}>
            Stay in the region: UWI campuses, national universities, colleges and law schools.
          </DestinationSection>
        ) : null}
      </div>

      <section className="page-section destinations-map-section" aria-labelledby="map-heading">
        <h2 id="map-heading">Global Education Map</h2>
        <DestinationMap destinations={map} headingId="map-heading" />
      </section>
    </div>
  );
}

function resultsSummary(count: number, q: string): string {
  const noun = count === 1 ? "destination" : "destinations";
  return q ? `${count} ${noun} found for “${q}”` : `${count} ${noun}`;
}

function DestinationSection({ id, title, destinations, children }: { id: string; title: string; destinations: DestinationCard[]; children: string }) {
  return (
    <section className="destination-group" aria-labelledby={`${id}-heading`}>
      <div className="section-header">
        <h2 id={`${id}-heading`}>{title}</h2>
        <p className="muted">{children}</p>
      </div>
      <ul className="card-grid destination-grid">
        {destinations.map((destination) => (
          <li key={destination.id}>
            <DestinationCardView destination={destination} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function DestinationCardView({ destination }: { destination: DestinationCard }) {
  return (
    <article className={`card destination-card ${destination.isCaribbean ? "is-caribbean" : "is-international"}`}>
      <div className="destination-card-band" aria-hidden="true">
        <span className="destination-card-initials">{initials(destination.name)}</span>
      </div>
      <h3>
        <Link className="card-link" to={`/destinations/${destination.slug}`}>
          {destination.name}
        </Link>
      </h3>
      {destination.isPopular || destination.isCaribbean ? (
        <p className="badge-row">
          {destination.isPopular ? <span className="badge accent">Popular</span> : null}
          {destination.isCaribbean ? <span className="badge">Caribbean</span> : null}
        </p>
      ) : null}
      <p className="destination-card-text">{destination.description}</p>
      <dl className="destination-card-facts">
        <div>
          <dt>Teaching</dt>
          <dd>{destination.languages.join(", ") || "Not yet verified"}</dd>
        </div>
        <div>
          <dt>Currency</dt>
          <dd>{destination.currency}</dd>
        </div>
      </dl>
      <p className="card-footer destination-card-more" aria-hidden="true">
        Explore {destination.name} →
      </p>
    </article>
  );
}

function initials(name: string): string {
  const words = name
    .replace(/^The\s+/i, "")
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join("");
}

/**
 * A GET form, so searching works without JavaScript; with it, the results
 * follow the typing (debounced, replacing the history entry so Back leaves the
 * page). The active filter rides along as a hidden field.
 */
function DestinationSearch({ q, type }: { q: string; type: DestinationType | null }) {
  return (
    <SearchAsYouTypeForm
      q={q}
      keep={type ? { type } : {}}
      path="/destinations"
      name="Destinations"
      label="Search destinations by name or description"
      placeholder="e.g. Canada, UWI, tuition"
      inputId="destination-search-input"
      className="destination-search"
      rowClassName="destination-search-row"
    />
  );
}
