import type { LoaderFunctionArgs } from "@remix-run/node";
import { catalogSitemapEntries } from "@modules/catalog/index.ts";
import { articleSitemapEntries } from "@modules/content/index.ts";
import { scholarshipSitemapEntries } from "@modules/funding/index.ts";
import { siteOrigin } from "~/server/http.server.ts";
import { escapeXml } from "~/utils/xml.ts";

const STATIC_PATHS = [
  "/",
  "/destinations",
  "/schools",
  "/pathways",
  "/guidance",
  "/application-guide",
  "/funding",
  "/funding/scholarships",
  "/funding/calendar",
  "/student-life",
  "/articles",
  "/counselors",
  "/questionnaire",
  "/resources",
  "/contact",
  "/privacy",
  "/terms",
];

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request);
  const entries = [
    ...STATIC_PATHS.map((path) => ({ path, updatedAt: null as Date | null })),
    ...(await catalogSitemapEntries()),
    ...(await articleSitemapEntries()),
    ...(await scholarshipSitemapEntries()),
  ];
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
