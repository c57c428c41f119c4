import { describe, expect, it } from "vitest";
import { recordedStream } from "../eventstore/testing.ts";
import { ArticleDeleted, ArticleDrafted, ArticlePublished, ArticleRevised } from "./events.ts";
import { articleHistoryOf } from "./history.ts";
import { sampleArticleContent } from "./testing.ts";

const articleId = "article_cape";
const content = sampleArticleContent;
const names = new Map([["user_editor", "Editor One (editor@example.com)"]]);

describe("an article's history", () => {
  const drafted = { event: ArticleDrafted.create({ articleId, ...content }), actor: "system", requestId: "seed-1" };
  const revised = ArticleRevised.create({ articleId, ...content, title: "CAPE, read well", content: "## CAPE\n\nText.\n\nMore." });
  const published = ArticlePublished.create({ articleId, publishedAt: "2026-11-24T09:03:00.000Z" });

  it("given drafted by the seed, revised, published, and restored, then newest first: the restore, publication as status, the diff of the revision, the draft", () => {
    const restored = { ...ArticleRevised.create({ articleId, ...content }), metadata: { restoredFromVersion: 1 } };
    const history = articleHistoryOf(articleId, recordedStream(`article-${articleId}`, [drafted, revised, published, restored]), names)!;
    expect(history).toMatchObject({ id: articleId, title: content.title, version: 4, deleted: false, publicPath: `/articles/${content.slug}` });
    expect(history.revisions.map((revision) => [revision.version, revision.change, revision.by, revision.restorable])).toEqual([
      [4, "Restored version 1", "Editor One (editor@example.com)", false],
      [3, "Published", "Editor One (editor@example.com)", true],
      [2, "Revised", "Editor One (editor@example.com)", true],
      [1, "Drafted", "Seed", false],
    ]);
    expect(history.revisions[1]!.changes).toEqual([{ label: "Status", kind: "value", before: "Draft", after: "Published" }]);
    expect(history.revisions[2]!.changes).toEqual([
      { label: "Title", kind: "value", before: content.title, after: "CAPE, read well" },
      {
        label: "Content",
        kind: "lines",
        lines: [
          { kind: "unchanged", text: "## CAPE" },
          { kind: "unchanged", text: "" },
          { kind: "unchanged", text: "Text." },
          { kind: "added", text: "" },
          { kind: "added", text: "More." },
        ],
      },
    ]);
    expect(history.revisions[3]!.at).toBe("2026-11-24T09:01:00.000Z");
  });

  it("given a deleted article, then its history is still read, says so, and offers no restore", () => {
    const history = articleHistoryOf(articleId, recordedStream(`article-${articleId}`, [drafted, revised, ArticleDeleted.create({ articleId })]), names)!;
    expect(history).toMatchObject({ deleted: true, publicPath: null, title: "CAPE, read well" });
    expect(history.revisions[0]).toMatchObject({ change: "Deleted", changes: [{ label: "Status", kind: "value", before: "Draft", after: "Deleted" }] });
    expect(history.revisions.some((revision) => revision.restorable)).toBe(false);
  });

  it("given no events, then there is no history", () => {
    expect(articleHistoryOf(articleId, [], names)).toBeNull();
  });
});
