import type { LoaderFunctionArgs } from "@remix-run/node";
import { savedContentJson } from "~/server/portal/saved-content-api.server.ts";
import { requireApiStudent } from "~/server/auth.server.ts";

/** `GET /api/portal/saved-articles`: id, contentType, contentId, status, priority, savedAt, personalNotes, title; 401 signed out. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiStudent(request);
  return savedContentJson(user.id, "article");
}
