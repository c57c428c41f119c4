import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { todayUtc } from "@modules/platform/index.ts";
import { MAX_SEARCH_TERM_LENGTH } from "@modules/platform/text.ts";
import { searchSite, type SiteSearchResults } from "@modules/search/index.ts";
import { SearchIcon } from "~/components/icons.tsx";
import { searchHref } from "~/components/search-dialog.tsx";
import styles from "~/styles/search.css?url";
import { keepLoaderHeaders, publicCacheHeaders } from "~/server/http.server.ts";
import { seoMeta } from "~/utils/seo.ts";
import { scholarshipLine, scholarshipPath } from "~/components/scholarship-card.tsx";
import { useIsPending } from "~/utils/pending.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const headers = keepLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [
  ...seoMeta({
    title: page?.results.query ? `Search: ${page.results.query}` : "Search",
    description: "Search destinations, study pathways, schools, articles and scholarships for Caribbean students.",
    path: "/search",
    matches,
  }),
  { name: "robots", content: "noindex, follow" },
];

/** The type filters, in order (schools are searchable too). */
const TYPE_FILTERS = [
  { value: "articles", label: "Articles" },
  { value: "destinations", label: "Destinations" },
  { value: "pathways", label: "Study Pathways" },
  { value: "scholarships", label: "Scholarships" },
  { value: "schools", label: "Schools" },
  { value: "programmes", label: "Programmes" },
] as const;
type TypeFilter = (typeof TYPE_FILTERS)[number]["value"];

/** The suggestion chips shown when nothing is found. */
const SUGGESTIONS = ["Study in Canada", "Medicine Programs", "Scholarships", "Engineering", "MBA Programs"];

const emptyResults = (query: string): SiteSearchResults => ({
  query,
  articles: [],
  destinations: [],
  pathways: [],
  scholarships: [],
  schools: [],
  programmes: [],
});

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const q = params.get("q") ?? "";
  const known = new Set<string>(TYPE_FILTERS.map((filter) => filter.value));
  const types = params.getAll("type").filter((type): type is TypeFilter => known.has(type));
  try {
    const results = await searchSite(q, { today: todayUtc() });
    return data({ results, types, failed: false }, { headers: publicCacheHeaders(request) });
  } catch {
    return data({ results: emptyResults(q.slice(0, MAX_SEARCH_TERM_LENGTH)), types, failed: true }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}

export default function SearchPage() {
  const { results, types, failed } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const searching = useIsPending({ state: "loading", pathname: "/search" });
  const counts: Record<TypeFilter, number> = {
    articles: results.articles.length,
    destinations: results.destinations.length,
    pathways: results.pathways.length,
    scholarships: results.scholarships.length,
    schools: results.schools.length,
    programmes: results.programmes.length,
  };
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const shown = (type: TypeFilter) => (types.length === 0 || types.includes(type)) && counts[type] > 0;

  return (
    <div className="page-section search-page">
      <h1>{results.query ? `Search results for “${results.query}”` : "Search Study Compass"}</h1>
      <Form method="get" action="/search" className="search-page-form" role="search" aria-label="Search the site">
        <label htmlFor="search-page-q" className="visually-hidden">
          Search term
        </label>
        <input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={results.query}
          required
          pattern=".*\S.*"
          maxLength={MAX_SEARCH_TERM_LENGTH}
          placeholder="Try “nursing in Canada” or “Chevening”"
        />
        {types.map((type) => (
          <input key={type} type="hidden" name="type" value={type} />
        ))}
        <button type="submit" className="button primary">
          <SearchIcon /> Search
        </button>
      </Form>

      {searching ? (
        <p className="search-status" role="status">
          Searching...
        </p>
      ) : null}

      {failed ? (
        <div className="notice error" role="alert">
          <h2>Search Error</h2>
          <p>There was an error performing your search. Please try again.</p>
        </div>
      ) : results.query ? (
        <div className="search-layout">
          <Form
            method="get"
            action="/search"
            className="search-filters"
            aria-labelledby="filters-heading"
            onChange={(event) => submit(event.currentTarget, { replace: true })}
          >
            <h2 id="filters-heading">Filter by type</h2>
            <input type="hidden" name="q" value={results.query} />
            <fieldset>
              <legend className="visually-hidden">Result types</legend>
              {TYPE_FILTERS.map((filter) => (
                <div className="checkbox-field" key={filter.value}>
                  <input type="checkbox" id={`type-${filter.value}`} name="type" value={filter.value} defaultChecked={types.includes(filter.value)} />
                  <label htmlFor={`type-${filter.value}`}>
                    {filter.label} <span className="count">({counts[filter.value]})</span>
                  </label>
                </div>
              ))}
            </fieldset>
            <noscript>
              <button type="submit" className="button secondary small">
                Apply filters
              </button>
            </noscript>
            {types.length > 0 ? (
              <Link to={searchHref(results.query)} className="button ghost small">
                Clear Filters
              </Link>
            ) : null}
          </Form>

          <div className="search-results">
            <p role="status" className="search-count">
              {total === 1 ? "1 result" : `${total} results`}
            </p>
            {total === 0 ? (
              <div className="empty-state">
                <h2>No results found</h2>
                <p>Try another word, or one of these popular searches:</p>
                <ul className="chip-list">
                  {SUGGESTIONS.map((suggestion) => (
                    <li key={suggestion}>
                      <Link className="chip" to={searchHref(suggestion)}>
                        {suggestion}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {shown("destinations") ? (
              <ResultGroup
                title="Destinations"
                items={results.destinations.map((item) => ({ key: item.id, href: `/destinations/${item.slug}`, title: item.name, text: item.description }))}
              />
            ) : null}
            {shown("pathways") ? (
              <ResultGroup
                title="Study Pathways"
                items={results.pathways.map((item) => ({ key: item.id, href: `/pathways/${item.slug}`, title: item.name, text: item.description }))}
              />
            ) : null}
            {shown("schools") ? (
              <ResultGroup
                title="Schools"
                items={results.schools.map((item) => ({
                  key: item.id,
                  href: `/schools/${item.slug}`,
                  title: item.name,
                  text: item.location ?? item.description,
                  meta: item.profiled ? undefined : "In our directory: name and official site from open data",
                }))}
              />
            ) : null}
            {shown("programmes") ? (
              <ResultGroup
                title="Programmes"
                items={results.programmes.map((item) => ({
                  key: item.id,
                  href: item.schoolSlug ? `/schools/${item.schoolSlug}#programme-${item.slug}` : "/schools",
                  title: item.schoolName ? `${item.name}, ${item.schoolName}` : item.name,
                  text: item.summary,
                }))}
              />
            ) : null}
            {shown("articles") ? (
              <ResultGroup
                title="Articles"
                items={results.articles.map((item) => ({
                  key: item.id,
                  href: `/articles/${item.slug}`,
                  title: item.title,
                  text: item.excerpt,
                  meta: `${item.readTime} min read`,
                }))}
              />
            ) : null}
            {shown("scholarships") ? (
              <section aria-labelledby="results-scholarships" className="result-group">
                <h2 id="results-scholarships">Scholarships</h2>
                <ul>
                  {results.scholarships.map((scholarship) => (
                    <li key={scholarship.id} className="result-item">
                      <h3>
                        <Link to={scholarshipPath(scholarship.slug)}>{scholarship.title}</Link>
                      </h3>
                      <p className="muted">{scholarshipLine(scholarship)}</p>
                      <p>{scholarship.description}</p>
                      <a className="button secondary small" href={scholarship.applicationUrl ?? "#"} rel="noopener noreferrer">
                        Apply<span className="visually-hidden"> for {scholarship.title} (external site)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>
      ) : (
        <div className="empty-state">
          <p>Search destinations, study pathways, schools, articles and scholarships. Popular searches:</p>
          <ul className="chip-list">
            {SUGGESTIONS.map((suggestion) => (
              <li key={suggestion}>
                <Link className="chip" to={searchHref(suggestion)}>
                  {suggestion}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function ResultGroup({ title, items }: { title: string; items: { key: string; href: string; title: string; text: string; meta?: string }[] }) {
  const id = `results-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="result-group">
      <h2 id={id}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.key} className="result-item">
            <h3>
              <Link to={item.href}>{item.title}</Link>
            </h3>
            {item.meta ? <p className="muted">{item.meta}</p> : null}
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
