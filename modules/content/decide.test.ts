import { describe, expect, it } from "vitest";
import type { NewEvent, RecordedEvent } from "../eventstore/index.ts";
import { articleState, decideArticle } from "./decide.ts";
import { ArticleDrafted, ArticlePublished, ArticleRevised, ArticleUnpublished } from "./events.ts";

const content = {
  title: "How CAPE is read",
  slug: "how-cape-is-read",
  excerpt: "Units and grades.",
  content: "## CAPE\n\nText.",
  imageUrl: null,
  categoryId: "application-guide",
  destinationId: null,
  pathwayId: null,
  readTime: 5,
  isFeatured: false,
};
const articleId = "article_cape";

function history(...events: NewEvent[]): RecordedEvent[] {
  return events.map((event, index) => ({
    ...event,
    globalPosition: index + 1,
    transactionId: String(index + 1),
    eventId: `e${index}`,
    streamId: `article-${articleId}`,
    streamVersion: index + 1,
    metadata: { actor: "system", requestId: "t", occurredAt: "2026-01-01T00:00:00Z" },
    recordedAt: new Date("2026-01-01T00:00:00Z"),
  }));
}

describe("deciding an article", () => {
  it("given nothing, when a published article is desired, then it is drafted and published", () => {
    expect(decideArticle(null, { articleId, content, publishedAt: "2026-02-01T00:00:00Z" })).toEqual([
      ArticleDrafted.create({ articleId, ...content }),
      ArticlePublished.create({ articleId, publishedAt: "2026-02-01T00:00:00Z" }),
    ]);
  });

  it("given nothing, when a draft is desired, then it is only drafted", () => {
    expect(decideArticle(null, { articleId, content, publishedAt: null })).toEqual([ArticleDrafted.create({ articleId, ...content })]);
  });

  it("given a published article, when the same is desired, then nothing happens", () => {
    const state = articleState(history(ArticleDrafted.create({ articleId, ...content }), ArticlePublished.create({ articleId, publishedAt: "2026-02-01T00:00:00Z" })));
    expect(decideArticle(state, { articleId, content, publishedAt: "2026-02-01T00:00:00Z" })).toEqual([]);
  });

  it("given a published article, when its text changes, then it is revised and keeps its publication date", () => {
    const state = articleState(history(ArticleDrafted.create({ articleId, ...content }), ArticlePublished.create({ articleId, publishedAt: "2026-02-01T00:00:00Z" })));
    const changed = { ...content, content: "## CAPE\n\nBetter text." };
    expect(decideArticle(state, { articleId, content: changed, publishedAt: "2026-03-01T00:00:00Z" })).toEqual([ArticleRevised.create({ articleId, ...changed })]);
  });

  it("given a published article, when a draft is desired, then it is unpublished", () => {
    const state = articleState(history(ArticleDrafted.create({ articleId, ...content }), ArticlePublished.create({ articleId, publishedAt: "2026-02-01T00:00:00Z" })));
    expect(decideArticle(state, { articleId, content, publishedAt: null })).toEqual([ArticleUnpublished.create({ articleId })]);
  });
});
