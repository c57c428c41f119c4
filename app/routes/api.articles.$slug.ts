import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { publishedArticle } from "@modules/content/index.ts";
import { reviseArticleJson } from "~/server/admin/articles/articles-api.server.ts";
import { requireApiAdmin } from "~/server/auth.server.ts";
import { json, methodNotAllowed, notFound } from "~/server/http.server.ts";

/** A slug or id worth looking up: anything else (control characters, absurd lengths) cannot name an article. */
const articleKey = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^\p{Cc}]+$/u);

/** `GET /api/articles/{slug or id}` → one published article with its `content` and `contentHtml`, or 404 (drafts too). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = articleKey.safeParse(params.slug);
  const article = key.success ? await publishedArticle(key.data) : null;
  return article ? json(article, request) : notFound({ apiMessage: "Article not found" });
}

/** `PATCH /api/articles/{id}` revises an article from the version the editor loaded; admins only (401/403). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(["GET", "PATCH"], "Use PATCH to change an article.");
  const user = await requireApiAdmin(request);
  return reviseArticleJson(request, params.slug ?? "", { actor: user.id, requestId: context.requestId });
}
