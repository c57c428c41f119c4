import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProjector } from "../../workers/projector.ts";
import { catalogProjection, syncCatalogEntry, type Category, type DesiredCatalogEntry } from "../catalog/index.ts";
import { db } from "./db.ts";
import { catchUp, closeProjectionsQueue, EditConflictError, EditInvalidError, EntryNotFoundError, readStream, rebuildProjection } from "../eventstore/index.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import {
  articleForEditor,
  articleInputSchema,
  articlesProjection,
  createArticle,
  deleteArticle,
  listAdminArticles,
  publishedArticle,
  reviseArticle,
} from "./index.ts";

const by = { actor: "user_editor", requestId: "editorial-test" };
let projector: Awaited<ReturnType<typeof startProjector>>;

const input = (fields: Record<string, unknown>) => articleInputSchema.parse({ content: "## Body\n\nText.", ...fields });

beforeAll(async () => {
  // The commands wait for the articles projection, as the site does: a projector runs it.
  projector = await startProjector([articlesProjection, catalogProjection]);
  const tips: DesiredCatalogEntry & Category = { id: "tips", name: "Tips", slug: "tips", description: null };
  await syncCatalogEntry("category", tips, by);
  await catchUp(catalogProjection);
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("the editors' article commands", () => {
  it("creates a draft with a generated slug, publishes it, and every event names the editor", async () => {
    const { articleId, version } = await createArticle(input({ title: "Packing for Winter", categoryId: "tips" }), by);
    expect(version).toBe(1);
    expect((await listAdminArticles({ q: "packing for winter" })).articles).toEqual([
      expect.objectContaining({ id: articleId, slug: "packing-for-winter", isPublished: false }),
    ]);
    expect(await publishedArticle("packing-for-winter")).toBeNull();

    const revised = await reviseArticle(articleId, input({ title: "Packing for Winter", categoryId: "tips", isPublished: true }), 1, by);
    expect(revised.version).toBe(2);
    expect(await publishedArticle("packing-for-winter")).toMatchObject({ id: articleId, categoryId: "tips" });
    const events = await readStream(db(), `article-${articleId}`);
    expect(events.map((event) => [event.type, event.metadata.actor])).toEqual([
      ["ArticleDrafted", "user_editor"],
      ["ArticlePublished", "user_editor"],
    ]);
  });

  it("refuses a taken slug, an unknown category and a stale version, writing nothing", async () => {
    const first = await createArticle(input({ title: "Slug owner" }), by);
    await expect(createArticle(input({ title: "Another", slug: "slug-owner" }), by)).rejects.toEqual(
      new EditInvalidError({ slug: 'The slug "slug-owner" is already used by another article. Choose another slug.' }),
    );
    await expect(createArticle(input({ title: "Unknown category", categoryId: "nope" }), by)).rejects.toBeInstanceOf(EditInvalidError);
    expect((await listAdminArticles({ q: "unknown category" })).total).toBe(0);

    await reviseArticle(first.articleId, input({ title: "Slug owner, theirs", slug: "slug-owner" }), 1, by);
    const stale = reviseArticle(first.articleId, input({ title: "Slug owner, mine", slug: "slug-owner" }), 1, by);
    await expect(stale).rejects.toBeInstanceOf(EditConflictError);
    await stale.catch((error: EditConflictError) => expect([error.currentVersion, error.expectedVersion]).toEqual([2, 1]));
    expect((await articleForEditor(first.articleId))?.content.title).toBe("Slug owner, theirs");
  });

  it("deletes an article: gone from the lists, then not found", async () => {
    const { articleId } = await createArticle(input({ title: "Short lived", isPublished: true }), by);
    await deleteArticle(articleId, by);
    expect(await articleForEditor(articleId)).toBeNull();
    expect((await listAdminArticles({ q: "short lived" })).total).toBe(0);
    await expect(deleteArticle(articleId, by)).rejects.toBeInstanceOf(EntryNotFoundError);
    await expect(reviseArticle(articleId, input({ title: "Short lived" }), 3, by)).rejects.toBeInstanceOf(EntryNotFoundError);
  });

  it("a replay after a run of edits rebuilds the same articles table", async () => {
    const { articleId } = await createArticle(input({ title: "Replayed", categoryId: "tips" }), by);
    await reviseArticle(articleId, input({ title: "Replayed twice", isPublished: true, isFeatured: true }), 1, by);
    await reviseArticle(articleId, input({ title: "Replayed twice", isPublished: false, isFeatured: true, readTime: "9" }), 3, by);
    await catchUp(articlesProjection);
    const live = await db().selectFrom("articles").selectAll().orderBy("id").execute();
    await rebuildProjection(articlesProjection);
    expect(await db().selectFrom("articles").selectAll().orderBy("id").execute()).toEqual(live);
  });
});
