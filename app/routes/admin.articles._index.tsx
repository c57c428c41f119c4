import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useSubmit } from "@remix-run/react";
import { articleListAction, articleListData } from "~/server/admin/articles/article-list.server.ts";
import { ARTICLES_COPY, STATUS_LABELS } from "~/components/admin/articles/copy.ts";
import { ConfirmDelete, useDeleteDialog } from "~/components/admin/confirm-delete.tsx";
import { Pagination } from "~/components/pagination.tsx";
import { OutcomeNotice, type Outcome } from "~/components/outcome.tsx";
import styles from "~/styles/admin-articles.css?url";
import { requireAdmin } from "~/server/auth.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${ARTICLES_COPY.title} | Study Compass` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return articleListData(request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return articleListAction(request, { actor: user.id, requestId: context.requestId });
}

export default function AdminArticlesPage() {
  const { filters, filtered, page, pageCount, total, categories, author, toast, confirmDelete, articles } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ toast: Outcome }>();
  const location = useLocation();
  const submit = useSubmit();
  const deleteDialog = useDeleteDialog();
  // The list's own URL without `delete` or `saved`: where the delete posts and Cancel returns.
  const listParams = new URLSearchParams(location.search);
  listParams.delete("delete");
  listParams.delete("saved");
  const listHref = `/admin/articles${listParams.size ? `?${listParams}` : ""}`;
  // `index` names this index route as the POST's target, whatever layout routes the admin area puts above it.
  const deleteAction = `/admin/articles?${new URLSearchParams([["index", ""], ...listParams])}`;
  const withParams = (changes: Record<string, string>) => {
    const params = new URLSearchParams(listParams);
    for (const [key, value] of Object.entries(changes)) params.set(key, value);
    return `/admin/articles?${params}`;
  };
  const shownToast = actionData?.toast ?? toast;

  return (
    <div className="page-section admin-articles">
      <header className="admin-articles-header">
        <div>
          <h1>{ARTICLES_COPY.title}</h1>
          <p className="lead">{ARTICLES_COPY.lead}</p>
        </div>
        <Link className="button primary" to="/admin/articles/new">
          {ARTICLES_COPY.newArticle}
        </Link>
      </header>

      <OutcomeNotice outcome={shownToast} />
      <ConfirmDelete
        requested={actionData ? null : confirmDelete}
        opened={deleteDialog.opened}
        onClose={deleteDialog.close}
        text={ARTICLES_COPY.confirmText}
        action={deleteAction}
        idField="articleId"
        cancelHref={listHref}
      />

      {/* A GET form: the filters live in the URL. With JavaScript a changed select applies at once. */}
      <Form method="get" action="/admin/articles" className="card admin-articles-filters" role="search" aria-label="Filter articles">
        <div className="form-field">
          <label htmlFor="article-search">Search</label>
          <input id="article-search" type="search" name="q" defaultValue={filters.q} placeholder={ARTICLES_COPY.searchPlaceholder} maxLength={200} />
        </div>
        <div className="form-field">
          <label htmlFor="article-status">Status</label>
          <select id="article-status" name="status" defaultValue={filters.status} onChange={(event) => submit(event.currentTarget.form)}>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="article-category">Category</label>
          <select id="article-category" name="category" defaultValue={filters.category} onChange={(event) => submit(event.currentTarget.form)}>
            <option value="all">All categories</option>
            {categories.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button secondary">
          Apply Filters
        </button>
      </Form>

      <section aria-labelledby="all-articles-heading">
        <div className="admin-articles-summary">
          <h2 id="all-articles-heading">{ARTICLES_COPY.allArticles}</h2>
          {/* 'Advanced Filters' is left out: the spec gives it no behaviour, and a button that does nothing misleads. */}
          <p className="muted" role="status">
            {ARTICLES_COPY.found(total)}
          </p>
        </div>
        {articles.length === 0 ? (
          <div className="empty-state">
            <h3>{ARTICLES_COPY.emptyTitle}</h3>
            <p>{filtered ? ARTICLES_COPY.emptyFiltered : ARTICLES_COPY.emptyUnfiltered}</p>
            {filtered ? (
              <Link className="button secondary" to="/admin/articles">
                {ARTICLES_COPY.clearFilters}
              </Link>
            ) : (
              <Link className="button primary" to="/admin/articles/new">
                {ARTICLES_COPY.createFirst}
              </Link>
            )}
          </div>
        ) : (
          <ul className="admin-article-list">
            {articles.map((article) => (
              <li key={article.id} className="card admin-article-card">
                <div className="admin-article-heading">
                  <h3>{article.title}</h3>
                  <span className={article.isPublished ? "badge success" : "badge"}>{article.isPublished ? ARTICLES_COPY.published : ARTICLES_COPY.draft}</span>
                  {article.isFeatured ? <span className="badge accent">{ARTICLES_COPY.featured}</span> : null}
                </div>
                {article.excerpt ? <p className="admin-article-excerpt">{article.excerpt}</p> : null}
                <p className="muted admin-article-meta">
                  <span>{author}</span>
                  <span>{article.publishedAt ?? ARTICLES_COPY.notPublished}</span>
                  <span>{ARTICLES_COPY.updated(article.updatedAt)}</span>
                </p>
                <p className="button-row">
                  {article.isPublished ? (
                    <Link className="button ghost small" to={`/articles/${article.slug}`} aria-label={`${ARTICLES_COPY.view} ${article.title}`}>
                      {ARTICLES_COPY.view}
                    </Link>
                  ) : null}
                  <Link className="button secondary small" to={`/admin/articles/${article.id}/edit`} aria-label={`${ARTICLES_COPY.edit} ${article.title}`}>
                    {ARTICLES_COPY.edit}
                  </Link>
                  <Link className="button ghost small" to={`/admin/articles/${article.id}/history`} aria-label={`${ARTICLES_COPY.history} of ${article.title}`}>
                    {ARTICLES_COPY.history}
                  </Link>
                  <Link
                    className="button danger small"
                    to={withParams({ delete: article.id })}
                    aria-label={`${ARTICLES_COPY.delete} ${article.title}`}
                    preventScrollReset
                    onClick={(event) => {
                      event.preventDefault();
                      deleteDialog.open({ id: article.id, title: article.title });
                    }}
                  >
                    {ARTICLES_COPY.delete}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={(target) => withParams({ page: String(target) })} />
      </section>
    </div>
  );
}
