import type { LoaderFunctionArgs } from "@remix-run/node";
import { checklistsJson } from "~/server/portal/tasks/checklists-api.server.ts";
import { requireApiStudent } from "~/server/auth.server.ts";

/** `GET /api/portal/checklists`: the student's checklists with their progress; 401 signed out. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiStudent(request);
  return checklistsJson(user.id);
}
