import { db, type Db } from "../database.ts";

/** One line of the admin dashboard's Recent Articles: drafts included, since editors need them. */
export interface AdminArticleSummary {
  id: string;
  title: string;
  slug: string;
  isPublished: boolean;
  isFeatured: boolean;
  updatedAt: Date;
}

/** The newest articles by update date, drafts included (spec §2, admin dashboard). */
export async function adminArticleSummaries(limit = 5, database: Db = db()): Promise<AdminArticleSummary[]> {
  const rows = await database
    .selectFrom("articles")
    .select(["id", "title", "slug", "is_published", "is_featured", "updated_at"])
    .orderBy("updated_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    isPublished: row.is_published,
    isFeatured: row.is_featured,
    updatedAt: row.updated_at,
  }));
}

/** Every article, drafts included: the dashboard's stat card. */
export async function adminArticleCount(database: Db = db()): Promise<number> {
  const row = await database
    .selectFrom("articles")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
