import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminArticlesJson } from "~/server/admin/articles/articles-api.server.ts";
import { requireApiAdmin } from "~/server/auth.server.ts";

/** `GET /api/admin/articles`: every article including drafts; admins only (401/403). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return adminArticlesJson(request);
}
