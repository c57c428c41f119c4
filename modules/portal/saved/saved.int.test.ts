import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProjector } from "../../../workers/projector.ts";
import { articlesProjection, syncArticle } from "../../content/index.ts";
import { db } from "./db.ts";
import { catchUp, closeProjectionsQueue, readStream } from "../../eventstore/index.ts";
import { closeDatabase, closeRedis } from "../../platform/index.ts";
import { sampleArticleContent } from "../../content/testing.ts";
import {
  isSaved,
  noteSavedItem,
  recentlySaved,
  saveContent,
  savedItemsOf,
  SavedItemNotFoundError,
  savedItemsProjection,
  savedScholarshipIds,
  UnknownContentError,
  unsaveContent,
} from "./index.ts";

const by = { actor: "system", requestId: "saved-test" };
let projector: Awaited<ReturnType<typeof startProjector>>;

async function publish(articleId: string, title: string, publishedAt: string | null) {
  const slug = articleId.replace(/_/g, "-");
  await syncArticle({ articleId, content: { ...sampleArticleContent, title, slug }, publishedAt }, by);
  await catchUp(articlesProjection);
}

beforeAll(async () => {
  projector = await startProjector([savedItemsProjection]);
  await publish("saved_live", "Choosing a university abroad", "2026-03-01T12:00:00.000Z");
  await publish("saved_gone", "An article later unpublished", "2026-03-02T12:00:00.000Z");
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("saving content through the command path", () => {
  it("refuses content that does not exist (or is not public) and writes nothing", async () => {
    const student = randomUUID();
    await expect(saveContent(student, "article", "no_such_article", by)).rejects.toBeInstanceOf(UnknownContentError);
    await expect(saveContent(student, "scholarship", "saved_live", by)).rejects.toBeInstanceOf(UnknownContentError);
    await expect(saveContent(student, "article", "saved-live", by)).rejects.toBeInstanceOf(UnknownContentError); // a slug is not an id
    expect(await readStream(db(), `saved-${student}`)).toEqual([]);
  });

  it("saves once, reads back at once, and keeps each student's items to themselves", async () => {
    const studentA = randomUUID();
    const studentB = randomUUID();
    await saveContent(studentA, "article", "saved_live", by);
    await saveContent(studentA, "article", "saved_live", by);
    expect(await readStream(db(), `saved-${studentA}`)).toHaveLength(1);
    expect(await isSaved(studentA, "article", "saved_live")).toBe(true);
    expect(await isSaved(studentB, "article", "saved_live")).toBe(false);
    expect(await savedItemsOf(studentB)).toEqual([]);
    expect(await savedScholarshipIds(studentA)).toEqual([]);

    const [itemOfA] = await savedItemsOf(studentA);
    expect(itemOfA).toMatchObject({
      contentType: "article",
      title: "Choosing a university abroad",
      path: "/articles/saved-live",
      status: "saved",
      priority: "medium",
    });
    await expect(noteSavedItem(studentB, itemOfA!.id, "not mine", by)).rejects.toBeInstanceOf(SavedItemNotFoundError);
    await expect(unsaveContent(studentB, { itemId: itemOfA!.id }, by)).rejects.toBeInstanceOf(SavedItemNotFoundError);
    expect(await savedItemsOf(studentA)).toEqual([itemOfA]);
  });

  it("shows an item whose article was unpublished as no longer available, still searchable by its notes, and leaves it out of recently saved", async () => {
    const student = randomUUID();
    await saveContent(student, "article", "saved_live", by);
    await saveContent(student, "article", "saved_gone", by);
    const gone = (await savedItemsOf(student)).find((item) => item.contentId === "saved_gone")!;
    await noteSavedItem(student, gone.id, "Ask Ms Clarke about this one", by);
    await publish("saved_gone", "An article later unpublished", null);

    const items = await savedItemsOf(student);
    expect(items.find((item) => item.contentId === "saved_gone")).toMatchObject({
      title: null,
      path: null,
      article: null,
      personalNotes: "Ask Ms Clarke about this one",
    });
    expect((await savedItemsOf(student, { q: "ms clarke" })).map((item) => item.contentId)).toEqual(["saved_gone"]);
    expect((await savedItemsOf(student, { q: "university abroad" })).map((item) => item.contentId)).toEqual(["saved_live"]);
    expect((await recentlySaved(student, 4)).map((item) => item.contentId)).toEqual(["saved_live"]);

    await unsaveContent(student, { contentType: "article", contentId: "saved_gone" }, by);
    expect((await savedItemsOf(student)).map((item) => item.contentId)).toEqual(["saved_live"]);
  });
});
