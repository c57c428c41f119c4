import { Form, Link } from "@remix-run/react";
import {
  SHORTLIST_SORT_LABELS,
  SHORTLIST_SORTS,
  SHORTLIST_STATUS_LABELS,
  SHORTLIST_STATUSES,
  type ShortlistSort,
  type ShortlistStatus,
  type SortDirection,
} from "@modules/portal/browser.ts";
import { FilterSelect } from "~/components/filter-select.tsx";

export interface ShortlistQueryView {
  q?: string;
  country?: string;
  status?: ShortlistStatus;
  sort: ShortlistSort;
  dir: SortDirection;
  view: "cards" | "table";
}

const PATH = "/portal/planner/shortlist";

/** The page's URL for a query: only what differs from the defaults, so links stay short and shareable. */
export function shortlistHref(query: ShortlistQueryView, change: Partial<ShortlistQueryView> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.country) params.set("country", next.country);
  if (next.status) params.set("status", next.status);
  if (next.sort !== "match") params.set("sort", next.sort);
  if (next.dir !== "desc") params.set("dir", next.dir);
  if (next.view !== "cards") params.set("view", next.view);
  const search = params.toString();
  return search ? `${PATH}?${search}` : PATH;
}

/** Search, country, status and sort: a GET form, so every choice lives in the URL and works without JavaScript. */
export function ShortlistFilters({ query, countries }: { query: ShortlistQueryView; countries: readonly { slug: string; name: string }[] }) {
  const otherDirection = query.dir === "asc" ? "desc" : "asc";
  return (
    <div className="shortlist-controls">
      <Form method="get" action={PATH} className="shortlist-filters" role="search" aria-label="Filter your shortlist" preventScrollReset>
        <div className="form-field">
          <label htmlFor="shortlist-q">Search by name or location</label>
          <input id="shortlist-q" type="search" name="q" defaultValue={query.q ?? ""} maxLength={200} key={query.q ?? ""} />
        </div>
        <FilterSelect
          id="shortlist-country"
          name="country"
          label="Country"
          value={query.country ?? ""}
          options={[{ value: "", label: "All countries" }, ...countries.map((country) => ({ value: country.slug, label: country.name }))]}
        />
        <FilterSelect
          id="shortlist-status"
          name="status"
          label="Status"
          value={query.status ?? ""}
          options={[{ value: "", label: "All statuses" }, ...SHORTLIST_STATUSES.map((status) => ({ value: status, label: SHORTLIST_STATUS_LABELS[status] }))]}
        />
        <FilterSelect
          id="shortlist-sort"
          name="sort"
          label="Sort by"
          value={query.sort}
          options={SHORTLIST_SORTS.map((sort) => ({ value: sort, label: SHORTLIST_SORT_LABELS[sort] }))}
        />
        <input type="hidden" name="dir" value={query.dir} />
        {query.view === "table" ? <input type="hidden" name="view" value="table" /> : null}
        <button type="submit" className="button primary">
          Apply
        </button>
      </Form>
      <div className="shortlist-toggles">
        <Link className="button ghost small" to={shortlistHref(query, { dir: otherDirection })} preventScrollReset>
          {query.dir === "asc" ? "Ascending" : "Descending"}
          <span className="visually-hidden">: switch to {otherDirection === "asc" ? "ascending" : "descending"}</span>
          <span aria-hidden="true">{query.dir === "asc" ? " ↑" : " ↓"}</span>
        </Link>
        <nav aria-label="Shortlist view" className="view-toggle">
          <Link to={shortlistHref(query, { view: "cards" })} aria-current={query.view === "cards" ? "page" : undefined} preventScrollReset>
            Cards
          </Link>
          <Link to={shortlistHref(query, { view: "table" })} aria-current={query.view === "table" ? "page" : undefined} preventScrollReset>
            Table
          </Link>
        </nav>
      </div>
    </div>
  );
}
