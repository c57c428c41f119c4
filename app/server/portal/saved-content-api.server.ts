import { savedItemsOf, type ContentType, type SavedItemView } from "@modules/portal/index.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

/** A saved item in the JSON API (title null once its content is no longer available). */
function toSavedContentJson(item: SavedItemView) {
  return {
    id: item.id,
    contentType: item.contentType,
    contentId: item.contentId,
    status: item.status,
    priority: item.priority,
    savedAt: item.savedAt.toISOString(),
    personalNotes: item.personalNotes,
    title: item.title,
    path: item.path,
  };
}

/** The reply of /api/portal/saved-content, -articles and -scholarships: the signed-in student's own items, newest first. */
export async function savedContentJson(userId: string, contentType?: ContentType): Promise<Response> {
  const items = await savedItemsOf(userId, { contentType });
  return Response.json(items.map(toSavedContentJson), { headers: PRIVATE_NO_STORE });
}
