import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ADMIN_COUNSELOR_STATUSES, ADMIN_COUNSELORS_PAGE_SIZE, adminCounselors } from "@modules/counseling/index.ts";
import { MAX_SEARCH_TERM_LENGTH } from "@modules/platform/text.ts";
import { ADMIN_COUNSELORS_COPY, COUNSELOR_STATUS_LABELS, COUNSELOR_TOASTS } from "~/components/admin/counselors/copy.ts";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { Pagination, pageCountOf } from "~/components/pagination.tsx";
import styles from "~/styles/admin-counselors.css?url";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { outcomeFromQuery } from "~/server/outcome.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${ADMIN_COUNSELORS_COPY.title} | Study Compass` }, { name: "robots", content: "noindex" }];

/** Odd query values fall back to the defaults, never a 500. */
const listQuery = z.object({
  q: z.string().max(MAX_SEARCH_TERM_LENGTH).catch(""),
  status: z.enum(ADMIN_COUNSELOR_STATUSES).catch("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

type Filters = z.output<typeof listQuery>;

function listHref(filters: Filters, page: number): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status !== "all") params.set("status", filters.status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/counselors?${query}` : "/admin/counselors";
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filters = listQuery.parse({ q: params.get("q") ?? "", status: params.get("status") ?? "all", page: params.get("page") ?? 1 });
  const { rows, total } = await adminCounselors(filters);
  return data(
    {
      filters,
      toast: outcomeFromQuery(request, "done", { created: COUNSELOR_TOASTS.created, updated: COUNSELOR_TOASTS.updated }),
      counselors: rows,
      total,
      pageCount: pageCountOf(total, ADMIN_COUNSELORS_PAGE_SIZE),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export default function AdminCounselorsPage() {
  const { filters, toast, counselors, total, pageCount } = useLoaderData<typeof loader>();
  const filtered = filters.q !== "" || filters.status !== "all";
  const copy = ADMIN_COUNSELORS_COPY;
  return (
    <div className="page-section admin-counselors">
      <header className="admin-counselors-header">
        <div>
          <h1>{copy.title}</h1>
          <p className="lead">{copy.lead}</p>
        </div>
        <Link className="button primary" to="/admin/counselors/new">
          {copy.newCounselor}
        </Link>
      </header>

      <OutcomeNotice outcome={toast} />

      <Form method="get" action="/admin/counselors" role="search" aria-label="Counselors" className="card admin-counselors-filters">
        <div className="form-field">
          <label htmlFor="counselor-search">{copy.searchLabel}</label>
          <input
            id="counselor-search"
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder={copy.searchPlaceholder}
            maxLength={MAX_SEARCH_TERM_LENGTH}
          />
        </div>
        <div className="form-field">
          <label htmlFor="counselor-status">{copy.statusLabel}</label>
          <select id="counselor-status" name="status" defaultValue={filters.status}>
            {Object.entries(COUNSELOR_STATUS_LABELS).map(([status, label]) => (
              <option key={status} value={status}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button secondary">
          {copy.apply}
        </button>
      </Form>

      <section aria-labelledby="all-counselors-heading">
        <div className="admin-counselors-count">
          <h2 id="all-counselors-heading">{copy.allCounselors}</h2>
          <p aria-live="polite">{copy.found(total)}</p>
        </div>
        {counselors.length === 0 ? (
          <div className="empty-state">
            <h3>{copy.emptyTitle}</h3>
            <p>{copy.emptyFiltered}</p>
            {filtered ? (
              <Link className="button secondary" to="/admin/counselors">
                {copy.clearFilters}
              </Link>
            ) : null}
          </div>
        ) : (
          <ul className="admin-counselor-list">
            {counselors.map((counselor) => (
              <li key={counselor.id} className="card admin-counselor-card">
                <div>
                  <h3>{counselor.name}</h3>
                  <p className="muted">
                    {counselor.title} · {copy.openRequests(counselor.openRequests, counselor.capacity)} · {copy.updated(counselor.updatedAt)}
                  </p>
                  <p>
                    {counselor.isActive ? null : <span className="badge">{copy.inactive}</span>}
                    {counselor.isFeatured ? <span className="badge">{copy.featured}</span> : null}
                    {counselor.isSample ? <span className="badge sample">{copy.sample}</span> : null}
                    {counselor.capacity !== null && counselor.openRequests >= counselor.capacity ? <span className="badge">{copy.full}</span> : null}
                  </p>
                </div>
                <p className="admin-counselor-actions">
                  <Link className="button secondary" to={`/admin/counselors/${encodeURIComponent(counselor.id)}/edit`} aria-label={`Edit ${counselor.name}`}>
                    {copy.edit}
                  </Link>
                  <Link
                    className="button ghost"
                    to={`/admin/counselors/${encodeURIComponent(counselor.id)}/history`}
                    aria-label={`${copy.history} of ${counselor.name}`}
                  >
                    {copy.history}
                  </Link>
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
