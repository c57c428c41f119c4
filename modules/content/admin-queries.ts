import { containsPattern, normalizeSearchTerm } from "../platform/index.ts";
import { db } from "./db.ts";

export const ARTICLE_STATUSES = ["all", "published", "draft", "featured"] as const;
export type ArticleStatusFilter = (typeof ARTICLE_STATUSES)[number];

export interface AdminArticleFilter {
  q?: string;
  status?: ArticleStatusFilter;
  /** "all" or empty: every category. */
  categoryId?: string;
  page?: number;
  pageSize?: number;
}

export interface AdminArticleSummary {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  categoryId: string | null;
  readTime: number;
  isPublished: boolean;
  isFeatured: boolean;
  publishedAt: Date | null;
  updatedAt: Date;
}

/**
 * Every article, drafts included, for the editors: search (title or excerpt,
 * any case), status and category combined with AND, newest update first, one
 * page at a time with the total count.
 */
export async function listAdminArticles(filter: AdminArticleFilter = {}): Promise<{ articles: AdminArticleSummary[]; total: number }> {
  let query = db().selectFrom("articles");
  const term = normalizeSearchTerm(filter.q);
  if (term) {
    const pattern = containsPattern(term);
    query = query.where((eb) => eb.or([eb("title", "ilike", pattern), eb("excerpt", "ilike", pattern)]));
  }
  if (filter.status === "published") query = query.where("is_published", "=", true);
  if (filter.status === "draft") query = query.where("is_published", "=", false);
  if (filter.status === "featured") query = query.where("is_featured", "=", true);
  if (filter.categoryId && filter.categoryId !== "all") query = query.where("category_id", "=", filter.categoryId);
  const pageSize = filter.pageSize ?? 20;
  const page = Math.max(1, filter.page ?? 1);
  const [rows, counted] = await Promise.all([
    query
      .select(["id", "title", "slug", "excerpt", "category_id", "read_time", "is_published", "is_featured", "published_at", "updated_at"])
      .orderBy("updated_at", "desc")
      .orderBy("id")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(counted.count),
    articles: rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      excerpt: row.excerpt,
      categoryId: row.category_id,
      readTime: row.read_time,
      isPublished: row.is_published,
      isFeatured: row.is_featured,
      publishedAt: row.published_at,
      updatedAt: row.updated_at,
    })),
  };
}
