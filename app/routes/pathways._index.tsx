import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { normalizeSearchTerm } from "@modules/platform/text.ts";
import { listPathways, type PathwayView } from "@modules/catalog/index.ts";
import { PathwayIcon } from "~/components/icons.tsx";
import { SearchAsYouTypeForm } from "~/components/search-form.tsx";
import styles from "~/styles/pathways.css?url";
import { keepLoaderHeaders, publicCacheHeaders } from "~/server/http.server.ts";
import { seoMeta } from "~/utils/seo.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const headers = keepLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    title: "Study Pathways",
    description:
      "Explore 16 study pathways for Caribbean students, from Medicine and Engineering to Culinary Arts: what you study, the skills you need, careers and the schools that teach them.",
    path: "/pathways",
    matches,
  });

/** The quick-pick search terms, in this order. */
const QUICK_PICKS = ["Medicine", "Engineering", "Business", "IT", "Law"] as const;
const POPULAR_COUNT = 3;

/**
 * Any `q` is accepted and made safe rather than refused: control characters
 * (PostgreSQL rejects NUL) are dropped and the term is cut to a sane length,
 * counted in characters so an emoji is never split.
 */
const searchQuery = z
  .string()
  .catch("")
  .transform((raw) => normalizeSearchTerm(raw));

function toCard({ slug, name, description, iconClass, color }: PathwayView) {
  return { slug, name, description, iconClass, color };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const q = searchQuery.parse(new URL(request.url).searchParams.get("q") ?? "");
  const [allPathways, matches] = await Promise.all([listPathways(), q ? listPathways({ q }) : null]);
  return data({ q, pathways: allPathways.map(toCard), results: matches?.map(toCard) ?? null }, { headers: publicCacheHeaders(request) });
}

type PathwayCard = ReturnType<typeof toCard>;

export default function PathwaysPage() {
  const { q, pathways, results } = useLoaderData<typeof loader>();
  const searching = results !== null;
  const popular = pathways.slice(0, POPULAR_COUNT);
  const shown = results ?? pathways;

  return (
    <div className="pathways-page">
      <section className="pathways-hero">
        <div className="page-section">
          <h1>Explore Study Pathways</h1>
          <p className="lead">
            Find the field that fits you: what you would study, the skills that help, where it can lead, and which universities and colleges teach it.
          </p>
          <PathwaySearch q={q} />
        </div>
      </section>

      {/* The explorer sits beside the grid on wide screens; on a phone it comes after the
          most popular three, or after the results while searching, so results stay near the box. */}
      <div className="page-section pathways-layout">
        {searching ? null : (
          <section aria-labelledby="popular-heading" className="pathways-block">
            <h2 id="popular-heading">Most Popular Among Caribbean Students</h2>
            <ol className="card-grid popular-grid">
              {popular.map((pathway, index) => (
                <li key={pathway.slug}>
                  <PathwayCardView pathway={pathway} rank={index + 1} />
                </li>
              ))}
            </ol>
          </section>
        )}

        {searching ? null : <CareerExplorer pathways={pathways} />}

        <section aria-labelledby="all-pathways-heading" className="pathways-block">
          <h2 id="all-pathways-heading">{searching ? "Search results" : "All Study Pathways"}</h2>
          <p className="results-status" role="status">
            {searching ? resultsSummary(shown.length, q) : `${pathways.length} study pathways`}
          </p>
          {shown.length > 0 ? (
            <ul className="card-grid pathway-grid">
              {shown.map((pathway) => (
                <li key={pathway.slug}>
                  <PathwayCardView pathway={pathway} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="empty-state">
              <h3>No pathways found</h3>
              <p>Try a broader word, or pick one of the quick searches above.</p>
              <Link className="button secondary" to="/pathways">
                Clear search
              </Link>
            </div>
          )}
        </section>

        {searching ? <CareerExplorer pathways={pathways} /> : null}
      </div>
    </div>
  );
}

function CareerExplorer({ pathways }: { pathways: PathwayCard[] }) {
  return (
    <aside className="pathways-aside" aria-labelledby="explorer-heading">
      <h2 id="explorer-heading">Quick Career Explorer</h2>
      <p className="muted">Jump straight to a pathway.</p>
      <ul className="explorer-grid">
        {pathways.map((pathway) => (
          <li key={pathway.slug}>
            <Link className="explorer-link" to={`/pathways/${pathway.slug}`} style={{ borderColor: pathway.color }}>
              <span className="explorer-icon" style={{ backgroundColor: pathway.color }}>
                <PathwayIcon name={pathway.iconClass} size={18} />
              </span>
              <span>{pathway.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}

function resultsSummary(count: number, q: string): string {
  if (count === 0) return `No pathways match “${q}”.`;
  return `${count} ${count === 1 ? "pathway matches" : "pathways match"} “${q}”.`;
}

/**
 * A GET form, so searching works without JavaScript; with it, the results
 * follow the typing (debounced, replacing the history entry so Back leaves the page).
 */
function PathwaySearch({ q }: { q: string }) {
  return (
    <div className="pathway-search">
      <SearchAsYouTypeForm
        q={q}
        path="/pathways"
        name="Study pathways"
        label="Search pathways by name or description"
        placeholder="e.g. Nursing, Computer Science, Tourism"
        inputId="pathway-search-input"
        className="pathway-search-form"
        rowClassName="pathway-search-row"
      />
      <div className="quick-picks">
        <h2 id="quick-picks-heading" className="quick-picks-title">
          Quick picks
        </h2>
        <ul className="chip-list" aria-labelledby="quick-picks-heading">
          {QUICK_PICKS.map((term) => (
            <li key={term}>
              <Link
                className="chip"
                to={`/pathways?q=${encodeURIComponent(term)}`}
                preventScrollReset
                aria-current={q.toLowerCase() === term.toLowerCase() ? "true" : undefined}
              >
                {term}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function PathwayCardView({ pathway, rank }: { pathway: PathwayCard; rank?: number }) {
  return (
    <article className="card pathway-card" style={{ borderTopColor: pathway.color }}>
      <span className="pathway-card-icon" style={{ backgroundColor: pathway.color }}>
        <PathwayIcon name={pathway.iconClass} size={26} />
      </span>
      {rank ? <span className="badge accent pathway-rank">#{rank} most popular</span> : null}
      <h3>
        <Link className="card-link" to={`/pathways/${pathway.slug}`}>
          {pathway.name}
        </Link>
      </h3>
      <p>{pathway.description}</p>
      <p className="card-footer pathway-card-more" aria-hidden="true">
        Explore pathway →
      </p>
    </article>
  );
}
