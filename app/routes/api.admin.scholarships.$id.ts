import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteScholarshipJson } from "~/server/admin/scholarships/scholarships-api.server.ts";
import { requireApiAdmin } from "~/server/auth.server.ts";
import { methodNotAllowed, notFound } from "~/server/http.server.ts";

/** Only DELETE exists here; a GET is not a route. */
export function loader() {
  return methodNotAllowed(["DELETE"], "Use DELETE to delete a scholarship.");
}

/** `DELETE /api/admin/scholarships/{id}` (admins only): 204, 404 for an unknown id, 401/403 otherwise. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"], "Use DELETE to delete a scholarship.");
  const user = await requireApiAdmin(request);
  if (!params.id || params.id.length > 200) return notFound({ apiMessage: "Scholarship not found" });
  return deleteScholarshipJson(request, params.id, user, context.requestId);
}
