import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { listDestinations } from "@modules/catalog/index.ts";
import { MAX_SEARCH_TERM_LENGTH } from "@modules/platform/text.ts";
import { ADMIN_DESTINATIONS_COPY, DESTINATION_REGION_LABELS, DESTINATION_TOASTS } from "~/components/admin/destinations/copy.ts";
import { OutcomeNotice } from "~/components/outcome.tsx";
import styles from "~/styles/admin-schools.css?url";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { outcomeFromQuery } from "~/server/outcome.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${ADMIN_DESTINATIONS_COPY.title} | Study Compass` }, { name: "robots", content: "noindex" }];

/** Odd query values fall back to the defaults, never a 500. */
const listQuery = z.object({
  q: z.string().max(MAX_SEARCH_TERM_LENGTH).catch(""),
  region: z.enum(["all", "caribbean", "international"]).catch("all"),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filters = listQuery.parse({ q: params.get("q") ?? "", region: params.get("region") ?? "all" });
  const destinations = await listDestinations({ q: filters.q, type: filters.region === "all" ? undefined : filters.region });
  return data(
    {
      filters,
      toast: outcomeFromQuery(request, "done", { updated: DESTINATION_TOASTS.updated }),
      destinations: destinations.map((destination) => ({
        id: destination.id,
        slug: destination.slug,
        name: destination.name,
        isCaribbean: destination.isCaribbean,
        isPopular: destination.isPopular,
        updatedAt: destination.updatedAt.toISOString(),
      })),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export default function AdminDestinationsPage() {
  const { filters, toast, destinations } = useLoaderData<typeof loader>();
  const copy = ADMIN_DESTINATIONS_COPY;
  return (
    <div className="page-section admin-schools">
      <header className="admin-schools-header">
        <div>
          <h1>{copy.title}</h1>
          <p className="lead">{copy.lead}</p>
        </div>
      </header>

      <OutcomeNotice outcome={toast} />

      <Form method="get" action="/admin/destinations" role="search" aria-label="Destinations" className="card admin-schools-filters">
        <div className="form-field">
          <label htmlFor="destination-search">{copy.searchLabel}</label>
          <input
            id="destination-search"
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder={copy.searchPlaceholder}
            maxLength={MAX_SEARCH_TERM_LENGTH}
          />
        </div>
        <div className="form-field">
          <label htmlFor="destination-region">{copy.regionLabel}</label>
          <select id="destination-region" name="region" defaultValue={filters.region}>
            {Object.entries(DESTINATION_REGION_LABELS).map(([region, label]) => (
              <option key={region} value={region}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button secondary">
          {copy.apply}
        </button>
      </Form>

      <section aria-labelledby="all-destinations-heading">
        <div className="admin-schools-count">
          <h2 id="all-destinations-heading">{copy.allDestinations}</h2>
          <p aria-live="polite">{copy.found(destinations.length)}</p>
        </div>
        {destinations.length === 0 ? (
          <div className="empty-state">
            <h3>{copy.emptyTitle}</h3>
            <p>{copy.emptyFiltered}</p>
            <Link className="button secondary" to="/admin/destinations">
              {copy.clearFilters}
            </Link>
          </div>
        ) : (
          <ul className="admin-school-list">
            {destinations.map((destination) => (
              <li key={destination.id} className="card admin-school-card">
                <div>
                  <h3>{destination.name}</h3>
                  <p className="muted">{copy.updated(destination.updatedAt)}</p>
                  <p>
                    {destination.isCaribbean ? <span className="badge">{copy.caribbean}</span> : null}
                    {destination.isPopular ? <span className="badge">{copy.popular}</span> : null}
                  </p>
                </div>
                <p className="admin-school-actions">
                  <Link
                    className="button secondary"
                    to={`/admin/destinations/${encodeURIComponent(destination.id)}/edit`}
                    aria-label={`Edit ${destination.name}`}
                  >
                    {copy.edit}
                  </Link>
                  <Link
                    className="button ghost"
                    to={`/admin/destinations/${encodeURIComponent(destination.id)}/history`}
                    aria-label={`${copy.history} of ${destination.name}`}
                  >
                    {copy.history}
                  </Link>
                  <Link className="button ghost" to={`/destinations/${destination.slug}`} aria-label={`${copy.view} ${destination.name}`}>
                    {copy.view}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
