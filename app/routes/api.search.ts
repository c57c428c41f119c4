import type { LoaderFunctionArgs } from "@remix-run/node";
import { todayUtc } from "@modules/platform/index.ts";
import { searchSite } from "@modules/search/index.ts";
import { json, apiError } from "~/server/http.server.ts";

/** `GET /api/search?q=` → `{ articles, destinations, pathways, scholarships, schools }`. */
export async function loader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  if (!q.trim()) return apiError(400, "Give a search term in q");
  const { query: _query, ...results } = await searchSite(q, { today: todayUtc() });
  return json(results, request);
}
