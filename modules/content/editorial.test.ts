import { describe, expect, it } from "vitest";
import { deciderSpec } from "../eventstore/testing.ts";
import { articleInputSchema } from "./article-input.ts";
import { EditConflictError, EditInvalidError, EntryNotFoundError, VersionNotFoundError } from "../eventstore/index.ts";
import { articleEditorDecider } from "./decide.ts";
import { slugTakenMessage } from "./editorial.ts";
import { ArticleDeleted, ArticleDrafted, ArticlePublished, ArticleRevised, ArticleUnpublished } from "./events.ts";
import { sampleArticleContent } from "./testing.ts";

const content = sampleArticleContent;
const articleId = "article_cape";
const now = "2026-11-24T10:00:00.000Z";
const spec = deciderSpec(articleEditorDecider);
const drafted = ArticleDrafted.create({ articleId, ...content });
const published = ArticlePublished.create({ articleId, publishedAt: now });
const draft = { articleId, content, publishedAt: null };
const change = { content: draft };
const publishedNow = { content: { ...draft, publishedAt: now } };

describe("editing an article", () => {
  it("given nothing, when an editor creates a draft, then it is drafted only", () => {
    spec
      .given([])
      .when({ kind: "create", ...change })
      .then([drafted]);
  });

  it("given nothing, when an editor creates it published, then it is drafted and published now", () => {
    spec
      .given([])
      .when({ kind: "create", ...publishedNow })
      .then([drafted, published]);
  });

  it("given another article holds the slug, when an editor creates one with it, then it is refused on the slug", () => {
    spec
      .given([])
      .when({ kind: "create", ...change, problems: { slug: slugTakenMessage(content.slug) } })
      .then(new EditInvalidError({ slug: slugTakenMessage(content.slug) }));
  });

  it("given an unknown category, when an editor creates the article, then it is refused on that field", () => {
    spec
      .given([])
      .when({ kind: "create", ...change, problems: { categoryId: "Choose one of the categories." } })
      .then(new EditInvalidError({ categoryId: "Choose one of the categories." }));
  });

  it("given a draft at version 1, when revised from version 1, then it is revised", () => {
    const changed = { ...content, title: "CAPE, read well" };
    spec
      .given([drafted])
      .when({ kind: "revise", content: { ...draft, content: changed }, expectedVersion: 1 })
      .then([ArticleRevised.create({ articleId, ...changed })]);
  });

  it("given a draft, when revised as published, then it is published now and its words are not revised", () => {
    spec
      .given([drafted])
      .when({ kind: "revise", ...publishedNow, expectedVersion: 1 })
      .then([published]);
  });

  it("given a published article, when revised as published later, then it keeps its first publication date", () => {
    spec
      .given([drafted, published])
      .when({ kind: "revise", content: { ...draft, publishedAt: "2026-12-01T00:00:00.000Z" }, expectedVersion: 2 })
      .then([]);
  });

  it("given a revision saved since the editor opened it, when revised from the older version, then it is a conflict naming the latest version", () => {
    const theirs = { ...content, title: "Their title" };
    spec
      .given([drafted, ArticleRevised.create({ articleId, ...theirs })])
      .when({ kind: "revise", content: { ...draft, content: { ...content, title: "My title" } }, expectedVersion: 1 })
      .then(new EditConflictError("article", 2, 1));
  });

  it("given a published article, when revised as a draft, then it is unpublished (and nothing else when the text is the same)", () => {
    spec
      .given([drafted, published])
      .when({ kind: "revise", ...change, expectedVersion: 2 })
      .then([ArticleUnpublished.create({ articleId })]);
  });

  it("given a draft, when featured, then a revision carries isFeatured", () => {
    spec
      .given([drafted])
      .when({ kind: "revise", content: { ...draft, content: { ...content, isFeatured: true } }, expectedVersion: 1 })
      .then([ArticleRevised.create({ articleId, ...content, isFeatured: true })]);
  });

  it("given a deleted article, when revised or deleted, then it is not found", () => {
    spec
      .given([drafted, ArticleDeleted.create({ articleId })])
      .when({ kind: "revise", ...change, expectedVersion: 2 })
      .then(new EntryNotFoundError("article"));
    spec
      .given([drafted, ArticleDeleted.create({ articleId })])
      .when({ kind: "delete" })
      .then(new EntryNotFoundError("article"));
  });

  it("given nothing, when revised, then it is not found", () => {
    spec
      .given([])
      .when({ kind: "revise", ...change, expectedVersion: 1 })
      .then(new EntryNotFoundError("article"));
  });

  it("given an article, when deleted, then it is deleted", () => {
    spec
      .given([drafted, published])
      .when({ kind: "delete" })
      .then([ArticleDeleted.create({ articleId })]);
  });
});

describe("the article input (form and API)", () => {
  const valid = { title: "Study in Canada: a guide!", content: "## Hello", slug: "", readTime: "" };

  it("generates the slug from the title when empty and defaults the read time to 5", () => {
    const parsed = articleInputSchema.parse(valid);
    expect(parsed.content.slug).toBe("study-in-canada-a-guide");
    expect(parsed.content.readTime).toBe(5);
    expect(parsed.isPublished).toBe(false);
  });

  it("refuses a blank title, a read time of 0 and an http image URL, each on its field", () => {
    const result = articleInputSchema.safeParse({ ...valid, title: "  ", readTime: "0", imageUrl: "http://example.com/a.png" });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(fields).toEqual({
      title: "Enter a title.",
      readTime: "Read time must be a whole number of minutes, at least 1.",
      imageUrl: "Enter an image URL that starts with https://, or leave it empty.",
    });
  });

  it("keeps script in the title as text, and ticks boxes from the form's 'on'", () => {
    const parsed = articleInputSchema.parse({ ...valid, title: "<script>alert(1)</script> Tips", isPublished: "on", isFeatured: true });
    expect(parsed.content.title).toBe("<script>alert(1)</script> Tips");
    expect(parsed.content.slug).toBe("script-alert-1-script-tips");
    expect(parsed).toMatchObject({ isPublished: true, content: { isFeatured: true } });
  });

  it("refuses a slug with capitals or spaces", () => {
    expect(articleInputSchema.safeParse({ ...valid, slug: "Not A Slug" }).success).toBe(false);
  });
});

describe("restoring an earlier version of an article", () => {
  const revised = { ...content, title: "CAPE, read well", slug: "cape-read-well", content: "## CAPE\n\nBetter text.", isFeatured: true };
  const history = [drafted, published, ArticleRevised.create({ articleId, ...revised })];
  const restore = { kind: "restore" as const, fromVersion: 1, expectedVersion: 3 };

  it("given a published, revised article, when version 1 is restored from the current version, then its words come back as a revision naming version 1, still published at today's slug and featured", () => {
    spec
      .given(history)
      .when(restore)
      .then([{ ...ArticleRevised.create({ articleId, ...content, slug: "cape-read-well", isFeatured: true }), metadata: { restoredFromVersion: 1 } }]);
  });

  it("given version 3, when restored from version 2 (someone saved since), then a conflict, nothing appended", () => {
    spec
      .given(history)
      .when({ ...restore, expectedVersion: 2 })
      .then(new EditConflictError("article", 3, 2));
  });

  it("given three versions, when version 4 or 0 is restored, then that version is not found", () => {
    spec
      .given(history)
      .when({ ...restore, fromVersion: 4 })
      .then(new VersionNotFoundError("article", 4));
    spec
      .given(history)
      .when({ ...restore, fromVersion: 0 })
      .then(new VersionNotFoundError("article", 0));
  });

  it("given the old version names a category that no longer exists, when restored, then it is refused on that field", () => {
    spec
      .given(history)
      .when({ ...restore, problems: { categoryId: "Choose one of the categories." } })
      .then(new EditInvalidError({ categoryId: "Choose one of the categories." }));
  });

  it("given a version that only published, when restored, then nothing is appended (its words are today's)", () => {
    spec
      .given([drafted, published])
      .when({ ...restore, expectedVersion: 2 })
      .then([]);
  });

  it("given a deleted article, when a version is restored, then not found", () => {
    spec
      .given([drafted, ArticleDeleted.create({ articleId })])
      .when({ ...restore, expectedVersion: 2 })
      .then(new EntryNotFoundError("article"));
  });
});
