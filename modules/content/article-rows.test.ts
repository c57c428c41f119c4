import { describe, expect, it } from "vitest";
import { recordedStream } from "../eventstore/testing.ts";
import { evolveArticle, type ArticleRow } from "./article-rows.ts";
import { ArticleDeleted, ArticleDrafted, ArticlePublished, ArticleRevised, ArticleUnpublished } from "./events.ts";
import { sampleArticleContent } from "./testing.ts";

const articleId = "article_cape";
const fold = (events: ReturnType<typeof recordedStream>, row?: ArticleRow) => events.reduce(evolveArticle, row);
const draftedAt = new Date("2026-02-01T09:00:00Z");
const [drafted] = recordedStream("article-article_cape", [{ event: ArticleDrafted.create({ articleId, ...sampleArticleContent }), at: draftedAt }]);
const existing = evolveArticle(undefined, drafted!)!;

describe("an article's row, event by event", () => {
  it("given no row, when drafted, then an unpublished row created at the event's time, its HTML left to compile", () => {
    expect(existing).toEqual({
      id: articleId,
      slug: "how-cape-is-read",
      title: "How CAPE is read",
      excerpt: "Units and grades.",
      content: "## CAPE\n\nText.",
      content_html: "",
      headings: [],
      image_url: null,
      category_id: "application-guide",
      destination_id: null,
      pathway_id: null,
      read_time: 5,
      is_published: false,
      is_featured: false,
      published_at: null,
      created_at: "2026-02-01T09:00:00.000Z",
      updated_at: "2026-02-01T09:00:00.000Z",
    });
  });

  it("given a row, when drafted again, then it is unchanged (the very same row)", () => {
    expect(evolveArticle(existing, drafted!)).toBe(existing);
  });

  it("given no row, when revised, published, unpublished or deleted, then still no row", () => {
    const events = recordedStream("article-article_cape", [
      ArticleRevised.create({ articleId, ...sampleArticleContent }),
      ArticlePublished.create({ articleId, publishedAt: "2026-02-02T00:00:00Z" }),
      ArticleUnpublished.create({ articleId }),
      ArticleDeleted.create({ articleId }),
    ]);
    for (const event of events) expect(evolveArticle(undefined, event)).toBeUndefined();
  });

  it("given a row with compiled HTML, when revised, then its content is replaced, its HTML kept for the compile, its creation time kept", () => {
    const compiled = { ...existing, content_html: "<h2>CAPE</h2>" };
    const revised = fold(
      recordedStream("article-article_cape", [
        { event: ArticleRevised.create({ articleId, ...sampleArticleContent, title: "CAPE, read" }), at: new Date("2026-02-03T00:00:00Z") },
      ]),
      compiled,
    );
    expect(revised).toEqual({ ...compiled, title: "CAPE, read", updated_at: "2026-02-03T00:00:00.000Z" });
  });

  it("given a row, when published then unpublished, then published on the stated date, then a draft again", () => {
    const [published, unpublished] = recordedStream("article-article_cape", [
      { event: ArticlePublished.create({ articleId, publishedAt: "2026-01-15T00:00:00+02:00" }), at: new Date("2026-02-04T00:00:00Z") },
      { event: ArticleUnpublished.create({ articleId }), at: new Date("2026-02-05T00:00:00Z") },
    ]);
    const afterPublished = evolveArticle(existing, published!);
    expect(afterPublished).toEqual({ ...existing, is_published: true, published_at: "2026-01-14T22:00:00.000Z", updated_at: "2026-02-04T00:00:00.000Z" });
    expect(evolveArticle(afterPublished, unpublished!)).toEqual({ ...existing, updated_at: "2026-02-05T00:00:00.000Z" });
  });

  it("given a row, when deleted, then no row", () => {
    expect(fold(recordedStream("article-article_cape", [ArticleDeleted.create({ articleId })]), existing)).toBeUndefined();
  });
});
