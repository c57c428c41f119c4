import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProjector } from "../../workers/projector.ts";
import { catalogProjection, syncCatalogEntry, type Category, type DesiredCatalogEntry } from "../catalog/index.ts";
import { db } from "./db.ts";
import { catchUp, closeProjectionsQueue, EditConflictError, readStream, rebuildProjection, VersionNotFoundError } from "../eventstore/index.ts";
import { registerUser, userDisplayNames, usersProjection } from "../identity/index.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import {
  articleHistory,
  articleInputSchema,
  articlesProjection,
  createArticle,
  deleteArticle,
  publishedArticle,
  restoreArticleVersion,
  reviseArticle,
} from "./index.ts";

let projector: Awaited<ReturnType<typeof startProjector>>;
let by: { actor: string; requestId: string };

const input = (fields: Record<string, unknown>) => articleInputSchema.parse({ content: "## Body\n\nFirst text.", categoryId: "tips", ...fields });

beforeAll(async () => {
  // The commands wait for the articles projection, as the site does: a projector runs it.
  projector = await startProjector([articlesProjection, catalogProjection, usersProjection]);
  const system = { actor: "system", requestId: "seed-history-test" };
  const tips: DesiredCatalogEntry & Category = { id: "tips", name: "Tips", slug: "tips", description: null };
  await syncCatalogEntry("category", tips, system);
  await catchUp(catalogProjection);
  const editor = await registerUser(
    { firstName: "Keisha", lastName: "Mohammed", email: "keisha.history@example.com", password: "a long editor phrase" },
    system,
  );
  by = { actor: editor.id, requestId: "history-test" };
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("an article's editorial history", () => {
  it("after create, revise ×2, publish and restore: the history names the editor and each change, the public page shows the restored text, and a replay equals the live table", async () => {
    const { articleId } = await createArticle(input({ title: "Packing Light" }), by);
    await reviseArticle(articleId, input({ title: "Packing Light", content: "## Body\n\nSecond text." }), 1, by);
    await reviseArticle(articleId, input({ title: "Packing Lighter", content: "## Body\n\nThird text." }), 2, by);
    await reviseArticle(articleId, input({ title: "Packing Lighter", content: "## Body\n\nThird text.", isPublished: true }), 3, by);
    const restored = await restoreArticleVersion(articleId, 1, 4, by);
    expect(restored).toEqual({ articleId, version: 5, changed: true });

    const history = (await articleHistory(articleId, userDisplayNames))!;
    expect(history).toMatchObject({ id: articleId, title: "Packing Light", version: 5, deleted: false, publicPath: "/articles/packing-lighter" });
    expect(history.revisions.map((revision) => [revision.version, revision.change, revision.by])).toEqual([
      [5, "Restored version 1", "Keisha Mohammed (keisha.history@example.com)"],
      [4, "Published", "Keisha Mohammed (keisha.history@example.com)"],
      [3, "Revised", "Keisha Mohammed (keisha.history@example.com)"],
      [2, "Revised", "Keisha Mohammed (keisha.history@example.com)"],
      [1, "Drafted", "Keisha Mohammed (keisha.history@example.com)"],
    ]);
    expect(history.revisions[0]!.changes).toEqual([
      { label: "Title", kind: "value", before: "Packing Lighter", after: "Packing Light" },
      {
        label: "Content",
        kind: "lines",
        lines: [
          { kind: "unchanged", text: "## Body" },
          { kind: "unchanged", text: "" },
          { kind: "removed", text: "Third text." },
          { kind: "added", text: "First text." },
        ],
      },
    ]);
    const events = await readStream(db(), `article-${articleId}`);
    expect(events.at(-1)).toMatchObject({ type: "ArticleRevised", metadata: { actor: by.actor, restoredFromVersion: 1 } });

    // Still published, at the slug it had: the public page reads the restored text.
    expect(await publishedArticle("packing-lighter")).toMatchObject({ id: articleId, title: "Packing Light", content: "## Body\n\nFirst text." });

    await catchUp(articlesProjection);
    const live = await db().selectFrom("articles").selectAll().orderBy("id").execute();
    await rebuildProjection(articlesProjection);
    expect(await db().selectFrom("articles").selectAll().orderBy("id").execute()).toEqual(live);
  });

  it("refuses a stale expected version and an unknown version, writing nothing; restoring what it already reads writes nothing", async () => {
    const { articleId } = await createArticle(input({ title: "Stale Restore" }), by);
    await reviseArticle(articleId, input({ title: "Stale Restore, revised" }), 1, by);
    await expect(restoreArticleVersion(articleId, 1, 1, by)).rejects.toBeInstanceOf(EditConflictError);
    await expect(restoreArticleVersion(articleId, 7, 2, by)).rejects.toBeInstanceOf(VersionNotFoundError);
    expect(await restoreArticleVersion(articleId, 2, 2, by)).toEqual({ articleId, version: 2, changed: false });
    expect((await readStream(db(), `article-${articleId}`)).length).toBe(2);
  });

  it("keeps a deleted article's history, saying it was deleted; an unknown id has none", async () => {
    const { articleId } = await createArticle(input({ title: "Gone Soon" }), by);
    await deleteArticle(articleId, by);
    const history = (await articleHistory(articleId, userDisplayNames))!;
    expect(history).toMatchObject({ deleted: true, publicPath: null, title: "Gone Soon" });
    expect(history.revisions[0]).toMatchObject({ version: 2, change: "Deleted", restorable: false });
    expect(await articleHistory("article_never", userDisplayNames)).toBeNull();
    expect(await articleHistory("../etc", userDisplayNames)).toBeNull();
  });
});
