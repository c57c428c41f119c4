import type { ActionFunctionArgs } from "@remix-run/node";
import { registerJson } from "~/server/portal/events/events-api.server.ts";
import { requireApiStudent } from "~/server/auth.server.ts";
import { methodNotAllowed } from "~/server/http.server.ts";

export function loader() {
  return methodNotAllowed(["POST"], "Use POST to register for an event.");
}

/** `POST /api/portal/events/{id}/register` (no body): the hub's registration. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"], "Use POST to register for an event.");
  const user = await requireApiStudent(request);
  return registerJson(user, params.id, context.requestId);
}
