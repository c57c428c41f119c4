import type { Selectable } from "kysely";
import { listSchools } from "../../catalog/index.ts";
import { publishedArticle } from "../../content/index.ts";
import { db } from "./db.ts";
import { publicScholarship } from "../../funding/index.ts";
import { matchesFilter, type SavedItemFilter } from "./filter.ts";
import type { ContentType } from "./events.ts";
import type { SavedItemView } from "./saved-item-view.ts";

export type { SavedItemFilter } from "./filter.ts";
export type { SavedContent, SavedItemView } from "./saved-item-view.ts";
import type { SavedItemsTable } from "./tables.ts";

type Row = Selectable<SavedItemsTable>;

function rowsOf(userId: string) {
  return db().selectFrom("saved_items").selectAll().where("user_id", "=", userId);
}

/** Looks each item's content up through its module's front door (a student's list is short: one indexed read per item). */
async function resolve(rows: readonly Row[]): Promise<SavedItemView[]> {
  const ids = (type: ContentType) => [...new Set(rows.filter((row) => row.content_type === type).map((row) => row.content_id))];
  const articleIds = ids("article");
  const scholarshipIds = ids("scholarship");
  const [articles, scholarships, schools] = await Promise.all([
    Promise.all(articleIds.map((id) => publishedArticle(id))),
    Promise.all(scholarshipIds.map((id) => publicScholarship(id))),
    ids("school").length > 0 ? listSchools() : Promise.resolve([]),
  ]);
  const articleById = new Map(articles.flatMap((article) => (article ? [[article.id, article] as const] : [])));
  const scholarshipById = new Map(scholarships.flatMap((scholarship) => (scholarship ? [[scholarship.id, scholarship] as const] : [])));
  const schoolById = new Map(schools.map((school) => [school.id, school] as const));

  return rows.map((row): SavedItemView => {
    const fields = {
      id: row.id,
      contentId: row.content_id,
      status: row.status,
      priority: row.priority,
      savedAt: row.saved_at,
      updatedAt: row.updated_at,
      personalNotes: row.personal_notes,
    };
    switch (row.content_type) {
      case "article": {
        const article = articleById.get(row.content_id) ?? null;
        return { ...fields, contentType: "article", article, title: article?.title ?? null, path: article ? `/articles/${article.slug}` : null };
      }
      case "scholarship": {
        const scholarship = scholarshipById.get(row.content_id) ?? null;
        // Its own page, which a closed scholarship keeps.
        const path = scholarship ? `/funding/scholarships/${scholarship.slug}` : null;
        return { ...fields, contentType: "scholarship", scholarship, title: scholarship?.title ?? null, path };
      }
      case "school": {
        const school = schoolById.get(row.content_id) ?? null;
        return { ...fields, contentType: "school", school, title: school?.name ?? null, path: school ? `/schools/${school.slug}` : null };
      }
    }
  });
}

/** The student's saved items, newest first, each with its content as it is now. */
export async function savedItemsOf(userId: string, filter: SavedItemFilter = {}): Promise<SavedItemView[]> {
  let query = rowsOf(userId);
  if (filter.contentType) query = query.where("content_type", "=", filter.contentType);
  if (filter.status) query = query.where("status", "=", filter.status);
  const rows = await query.orderBy("saved_at", "desc").orderBy("id").execute();
  return (await resolve(rows)).filter((item) => matchesFilter(item, filter));
}

/** Whether the student saved this article, scholarship or school. */
export async function isSaved(userId: string, contentType: ContentType, contentId: string): Promise<boolean> {
  const row = await rowsOf(userId).select("id").where("content_type", "=", contentType).where("content_id", "=", contentId).executeTakeFirst();
  return row !== undefined;
}

/** The ids of every scholarship the student saved (the planner's funding figures, a funding page's Save buttons). */
export async function savedScholarshipIds(userId: string): Promise<string[]> {
  const rows = await db()
    .selectFrom("saved_items")
    .select("content_id")
    .where("user_id", "=", userId)
    .where("content_type", "=", "scholarship")
    .orderBy("saved_at")
    .execute();
  return rows.map((row) => row.content_id);
}

/** The dashboard's "recently saved": the last `limit` saved items still available, with their real titles and links. */
export async function recentlySaved(userId: string, limit = 4): Promise<SavedItemView[]> {
  // A few more than asked, so items unpublished since they were saved do not leave the list short.
  const rows = await rowsOf(userId)
    .orderBy("saved_at", "desc")
    .orderBy("id")
    .limit(limit * 3)
    .execute();
  return (await resolve(rows)).filter((item) => item.title !== null).slice(0, limit);
}

/** The students who saved content of this type (or this one item): deadline reminders re-plan them. */
export async function studentsWhoSaved(contentType: ContentType, contentId?: string): Promise<string[]> {
  let query = db().selectFrom("saved_items").select("user_id").distinct().where("content_type", "=", contentType);
  if (contentId !== undefined) query = query.where("content_id", "=", contentId);
  return (await query.orderBy("user_id").execute()).map((row) => row.user_id);
}

/** How many students saved each item of a kind, by its id (the staleness queue's order). */
export async function saveCountsOf(contentType: ContentType): Promise<Map<string, number>> {
  const rows = await db()
    .selectFrom("saved_items")
    .select((eb) => ["content_id", eb.fn.count<string>("user_id").distinct().as("students")])
    .where("content_type", "=", contentType)
    .groupBy("content_id")
    .execute();
  return new Map(rows.map((row) => [row.content_id, Number(row.students)]));
}
