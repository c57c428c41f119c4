import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useSubmit } from "@remix-run/react";
import type { ChangeEvent } from "react";
import { articleListAction, articleListData } from "~/server/admin/articles/article-list.server.ts";
import { AdminEntryActions, AdminFilters, AdminListHeader, AdminListResults, filteredListHref } from "~/components/admin/admin-list.tsx";
import { ARTICLES_COPY, STATUS_LABELS } from "~/components/admin/articles/copy.ts";
import { ConfirmDelete, DeleteLink, useDeleteDialog } from "~/components/admin/confirm-delete.tsx";
import { FilterSelect } from "~/components/filter-select.tsx";
import { Pagination } from "~/components/pagination.tsx";
import { OutcomeNotice } from "~/components/outcome.tsx";
import styles from "~/styles/admin-articles.css?url";
import { requireAdmin } from "~/server/auth.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${ARTICLES_COPY.title} | Study Compass` }, { name: "robots", content: "noindex" }];

/** The filters' values that leave the list's address plain. */
const LIST_DEFAULTS = { status: "all", category: "all" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return articleListData(request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return articleListAction(request, { actor: user.id, requestId: context.requestId });
}

export default function AdminArticlesPage() {
  const { filters, filtered, pageCount, total, categories, author, toast, confirmDelete, articles } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submit = useSubmit();
  const deleteDialog = useDeleteDialog();
  const copy = ARTICLES_COPY;
  // The list's own query (filters and page): where Cancel returns, and kept by the delete so the list it answers stays filtered.
  const listQuery = filteredListHref("", filters, LIST_DEFAULTS);
  // `index` names this index route as the POST's target, whatever layout routes the admin area puts above it.
  const deleteAction = `/admin/articles?index${listQuery.replace(/^\?/, "&")}`;
  // With JavaScript a changed select applies at once; without it, the Apply button does.
  const applyAtOnce = (event: ChangeEvent<HTMLSelectElement>) => submit(event.currentTarget.form);

  return (
    <div className="page-section">
      <AdminListHeader title={copy.title} lead={copy.lead} newEntry={{ to: "/admin/articles/new", label: copy.newArticle }} />
      <OutcomeNotice outcome={actionData?.toast ?? toast} />
      <ConfirmDelete
        requested={actionData ? null : confirmDelete}
        opened={deleteDialog.opened}
        onClose={deleteDialog.close}
        text={copy.confirmText}
        action={deleteAction}
        idField="articleId"
        cancelHref={`/admin/articles${listQuery}`}
      />
      <AdminFilters
        action="/admin/articles"
        name="Filter articles"
        search={{ id: "article-search", label: copy.searchLabel, value: filters.q, placeholder: copy.searchPlaceholder }}
        apply={copy.apply}
      >
        <FilterSelect
          id="article-status"
          name="status"
          label={copy.statusLabel}
          value={filters.status}
          options={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={applyAtOnce}
        />
        <FilterSelect
          id="article-category"
          name="category"
          label={copy.categoryLabel}
          value={filters.category}
          options={[{ value: "all", label: copy.allCategories }, ...categories]}
          onChange={applyAtOnce}
        />
      </AdminFilters>
      {/* 'Advanced Filters' is left out: the spec gives it no behaviour, and a button that does nothing misleads. */}
      <AdminListResults
        heading={{ id: "all-articles-heading", text: copy.allArticles }}
        found={copy.found(total)}
        isEmpty={articles.length === 0}
        empty={{
          title: copy.emptyTitle,
          text: filtered ? copy.emptyFiltered : copy.emptyUnfiltered,
          clear: filtered ? { to: "/admin/articles", label: copy.clearFilters } : undefined,
          create: { to: "/admin/articles/new", label: copy.createFirst },
        }}
      >
        <ul className="admin-entry-list">
          {articles.map((article) => (
            <li key={article.id} className="card admin-entry-card">
              <div>
                <div className="admin-article-heading">
                  <h3>{article.title}</h3>
                  <span className={article.isPublished ? "badge success" : "badge"}>{article.isPublished ? copy.published : copy.draft}</span>
                  {article.isFeatured ? <span className="badge accent">{copy.featured}</span> : null}
                </div>
                {article.excerpt ? <p>{article.excerpt}</p> : null}
                <p className="muted admin-article-meta">
                  <span>{author}</span>
                  <span>{article.publishedAt ?? copy.notPublished}</span>
                  <span>{copy.updated(article.updatedAt)}</span>
                </p>
              </div>
              <AdminEntryActions
                basePath="/admin/articles"
                id={article.id}
                name={article.title}
                publicPath={article.isPublished ? `/articles/${article.slug}` : null}
                copy={copy}
              >
                <DeleteLink
                  target={{ id: article.id, title: article.title }}
                  href={filteredListHref("/admin/articles", { ...filters, delete: article.id }, LIST_DEFAULTS)}
                  onOpen={deleteDialog.open}
                />
              </AdminEntryActions>
            </li>
          ))}
        </ul>
      </AdminListResults>
      <Pagination page={filters.page} pageCount={pageCount} hrefFor={(page) => filteredListHref("/admin/articles", { ...filters, page }, LIST_DEFAULTS)} />
    </div>
  );
}
