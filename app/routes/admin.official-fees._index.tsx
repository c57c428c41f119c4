import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { MAX_SEARCH_TERM_LENGTH } from "@modules/platform/text.ts";
import { officialFeeListing, UPFRONT_COST_KINDS } from "@modules/portal/index.ts";
import { AdminEntryActions, AdminFilters, AdminListHeader, AdminListResults, filteredListHref } from "~/components/admin/admin-list.tsx";
import { FilterSelect } from "~/components/filter-select.tsx";
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

const figure = (amount: number | null, currency: string | null, per: "once" | "year") =>
  amount !== null && currency ? `${formatAmount(amount, currency)}${per === "year" ? " a year" : ""}` : OFFICIAL_FEES_COPY.notFound;

export default function AdminOfficialFeesPage() {
  const { filters, listing, toast } = useLoaderData<typeof loader>();
  const filtered = filters.q !== "" || filters.destination !== "" || filters.kind !== "";
  const copy = OFFICIAL_FEES_COPY;
  return (
    <div className="page-section">
      <AdminListHeader title={copy.title} lead={copy.lead} newEntry={{ to: "/admin/official-fees/new", label: copy.newFee }} />
      <OutcomeNotice outcome={toast} />
      <AdminFilters
        action="/admin/official-fees"
        name="Official fees"
        search={{ id: "fee-search", label: copy.searchLabel, value: filters.q }}
        apply={copy.apply}
      >
        <FilterSelect
          id="fee-destination"
          name="destination"
          label={copy.destinationLabel}
          value={filters.destination}
          options={[
            { value: "", label: copy.allDestinations },
            ...listing.destinations.map((destination) => ({ value: destination.id, label: destination.name })),
          ]}
        />
        <FilterSelect
          id="fee-kind"
          name="kind"
          label={copy.kindLabel}
          value={filters.kind}
          options={[
            { value: "", label: copy.allKinds },
            ...(Object.keys(FEE_KIND_LABELS) as (keyof typeof FEE_KIND_LABELS)[])
              .filter((kind) => kind !== "deposit")
              .map((kind) => ({ value: kind, label: FEE_KIND_LABELS[kind] })),
          ]}
        />
      </AdminFilters>
      <AdminListResults
        heading={{ id: "all-fees-heading", text: copy.allFees }}
        found={copy.found(listing.total)}
        isEmpty={listing.fees.length === 0}
        empty={{ title: copy.emptyTitle, text: copy.empty, clear: filtered ? { to: "/admin/official-fees", label: copy.clearFilters } : undefined }}
      >
        <div className="table-wrap">
          <table className="admin-official-fees-table">
            <caption className="visually-hidden">{copy.title}</caption>
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
                    {fee.notYetInForce && fee.effectiveFrom ? ` ${copy.from(formatDay(fee.effectiveFrom))}` : null}
                    {fee.upcoming?.effectiveFrom ? (
                      <>
                        <br />
                        {copy.next(formatDay(fee.upcoming.effectiveFrom), figure(fee.upcoming.amount, fee.upcoming.currency, fee.upcoming.per))}
                      </>
                    ) : null}
                  </td>
                  <td>
                    {fee.sourceUrl ? <a href={fee.sourceUrl}>{new URL(fee.sourceUrl).hostname}</a> : "None"}, {copy.checked(formatDay(fee.checkedOn))}
                  </td>
                  <td className="admin-official-fees-actions">
                    <AdminEntryActions basePath="/admin/official-fees" id={fee.id} name={fee.label} copy={copy} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </AdminListResults>
      <Pagination page={listing.page} pageCount={listing.pageCount} hrefFor={(page) => filteredListHref("/admin/official-fees", { ...filters, page })} />
    </div>
  );
}
