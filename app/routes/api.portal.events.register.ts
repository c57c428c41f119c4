import type { ActionFunctionArgs } from "@remix-run/node";
import { eventIdFromBody, registerJson } from "~/components/portal/events/events-api.server.ts";
import { methodNotAllowed } from "~/utils/api.server.ts";
import { requireApiStudent } from "~/utils/auth.server.ts";

export function loader() {
  return methodNotAllowed(["POST"], "Use POST to register for an event.");
}

/** `POST /api/portal/events/register` (`eventId` in a JSON or form body): the events screen's registration. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"], "Use POST to register for an event.");
  const user = await requireApiStudent(request);
  return registerJson(user, await eventIdFromBody(request), context.requestId);
}
