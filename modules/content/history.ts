import { db } from "./db.ts";
import {
  editorialRevisions,
  isRestorable,
  readStream,
  userActors,
  type EditorialHistoryRules,
  type EditorialRevision,
  type RecordedEvent,
} from "../eventstore/index.ts";
import { userDisplayNames } from "../identity/index.ts";
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
  const { content: current, deleted, version } = events.reduce(articleEditorDecider.evolve, articleEditorDecider.initialState());
  if (!current) return null;
  return {
    articleId,
    title: current.content.title,
    version,
    deleted,
    publicPath: !deleted && current.publishedAt ? `/articles/${current.content.slug}` : null,
    revisions,
  };
}

/** An article's editorial history, deleted articles included; null for an id that never existed. */
export async function articleHistory(articleId: string): Promise<ArticleHistory | null> {
  if (!/^[\w-]{1,100}$/.test(articleId)) return null;
  const events = await readStream(db(), articleStream(articleId));
  return articleHistoryOf(articleId, events, await userDisplayNames(userActors(events)));
}
