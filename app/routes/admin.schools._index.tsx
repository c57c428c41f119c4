import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ADMIN_SCHOOL_STATUSES, ADMIN_SCHOOLS_PAGE_SIZE, adminSchools, listDestinations } from "@modules/catalog/index.ts";
import { MAX_SEARCH_TERM_LENGTH } from "@modules/platform/text.ts";
import { AdminEntryActions, AdminFilters, AdminListHeader, AdminListResults, filteredListHref } from "~/components/admin/admin-list.tsx";
import { FilterSelect } from "~/components/filter-select.tsx";
import { ADMIN_SCHOOLS_COPY, SCHOOL_STATUS_LABELS, SCHOOL_TOASTS } from "~/components/admin/schools/copy.ts";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { Pagination, pageCountOf } from "~/components/pagination.tsx";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { outcomeFromQuery } from "~/server/outcome.server.ts";

export const meta: MetaFunction = () => [{ title: `${ADMIN_SCHOOLS_COPY.title} | Study Compass` }, { name: "robots", content: "noindex" }];

/** Odd query values fall back to the defaults, never a 500. */
const listQuery = z.object({
  q: z.string().max(MAX_SEARCH_TERM_LENGTH).catch(""),
  destination: z.string().max(200).catch(""),
  status: z.enum(ADMIN_SCHOOL_STATUSES).catch("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filters = listQuery.parse({
    q: params.get("q") ?? "",
    destination: params.get("destination") ?? "",
    status: params.get("status") ?? "all",
    page: params.get("page") ?? 1,
  });
  const [{ rows, total }, destinations] = await Promise.all([
    adminSchools({ q: filters.q, destinationId: filters.destination || undefined, status: filters.status, page: filters.page }),
    listDestinations(),
  ]);
  return data(
    {
      filters,
      toast: outcomeFromQuery(request, "done", { created: SCHOOL_TOASTS.created, updated: SCHOOL_TOASTS.updated }),
      destinations: destinations.map((destination) => ({ id: destination.id, name: destination.name })),
      schools: rows,
      total,
      pageCount: pageCountOf(total, ADMIN_SCHOOLS_PAGE_SIZE),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export default function AdminSchoolsPage() {
  const { filters, toast, destinations, schools, total, pageCount } = useLoaderData<typeof loader>();
  const filtered = filters.q !== "" || filters.destination !== "" || filters.status !== "all";
  const copy = ADMIN_SCHOOLS_COPY;
  return (
    <div className="page-section">
      <AdminListHeader title={copy.title} lead={copy.lead} newEntry={{ to: "/admin/schools/new", label: copy.newSchool }} />
      <OutcomeNotice outcome={toast} />
      <AdminFilters
        action="/admin/schools"
        name="Schools"
        search={{ id: "school-search", label: copy.searchLabel, value: filters.q, placeholder: copy.searchPlaceholder }}
        apply={copy.apply}
      >
        <FilterSelect
          id="school-destination"
          name="destination"
          label={copy.destinationLabel}
          value={filters.destination}
          options={[{ value: "", label: copy.allDestinations }, ...destinations.map((destination) => ({ value: destination.id, label: destination.name }))]}
        />
        <FilterSelect
          id="school-status"
          name="status"
          label={copy.statusLabel}
          value={filters.status}
          options={Object.entries(SCHOOL_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </AdminFilters>
      <AdminListResults
        heading={{ id: "all-schools-heading", text: copy.allSchools }}
        found={copy.found(total)}
        isEmpty={schools.length === 0}
        empty={{ title: copy.emptyTitle, text: copy.emptyFiltered, clear: filtered ? { to: "/admin/schools", label: copy.clearFilters } : undefined }}
      >
        <ul className="admin-entry-list">
          {schools.map((school) => (
            <li key={school.id} className="card admin-entry-card">
              <div>
                <h3>{school.name}</h3>
                <p className="muted">
                  {[school.location, school.destinationName].filter(Boolean).join(" · ")} · {copy.updated(school.updatedAt)}
                </p>
                {school.isActive && !school.isFeatured ? null : (
                  <p>
                    {school.isActive ? null : <span className="badge">{copy.inactive}</span>}
                    {school.isFeatured ? <span className="badge">{copy.featured}</span> : null}
                  </p>
                )}
              </div>
              <AdminEntryActions
                basePath="/admin/schools"
                id={school.id}
                name={school.name}
                publicPath={school.isActive ? `/schools/${school.slug}` : null}
                copy={copy}
              />
            </li>
          ))}
        </ul>
      </AdminListResults>
      <Pagination page={filters.page} pageCount={pageCount} hrefFor={(page) => filteredListHref("/admin/schools", { ...filters, page }, { status: "all" })} />
    </div>
  );
}
