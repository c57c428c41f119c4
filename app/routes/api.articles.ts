import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { listPublishedArticles } from "@modules/content/index.ts";
import { normalizeSearchTerm } from "@modules/platform/text.ts";
import { createArticleJson } from "~/server/admin/articles/articles-api.server.ts";
import { requireApiAdmin } from "~/server/auth.server.ts";
import { json, methodNotAllowed } from "~/server/http.server.ts";

const MAX_LIMIT = 100;

/**
 * `limit` is clamped to 1-100 and ignored when it is not a number; an empty or
 * odd `categoryId` is made safe to query with (it simply matches nothing).
 */
const articlesQuery = z.object({
  limit: z
    .string()
    .nullable()
    .catch(null)
    .transform((raw) => {
      const limit = raw?.trim() ? Number(raw) : Number.NaN;
      return Number.isFinite(limit) ? Math.min(MAX_LIMIT, Math.max(1, Math.trunc(limit))) : null;
    }),
  categoryId: z
    .string()
    .nullable()
    .catch(null)
    .transform((raw) => normalizeSearchTerm(raw) || null),
});

/**
 * `GET /api/articles[?limit=&categoryId=]` → published articles, newest first, with
 * the spec's field names. The body (`content`, `contentHtml`) is left to
 * `GET /api/articles/{slug}`, so a list stays light (and never reads it).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const searchParams = new URL(request.url).searchParams;
  const { limit, categoryId } = articlesQuery.parse({ limit: searchParams.get("limit"), categoryId: searchParams.get("categoryId") });
  const articles = await listPublishedArticles({ categoryId: categoryId ?? undefined, limit: limit ?? undefined });
  return json(articles, request);
}

/** `POST /api/articles` creates an article; admins only (401/403), the form's validation. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"], "Use POST to create an article.");
  const user = await requireApiAdmin(request);
  return createArticleJson(request, { actor: user.id, requestId: context.requestId });
}
