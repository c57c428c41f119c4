import type { LoaderFunctionArgs } from "@remix-run/node";
import { checklistLibraryJson } from "~/server/portal/tasks/checklists-api.server.ts";
import { requireApiStudent } from "~/server/auth.server.ts";

/** `GET /api/portal/checklist-library`: the 22 templates with their tasks; 401 signed out. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiStudent(request);
  return checklistLibraryJson();
}
