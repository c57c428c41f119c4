import type { LoaderFunctionArgs } from "@remix-run/node";
import { EDITORIAL_AUTHOR, listPublishedArticles } from "@modules/content/index.ts";
import { siteOrigin } from "~/server/http.server.ts";
import { escapeXml } from "~/utils/xml.ts";

/** RSS 2.0 feed of the newest published articles. */
export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request);
  const articles = await listPublishedArticles({ limit: 30 });
  const items = articles.map((article) => {
    const url = `${origin}/articles/${article.slug}`;
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      article.publishedAt ? `      <pubDate>${article.publishedAt.toUTCString()}</pubDate>` : "",
      article.excerpt ? `      <description>${escapeXml(article.excerpt)}</description>` : "",
      article.categoryId ? `      <category>${escapeXml(article.categoryId)}</category>` : "",
      `      <dc:creator>${escapeXml(EDITORIAL_AUTHOR)}</dc:creator>`,
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    "    <title>Study Compass</title>",
    `    <link>${escapeXml(origin)}/</link>`,
    `    <atom:link href="${escapeXml(origin)}/rss.xml" rel="self" type="application/rss+xml" />`,
    "    <description>Guides for Caribbean students on applying abroad, funding and student life.</description>",
    "    <language>en</language>",
    ...items,
    "  </channel>",
    "</rss>",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600, s-maxage=600" },
  });
}
