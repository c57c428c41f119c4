import { isDeepStrictEqual } from "node:util";
import type { Decider, NewEvent } from "../eventstore/index.ts";
import { ArticleDeleted, ArticleDrafted, ArticlePublished, ArticleRevised, ArticleUnpublished } from "./events.ts";
import type { ArticleContent } from "./schemas.ts";

export interface ArticleState {
  content: ArticleContent;
  publishedAt: string | null;
  deleted: boolean;
}

/** How each event changes an article; null until it is first drafted. */
function evolveArticle(state: ArticleState | null, event: NewEvent): ArticleState | null {
  const drafted = ArticleDrafted.match(event) ?? ArticleRevised.match(event);
  if (drafted) {
    const { articleId: _id, ...content } = drafted;
    return { content, publishedAt: state?.publishedAt ?? null, deleted: false };
  }
  if (!state) return state;
  const published = ArticlePublished.match(event);
  if (published) return { ...state, publishedAt: published.publishedAt };
  if (ArticleUnpublished.match(event)) return { ...state, publishedAt: null };
  if (ArticleDeleted.match(event)) return { ...state, deleted: true };
  return state;
}

export interface DesiredArticle {
  articleId: string;
  content: ArticleContent;
  /** null keeps (or makes) it a draft. */
  publishedAt: string | null;
}

/**
 * The events that make an article read as desired: drafted when new, revised
 * when its content differs, published or unpublished when that differs.
 * Republishing a published article keeps its original date.
 */
function decideArticle(desired: DesiredArticle, current: ArticleState | null): NewEvent[] {
  const events: NewEvent[] = [];
  const { articleId } = desired;
  if (current === null || current.deleted) {
    events.push(ArticleDrafted.create({ articleId, ...desired.content }));
  } else {
    const revision = ArticleRevised.create({ articleId, ...desired.content });
    const { articleId: _id, ...revisedContent } = revision.data;
    if (!isDeepStrictEqual(current.content, revisedContent)) events.push(revision);
  }
  const wasPublished = current !== null && !current.deleted && current.publishedAt !== null;
  if (desired.publishedAt && !wasPublished) events.push(ArticlePublished.create({ articleId, publishedAt: desired.publishedAt }));
  if (!desired.publishedAt && wasPublished) events.push(ArticleUnpublished.create({ articleId }));
  return events;
}

/** An article's stream, synced to the desired article (the seed's and, later, the editor's path). */
export const articleDecider: Decider<DesiredArticle, ArticleState | null> = {
  initialState: () => null,
  evolve: evolveArticle,
  decide: decideArticle,
};
