import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { MAX_SEARCH_TERM_LENGTH } from "@modules/platform/text.ts";
import { AdminFilters, filteredListHref } from "~/components/admin/admin-list.tsx";
import { FilterSelect } from "~/components/filter-select.tsx";
import { Pagination, pageCountOf } from "~/components/pagination.tsx";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { todayUtc } from "@modules/platform/index.ts";
import { STALE_FACTS_PAGE_SIZE, staleFactsQueue } from "~/server/admin/stale-facts.server.ts";

export const meta: MetaFunction = () => [{ title: "Stale Facts | Admin | Study Compass" }, { name: "robots", content: "noindex" }];

const REASONS = ["not found", "not verified", "last cycle", "older", "undated"] as const;

/** Odd query values fall back to no filter, never a 500. */
const queueQuery = z.object({
  q: z.string().trim().max(MAX_SEARCH_TERM_LENGTH).catch(""),
  reason: z.enum(REASONS).or(z.literal("")).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filters = queueQuery.parse({ q: params.get("q") ?? "", reason: params.get("reason") ?? "", page: params.get("page") ?? 1 });
  const queue = await staleFactsQueue(todayUtc(), { q: filters.q, reason: filters.reason || undefined, page: filters.page });
  return data({ ...queue, filters, pageCount: pageCountOf(queue.matchingSchools, STALE_FACTS_PAGE_SIZE) }, { headers: PRIVATE_NO_STORE });
}

const REASON_TEXT = {
  "not found": "not found",
  "not verified": "not verified",
  "last cycle": "last year's only",
  older: "older than last year",
  undated: "undated",
} as const;

/**
 * The staleness queue: every school fact with no statement for the intake
 * students apply for, the schools most students shortlisted first.
 */
export default function StaleFacts() {
  const { rows, staleFactCount, matchingSchools, filters, pageCount } = useLoaderData<typeof loader>();
  return (
    <section className="page-section admin-stale-facts-page">
      <header className="admin-page-header">
        <div>
          <h1>Stale Facts</h1>
          <p className="lead">
            {staleFactCount} school {staleFactCount === 1 ? "fact has" : "facts have"} no statement for the intake students are applying for. The schools most
            students have shortlisted come first.
          </p>
        </div>
      </header>
      <AdminFilters
        action="/admin/stale-facts"
        name="Stale facts"
        search={{ id: "stale-search", label: "Search schools", value: filters.q }}
        apply="Apply filters"
      >
        <FilterSelect
          id="stale-reason"
          name="reason"
          label="Why"
          value={filters.reason}
          options={[
            { value: "", label: "Any reason" },
            ...Object.entries(REASON_TEXT).map(([reason, text]) => ({ value: reason, label: text.charAt(0).toUpperCase() + text.slice(1) })),
          ]}
        />
      </AdminFilters>
      <p aria-live="polite">
        {matchingSchools} {matchingSchools === 1 ? "school" : "schools"}
        {filters.q || filters.reason ? " match" : ""}
      </p>
      {rows.length === 0 ? (
        <p className="empty-state">{filters.q || filters.reason ? "No school matches these filters." : "Every school fact is current."}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Schools with facts that are not current</caption>
            <thead>
              <tr>
                <th scope="col">School</th>
                <th scope="col">Students who shortlisted it</th>
                <th scope="col">Facts not current</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.schoolId}>
                  <th scope="row">
                    <Link to={`/admin/schools/${encodeURIComponent(row.schoolId)}/edit`}>{row.name}</Link>
                  </th>
                  <td>{row.students}</td>
                  <td>
                    <ul className="admin-stale-list">
                      {row.stale.map((fact) => (
                        <li key={fact.key}>
                          <Link to={`/admin/schools/${encodeURIComponent(row.schoolId)}/edit#fact-${fact.key}`}>
                            {fact.label}: {REASON_TEXT[fact.reason]}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={filters.page} pageCount={pageCount} hrefFor={(page) => filteredListHref("/admin/stale-facts", { ...filters, page })} />
    </section>
  );
}
