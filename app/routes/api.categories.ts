import type { LoaderFunctionArgs } from "@remix-run/node";
import { listCategories } from "@modules/catalog/index.ts";
import { json } from "~/utils/http.server.ts";

/** `GET /api/categories` → the article categories (id, name, slug, description, createdAt), by name. */
export async function loader({ request }: LoaderFunctionArgs) {
  return json(await listCategories(), request);
}
