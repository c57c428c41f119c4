import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/server/http.server.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  const body = ["User-agent: *", "Disallow: /portal/", "Disallow: /admin", "Disallow: /api/", `Sitemap: ${siteOrigin(request)}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
