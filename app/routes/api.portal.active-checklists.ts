import type { LoaderFunctionArgs } from "@remix-run/node";
import { activeChecklistsJson } from "~/server/portal/tasks/checklists-api.server.ts";
import { requireApiStudent } from "~/server/auth.server.ts";

/** `GET /api/portal/active-checklists`: the student's active checklists with their tasks; 401 signed out. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiStudent(request);
  return activeChecklistsJson(user.id);
}
