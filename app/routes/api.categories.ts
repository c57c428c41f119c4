import type { LoaderFunctionArgs } from "@remix-run/node";
import { listCategories } from "@modules/catalog/index.ts";
import { requireApiAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

/**
 * `GET /api/categories`, the admin article list's category filter:
 * the catalogue's article categories (id, name, slug, description, createdAt),
 * by name; admins only (401/403), like the other admin calls. Public pages
 * name an article's category from their own loaders, not from this call.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return Response.json(await listCategories(), { headers: PRIVATE_NO_STORE });
}
