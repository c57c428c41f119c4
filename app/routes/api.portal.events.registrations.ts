import type { LoaderFunctionArgs } from "@remix-run/node";
import { registrationsJson } from "~/components/portal/events/events-api.server.ts";
import { requireApiStudent } from "~/utils/auth.server.ts";

/** `GET /api/portal/events/registrations`: the signed-in student's registrations; 401 signed out. */
export async function loader({ request }: LoaderFunctionArgs) {
  return registrationsJson(await requireApiStudent(request));
}
