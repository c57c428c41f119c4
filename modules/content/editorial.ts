import { isDeepStrictEqual } from "node:util";
import type { Decider, NewEvent } from "../eventstore/index.ts";
import { articleDecider, type ArticleState } from "./decide.ts";
import { ArticleDeleted, ArticleDrafted, ArticlePublished, ArticleRevised, ArticleUnpublished } from "./events.ts";
import type { ArticleContent } from "./schemas.ts";

/** The fields an editor's article can be refused on, with the message to show beside each. */
export type ArticleFieldErrors = Partial<
  Record<"title" | "slug" | "excerpt" | "content" | "imageUrl" | "categoryId" | "destinationId" | "pathwayId" | "readTime", string>
>;

/** What the editor asked for could not be saved as given: one message per field; nothing was written. */
export class ArticleInvalidError extends Error {
  constructor(readonly fieldErrors: ArticleFieldErrors) {
    super(Object.values(fieldErrors).join(" "));
    this.name = "ArticleInvalidError";
  }
}

export class ArticleNotFoundError extends Error {
  constructor(readonly articleId: string) {
    super("Article not found");
    this.name = "ArticleNotFoundError";
  }
}

/**
 * Someone else saved the article after the editor opened it: the revision was
 * made from a version that is no longer the latest. Carries the latest, so the
 * editor can see both texts and nothing is lost.
 */
export class ArticleConflictError extends Error {
  constructor(
    readonly current: { content: ArticleContent; isPublished: boolean },
    readonly version: number,
  ) {
    super("Someone else saved this article since you opened it.");
    this.name = "ArticleConflictError";
  }
}

/** A restore named a version the article's stream does not have. */
export class ArticleVersionNotFoundError extends Error {
  constructor(
    readonly articleId: string,
    readonly version: number,
  ) {
    super(`This article has no version ${version}.`);
    this.name = "ArticleVersionNotFoundError";
  }
}

export const slugTakenMessage = (slug: string) => `The slug "${slug}" is already used by another article. Choose another slug.`;

interface ArticleChange {
  articleId: string;
  content: ArticleContent;
  isPublished: boolean;
  /** When a publication happens now: the event's date readers see. */
  now: string;
  /** The article already using `content.slug` (from the read table), if any. */
  slugTakenBy: string | null;
  /** Fields that refer to something unknown (category, destination, pathway), found by the command. */
  unknownReferences: ArticleFieldErrors;
}

export type ArticleEdit =
  | ({ kind: "create" } & ArticleChange)
  | ({ kind: "revise"; expectedVersion: number } & ArticleChange)
  | { kind: "delete"; articleId: string; expectedVersion?: number }
  | {
      kind: "restore";
      articleId: string;
      /** The version whose content comes back. */
      fromVersion: number;
      /** The version the editor was looking at: a stale one is a conflict. */
      expectedVersion: number;
      /** Fields of the restored content that refer to something no longer known, found by the command. */
      unknownReferences: ArticleFieldErrors;
    };

export interface EditorialState {
  article: ArticleState | null;
  /** The stream's version: how many events it holds. */
  version: number;
  /** The article after each version (index 0: version 1), so a restore can bring one back. */
  revisions: (ArticleState | null)[];
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

/** The content of one version of the article, or ArticleVersionNotFoundError. */
export function articleContentAt(state: EditorialState, articleId: string, version: number): ArticleContent {
  const article = Number.isInteger(version) && version >= 1 ? state.revisions[version - 1] : undefined;
  if (!article) throw new ArticleVersionNotFoundError(articleId, version);
  return article.content;
}

function liveArticle(state: EditorialState): ArticleState | null {
  return state.article && !state.article.deleted ? state.article : null;
}

function refuseInvalid(change: ArticleChange): void {
  const errors: ArticleFieldErrors = { ...change.unknownReferences };
  if (change.slugTakenBy !== null && change.slugTakenBy !== change.articleId) errors.slug = slugTakenMessage(change.content.slug);
  if (Object.keys(errors).length) throw new ArticleInvalidError(errors);
}

function publicationEvents(articleId: string, wasPublished: boolean, isPublished: boolean, now: string): NewEvent[] {
  if (isPublished && !wasPublished) return [ArticlePublished.create({ articleId, publishedAt: now })];
  if (!isPublished && wasPublished) return [ArticleUnpublished.create({ articleId })];
  return [];
}

/**
 * The editors' commands on an article's stream (the same stream the seed
 * syncs): create a draft (published at once when asked), revise it from the
 * version the editor loaded (a stale version is a conflict, never a silent
 * overwrite), publish or unpublish and feature through a revision, delete.
 */
export const articleEditorDecider: Decider<ArticleEdit, EditorialState> = {
  initialState: () => ({ article: null, version: 0, revisions: [] }),
  evolve(state, event) {
    const article = articleDecider.evolve(state.article, event);
    return { article, version: state.version + 1, revisions: [...state.revisions, article] };
  },
  decide(command, state) {
    const current = liveArticle(state);
    const { articleId } = command;
    switch (command.kind) {
      case "create": {
        refuseInvalid(command);
        // A deleted article's id is never reused by the editor: ids are fresh, so an existing stream is a replayed request.
        if (state.version > 0) throw new ArticleInvalidError({ title: "This article was already created." });
        return [ArticleDrafted.create({ articleId, ...command.content }), ...publicationEvents(articleId, false, command.isPublished, command.now)];
      }
      case "revise": {
        if (!current) throw new ArticleNotFoundError(articleId);
        if (command.expectedVersion !== state.version)
          throw new ArticleConflictError({ content: current.content, isPublished: current.publishedAt !== null }, state.version);
        refuseInvalid(command);
        const revision = ArticleRevised.create({ articleId, ...command.content });
        const { articleId: _id, ...revisedContent } = revision.data;
        const changed = isDeepStrictEqual(current.content, revisedContent) ? [] : [revision];
        return [...changed, ...publicationEvents(articleId, current.publishedAt !== null, command.isPublished, command.now)];
      }
      case "delete": {
        if (!current) throw new ArticleNotFoundError(articleId);
        if (command.expectedVersion !== undefined && command.expectedVersion !== state.version)
          throw new ArticleConflictError({ content: current.content, isPublished: current.publishedAt !== null }, state.version);
        return [ArticleDeleted.create({ articleId })];
      }
      case "restore": {
        if (!current) throw new ArticleNotFoundError(articleId);
        if (command.expectedVersion !== state.version)
          throw new ArticleConflictError({ content: current.content, isPublished: current.publishedAt !== null }, state.version);
        const restored = restoredArticleContent(current.content, articleContentAt(state, articleId, command.fromVersion));
        if (Object.keys(command.unknownReferences).length) throw new ArticleInvalidError(command.unknownReferences);
        if (isDeepStrictEqual(current.content, restored)) return [];
        // A revision like any other, so every projection follows; the metadata says which version it brought back.
        return [{ ...ArticleRevised.create({ articleId, ...restored }), metadata: { restoredFromVersion: command.fromVersion } }];
      }
    }
  },
};
