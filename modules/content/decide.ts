import { isDeepStrictEqual } from "node:util";
import { editorialDecider, editorialEvolve, liveContent, type Decider, type EditorialRules, type EditorialState, type NewEvent } from "../eventstore/index.ts";
import { ArticleDeleted, ArticleDrafted, ArticlePublished, ArticleRevised, ArticleUnpublished } from "./events.ts";
import type { ArticleContent } from "./schemas.ts";

/** An article as its stream holds it: its content and, when published, since when. */
export interface ArticleVersion {
  articleId: string;
  content: ArticleContent;
  /** null: a draft. */
  publishedAt: string | null;
}

/** What the seed (and an editor, through the shared decider) asks an article to read as. */
export type DesiredArticle = ArticleVersion;

export type ArticleEditorialState = EditorialState<ArticleVersion>;

/** How each event changes an article; a draft (again, after a deletion) starts unpublished. */
function evolveArticle(article: ArticleVersion | null, event: NewEvent): ArticleVersion | null {
  const drafted = ArticleDrafted.match(event);
  const revised = drafted ?? ArticleRevised.match(event);
  if (revised) {
    const { articleId, ...content } = revised;
    return { articleId, content, publishedAt: drafted ? null : (article?.publishedAt ?? null) };
  }
  if (!article) return article;
  const published = ArticlePublished.match(event);
  if (published) return { ...article, publishedAt: published.publishedAt };
  if (ArticleUnpublished.match(event)) return { ...article, publishedAt: null };
  return article;
}

/**
 * The events that make an article read as desired: drafted when new, revised
 * when its content differs, published or unpublished when that differs.
 * Republishing a published article keeps its original date.
 */
function articleChanges(current: ArticleVersion | null, desired: ArticleVersion): NewEvent[] {
  const { articleId } = desired;
  const events: NewEvent[] = [];
  if (current === null) {
    events.push(ArticleDrafted.create({ articleId, ...desired.content }));
  } else {
    const revision = ArticleRevised.create({ articleId, ...desired.content });
    const { articleId: _id, ...revisedContent } = revision.data;
    if (!isDeepStrictEqual(current.content, revisedContent)) events.push(revision);
  }
  const wasPublished = current !== null && current.publishedAt !== null;
  if (desired.publishedAt && !wasPublished) events.push(ArticlePublished.create({ articleId, publishedAt: desired.publishedAt }));
  if (!desired.publishedAt && wasPublished) events.push(ArticleUnpublished.create({ articleId }));
  return events;
}

/**
 * What restoring an earlier version makes the article: that version's words
 * (title, excerpt, body, image, category, destination, pathway, read time),
 * while its address (slug) and featured flag stay as they are now, like its
 * publication: a restore brings text back, it does not move or re-promote the
 * article (decision 0016).
 */
export function restoredArticleContent(current: ArticleContent, restored: ArticleContent): ArticleContent {
  return { ...restored, slug: current.slug, isFeatured: current.isFeatured };
}

/** An article in the shared editorial shape. */
export const articleEditorialRules: EditorialRules<ArticleVersion> = {
  noun: "article",
  evolve: evolveArticle,
  creates: (event) => ArticleDrafted.match(event) !== undefined,
  deletes: (event) => ArticleDeleted.match(event) !== undefined,
  changes: articleChanges,
  deletion: (current) => ArticleDeleted.create({ articleId: current.articleId }),
  restore: (current, earlier) => ({ ...current, content: restoredArticleContent(current.content, earlier.content) }),
};

/** The editors' decider: create (a draft, or published at once), revise from the version read, delete, restore. */
export const articleEditorDecider = editorialDecider(articleEditorialRules);

/**
 * The seed's decider: syncs an article's stream to the desired article; a
 * deleted one is drafted again.
 */
export const articleDecider: Decider<DesiredArticle, ArticleEditorialState> = {
  initialState: articleEditorDecider.initialState,
  evolve: (state, event) => editorialEvolve(articleEditorialRules, state, event),
  decide: (desired, state) => articleChanges(liveContent(state), desired),
};
