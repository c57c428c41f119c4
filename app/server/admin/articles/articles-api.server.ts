import { z } from "zod";
import {
  ARTICLE_STATUSES,
  articleForEditor,
  articleInputSchema,
  createArticle,
  deleteArticle,
  expectedVersionSchema,
  listAdminArticles,
  reviseArticle,
  type ArticleForEditor,
} from "@modules/content/index.ts";
import { EditConflictError, EditInvalidError, EntryNotFoundError, type Actor } from "@modules/eventstore/index.ts";
import { apiError, PRIVATE_NO_STORE, notFound, readJsonObject } from "~/server/http.server.ts";

/** An article as an editor holds it, with the version the next PATCH must name (also sent as the ETag). */
function toEditorJson(article: ArticleForEditor) {
  return { id: article.articleId, ...article.content, isPublished: article.isPublished, version: article.version };
}

function articleResponse(article: ArticleForEditor, status = 200): Response {
  return Response.json(toEditorJson(article), { status, headers: { ...PRIVATE_NO_STORE, ETag: `"${article.version}"` } });
}

function invalid(fieldErrors: Record<string, string | undefined>): Response {
  const errors = Object.fromEntries(Object.entries(fieldErrors).flatMap(([field, message]) => (message ? [[field, [message]]] : [])));
  return apiError(400, "The article was not saved: check the fields.", errors);
}

function parseInput(body: Record<string, unknown>) {
  const parsed = articleInputSchema.safeParse(body);
  if (parsed.success) return { input: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "body")] ??= issue.message;
  return { refusal: invalid(errors) };
}

const listQuery = z.object({
  q: z.string().max(200).catch(""),
  status: z.enum(ARTICLE_STATUSES).catch("all"),
  categoryId: z.string().max(100).catch("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  limit: z.coerce.number().int().min(1).max(100).catch(50),
});

/** `GET /api/admin/articles[?q=&status=&categoryId=&page=&limit=]`: every article, drafts included, newest update first. */
export async function adminArticlesJson(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const query = listQuery.parse({
    q: params.get("q") ?? "",
    status: params.get("status") ?? "all",
    categoryId: params.get("categoryId") || "all",
    page: params.get("page") ?? 1,
    limit: params.get("limit") ?? 50,
  });
  const { articles, total } = await listAdminArticles({
    q: query.q,
    status: query.status,
    categoryId: query.categoryId,
    page: query.page,
    pageSize: query.limit,
  });
  return Response.json(
    {
      total,
      page: query.page,
      articles: articles.map((article) => ({
        ...article,
        publishedAt: article.publishedAt?.toISOString() ?? null,
        updatedAt: article.updatedAt.toISOString(),
      })),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

/** `POST /api/articles` (JSON, the form's fields): 201 with the article and its version; 400 with field errors. */
export async function createArticleJson(request: Request, by: Actor): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body) return apiError(400, "Send the article as a JSON object.");
  const parsed = parseInput(body);
  if (parsed.refusal) return parsed.refusal;
  try {
    const saved = await createArticle(parsed.input, by);
    return articleResponse((await articleForEditor(saved.articleId))!, 201);
  } catch (error) {
    if (error instanceof EditInvalidError) return invalid(error.fieldErrors);
    throw error;
  }
}

/** The version a PATCH is made from: `expectedVersion` in the body, else an `If-Match` header ("3" or 3). */
function expectedVersionOf(request: Request, body: Record<string, unknown>) {
  const fromHeader = request.headers.get("if-match")?.replace(/^W\//, "").replaceAll('"', "").trim();
  return expectedVersionSchema.safeParse(body.expectedVersion ?? fromHeader);
}

/**
 * `PATCH /api/articles/{id}` (JSON; only the fields to change): the version the
 * change was made from is required (`expectedVersion` or `If-Match`: 428
 * without it), since last-writer-wins would silently lose an editor's work. 409
 * with the latest article when someone saved since; 400 with field errors; 404.
 */
export async function reviseArticleJson(request: Request, articleId: string, by: Actor): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body) return apiError(400, "Send the changes as a JSON object.");
  const expected = expectedVersionOf(request, body);
  if (!expected.success) return apiError(428, "Send the version you edited, as expectedVersion in the body or an If-Match header.");
  const current = await articleForEditor(articleId);
  if (!current) return notFound({ apiMessage: "Article not found" });
  const { expectedVersion: _version, id: _id, version: _currentVersion, ...changes } = body;
  const parsed = parseInput({ ...current.content, isPublished: current.isPublished, ...changes });
  if (parsed.refusal) return parsed.refusal;
  try {
    await reviseArticle(articleId, parsed.input, expected.data, by);
    return articleResponse((await articleForEditor(articleId))!);
  } catch (error) {
    if (error instanceof EditInvalidError) return invalid(error.fieldErrors);
    const latest = await articleForEditor(articleId);
    if (error instanceof EntryNotFoundError || !latest) return notFound({ apiMessage: "Article not found" });
    if (error instanceof EditConflictError) {
      return Response.json({ error: { message: error.message }, current: toEditorJson(latest) }, { status: 409, headers: PRIVATE_NO_STORE });
    }
    throw error;
  }
}

/** `DELETE /api/admin/articles/{id}`: 204, or 404 when there is no such article. */
export async function deleteArticleJson(articleId: string, by: Actor): Promise<Response> {
  try {
    await deleteArticle(articleId, by);
    return new Response(null, { status: 204, headers: PRIVATE_NO_STORE });
  } catch (error) {
    if (error instanceof EntryNotFoundError) return notFound({ apiMessage: "Article not found" });
    throw error;
  }
}
