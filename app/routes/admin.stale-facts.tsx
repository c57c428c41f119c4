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
import { STALE_FACTS_PAGE_SIZE, STALE_KINDS, staleFactsQueue } from "~/server/admin/stale-facts.server.ts";

export const meta: MetaFunction = () => [{ title: "Stale Facts | Admin | Study Compass" }, { name: "robots", content: "noindex" }];

const REASONS = ["not found", "not verified", "last cycle", "older", "undated"] as const;

/** Odd query values fall back to no filter, never a 500. */
const queueQuery = z.object({
  q: z.string().trim().max(MAX_SEARCH_TERM_LENGTH).catch(""),
  reason: z.enum(REASONS).or(z.literal("")).catch(""),
  kind: z.enum(STALE_KINDS).or(z.literal("")).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filters = queueQuery.parse({
    q: params.get("q") ?? "",
    reason: params.get("reason") ?? "",
    kind: params.get("kind") ?? "",
    page: params.get("page") ?? 1,
  });
  const queue = await staleFactsQueue(todayUtc(), { q: filters.q, reason: filters.reason || undefined, kind: filters.kind || undefined, page: filters.page });
  const pageCount = pageCountOf(queue.matching.school + queue.matching.scholarship, STALE_FACTS_PAGE_SIZE);
  return data({ ...queue, filters, pageCount }, { headers: PRIVATE_NO_STORE });
}

const REASON_TEXT = {
  "not found": "not found",
  "not verified": "not verified",
  "last cycle": "last year's only",
  older: "older than last year",
  undated: "undated",
} as const;

const KIND_TEXT = { school: "School", scholarship: "Scholarship" } as const;

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The staleness queue: every school and scholarship fact with no statement
 * for the intake students apply for, what most students shortlisted or saved first.
 */
export default function StaleFacts() {
  const { rows, staleFactCount, matching, filters, pageCount } = useLoaderData<typeof loader>();
  const filtered = filters.q !== "" || filters.reason !== "" || filters.kind !== "";
  return (
    <section className="page-section admin-stale-facts-page">
      <header className="admin-page-header">
        <div>
          <h1>Stale Facts</h1>
          <p className="lead">
            {counted(staleFactCount, "fact has", "facts have")} no statement for the intake students are applying for. The schools and scholarships most
            students have shortlisted or saved come first.
          </p>
        </div>
      </header>
      <AdminFilters
        action="/admin/stale-facts"
        name="Stale facts"
        search={{ id: "stale-search", label: "Search schools and scholarships", value: filters.q }}
        apply="Apply filters"
      >
        <FilterSelect
          id="stale-kind"
          name="kind"
          label="What"
          value={filters.kind}
          options={[
            { value: "", label: "Schools and scholarships" },
            { value: "school", label: "Schools" },
            { value: "scholarship", label: "Scholarships" },
          ]}
        />
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
        {counted(matching.school, "school", "schools")} and {counted(matching.scholarship, "scholarship", "scholarships")}
        {filtered ? " match" : ""}
      </p>
      {rows.length === 0 ? (
        <p className="empty-state">{filtered ? "Nothing matches these filters." : "Every fact is current."}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Schools and scholarships with facts that are not current</caption>
            <thead>
              <tr>
                <th scope="col">School or scholarship</th>
                <th scope="col">Students who shortlisted or saved it</th>
                <th scope="col">Facts not current</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.kind}-${row.id}`}>
                  <th scope="row">
                    <Link to={row.href}>{row.name}</Link> <span className="muted">{KIND_TEXT[row.kind]}</span>
                  </th>
                  <td>{row.students}</td>
                  <td>
                    <ul className="admin-stale-list">
                      {row.stale.map((fact) => (
                        <li key={fact.key}>
                          <Link to={fact.href}>
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
