import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ADMIN_PROGRAMMES_PAGE_SIZE, adminProgrammes, programmeSchoolChoices } from "@modules/catalog/index.ts";
import { PROGRAMME_LEVEL_LABELS } from "@modules/catalog/browser.ts";
import { MAX_SEARCH_TERM_LENGTH } from "@modules/platform/text.ts";
import { AdminEntryActions, AdminFilters, AdminListHeader, AdminListResults, filteredListHref } from "~/components/admin/admin-list.tsx";
import { ADMIN_PROGRAMMES_COPY, PROGRAMME_TOASTS } from "~/components/admin/programmes/copy.ts";
import { FilterSelect } from "~/components/filter-select.tsx";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { Pagination, pageCountOf } from "~/components/pagination.tsx";
import { requireAdmin } from "~/server/auth.server.ts";
import { notFound, PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { outcomeFromQuery } from "~/server/outcome.server.ts";

export const meta: MetaFunction = () => [{ title: `${ADMIN_PROGRAMMES_COPY.title} | Study Compass` }, { name: "robots", content: "noindex" }];

/** Odd query values fall back to the defaults, never a 500. */
const listQuery = z.object({
  q: z.string().max(MAX_SEARCH_TERM_LENGTH).catch(""),
  school: z.string().max(200).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filters = listQuery.parse({ q: params.get("q") ?? "", school: params.get("school") ?? "", page: params.get("page") ?? 1 });
  const [{ rows, total }, schools] = await Promise.all([
    adminProgrammes({ q: filters.q, schoolId: filters.school || undefined, page: filters.page }),
    programmeSchoolChoices(),
  ]);
  const pageCount = pageCountOf(total, ADMIN_PROGRAMMES_PAGE_SIZE);
  if (filters.page > Math.max(pageCount, 1)) throw notFound("private page");
  return data(
    {
      filters,
      toast: outcomeFromQuery(request, "done", { created: PROGRAMME_TOASTS.created, updated: PROGRAMME_TOASTS.updated }),
      schools: schools.map((school) => ({ id: school.id, name: school.name })),
      programmes: rows,
      total,
      pageCount,
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export default function AdminProgrammesPage() {
  const { filters, toast, schools, programmes, total, pageCount } = useLoaderData<typeof loader>();
  const filtered = filters.q !== "" || filters.school !== "";
  const copy = ADMIN_PROGRAMMES_COPY;
  return (
    <div className="page-section">
      <AdminListHeader title={copy.title} lead={copy.lead} newEntry={{ to: "/admin/programmes/new", label: copy.newProgramme }} />
      <OutcomeNotice outcome={toast} />
      <AdminFilters
        action="/admin/programmes"
        name="Programmes"
        search={{ id: "programme-search", label: copy.searchLabel, value: filters.q, placeholder: copy.searchPlaceholder }}
        apply={copy.apply}
      >
        <FilterSelect
          id="programme-school"
          name="school"
          label={copy.schoolLabel}
          value={filters.school}
          options={[{ value: "", label: copy.allSchools }, ...schools.map((school) => ({ value: school.id, label: school.name }))]}
        />
      </AdminFilters>
      <AdminListResults
        heading={{ id: "all-programmes-heading", text: copy.allProgrammes }}
        found={copy.found(total)}
        isEmpty={programmes.length === 0}
        empty={{ title: copy.emptyTitle, text: copy.emptyFiltered, clear: filtered ? { to: "/admin/programmes", label: copy.clearFilters } : undefined }}
      >
        <ul className="admin-entry-list">
          {programmes.map((programme) => (
            <li key={programme.id} className="card admin-entry-card">
              <div>
                <h3>{programme.name}</h3>
                <p className="muted">
                  {programme.schoolName} · {programme.level ? PROGRAMME_LEVEL_LABELS[programme.level] : copy.notPublished} · {copy.updated(programme.updatedAt)}
                </p>
                {programme.isActive ? null : (
                  <p>
                    <span className="badge">{copy.inactive}</span>
                  </p>
                )}
              </div>
              <AdminEntryActions
                basePath="/admin/programmes"
                id={programme.id}
                name={programme.name}
                publicPath={programme.isActive ? `/schools/${programme.schoolSlug}#programme-${programme.slug}` : null}
                copy={copy}
              />
            </li>
          ))}
        </ul>
      </AdminListResults>
      <Pagination page={filters.page} pageCount={pageCount} hrefFor={(page) => filteredListHref("/admin/programmes", { ...filters, page }, {})} />
    </div>
  );
}
