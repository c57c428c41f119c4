import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { MAX_SEARCH_TERM_LENGTH } from "@modules/platform/text.ts";
import { officialFeeListing, UPFRONT_COST_KINDS } from "@modules/portal/index.ts";
import { FEE_KIND_LABELS, FEE_TOASTS, OFFICIAL_FEES_COPY } from "~/components/admin/official-fees/copy.ts";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { Pagination } from "~/components/pagination.tsx";
import { formatAmount, formatDay } from "~/components/planner/format.ts";
import styles from "~/styles/admin-official-fees.css?url";
import { requireAdmin } from "~/server/auth.server.ts";
import { notFound, PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { outcomeFromQuery } from "~/server/outcome.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${OFFICIAL_FEES_COPY.title} | Study Compass` }, { name: "robots", content: "noindex" }];

/** Odd query values are clamped to "all" or the first page, never a 500. */
const listQuery = z.object({
  q: z.string().max(MAX_SEARCH_TERM_LENGTH).catch(""),
  destination: z.string().max(100).catch(""),
  kind: z.enum(["", ...UPFRONT_COST_KINDS]).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filters = listQuery.parse({
    q: params.get("q") ?? "",
    destination: params.get("destination") ?? "",
    kind: params.get("kind") ?? "",
    page: params.get("page") ?? 1,
  });
  const listing = await officialFeeListing({
    q: filters.q,
    destinationId: filters.destination || undefined,
    kind: filters.kind || undefined,
    page: filters.page,
  });
  if (listing.page > listing.pageCount) throw notFound("private page");
  return data(
    { filters, listing, toast: outcomeFromQuery(request, "done", { created: FEE_TOASTS.created, updated: FEE_TOASTS.updated }) },
    { headers: PRIVATE_NO_STORE },
  );
}

function listHref(filters: { q: string; destination: string; kind: string }, page: number): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.destination) params.set("destination", filters.destination);
  if (filters.kind) params.set("kind", filters.kind);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/official-fees?${search}` : "/admin/official-fees";
}

const figure = (amount: number | null, currency: string | null, per: "once" | "year") =>
  amount !== null && currency ? `${formatAmount(amount, currency)}${per === "year" ? " a year" : ""}` : OFFICIAL_FEES_COPY.notFound;

export default function AdminOfficialFeesPage() {
  const { filters, listing, toast } = useLoaderData<typeof loader>();
  const filtered = filters.q !== "" || filters.destination !== "" || filters.kind !== "";
  return (
    <div className="page-section admin-official-fees">
      <header className="admin-official-fees-header">
        <div>
          <h1>{OFFICIAL_FEES_COPY.title}</h1>
          <p className="lead">{OFFICIAL_FEES_COPY.lead}</p>
        </div>
        <Link className="button primary" to="/admin/official-fees/new">
          {OFFICIAL_FEES_COPY.newFee}
        </Link>
      </header>

      <OutcomeNotice outcome={toast} />

      <Form method="get" action="/admin/official-fees" role="search" aria-label="Official fees" className="card admin-official-fees-filters">
        <div className="form-field">
          <label htmlFor="fee-search">{OFFICIAL_FEES_COPY.searchLabel}</label>
          <input id="fee-search" name="q" type="search" defaultValue={filters.q} maxLength={MAX_SEARCH_TERM_LENGTH} />
        </div>
        <div className="form-field">
          <label htmlFor="fee-destination">{OFFICIAL_FEES_COPY.destinationLabel}</label>
          <select id="fee-destination" name="destination" defaultValue={filters.destination}>
            <option value="">{OFFICIAL_FEES_COPY.allDestinations}</option>
            {listing.destinations.map((destination) => (
              <option key={destination.id} value={destination.id}>
                {destination.name}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="fee-kind">{OFFICIAL_FEES_COPY.kindLabel}</label>
          <select id="fee-kind" name="kind" defaultValue={filters.kind}>
            <option value="">{OFFICIAL_FEES_COPY.allKinds}</option>
            {(Object.keys(FEE_KIND_LABELS) as (keyof typeof FEE_KIND_LABELS)[])
              .filter((kind) => kind !== "deposit")
              .map((kind) => (
                <option key={kind} value={kind}>
                  {FEE_KIND_LABELS[kind]}
                </option>
              ))}
          </select>
        </div>
        <button type="submit" className="button secondary">
          {OFFICIAL_FEES_COPY.apply}
        </button>
      </Form>

      <p aria-live="polite">{OFFICIAL_FEES_COPY.found(listing.total)}</p>
      {listing.fees.length === 0 ? (
        <div className="empty-state">
          <p>{OFFICIAL_FEES_COPY.empty}</p>
          {filtered ? (
            <Link className="button secondary" to="/admin/official-fees">
              {OFFICIAL_FEES_COPY.clearFilters}
            </Link>
          ) : null}
        </div>
      ) : (
        <div className="table-wrap">
          <table className="admin-official-fees-table">
            <caption className="visually-hidden">{OFFICIAL_FEES_COPY.title}</caption>
            <thead>
              <tr>
                <th scope="col">Destination</th>
                <th scope="col">Fee</th>
                <th scope="col">In force today</th>
                <th scope="col">Source</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {listing.fees.map((fee) => (
                <tr key={fee.id} data-fee-id={fee.id}>
                  <td>{fee.destinationName}</td>
                  <th scope="row">
                    {fee.label}
                    <br />
                    <span className="badge">{FEE_KIND_LABELS[fee.kind]}</span>
                  </th>
                  <td>
                    {figure(fee.amount, fee.currency, fee.per)}
                    {fee.notYetInForce && fee.effectiveFrom ? ` ${OFFICIAL_FEES_COPY.from(formatDay(fee.effectiveFrom))}` : null}
                    {fee.upcoming?.effectiveFrom ? (
                      <>
                        <br />
                        {OFFICIAL_FEES_COPY.next(formatDay(fee.upcoming.effectiveFrom), figure(fee.upcoming.amount, fee.upcoming.currency, fee.upcoming.per))}
                      </>
                    ) : null}
                  </td>
                  <td>
                    {fee.sourceUrl ? <a href={fee.sourceUrl}>{new URL(fee.sourceUrl).hostname}</a> : "None"},{" "}
                    {OFFICIAL_FEES_COPY.checked(formatDay(fee.checkedOn))}
                  </td>
                  <td className="admin-official-fees-actions">
                    <Link className="button secondary" to={`/admin/official-fees/${encodeURIComponent(fee.id)}/edit`} aria-label={`Edit ${fee.label}`}>
                      {OFFICIAL_FEES_COPY.edit}
                    </Link>
                    <Link
                      className="button ghost"
                      to={`/admin/official-fees/${encodeURIComponent(fee.id)}/history`}
                      aria-label={`${OFFICIAL_FEES_COPY.history} of ${fee.label}`}
                    >
                      {OFFICIAL_FEES_COPY.history}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={listing.page} pageCount={listing.pageCount} hrefFor={(page) => listHref(filters, page)} />
    </div>
  );
}
