import { describe, expect, it } from "vitest";
import { ArticleDeleted, ArticleDrafted, ArticlePublished, ArticleRevised } from "../content/index.ts";
import { sampleArticleContent } from "../content/testing.ts";
import { recordedStream } from "../eventstore/testing.ts";
import { evolveDocument } from "./postgres-engine.ts";

const articleId = "article_cape";
const [drafted, published, revised, deleted] = recordedStream(`article-${articleId}`, [
  ArticleDrafted.create({ articleId, ...sampleArticleContent }),
  ArticlePublished.create({ articleId, publishedAt: "2026-02-01T00:00:00Z" }),
  ArticleRevised.create({ articleId, ...sampleArticleContent, title: "CAPE, read" }),
  ArticleDeleted.create({ articleId }),
]);
const draft = evolveDocument(undefined, drafted!);

describe("a search document's row, event by event", () => {
  it("given no row, when an article is drafted, then a hidden document", () => {
    expect(draft).toEqual(
      expect.objectContaining({
        id: `article-${articleId}`,
        title: "How CAPE is read",
        visible: false,
        extra: { categoryId: "application-guide", readTime: 5 },
      }),
    );
  });

  it("given a published article's document, when revised, then its text replaced and it stays visible", () => {
    const row = [published!, revised!].reduce(evolveDocument, draft);
    expect(row).toEqual(expect.objectContaining({ title: "CAPE, read", visible: true, updated_at: revised!.recordedAt.toISOString() }));
  });

  it("given no row, when published, then still no row; given a row, when deleted, then no row", () => {
    expect(evolveDocument(undefined, published!)).toBeUndefined();
    expect(evolveDocument(draft, deleted!)).toBeUndefined();
  });
});
