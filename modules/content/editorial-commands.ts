import { randomUUID } from "node:crypto";
import { listCategories, listDestinations, listPathways } from "../catalog/index.ts";
import { db } from "./db.ts";
import { contentAtVersion, foldState, handleCommand, liveContent, readStream, type Actor } from "../eventstore/index.ts";
import { renderMarkdown } from "../platform/index.ts";
import type { ArticleInput } from "./article-input.ts";
import { articleEditorDecider, articleEditorialRules, restoredArticleContent, type ArticleVersion } from "./decide.ts";
import { slugTakenMessage, type ArticleFieldErrors } from "./editorial.ts";
import { articleStream } from "./events.ts";
import { articlesProjection } from "./projection.ts";
import type { ArticleContent } from "./schemas.ts";

/**
 * Why a read-table check and not a claim stream for slugs: the seed's articles
 * never claimed theirs, and every command waits for the articles projection
 * (read-your-writes), so the table is current after each editor's save. Two
 * editors saving the same new slug in the same instant remain possible; the
 * table's unique index refuses the second row and the projection reports it
 * on the operations page. See docs/decisions/0015-article-slugs-and-editor-versions.md.
 */
async function slugOwner(slug: string): Promise<string | null> {
  const row = await db().selectFrom("articles").select("id").where("slug", "=", slug).executeTakeFirst();
  return row?.id ?? null;
}

/** Category, destination and pathway must name something that exists; the content must render. */
async function referenceProblems(content: ArticleContent): Promise<ArticleFieldErrors> {
  const errors: ArticleFieldErrors = {};
  const [categories, destinations, pathways] = await Promise.all([listCategories(), listDestinations(), listPathways()]);
  if (content.categoryId && !categories.some((category) => category.id === content.categoryId)) errors.categoryId = "Choose one of the categories.";
  if (content.destinationId && !destinations.some((destination) => destination.id === content.destinationId))
    errors.destinationId = "Choose one of the destinations, or none.";
  if (content.pathwayId && !pathways.some((pathway) => pathway.id === content.pathwayId)) errors.pathwayId = "Choose one of the pathways, or none.";
  try {
    await renderMarkdown(content.content);
  } catch (error) {
    errors.content = `The content could not be read as markdown: ${error instanceof Error ? error.message.split("\n")[0] : "unknown error"}.`;
  }
  return errors;
}

/** The article the editor asks for, and what the read side refuses in it (a slug another article uses, unknown references). */
async function change(articleId: string, input: ArticleInput): Promise<{ content: ArticleVersion; problems: ArticleFieldErrors }> {
  const [slugTakenBy, unknownReferences] = await Promise.all([slugOwner(input.content.slug), referenceProblems(input.content)]);
  const slugTaken = slugTakenBy !== null && slugTakenBy !== articleId ? { slug: slugTakenMessage(input.content.slug) } : {};
  // A publication happening now is dated now; an article already published keeps its date (the decider's rule).
  const content = { articleId, content: input.content, publishedAt: input.isPublished ? new Date().toISOString() : null };
  return { content, problems: { ...unknownReferences, ...slugTaken } };
}

export interface SavedArticle {
  articleId: string;
  /** The stream's version after the save: what the next revision must name. */
  version: number;
}

/** An editor's new article (a draft, or published at once); the read table shows it when this returns. */
export async function createArticle(input: ArticleInput, by: Actor): Promise<SavedArticle> {
  const articleId = `article_${randomUUID()}`;
  const result = await handleCommand(articleEditorDecider, articleStream(articleId), { kind: "create", ...(await change(articleId, input)) }, by, {
    waitFor: [articlesProjection],
    retries: 0,
  });
  return { articleId, version: result.state.version };
}

/**
 * A revision made from `expectedVersion` (the version the editor loaded):
 * refused with EditConflictError when someone saved since. No retry on a
 * concurrent append: deciding again would find the conflict anyway.
 */
export async function reviseArticle(articleId: string, input: ArticleInput, expectedVersion: number, by: Actor): Promise<SavedArticle> {
  const result = await handleCommand(
    articleEditorDecider,
    articleStream(articleId),
    { kind: "revise", expectedVersion, ...(await change(articleId, input)) },
    by,
    { waitFor: [articlesProjection] },
  );
  return { articleId, version: result.state.version };
}

/** Deletes an article for good (the stream keeps its history); EntryNotFoundError when there is none. */
export async function deleteArticle(articleId: string, by: Actor): Promise<void> {
  await handleCommand(articleEditorDecider, articleStream(articleId), { kind: "delete" }, by, { waitFor: [articlesProjection] });
}

export interface RestoredArticle extends SavedArticle {
  /** False when the article already read as that version: nothing was written. */
  changed: boolean;
}

/**
 * Brings back the content of an earlier version as a new revision (decision
 * 0016), made from `expectedVersion` (the version the editor was looking at):
 * EditConflictError when someone saved since, VersionNotFoundError for a
 * version the stream does not have, EditInvalidError when the old content
 * names a category, destination or pathway that no longer exists.
 * Publication, slug and featured flag stay as they are now.
 */
export async function restoreArticleVersion(articleId: string, fromVersion: number, expectedVersion: number, by: Actor): Promise<RestoredArticle> {
  const state = foldState(articleEditorDecider, await readStream(db(), articleStream(articleId)));
  const current = liveContent(state);
  // The decider refuses a missing article or version itself; the references are checked only when there is content to check.
  const problems =
    current && fromVersion >= 1 && fromVersion <= state.version
      ? await referenceProblems(restoredArticleContent(current.content, contentAtVersion(articleEditorialRules, state, fromVersion).content))
      : {};
  const result = await handleCommand(articleEditorDecider, articleStream(articleId), { kind: "restore", fromVersion, expectedVersion, problems }, by, {
    waitFor: [articlesProjection],
    retries: 0,
  });
  return { articleId, version: result.state.version, changed: result.events.length > 0 };
}

export interface ArticleForEditor {
  articleId: string;
  content: ArticleContent;
  isPublished: boolean;
  version: number;
}

/** An article as its stream holds it now (never the lagging read table): what the edit form starts from. */
export async function articleForEditor(articleId: string): Promise<ArticleForEditor | null> {
  if (!/^[\w-]{1,100}$/.test(articleId)) return null;
  const state = foldState(articleEditorDecider, await readStream(db(), articleStream(articleId)));
  const article = liveContent(state);
  if (!article) return null;
  return { articleId, content: article.content, isPublished: article.publishedAt !== null, version: state.version };
}

/** The content rendered and sanitised exactly as the public article page will show it. */
export async function previewArticleContent(markdown: string): Promise<{ html: string } | { error: string }> {
  try {
    return { html: (await renderMarkdown(markdown)).html };
  } catch (error) {
    return { error: `The content could not be read as markdown: ${error instanceof Error ? error.message.split("\n")[0] : "unknown error"}.` };
  }
}
