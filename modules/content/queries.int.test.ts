import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catchUp, closeProjectionsQueue } from "../eventstore/index.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { articlesProjection, listPublishedArticles, publishedArticle, publishedArticlePage, relatedArticles, syncArticle } from "./index.ts";

const by = { actor: "system", requestId: "content-test" };
const base = {
  excerpt: "An excerpt.",
  content: "## One\n\nText.\n\n## Two\n\nMore.",
  imageUrl: null,
  categoryId: "funding",
  destinationId: null,
  pathwayId: null,
  readTime: 4,
  isFeatured: false,
};

beforeAll(async () => {
  await syncArticle({ articleId: "a_draft", content: { ...base, title: "A draft", slug: "a-draft" }, publishedAt: null }, by);
  for (const [index, day] of ["01", "02", "03", "04", "05"].entries()) {
    await syncArticle(
      { articleId: `a_${index}`, content: { ...base, title: `Published ${index}`, slug: `published-${index}` }, publishedAt: `2026-03-${day}T12:00:00.000Z` },
      by,
    );
  }
  await syncArticle(
    {
      articleId: "a_other",
      content: { ...base, title: "Other category", slug: "other-category", categoryId: "student-life" },
      publishedAt: "2026-04-01T12:00:00.000Z",
    },
    by,
  );
  await catchUp(articlesProjection);
});

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("articles", () => {
  it("never returns a draft, by slug or by id", async () => {
    expect(await publishedArticle("a-draft")).toBeNull();
    expect(await publishedArticle("a_draft")).toBeNull();
    expect((await listPublishedArticles()).map((article) => article.slug)).not.toContain("a-draft");
  });

  it("lists newest first, filtered by category and searched by title or excerpt", async () => {
    const funding = await listPublishedArticles({ categoryId: "funding" });
    expect(funding.map((article) => article.slug)).toEqual(["published-4", "published-3", "published-2", "published-1", "published-0"]);
    expect((await listPublishedArticles({ q: "OTHER" })).map((article) => article.slug)).toEqual(["other-category"]);
    expect(await listPublishedArticles({ limit: 2 })).toHaveLength(2);
  });

  it("pages the published articles newest first, with their total, drafts never counted, and no body read", async () => {
    const first = await publishedArticlePage({ page: 1, pageSize: 4 });
    expect(first.total).toBe(6);
    expect(first.articles.map((article) => article.slug)).toEqual(["other-category", "published-4", "published-3", "published-2"]);
    expect(first.articles[0]).not.toHaveProperty("content");
    expect((await listPublishedArticles({ limit: 1 }))[0]).not.toHaveProperty("contentHtml");
    const second = await publishedArticlePage({ page: 2, pageSize: 4 });
    expect(second.articles.map((article) => article.slug)).toEqual(["published-1", "published-0"]);
    expect((await publishedArticlePage({ page: 3, pageSize: 4 })).articles).toEqual([]);
    const funding = await publishedArticlePage({ categoryId: "funding", page: 2, pageSize: 3 });
    expect({ total: funding.total, slugs: funding.articles.map((article) => article.slug) }).toEqual({ total: 5, slugs: ["published-1", "published-0"] });
  });

  it("relates up to three others of the same category, never itself", async () => {
    const article = (await publishedArticle("published-0"))!;
    const related = await relatedArticles(article);
    expect(related).toHaveLength(3);
    expect(related.every((other) => other.categoryId === "funding" && other.id !== article.id)).toBe(true);
  });

  it("stores compiled HTML and headings, so a page view never compiles", async () => {
    const article = (await publishedArticle("published-1"))!;
    expect(article.contentHtml).toContain('<h2 id="one">One</h2>');
    expect(article.headings.map((heading) => heading.id)).toEqual(["one", "two"]);
    expect(article.authorId).toBeNull();
  });
});
