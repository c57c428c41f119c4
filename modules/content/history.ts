import { db } from "./db.ts";
import {
  editorialHistoryOf,
  isRestorable,
  readStream,
  userActors,
  type EditorialHistory,
  type EditorialHistoryRules,
  type RecordedEvent,
} from "../eventstore/index.ts";
import { articleEditorDecider, articleEditorialRules, type ArticleEditorialState } from "./decide.ts";
import { articleStream } from "./events.ts";

/** How an article's history reads its stream: the article decider's own evolve, the fields an editor sets, and what a restore changes. */
const articleHistoryRules: EditorialHistoryRules<ArticleEditorialState> = {
  evolver: articleEditorDecider,
  changeWords: {
    ArticleDrafted: "Drafted",
    ArticleRevised: "Revised",
    ArticlePublished: "Published",
    ArticleUnpublished: "Unpublished",
    ArticleDeleted: "Deleted",
  },
  fields: [
    { label: "Status", read: ({ content: article, deleted }) => (article ? (deleted ? "Deleted" : article.publishedAt ? "Published" : "Draft") : null) },
    { label: "Title", read: ({ content: article }) => article?.content.title ?? null },
    { label: "Slug", read: ({ content: article }) => article?.content.slug ?? null },
    { label: "Excerpt", read: ({ content: article }) => article?.content.excerpt ?? null, long: true },
    { label: "Content", read: ({ content: article }) => article?.content.content ?? null, long: true },
    { label: "Image URL", read: ({ content: article }) => article?.content.imageUrl ?? null },
    { label: "Category", read: ({ content: article }) => article?.content.categoryId ?? null },
    { label: "Destination", read: ({ content: article }) => article?.content.destinationId ?? null },
    { label: "Pathway", read: ({ content: article }) => article?.content.pathwayId ?? null },
    { label: "Read time (minutes)", read: ({ content: article }) => (article ? String(article.content.readTime) : null) },
    { label: "Featured", read: ({ content: article }) => (article ? (article.content.isFeatured ? "Yes" : "No") : null) },
  ],
  restorable: (snapshot, current) => isRestorable(articleEditorialRules, snapshot, current),
};

/** An article's history from its events (pure): null when the stream is empty. */
export function articleHistoryOf(articleId: string, events: readonly RecordedEvent[], userNames: ReadonlyMap<string, string>): EditorialHistory | null {
  return editorialHistoryOf(articleHistoryRules, articleId, events, userNames, (article, deleted) => ({
    title: article.content.title,
    publicPath: !deleted && article.publishedAt ? `/articles/${article.content.slug}` : null,
  }));
}

/**
 * An article's editorial history, deleted articles included; null for an id
 * that never existed. Editors' names come from `displayNames` (identity's,
 * handed in by the caller).
 */
export async function articleHistory(
  articleId: string,
  displayNames: (userIds: string[]) => Promise<ReadonlyMap<string, string>>,
): Promise<EditorialHistory | null> {
  if (!/^[\w-]{1,100}$/.test(articleId)) return null;
  const events = await readStream(db(), articleStream(articleId));
  return articleHistoryOf(articleId, events, await displayNames(userActors(events)));
}
