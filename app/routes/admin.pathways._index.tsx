import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { listPathways } from "@modules/catalog/index.ts";
import { MAX_SEARCH_TERM_LENGTH } from "@modules/platform/text.ts";
import { AdminEntryActions, AdminFilters, AdminListHeader, AdminListResults } from "~/components/admin/admin-list.tsx";
import { ADMIN_PATHWAYS_COPY, PATHWAY_TOASTS } from "~/components/admin/pathways/copy.ts";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { outcomeFromQuery } from "~/server/outcome.server.ts";

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
    <div className="page-section">
      <AdminListHeader title={copy.title} lead={copy.lead} newEntry={{ to: "/admin/pathways/new", label: copy.newPathway }} />
      <OutcomeNotice outcome={toast} />
      <AdminFilters
        action="/admin/pathways"
        name="Pathways"
        search={{ id: "pathway-search", label: copy.searchLabel, value: filters.q, placeholder: copy.searchPlaceholder }}
        apply={copy.apply}
      />
      <AdminListResults
        heading={{ id: "all-pathways-heading", text: copy.allPathways }}
        found={copy.found(pathways.length)}
        isEmpty={pathways.length === 0}
        empty={{ title: copy.emptyTitle, text: copy.emptyFiltered, clear: { to: "/admin/pathways", label: copy.clearFilters } }}
      >
        <ul className="admin-entry-list">
          {pathways.map((pathway) => (
            <li key={pathway.id} className="card admin-entry-card">
              <div>
                <h3>{pathway.name}</h3>
                <p className="muted">{copy.updated(pathway.updatedAt)}</p>
              </div>
              <AdminEntryActions basePath="/admin/pathways" id={pathway.id} name={pathway.name} publicPath={`/pathways/${pathway.slug}`} copy={copy} />
            </li>
          ))}
        </ul>
      </AdminListResults>
    </div>
  );
}
