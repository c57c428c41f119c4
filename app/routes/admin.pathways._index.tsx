import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { listPathways } from "@modules/catalog/index.ts";
import { MAX_SEARCH_TERM_LENGTH } from "@modules/platform/text.ts";
import { ADMIN_PATHWAYS_COPY, PATHWAY_TOASTS } from "~/components/admin/pathways/copy.ts";
import { OutcomeNotice } from "~/components/outcome.tsx";
import styles from "~/styles/admin-schools.css?url";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { outcomeFromQuery } from "~/server/outcome.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${ADMIN_PATHWAYS_COPY.title} | Study Compass` }, { name: "robots", content: "noindex" }];

/** An odd query value falls back to no search, never a 500. */
const listQuery = z.object({ q: z.string().max(MAX_SEARCH_TERM_LENGTH).catch("") });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const filters = listQuery.parse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  const pathways = await listPathways({ q: filters.q });
  return data(
    {
      filters,
      toast: outcomeFromQuery(request, "done", { created: PATHWAY_TOASTS.created, updated: PATHWAY_TOASTS.updated }),
      pathways: pathways.map((pathway) => ({ id: pathway.id, slug: pathway.slug, name: pathway.name, updatedAt: pathway.updatedAt.toISOString() })),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export default function AdminPathwaysPage() {
  const { filters, toast, pathways } = useLoaderData<typeof loader>();
  const copy = ADMIN_PATHWAYS_COPY;
  return (
    <div className="page-section admin-schools">
      <header className="admin-schools-header">
        <div>
          <h1>{copy.title}</h1>
          <p className="lead">{copy.lead}</p>
        </div>
        <Link className="button primary" to="/admin/pathways/new">
          {copy.newPathway}
        </Link>
      </header>

      <OutcomeNotice outcome={toast} />

      <Form method="get" action="/admin/pathways" role="search" aria-label="Pathways" className="card admin-schools-filters">
        <div className="form-field">
          <label htmlFor="pathway-search">{copy.searchLabel}</label>
          <input id="pathway-search" name="q" type="search" defaultValue={filters.q} placeholder={copy.searchPlaceholder} maxLength={MAX_SEARCH_TERM_LENGTH} />
        </div>
        <button type="submit" className="button secondary">
          {copy.apply}
        </button>
      </Form>

      <section aria-labelledby="all-pathways-heading">
        <div className="admin-schools-count">
          <h2 id="all-pathways-heading">{copy.allPathways}</h2>
          <p aria-live="polite">{copy.found(pathways.length)}</p>
        </div>
        {pathways.length === 0 ? (
          <div className="empty-state">
            <h3>{copy.emptyTitle}</h3>
            <p>{copy.emptyFiltered}</p>
            <Link className="button secondary" to="/admin/pathways">
              {copy.clearFilters}
            </Link>
          </div>
        ) : (
          <ul className="admin-school-list">
            {pathways.map((pathway) => (
              <li key={pathway.id} className="card admin-school-card">
                <div>
                  <h3>{pathway.name}</h3>
                  <p className="muted">{copy.updated(pathway.updatedAt)}</p>
                </div>
                <p className="admin-school-actions">
                  <Link className="button secondary" to={`/admin/pathways/${encodeURIComponent(pathway.id)}/edit`} aria-label={`Edit ${pathway.name}`}>
                    {copy.edit}
                  </Link>
                  <Link
                    className="button ghost"
                    to={`/admin/pathways/${encodeURIComponent(pathway.id)}/history`}
                    aria-label={`${copy.history} of ${pathway.name}`}
                  >
                    {copy.history}
                  </Link>
                  <Link className="button ghost" to={`/pathways/${pathway.slug}`} aria-label={`${copy.view} ${pathway.name}`}>
                    {copy.view}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
