import type { LoaderFunctionArgs } from "@remix-run/node";
import { catalogSitemapEntries } from "@modules/catalog/index.ts";
import { siteOrigin } from "~/utils/http.server.ts";

const STATIC_PATHS = ["/", "/destinations", "/pathways", "/guidance", "/application-guide", "/funding", "/student-life", "/counselors", "/questionnaire"];

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request);
  const entries = [...STATIC_PATHS.map((path) => ({ path, updatedAt: null as Date | null })), ...(await catalogSitemapEntries())];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (entry) =>
        `  <url><loc>${escapeXml(origin + entry.path)}</loc>${entry.updatedAt ? `<lastmod>${entry.updatedAt.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600, s-maxage=3600" },
  });
}
