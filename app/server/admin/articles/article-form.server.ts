import { data, redirect } from "@remix-run/node";
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
import { ARTICLE_TOASTS } from "~/components/admin/articles/copy.ts";
import type { ArticleFormField, ArticleFormReply, ArticleFormValues } from "~/components/admin/articles/types.ts";
import { badRequest, PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";
const FIELDS: ArticleFormField[] = ["title", "slug", "excerpt", "content", "imageUrl", "categoryId", "destinationId", "pathwayId", "readTime"];

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
  isPublished: false,
  isFeatured: false,
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
    isPublished,
    isFeatured: content.isFeatured,
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

function submittedValues(form: FormData): ArticleFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    ...(Object.fromEntries(FIELDS.map((field) => [field, text(field)])) as Record<ArticleFormField, string>),
    isPublished: form.get("isPublished") === "on",
    isFeatured: form.get("isFeatured") === "on",
  };
}

/**
 * The form's action, for a new article (`articleId` null) or an edit: Preview
 * renders the content as the public page will (without JavaScript); Save
 * validates, saves and returns to the list with a toast, or answers the form
 * again with each message beside its field and the text as typed. A stale
 * expected version answers the conflict with both versions.
 */
export async function articleFormAction(request: Request, articleId: string | null, by: Actor) {
  const form = await request.formData();
  const values = submittedValues(form);
  const expected = expectedVersionSchema.safeParse(form.get("expectedVersion"));
  const reply = (status: number, changes: Partial<ArticleFormReply>) =>
    data<ArticleFormReply>(
      { values, errors: {}, expectedVersion: expected.success ? expected.data : null, preview: null, conflict: null, toast: null, ...changes },
      { status, headers: PRIVATE_NO_STORE },
    );
  if (articleId && !expected.success) throw badRequest();
  if (form.get("intent") === "preview") return reply(200, { preview: await previewArticleContent(values.content) });

  const parsed = articleInputSchema.safeParse({ ...values, isPublished: values.isPublished, isFeatured: values.isFeatured });
  if (!parsed.success) {
    const errors: ArticleFormReply["errors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ArticleFormField;
      errors[field] ??= issue.message;
    }
    return reply(400, { errors, toast: ARTICLE_TOASTS.saveFailed });
  }
  try {
    if (articleId) await reviseArticle(articleId, parsed.data, expected.data!, by);
    else await createArticle(parsed.data, by);
  } catch (error) {
    if (error instanceof EditInvalidError) return reply(400, { errors: error.fieldErrors, toast: ARTICLE_TOASTS.saveFailed });
    if (error instanceof EditConflictError && articleId) {
      const theirs = await articleForEditor(articleId);
      if (!theirs) throw notFound("private page");
      return reply(409, { expectedVersion: theirs.version, conflict: { theirs: formValuesOf(theirs.content, theirs.isPublished) } });
    }
    if (error instanceof EntryNotFoundError) throw notFound("private page");
    throw error;
  }
  return redirect(`/admin/articles?saved=${articleId ? "updated" : "created"}`, { headers: PRIVATE_NO_STORE });
}

/** The live preview's answer (JavaScript): the content rendered and sanitised as the public page will show it. */
export async function articlePreviewAction(request: Request) {
  const form = await request.formData();
  const content = form.get("content");
  return data(await previewArticleContent(typeof content === "string" ? content.slice(0, 200_000) : ""), { headers: PRIVATE_NO_STORE });
}
