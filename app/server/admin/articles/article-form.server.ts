import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { listCategories, listDestinations, listPathways } from "@modules/catalog/index.ts";
import {
  articleForEditor,
  articleInputSchema,
  createArticle,
  DEFAULT_READ_TIME,
  expectedVersionSchema,
  previewArticleContent,
  reviseArticle,
  type ArticleContent,
} from "@modules/content/index.ts";
import { EditConflictError, EditInvalidError, EntryNotFoundError, type Actor } from "@modules/eventstore/index.ts";
import { ARTICLE_TOASTS, ARTICLES_COPY } from "~/components/admin/articles/copy.ts";
import type { ArticleFormActionData, ArticleFormValues } from "~/components/admin/articles/types.ts";
import { badRequest, fieldErrorLists, PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";
import { parseWithZod } from "~/utils/forms.ts";

export const EMPTY_ARTICLE: ArticleFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  imageUrl: "",
  categoryId: "",
  destinationId: "",
  pathwayId: "",
  readTime: String(DEFAULT_READ_TIME),
  isPublished: "",
  isFeatured: "",
};

function formValuesOf(content: ArticleContent, isPublished: boolean): ArticleFormValues {
  return {
    title: content.title,
    slug: content.slug,
    excerpt: content.excerpt ?? "",
    content: content.content,
    imageUrl: content.imageUrl ?? "",
    categoryId: content.categoryId ?? "",
    destinationId: content.destinationId ?? "",
    pathwayId: content.pathwayId ?? "",
    readTime: String(content.readTime),
    isPublished: isPublished ? "on" : "",
    isFeatured: content.isFeatured ? "on" : "",
  };
}

/** The choices of the form's selects, from the catalogue. */
async function choices() {
  const [categories, destinations, pathways] = await Promise.all([listCategories(), listDestinations(), listPathways()]);
  return {
    categories: categories.map((category) => ({ value: category.id, label: category.name })),
    destinations: destinations.map((destination) => ({ value: destination.id, label: destination.name })),
    pathways: pathways.map((pathway) => ({ value: pathway.id, label: pathway.name })),
  };
}

/** The form's data: empty for a new article, the stream's latest for an edit (404 when there is none). */
export async function articleFormData(articleId: string | null) {
  const article = articleId ? await articleForEditor(articleId) : null;
  if (articleId && !article) throw notFound("private page");
  const values = article ? formValuesOf(article.content, article.isPublished) : EMPTY_ARTICLE;
  return data(
    {
      articleId,
      values,
      version: article?.version ?? null,
      publicSlug: article?.isPublished ? article.content.slug : null,
      preview: values.content ? await previewArticleContent(values.content) : null,
      ...(await choices()),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

/** Preview saves nothing, so it checks nothing: its reply keeps every field as typed. */
const previewForm = z.object({});

/** The posted content rendered and sanitised as the public page will show it (cut at the content's limit). */
function previewOf(form: FormData) {
  const content = form.get("content");
  return previewArticleContent(typeof content === "string" ? content.slice(0, 200_000) : "");
}

/**
 * The form's action, for a new article (`articleId` null) or an edit: Preview
 * renders the content as the public page will (without JavaScript); Save
 * validates, saves and returns to the list with a toast, or answers the form
 * again with each message beside its field and the text as typed. A stale
 * expected version answers the conflict with the other editor's version.
 */
export async function articleFormAction(request: Request, articleId: string | null, by: Actor) {
  const form = await request.formData();
  const expected = expectedVersionSchema.safeParse(form.get("expectedVersion"));
  if (articleId && !expected.success) throw badRequest();
  const reply = (status: number, answer: ArticleFormActionData) => data<ArticleFormActionData>(answer, { status, headers: PRIVATE_NO_STORE });
  if (form.get("intent") === "preview") {
    const submission = parseWithZod(form, { schema: previewForm });
    return reply(200, { submission: submission.reply(), preview: await previewOf(form) });
  }

  const submission = parseWithZod(form, { schema: articleInputSchema });
  const refuse = (result: SubmissionResult<string[]>, status: number) => reply(status, { submission: result, toast: ARTICLE_TOASTS.saveFailed });
  if (submission.status !== "success") return refuse(submission.reply(), 400);
  try {
    if (articleId) await reviseArticle(articleId, submission.value, expected.data!, by);
    else await createArticle(submission.value, by);
  } catch (error) {
    if (error instanceof EditInvalidError) return refuse(submission.reply({ fieldErrors: fieldErrorLists(error.fieldErrors) }), 400);
    if (error instanceof EditConflictError && articleId) {
      const theirs = await articleForEditor(articleId);
      if (!theirs) throw notFound("private page");
      return reply(409, {
        submission: submission.reply({ formErrors: [ARTICLES_COPY.conflict] }),
        conflict: { currentVersion: theirs.version, theirs: formValuesOf(theirs.content, theirs.isPublished) },
      });
    }
    if (error instanceof EntryNotFoundError) throw notFound("private page");
    throw error;
  }
  return redirect(`/admin/articles?saved=${articleId ? "updated" : "created"}`, { headers: PRIVATE_NO_STORE });
}

/** The live preview's answer (JavaScript): the content rendered and sanitised as the public page will show it. */
export async function articlePreviewAction(request: Request) {
  return data(await previewOf(await request.formData()), { headers: PRIVATE_NO_STORE });
}
