import { containsPattern, normalizeSearchTerm } from "../platform/index.ts";
import { db } from "../database.ts";
import type { ArticleHeading } from "./tables.ts";

/** An article with the spec's field names. The author is always the editorial team, never a person. */
export interface ArticleView {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  /** Sanitised HTML compiled from `content` at projection time. */
  contentHtml: string;
  headings: ArticleHeading[];
  imageUrl: string | null;
  categoryId: string | null;
  destinationId: string | null;
  pathwayId: string | null;
  authorId: null;
  readTime: number;
  isPublished: boolean;
  isFeatured: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const EDITORIAL_AUTHOR = "Study Compass Editorial Team";

type ArticleRow = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  content_html: string;
  headings: ArticleHeading[];
  image_url: string | null;
  category_id: string | null;
  destination_id: string | null;
  pathway_id: string | null;
  read_time: number;
  is_published: boolean;
  is_featured: boolean;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** An article as lists show it: everything but its body, which lists never read. */
export type ArticleListing = Omit<ArticleView, "content" | "contentHtml" | "headings">;
type ListingRow = Omit<ArticleRow, "content" | "content_html" | "headings">;
const LISTING_COLUMNS = [
  "id",
  "title",
  "slug",
  "excerpt",
  "image_url",
  "category_id",
  "destination_id",
  "pathway_id",
  "read_time",
  "is_published",
  "is_featured",
  "published_at",
  "created_at",
  "updated_at",
] as const satisfies readonly (keyof ListingRow)[];

function toListing(row: ListingRow): ArticleListing {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    imageUrl: row.image_url,
    categoryId: row.category_id,
    destinationId: row.destination_id,
    pathwayId: row.pathway_id,
    authorId: null,
    readTime: row.read_time,
    isPublished: row.is_published,
    isFeatured: row.is_featured,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toArticle(row: ArticleRow): ArticleView {
  return { ...toListing(row), content: row.content, contentHtml: row.content_html, headings: row.headings };
}

/** Published articles, newest first; optionally one category, searched by title or excerpt. */
export async function listPublishedArticles(filter: { categoryId?: string; q?: string; limit?: number; excludeId?: string } = {}): Promise<ArticleListing[]> {
  let query = db().selectFrom("articles").select(LISTING_COLUMNS).where("is_published", "=", true);
  if (filter.categoryId) query = query.where("category_id", "=", filter.categoryId);
  if (filter.excludeId) query = query.where("id", "!=", filter.excludeId);
  const term = normalizeSearchTerm(filter.q);
  if (term) {
    const pattern = containsPattern(term);
    query = query.where((eb) => eb.or([eb("title", "ilike", pattern), eb("excerpt", "ilike", pattern)]));
  }
  query = query.orderBy("published_at", "desc").orderBy("id");
  if (filter.limit) query = query.limit(filter.limit);
  return (await query.execute()).map(toListing);
}

/**
 * One page of published articles, newest first, optionally of one category,
 * and how many there are in all: a list page stays the same size however many
 * articles are published, and reads no article's body.
 */
export async function publishedArticlePage(filter: {
  categoryId?: string;
  page: number;
  pageSize: number;
}): Promise<{ articles: ArticleListing[]; total: number }> {
  let query = db().selectFrom("articles").where("is_published", "=", true);
  if (filter.categoryId) query = query.where("category_id", "=", filter.categoryId);
  const [rows, counted] = await Promise.all([
    query
      .select(LISTING_COLUMNS)
      .orderBy("published_at", "desc")
      .orderBy("id")
      .limit(filter.pageSize)
      .offset((Math.max(1, filter.page) - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(counted.count), articles: rows.map(toListing) };
}

/** A published article by slug or id; drafts are never public. */
export async function publishedArticle(slugOrId: string): Promise<ArticleView | null> {
  const row = await db()
    .selectFrom("articles")
    .selectAll()
    .where("is_published", "=", true)
    .where((eb) => eb.or([eb("slug", "=", slugOrId), eb("id", "=", slugOrId)]))
    .executeTakeFirst();
  return row ? toArticle(row) : null;
}

/** Up to three other published articles of the same category; none when it has no category. */
export async function relatedArticles(article: Pick<ArticleView, "id" | "categoryId">, limit = 3): Promise<ArticleListing[]> {
  if (!article.categoryId) return [];
  return listPublishedArticles({ categoryId: article.categoryId, excludeId: article.id, limit });
}

export async function articleSitemapEntries(): Promise<{ path: string; updatedAt: Date }[]> {
  const rows = await db().selectFrom("articles").select(["slug", "updated_at"]).where("is_published", "=", true).execute();
  return rows.map((row) => ({ path: `/articles/${row.slug}`, updatedAt: row.updated_at }));
}
