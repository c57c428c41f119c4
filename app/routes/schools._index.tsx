import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { plannerPreferences } from "@modules/portal/index.ts";
import { todayUtc } from "@modules/platform/index.ts";
import { schoolFinderPage, type FacetValue, type SchoolFinderPage, type SchoolFinderRow } from "@modules/search/index.ts";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { FieldErrors } from "~/components/form-field.tsx";
import { Pagination } from "~/components/pagination.tsx";
import styles from "~/styles/school-finder.css?url";
import { currentUser } from "~/server/auth.server.ts";
import { keepLoaderHeaders, publicCacheHeaders } from "~/server/http.server.ts";
import { seoMeta } from "~/utils/seo.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const headers = keepLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    title: "Find a School",
    description:
      "Every university and college in our destinations, in one index: narrow them by country, field of study, yearly tuition in your currency, CAPE diploma entry and deadline month.",
    path: "/schools",
    matches,
  });

/** The currencies a budget may be stated in: the student's own and the US dollar. */
const BUDGET_CURRENCIES = ["USD", "JMD", "TTD", "BBD", "BSD", "XCD"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const user = await currentUser(request);
  // A signed-in student's budget is in the currency her planner uses, unless the address names another.
  const preferred = user ? (await plannerPreferences(user.id)).localCurrency : null;
  const page = await schoolFinderPage(params, { defaultCurrency: preferred ?? "USD", today: todayUtc() });
  return data(toView(page), { headers: publicCacheHeaders(request) });
}

/** What the page shows: the rows as cards with their tuition in the student's currency, and the facets. */
function toView(page: SchoolFinderPage) {
  const inCurrency = (usd: number) =>
    page.unitsPerUsd === null
      ? `USD ${Math.round(usd).toLocaleString("en-US")}`
      : `${page.currency} ${Math.round(usd * page.unitsPerUsd).toLocaleString("en-US")}`;
  return {
    query: page.query,
    budget: page.budget,
    budgetInput: page.budgetInput,
    currency: page.currency,
    budgetError: page.budgetError,
    rateNote:
      page.rateAsOf && page.unitsPerUsd ? `at 1 USD = ${page.unitsPerUsd.toLocaleString("en-US")} ${page.currency}, the rate of ${page.rateAsOf}` : null,
    total: page.total,
    page: page.page,
    pageCount: page.pageCount,
    facets: page.facets,
    schools: page.rows.map((row: SchoolFinderRow) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      listing: row.listing,
      place: [row.location, row.destinationName].filter(Boolean).join(" · "),
      type: row.type,
      tuition: row.tuition
        ? `${inCurrency(row.tuition.usd)} a year in tuition, from ${row.tuition.basis}`
        : row.oldTuitionCycles.length
          ? `Yearly tuition: only an old figure (${row.oldTuitionCycles.join("; ")}), not compared with your budget`
          : null,
      acceptsCapeDiploma: row.acceptsCapeDiploma,
      deadlineMonths: row.deadlineMonths,
    })),
  };
}

type View = ReturnType<typeof toView>;
type Query = View["query"];

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** The finder's address for a query: what the form would send, empty parts left out, so links stay short and shareable. */
function finderHref(query: Query, budget: number | null, currency: string, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  for (const country of query.countries) params.append("country", country);
  if (query.region) params.set("region", query.region);
  for (const type of query.types) params.append("type", type);
  for (const field of query.fields) params.append("field", field);
  if (budget !== null) {
    params.set("budget", String(budget));
    params.set("currency", currency);
  }
  if (query.acceptsCapeDiploma) params.set("cape", "1");
  if (query.deadlineMonth) params.set("deadline", String(query.deadlineMonth));
  if (query.listing) params.set("listing", query.listing);
  if (query.sort !== "relevance") params.set("sort", query.sort);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/schools?${search}` : "/schools";
}

export default function SchoolFinder() {
  const view = useLoaderData<typeof loader>();
  const { query, facets } = view;
  // The fields start from the address: a new address (a filter applied, "Clear all") gives a new form, not the last one's state.
  const { search } = useLocation();
  return (
    <div className="school-finder">
      <section className="page-section">
        <Breadcrumbs trail={[]} current="Schools" />
        <h1>Find a School</h1>
        <p className="lead">
          Every university and college of our destinations in one index: the schools we have profiled in full, and the rest of each country&apos;s institutions
          from open data, each with its source.
        </p>
      </section>
      <div className="page-section finder-layout">
        <Form key={search} method="get" action="/schools" className="finder-filters" aria-label="Filter schools">
          <div className="form-field">
            <label htmlFor="finder-q">Search schools</label>
            <input id="finder-q" type="search" name="q" defaultValue={query.q} maxLength={200} placeholder="Name, place or field" />
          </div>
          <CheckboxFacet legend="Country or region" name="country" values={facets.country} />
          <RadioFacet legend="Where" name="region" values={facets.region} />
          <CheckboxFacet legend="Type" name="type" values={facets.type} />
          <CheckboxFacet legend="Field of study" name="field" values={facets.field} />
          <fieldset>
            <legend>Yearly tuition</legend>
            <div className="form-field">
              <label htmlFor="finder-budget">At most</label>
              <input
                id="finder-budget"
                name="budget"
                inputMode="numeric"
                defaultValue={view.budgetInput}
                aria-invalid={view.budgetError ? true : undefined}
                aria-describedby={view.budgetError ? "finder-budget-error finder-budget-note" : "finder-budget-note"}
              />
              <FieldErrors id="finder-budget-error" errors={view.budgetError ? [view.budgetError] : undefined} />
            </div>
            <div className="form-field">
              <label htmlFor="finder-currency">Currency</label>
              <select id="finder-currency" name="currency" defaultValue={view.currency}>
                {BUDGET_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            </div>
            <p className="form-hint" id="finder-budget-note">
              {facets.budget.count} state a yearly tuition; {facets.budget.withoutTuition} do not yet and are left out when you set a budget.
            </p>
          </fieldset>
          <fieldset>
            <legend>Entry</legend>
            <label className="check">
              <input type="checkbox" name="cape" value="1" defaultChecked={facets.cape.selected} /> {facets.cape.label} ({facets.cape.count})
            </label>
          </fieldset>
          <div className="form-field">
            <label htmlFor="finder-deadline">Deadline month</label>
            <select id="finder-deadline" name="deadline" defaultValue={query.deadlineMonth ? String(query.deadlineMonth) : ""}>
              <option value="">Any month</option>
              {facets.deadline.map((month) => (
                <option key={month.value} value={month.value}>
                  {month.label} ({month.count})
                </option>
              ))}
            </select>
          </div>
          <RadioFacet legend="Listing" name="listing" values={facets.listing} />
          <div className="form-field">
            <label htmlFor="finder-sort">Sort by</label>
            <select id="finder-sort" name="sort" defaultValue={query.sort}>
              <option value="relevance">Relevance</option>
              <option value="name">Name</option>
            </select>
          </div>
          <div className="finder-actions">
            <button type="submit" className="button primary">
              Apply filters
            </button>
            <Link to="/schools" className="button secondary">
              Clear all
            </Link>
          </div>
        </Form>
        <section className="finder-results" aria-labelledby="finder-results-heading">
          <h2 id="finder-results-heading" className="visually-hidden">
            Schools
          </h2>
          <p role="status" className="results-status">
            {resultsSummary(view)}
          </p>
          {view.schools.length === 0 ? (
            <div className="empty-state">
              <h3>No schools match</h3>
              <p>Take a filter off, or raise your budget.</p>
            </div>
          ) : (
            <ul className="finder-list">
              {view.schools.map((school) => (
                <li key={school.id} className="finder-card">
                  <h3>
                    <Link to={`/schools/${school.slug}`}>{school.name}</Link>
                  </h3>
                  <p className="finder-place">
                    {school.place}
                    {school.type ? ` · ${school.type === "university" ? "University" : "College"}` : ""}
                  </p>
                  <p className={`finder-listing finder-listing-${school.listing}`}>
                    {school.listing === "profiled" ? "Profiled in full, every fact with its source" : "Directory entry: name and official site from open data"}
                  </p>
                  <p>{school.tuition ?? "Yearly tuition: not gathered yet"}</p>
                  {school.deadlineMonths.length ? <p>Deadlines in {school.deadlineMonths.map((month) => MONTHS[month - 1]).join(", ")}</p> : null}
                  {school.acceptsCapeDiploma === true ? <p>Accepts the CAPE diploma</p> : null}
                </li>
              ))}
            </ul>
          )}
          {view.rateNote ? (
            <p className="form-hint">
              Tuition in {view.currency} {view.rateNote}.
            </p>
          ) : null}
          <Pagination page={view.page} pageCount={view.pageCount} hrefFor={(page) => finderHref(query, view.budget, view.currency, page)} />
        </section>
      </div>
    </div>
  );
}

function resultsSummary(view: View): string {
  const noun = view.total === 1 ? "school" : "schools";
  return view.query.q ? `${view.total.toLocaleString("en-US")} ${noun} found for “${view.query.q}”` : `${view.total.toLocaleString("en-US")} ${noun}`;
}

function CheckboxFacet({ legend, name, values }: { legend: string; name: string; values: FacetValue[] }) {
  if (values.length === 0) return null;
  return (
    <fieldset>
      <legend>{legend}</legend>
      {values.map((value) => (
        <label key={value.value} className="check">
          <input type="checkbox" name={name} value={value.value} defaultChecked={value.selected} /> {value.label} ({value.count.toLocaleString("en-US")})
        </label>
      ))}
    </fieldset>
  );
}

function RadioFacet({ legend, name, values }: { legend: string; name: string; values: FacetValue[] }) {
  if (values.length === 0) return null;
  const anySelected = values.some((value) => value.selected);
  return (
    <fieldset>
      <legend>{legend}</legend>
      <label className="check">
        <input type="radio" name={name} value="" defaultChecked={!anySelected} /> Any
      </label>
      {values.map((value) => (
        <label key={value.value} className="check">
          <input type="radio" name={name} value={value.value} defaultChecked={value.selected} /> {value.label} ({value.count.toLocaleString("en-US")})
        </label>
      ))}
    </fieldset>
  );
}
