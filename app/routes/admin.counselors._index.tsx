import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ADMIN_COUNSELOR_STATUSES, ADMIN_COUNSELORS_PAGE_SIZE, adminCounselors } from "@modules/counseling/index.ts";
import { MAX_SEARCH_TERM_LENGTH } from "@modules/platform/text.ts";
import { AdminEntryActions, AdminFilters, AdminListHeader, AdminListResults, filteredListHref } from "~/components/admin/admin-list.tsx";
import { FilterSelect } from "~/components/filter-select.tsx";
import { ADMIN_COUNSELORS_COPY, COUNSELOR_STATUS_LABELS, COUNSELOR_TOASTS } from "~/components/admin/counselors/copy.ts";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { Pagination, pageCountOf } from "~/components/pagination.tsx";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { outcomeFromQuery } from "~/server/outcome.server.ts";

export const meta: MetaFunction = () => [{ title: `${ADMIN_COUNSELORS_COPY.title} | Study Compass` }, { name: "robots", content: "noindex" }];

/** Odd query values fall back to the defaults, never a 500. */
const listQuery = z.object({
  q: z.string().max(MAX_SEARCH_TERM_LENGTH).catch(""),
  status: z.enum(ADMIN_COUNSELOR_STATUSES).catch("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

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
    <div className="page-section">
      <AdminListHeader title={copy.title} lead={copy.lead} newEntry={{ to: "/admin/counselors/new", label: copy.newCounselor }} />
      <OutcomeNotice outcome={toast} />
      <AdminFilters
        action="/admin/counselors"
        name="Counselors"
        search={{ id: "counselor-search", label: copy.searchLabel, value: filters.q, placeholder: copy.searchPlaceholder }}
        apply={copy.apply}
      >
        <FilterSelect
          id="counselor-status"
          name="status"
          label={copy.statusLabel}
          value={filters.status}
          options={Object.entries(COUNSELOR_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </AdminFilters>
      <AdminListResults
        heading={{ id: "all-counselors-heading", text: copy.allCounselors }}
        found={copy.found(total)}
        isEmpty={counselors.length === 0}
        empty={{ title: copy.emptyTitle, text: copy.emptyFiltered, clear: filtered ? { to: "/admin/counselors", label: copy.clearFilters } : undefined }}
      >
        <ul className="admin-entry-list">
          {counselors.map((counselor) => (
            <li key={counselor.id} className="card admin-entry-card">
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
              <AdminEntryActions basePath="/admin/counselors" id={counselor.id} name={counselor.name} copy={copy} />
            </li>
          ))}
        </ul>
      </AdminListResults>
      <Pagination
        page={filters.page}
        pageCount={pageCount}
        hrefFor={(page) => filteredListHref("/admin/counselors", { ...filters, page }, { status: "all" })}
      />
    </div>
  );
}
