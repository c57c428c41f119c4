import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "../../workers/database.ts";
import { closeProjectionsQueue } from "../eventstore/index.ts";
import { projectionSpec, projectorView, recordedStream } from "../eventstore/testing.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { ArticleDeleted, ArticleDrafted, ArticlePublished, ArticleRevised, ArticleUnpublished } from "./events.ts";
import { articlesProjection } from "./projection.ts";
import { sampleArticleContent } from "./testing.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const articleId = "article_cape";
// A top-level heading, which the projection demotes in the stored HTML.
const content = { ...sampleArticleContent, content: "# CAPE\n\nText." };
const spec = projectionSpec(articlesProjection);

describe("the articles projection", () => {
  it("given a drafted, published and revised article, then it is published with the revised text, rendered once", async () => {
    const rows = await spec
      .given([
        ArticleDrafted.create({ articleId, ...content }),
        ArticlePublished.create({ articleId, publishedAt: "2026-02-01T00:00:00Z" }),
        ArticleRevised.create({ articleId, ...content, content: "# CAPE\n\nBetter text." }),
      ])
      .rows();
    expect(rows.articles).toEqual([
      expect.objectContaining({ id: articleId, is_published: true, published_at: new Date("2026-02-01T00:00:00Z"), content: "# CAPE\n\nBetter text." }),
    ]);
    // Top-level headings are demoted to h2 when rendered.
    expect(rows.articles![0]!.content_html).toContain("<h2");
  });

  it("given an unpublished article, then it is a draft again; given a deleted one, then no row", async () => {
    const drafted = ArticleDrafted.create({ articleId, ...content });
    const published = ArticlePublished.create({ articleId, publishedAt: "2026-02-01T00:00:00Z" });
    await spec.given([drafted, published, ArticleUnpublished.create({ articleId })]).then({
      articles: [expect.objectContaining({ id: articleId, is_published: false, published_at: null })],
    });
    await spec.given([drafted, published, ArticleDeleted.create({ articleId })]).then({ articles: [] });
  });

  it("given one article giving up its slug and another taking it in the same batch, then the batch writes both", async () => {
    const other = "article_csec";
    const [drafted, ...batch] = recordedStream("articles", [
      ArticleDrafted.create({ articleId, ...content }),
      ArticleRevised.create({ articleId, ...content, slug: "cape-explained" }),
      ArticleDrafted.create({ articleId: other, ...content }),
    ]);
    // Straight through the set-based path, rolled back: written in the wrong order, the slug would clash.
    class RolledBack {
      constructor(readonly rows: { id: string; slug: string }[]) {}
    }
    const rows = await db()
      .transaction()
      .execute(async (trx) => {
        await sql`delete from articles`.execute(trx);
        await articlesProjection.apply(projectorView(trx), drafted!);
        await articlesProjection.applyBatch!(projectorView(trx), batch);
        throw new RolledBack(await trx.selectFrom("articles").select(["id", "slug"]).orderBy("id").execute());
      })
      .catch((error: unknown) => {
        if (error instanceof RolledBack) return error.rows;
        throw error;
      });
    expect(rows).toEqual([
      { id: articleId, slug: "cape-explained" },
      { id: other, slug: content.slug },
    ]);
  });

  it("given two articles drafted with one slug in a batch, then the batch fails on the second one's event", async () => {
    const rows = spec.given([ArticleDrafted.create({ articleId, ...content }), ArticleDrafted.create({ articleId: "article_csec", ...content })]).rows();
    await expect(rows).rejects.toThrow(/ArticleDrafted at position 2 .*articles_slug/);
  });
});
