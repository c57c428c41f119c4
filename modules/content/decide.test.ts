import { describe, it } from "vitest";
import { deciderSpec } from "../eventstore/testing.ts";
import { articleDecider } from "./decide.ts";
import { ArticleDeleted, ArticleDrafted, ArticlePublished, ArticleRevised, ArticleUnpublished } from "./events.ts";
import { sampleArticleContent } from "./testing.ts";

const content = sampleArticleContent;
const articleId = "article_cape";
const spec = deciderSpec(articleDecider);
const drafted = ArticleDrafted.create({ articleId, ...content });
const published = ArticlePublished.create({ articleId, publishedAt: "2026-02-01T00:00:00Z" });

describe("deciding an article", () => {
  it("given nothing, when a published article is desired, then it is drafted and published", () => {
    spec.given([]).when({ articleId, content, publishedAt: "2026-02-01T00:00:00Z" }).then([drafted, published]);
  });

  it("given nothing, when a draft is desired, then it is only drafted", () => {
    spec.given([]).when({ articleId, content, publishedAt: null }).then([drafted]);
  });

  it("given a published article, when the same is desired, then nothing happens", () => {
    spec.given([drafted, published]).when({ articleId, content, publishedAt: "2026-02-01T00:00:00Z" }).then([]);
  });

  it("given a published article, when its text changes, then it is revised and keeps its publication date", () => {
    const changed = { ...content, content: "## CAPE\n\nBetter text." };
    spec
      .given([drafted, published])
      .when({ articleId, content: changed, publishedAt: "2026-03-01T00:00:00Z" })
      .then([ArticleRevised.create({ articleId, ...changed })]);
  });

  it("given a published article, when a draft is desired, then it is unpublished", () => {
    spec
      .given([drafted, published])
      .when({ articleId, content, publishedAt: null })
      .then([ArticleUnpublished.create({ articleId })]);
  });

  it("given an unpublished article, when it is desired published again, then it is published on the new date", () => {
    const again = ArticlePublished.create({ articleId, publishedAt: "2026-04-01T00:00:00Z" });
    spec
      .given([drafted, published, ArticleUnpublished.create({ articleId })])
      .when({ articleId, content, publishedAt: "2026-04-01T00:00:00Z" })
      .then([again]);
  });

  it("given a deleted article, when it is desired again, then it is drafted anew", () => {
    spec
      .given([drafted, published, ArticleDeleted.create({ articleId })])
      .when({ articleId, content, publishedAt: null })
      .then([drafted]);
  });
});
