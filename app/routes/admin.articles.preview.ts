import type { ActionFunctionArgs } from "@remix-run/node";
import { articlePreviewAction } from "~/server/admin/articles/article-form.server.ts";
import { requireAdmin } from "~/server/auth.server.ts";
import { methodNotAllowed } from "~/server/http.server.ts";

/** The editor posts here; without a loader, Remix answered a GET 400 "Unexpected Server Error". */
export function loader() {
  return methodNotAllowed(["POST"], "Use POST to preview an article.");
}

/** `POST /admin/articles/preview` (content) → the live preview's sanitised HTML; admins only. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"], "Use POST to preview an article.");
  await requireAdmin(request);
  return articlePreviewAction(request);
}
