import { data, redirect } from "@remix-run/node";
import { directoryPageBySlug } from "@modules/directory/index.ts";
import { notFound, publicCacheHeaders } from "~/server/http.server.ts";

/**
 * `/schools/{slug}` when no profiled school has the slug (issue 27 item 1): a
 * listed directory entry's page; a linked entry's slug leads to the profiled
 * school it is; anything else is a 404.
 */
export async function directoryEntryReply(request: Request, slug: string) {
  const page = await directoryPageBySlug(slug);
  if (!page) throw notFound();
  if (page.kind === "profiled") throw redirect(`/schools/${page.schoolSlug}`);
  return data({ kind: "directory" as const, entry: page.entry, destination: page.destination }, { headers: publicCacheHeaders(request) });
}
