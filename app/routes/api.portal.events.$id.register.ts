import type { ActionFunctionArgs } from "@remix-run/node";
import { registerJson } from "~/components/portal/events/events-api.server.ts";
import { methodNotAllowed } from "~/utils/api.server.ts";
import { requireApiStudent } from "~/utils/auth.server.ts";

export function loader() {
  return methodNotAllowed(["POST"], "Use POST to register for an event.");
}

/** `POST /api/portal/events/{id}/register` (no body): the hub's registration. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"], "Use POST to register for an event.");
  const user = await requireApiStudent(request);
  return registerJson(user, params.id, context.requestId);
}
