import { isDeepStrictEqual } from "node:util";
import { db } from "./db.ts";
import { editorialRevisions, readStream, userActors, type EditorialHistoryRules, type EditorialRevision, type RecordedEvent } from "../eventstore/index.ts";
import { userDisplayNames } from "../identity/index.ts";
import { articleDecider, type ArticleState } from "./decide.ts";
import { restoredArticleContent } from "./editorial.ts";
import { articleStream } from "./events.ts";

/** How an article's history reads its stream: the article decider's own evolve, the fields an editor sets, and what a restore changes. */
const articleHistoryRules: EditorialHistoryRules<ArticleState | null> = {
  evolver: articleDecider,
  changeWords: {
    ArticleDrafted: "Drafted",
    ArticleRevised: "Revised",
    ArticlePublished: "Published",
    ArticleUnpublished: "Unpublished",
    ArticleDeleted: "Deleted",
  },
  fields: [
    { label: "Status", read: (article) => (article ? (article.deleted ? "Deleted" : article.publishedAt ? "Published" : "Draft") : null) },
    { label: "Title", read: (article) => article?.content.title ?? null },
    { label: "Slug", read: (article) => article?.content.slug ?? null },
    { label: "Excerpt", read: (article) => article?.content.excerpt ?? null, long: true },
    { label: "Content", read: (article) => article?.content.content ?? null, long: true },
    { label: "Image URL", read: (article) => article?.content.imageUrl ?? null },
    { label: "Category", read: (article) => article?.content.categoryId ?? null },
    { label: "Destination", read: (article) => article?.content.destinationId ?? null },
    { label: "Pathway", read: (article) => article?.content.pathwayId ?? null },
    { label: "Read time (minutes)", read: (article) => (article ? String(article.content.readTime) : null) },
    { label: "Featured", read: (article) => (article ? (article.content.isFeatured ? "Yes" : "No") : null) },
  ],
  restorable: (snapshot, current) =>
    snapshot !== null && current !== null && !current.deleted && !isDeepStrictEqual(restoredArticleContent(current.content, snapshot.content), current.content),
};

export interface ArticleHistory {
  articleId: string;
  /** The latest title (the last one it had, when deleted). */
  title: string;
  /** The stream's version now: what a restore must name as expected. */
  version: number;
  deleted: boolean;
  /** Where readers find it, when published. */
  publicPath: string | null;
  /** Newest first. */
  revisions: EditorialRevision[];
}

/** An article's history from its events (pure): null when the stream is empty. */
export function articleHistoryOf(articleId: string, events: readonly RecordedEvent[], userNames: ReadonlyMap<string, string>): ArticleHistory | null {
  const revisions = editorialRevisions(articleHistoryRules, events, userNames);
  const current = events.reduce<ArticleState | null>(articleDecider.evolve, null);
  if (!current) return null;
  return {
    articleId,
    title: current.content.title,
    version: events.at(-1)!.streamVersion,
    deleted: current.deleted,
    publicPath: !current.deleted && current.publishedAt ? `/articles/${current.content.slug}` : null,
    revisions,
  };
}

/** An article's editorial history, deleted articles included; null for an id that never existed. */
export async function articleHistory(articleId: string): Promise<ArticleHistory | null> {
  if (!/^[\w-]{1,100}$/.test(articleId)) return null;
  const events = await readStream(db(), articleStream(articleId));
  return articleHistoryOf(articleId, events, await userDisplayNames(userActors(events)));
}
