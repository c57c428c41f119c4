import type { LoaderFunctionArgs } from "@remix-run/node";
import { registrationsJson } from "~/server/portal/events/events-api.server.ts";
import { requireApiStudent } from "~/server/auth.server.ts";

/** `GET /api/portal/events/registrations`: the signed-in student's registrations; 401 signed out. */
export async function loader({ request }: LoaderFunctionArgs) {
  return registrationsJson(await requireApiStudent(request));
}
