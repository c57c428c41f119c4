import { data } from "@remix-run/node";
import { z } from "zod";
import { listCategories } from "@modules/catalog/index.ts";
import { ARTICLE_STATUSES, deleteArticle, EDITORIAL_AUTHOR, listAdminArticles } from "@modules/content/index.ts";
import { EntryNotFoundError, type Actor } from "@modules/eventstore/index.ts";
import { formatArticleDate } from "~/components/article-card.tsx";
import { pageCountOf } from "~/components/pagination.tsx";
import type { Outcome } from "~/components/outcome.tsx";
import { ARTICLE_TOASTS } from "~/components/admin/articles/copy.ts";
import { outcomeFromQuery } from "~/server/outcome.server.ts";
import { badRequest, PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const PAGE_SIZE = 20;

/** The list's query string, clamped: odd values fall back to "everything", never a 500. */
const listQuery = z.object({
  q: z.string().max(200).catch(""),
  status: z.enum(ARTICLE_STATUSES).catch("all"),
  category: z.string().max(100).catch("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  delete: z.string().max(200).nullable().catch(null),
});

export async function articleListData(request: Request) {
  const params = new URL(request.url).searchParams;
  const query = listQuery.parse({
    q: params.get("q") ?? "",
    status: params.get("status") ?? "all",
    category: params.get("category") || "all",
    page: params.get("page") ?? 1,
    delete: params.get("delete"),
  });
  const [{ articles, total }, categories] = await Promise.all([
    listAdminArticles({ q: query.q, status: query.status, categoryId: query.category, page: query.page, pageSize: PAGE_SIZE }),
    listCategories(),
  ]);
  const toDelete = query.delete ? (articles.find((article) => article.id === query.delete) ?? null) : null;
  // After a save redirected here (Post/Redirect/Get): which outcome to show.
  const toast = outcomeFromQuery(request, "saved", { created: ARTICLE_TOASTS.created, updated: ARTICLE_TOASTS.updated });
  return data(
    {
      filters: { q: query.q, status: query.status, category: query.category, page: query.page },
      filtered: query.q.trim() !== "" || query.status !== "all" || query.category !== "all",
      pageCount: pageCountOf(total, PAGE_SIZE),
      total,
      categories: categories.map((category) => ({ value: category.id, label: category.name })),
      author: EDITORIAL_AUTHOR,
      toast,
      confirmDelete: toDelete ? { id: toDelete.id, title: toDelete.title } : null,
      articles: articles.map((article) => ({
        id: article.id,
        title: article.title,
        slug: article.slug,
        excerpt: article.excerpt,
        isPublished: article.isPublished,
        isFeatured: article.isFeatured,
        publishedAt: article.publishedAt ? formatArticleDate(article.publishedAt) : null,
        updatedAt: formatArticleDate(article.updatedAt),
      })),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

const deleteForm = z.object({ intent: z.literal("delete"), articleId: z.string().min(1).max(200) });

/** The list's one action: delete an article, answering the spec's toasts. */
export async function articleListAction(request: Request, by: Actor) {
  const parsed = deleteForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw badRequest();
  try {
    await deleteArticle(parsed.data.articleId, by);
    return data({ toast: ARTICLE_TOASTS.deleted as Outcome }, { headers: PRIVATE_NO_STORE });
  } catch (error) {
    // Already deleted (another editor, or a second click without JavaScript): the spec's failure toast.
    if (error instanceof EntryNotFoundError) return data({ toast: ARTICLE_TOASTS.deleteFailed as Outcome }, { status: 404, headers: PRIVATE_NO_STORE });
    throw error;
  }
}
