import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteArticleJson } from "~/components/admin/articles/articles-api.server.ts";
import { apiError } from "~/utils/api.server.ts";
import { requireApiAdmin } from "~/utils/auth.server.ts";

/** Spec §7: `DELETE /api/admin/articles/{id}`; admins only (401/403). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireApiAdmin(request);
  if (request.method !== "DELETE") return apiError(405, "Use DELETE to delete an article.");
  return deleteArticleJson(params.id ?? "", { actor: user.id, requestId: context.requestId });
}
