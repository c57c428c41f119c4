import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventsJson } from "~/server/portal/events/events-api.server.ts";
import { requireApiStudent } from "~/server/auth.server.ts";

/** `GET /api/portal/exclusive-events` (the hub's list): every event, upcoming and completed; 401 signed out. */
export async function loader({ request }: LoaderFunctionArgs) {
  return eventsJson(await requireApiStudent(request));
}
