import { afterAll, describe, expect, it } from "vitest";
import { ArticleDeleted, ArticleDrafted, ArticlePublished, ArticleRevised, ArticleUnpublished } from "../content/index.ts";
import { sampleArticleContent } from "../content/testing.ts";
import { closeProjectionsQueue } from "../eventstore/index.ts";
import { projectionSpec } from "../eventstore/testing.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { searchDocumentsProjection } from "./projection.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const articleId = "article_wombat";
const documentId = `article-${articleId}`;
const drafted = ArticleDrafted.create({
  articleId,
  ...sampleArticleContent,
  title: "Koala burrows",
  excerpt: "Tracks in the snow.",
  content: "A wombat digs.",
});
const published = ArticlePublished.create({ articleId, publishedAt: "2026-02-01T00:00:00Z" });
const retitled = ArticleRevised.create({
  articleId,
  ...sampleArticleContent,
  title: "Wombat tracks",
  excerpt: "Tracks in the snow.",
  content: "A wombat digs.",
});
const spec = projectionSpec(searchDocumentsProjection);

// The title terms are the projection's derived value: the spec runs the events as one batch (derived once) and one event per batch (derived each time) and expects the same rows.
describe("the search index's title terms", () => {
  it("given an article drafted, published and retitled, then the new title's terms, visible, each counted over the whole text", async () => {
    const rows = await spec.given([drafted, published, retitled]).rows();
    const term = { document_id: documentId, type: "article", visible: true, deadline: null, title_length: "Wombat tracks".length };
    // "track" is in the title and the summary, "wombat" in the title and the body; the old title's terms are gone.
    expect(rows.search_title_terms).toEqual([
      { ...term, term: "track", occurrences: 2 },
      { ...term, term: "wombat", occurrences: 2 },
    ]);
  });

  it("given an article unpublished, then its title terms are hidden; given it deleted, then it has none", async () => {
    const unpublished = await spec.given([drafted, published, retitled, ArticleUnpublished.create({ articleId })]).rows();
    expect(unpublished.search_title_terms?.map((row) => [row.term, row.visible])).toEqual([
      ["track", false],
      ["wombat", false],
    ]);
    await spec
      .given([drafted, published, ArticleDeleted.create({ articleId })])
      .then({ search_documents: [], search_title_terms: [], search_words: expect.any(Array) });
  });
});
