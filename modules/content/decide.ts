import { isDeepStrictEqual } from "node:util";
import type { NewEvent, RecordedEvent } from "../eventstore/index.ts";
import { ArticleDeleted, ArticleDrafted, ArticlePublished, ArticleRevised, ArticleUnpublished } from "./events.ts";
import type { ArticleContent } from "./schemas.ts";

export interface ArticleState {
  content: ArticleContent;
  publishedAt: string | null;
  deleted: boolean;
}

/** Folds an article's stream into its current state; null when it was never drafted. */
export function articleState(events: readonly RecordedEvent[]): ArticleState | null {
  let state = null as ArticleState | null;
  for (const event of events) {
    const drafted = ArticleDrafted.match(event) ?? ArticleRevised.match(event);
    if (drafted) {
      const { articleId: _id, ...content } = drafted;
      state = { content, publishedAt: state?.publishedAt ?? null, deleted: false };
      continue;
    }
    const published = ArticlePublished.match(event);
    if (published && state) state = { ...state, publishedAt: published.publishedAt };
    if (ArticleUnpublished.match(event) && state) state = { ...state, publishedAt: null };
    if (ArticleDeleted.match(event) && state) state = { ...state, deleted: true };
  }
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
export function decideArticle(current: ArticleState | null, desired: DesiredArticle): NewEvent[] {
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
