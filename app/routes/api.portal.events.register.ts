import type { ActionFunctionArgs } from "@remix-run/node";
import { eventIdFromBody, registerJson } from "~/server/portal/events/events-api.server.ts";
import { requireApiStudent } from "~/server/auth.server.ts";
import { methodNotAllowed } from "~/server/http.server.ts";

export function loader() {
  return methodNotAllowed(["POST"], "Use POST to register for an event.");
}

/** `POST /api/portal/events/register` (`eventId` in a JSON or form body): the events screen's registration. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"], "Use POST to register for an event.");
  const user = await requireApiStudent(request);
  return registerJson(user, await eventIdFromBody(request), context.requestId);
}
