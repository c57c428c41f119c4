import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ADMIN_SCHOOL_STATUSES, ADMIN_SCHOOLS_PAGE_SIZE, adminSchools, listDestinations } from "@modules/catalog/index.ts";
import { MAX_SEARCH_TERM_LENGTH } from "@modules/platform/text.ts";
import { ADMIN_SCHOOLS_COPY, SCHOOL_STATUS_LABELS, SCHOOL_TOASTS } from "~/components/admin/schools/copy.ts";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { Pagination, pageCountOf } from "~/components/pagination.tsx";
import styles from "~/styles/admin-schools.css?url";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { outcomeFromQuery } from "~/server/outcome.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${ADMIN_SCHOOLS_COPY.title} | Study Compass` }, { name: "robots", content: "noindex" }];

/** Odd query values fall back to the defaults, never a 500. */
const listQuery = z.object({
  q: z.string().max(MAX_SEARCH_TERM_LENGTH).catch(""),
  destination: z.string().max(200).catch(""),
  status: z.enum(ADMIN_SCHOOL_STATUSES).catch("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

type Filters = z.output<typeof listQuery>;

function listHref(filters: Filters, page: number): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.destination) params.set("destination", filters.destination);
  if (filters.status !== "all") params.set("status", filters.status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/schools?${query}` : "/admin/schools";
}

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
  return (
    <div className="page-section admin-schools">
      <header className="admin-schools-header">
        <div>
          <h1>{ADMIN_SCHOOLS_COPY.title}</h1>
          <p className="lead">{ADMIN_SCHOOLS_COPY.lead}</p>
        </div>
        <Link className="button primary" to="/admin/schools/new">
          {ADMIN_SCHOOLS_COPY.newSchool}
        </Link>
      </header>

      <OutcomeNotice outcome={toast} />

      <Form method="get" action="/admin/schools" role="search" aria-label="Schools" className="card admin-schools-filters">
        <div className="form-field">
          <label htmlFor="school-search">{ADMIN_SCHOOLS_COPY.searchLabel}</label>
          <input
            id="school-search"
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder={ADMIN_SCHOOLS_COPY.searchPlaceholder}
            maxLength={MAX_SEARCH_TERM_LENGTH}
          />
        </div>
        <div className="form-field">
          <label htmlFor="school-destination">{ADMIN_SCHOOLS_COPY.destinationLabel}</label>
          <select id="school-destination" name="destination" defaultValue={filters.destination}>
            <option value="">{ADMIN_SCHOOLS_COPY.allDestinations}</option>
            {destinations.map((destination) => (
              <option key={destination.id} value={destination.id}>
                {destination.name}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="school-status">{ADMIN_SCHOOLS_COPY.statusLabel}</label>
          <select id="school-status" name="status" defaultValue={filters.status}>
            {Object.entries(SCHOOL_STATUS_LABELS).map(([status, label]) => (
              <option key={status} value={status}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button secondary">
          {ADMIN_SCHOOLS_COPY.apply}
        </button>
      </Form>

      <section aria-labelledby="all-schools-heading">
        <div className="admin-schools-count">
          <h2 id="all-schools-heading">{ADMIN_SCHOOLS_COPY.allSchools}</h2>
          <p aria-live="polite">{ADMIN_SCHOOLS_COPY.found(total)}</p>
        </div>
        {schools.length === 0 ? (
          <div className="empty-state">
            <h3>{ADMIN_SCHOOLS_COPY.emptyTitle}</h3>
            <p>{ADMIN_SCHOOLS_COPY.emptyFiltered}</p>
            {filtered ? (
              <Link className="button secondary" to="/admin/schools">
                {ADMIN_SCHOOLS_COPY.clearFilters}
              </Link>
            ) : null}
          </div>
        ) : (
          <ul className="admin-school-list">
            {schools.map((school) => (
              <li key={school.id} className="card admin-school-card">
                <div>
                  <h3>{school.name}</h3>
                  <p className="muted">
                    {[school.location, school.destinationName].filter(Boolean).join(" · ")} · {ADMIN_SCHOOLS_COPY.updated(school.updatedAt)}
                  </p>
                  {school.isActive && !school.isFeatured ? null : (
                    <p>
                      {school.isActive ? null : <span className="badge">{ADMIN_SCHOOLS_COPY.inactive}</span>}
                      {school.isFeatured ? <span className="badge">{ADMIN_SCHOOLS_COPY.featured}</span> : null}
                    </p>
                  )}
                </div>
                <p className="admin-school-actions">
                  <Link className="button secondary" to={`/admin/schools/${encodeURIComponent(school.id)}/edit`} aria-label={`Edit ${school.name}`}>
                    {ADMIN_SCHOOLS_COPY.edit}
                  </Link>
                  <Link
                    className="button ghost"
                    to={`/admin/schools/${encodeURIComponent(school.id)}/history`}
                    aria-label={`${ADMIN_SCHOOLS_COPY.history} of ${school.name}`}
                  >
                    {ADMIN_SCHOOLS_COPY.history}
                  </Link>
                  {school.isActive ? (
                    <Link className="button ghost" to={`/schools/${school.slug}`} aria-label={`${ADMIN_SCHOOLS_COPY.view} ${school.name}`}>
                      {ADMIN_SCHOOLS_COPY.view}
                    </Link>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={filters.page} pageCount={pageCount} hrefFor={(page) => listHref(filters, page)} />
      </section>
    </div>
  );
}
