import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteArticleJson } from "~/server/admin/articles/articles-api.server.ts";
import { requireApiAdmin } from "~/server/auth.server.ts";
import { methodNotAllowed } from "~/server/http.server.ts";

/** Only DELETE exists here: without a loader, Remix answered a GET 400 "Unexpected Server Error". */
export function loader() {
  return methodNotAllowed(["DELETE"], "Use DELETE to delete an article.");
}

/** `DELETE /api/admin/articles/{id}`: admins only (401/403). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"], "Use DELETE to delete an article.");
  const user = await requireApiAdmin(request);
  return deleteArticleJson(params.id ?? "", { actor: user.id, requestId: context.requestId });
}
