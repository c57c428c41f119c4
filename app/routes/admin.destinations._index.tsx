import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { listDestinations } from "@modules/catalog/index.ts";
import { MAX_SEARCH_TERM_LENGTH } from "@modules/platform/text.ts";
import { AdminEntryActions, AdminFilters, AdminListHeader, AdminListResults } from "~/components/admin/admin-list.tsx";
import { FilterSelect } from "~/components/filter-select.tsx";
import { ADMIN_DESTINATIONS_COPY, DESTINATION_REGION_LABELS, DESTINATION_TOASTS } from "~/components/admin/destinations/copy.ts";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { outcomeFromQuery } from "~/server/outcome.server.ts";

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
      toast: outcomeFromQuery(request, "done", { created: DESTINATION_TOASTS.created, updated: DESTINATION_TOASTS.updated }),
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
    <div className="page-section">
      <AdminListHeader title={copy.title} lead={copy.lead} newEntry={{ to: "/admin/destinations/new", label: copy.newDestination }} />
      <OutcomeNotice outcome={toast} />
      <AdminFilters
        action="/admin/destinations"
        name="Destinations"
        search={{ id: "destination-search", label: copy.searchLabel, value: filters.q, placeholder: copy.searchPlaceholder }}
        apply={copy.apply}
      >
        <FilterSelect
          id="destination-region"
          name="region"
          label={copy.regionLabel}
          value={filters.region}
          options={Object.entries(DESTINATION_REGION_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </AdminFilters>
      <AdminListResults
        heading={{ id: "all-destinations-heading", text: copy.allDestinations }}
        found={copy.found(destinations.length)}
        isEmpty={destinations.length === 0}
        empty={{ title: copy.emptyTitle, text: copy.emptyFiltered, clear: { to: "/admin/destinations", label: copy.clearFilters } }}
      >
        <ul className="admin-entry-list">
          {destinations.map((destination) => (
            <li key={destination.id} className="card admin-entry-card">
              <div>
                <h3>{destination.name}</h3>
                <p className="muted">{copy.updated(destination.updatedAt)}</p>
                <p>
                  {destination.isCaribbean ? <span className="badge">{copy.caribbean}</span> : null}
                  {destination.isPopular ? <span className="badge">{copy.popular}</span> : null}
                </p>
              </div>
              <AdminEntryActions
                basePath="/admin/destinations"
                id={destination.id}
                name={destination.name}
                publicPath={`/destinations/${destination.slug}`}
                copy={copy}
              />
            </li>
          ))}
        </ul>
      </AdminListResults>
    </div>
  );
}
