import type { ActionFunctionArgs } from "@remix-run/node";
import { articlePreviewAction } from "~/components/admin/articles/article-form.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";

/** `POST /admin/articles/preview` (content) → the live preview's sanitised HTML; admins only. */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return articlePreviewAction(request);
}
