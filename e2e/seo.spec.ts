import { readdirSync, readFileSync } from "node:fs";
import { expect, ONCE, test } from "./fixtures.ts";

test("sitemap.xml lists every destination, school and pathway", ONCE, async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const destinations = await (await request.get("/api/destinations")).json();
  const pathways = await (await request.get("/api/pathways")).json();
  const schools = await (await request.get("/api/schools")).json();
  for (const destination of destinations) expect(xml).toContain(`/destinations/${destination.slug}</loc>`);
  for (const pathway of pathways) expect(xml).toContain(`/pathways/${pathway.slug}</loc>`);
  for (const school of schools) expect(xml).toContain(`/schools/${school.slug}</loc>`);
});

test("sitemap.xml lists every published article and the scholarships page", ONCE, async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const feed = await (await request.get("/rss.xml")).text();
  const slugs = [...feed.matchAll(/<link>[^<]*\/articles\/([^<]+)<\/link>/g)].map((match) => match[1]);
  expect(slugs.length).toBeGreaterThanOrEqual(18);
  for (const slug of slugs) expect(xml).toContain(`/articles/${slug}</loc>`);
  expect(xml).toContain("/funding/scholarships</loc>");
});

test("rss.xml is a valid RSS 2.0 feed of published articles, newest first", ONCE, async ({ request, page }) => {
  const response = await request.get("/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const feed = await response.text();
  expect(feed).toContain('<rss version="2.0"');
  const dates = [...feed.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((match) => Date.parse(match[1]!));
  expect(dates.length).toBeGreaterThanOrEqual(18);
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  await page.goto("/");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/rss.xml");
});

test("robots.txt points at the sitemap and keeps crawlers out of private areas", ONCE, async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("Sitemap: ");
  expect(text).toContain("/sitemap.xml");
  expect(text).toContain("Disallow: /portal/");
});

test("the home page has a title, description, canonical URL and Open Graph tags", ONCE, async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Study Compass");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Caribbean students/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Study Compass");
});

/**
 * Every page route's address as a signed-out visitor reaches it, read from app/routes (flat routes: `.` is `/`,
 * `_index` and a trailing `_` add nothing, `$` is any path, `$slug` a real slug from the sitemap where the sitemap
 * has one). Resource routes (no default export) are not pages.
 */
function pagePaths(sitemapPaths: string[]): string[] {
  return readdirSync("app/routes")
    .filter((file) => /\.tsx?$/.test(file) && /^export default /m.test(readFileSync(`app/routes/${file}`, "utf8")))
    .map((file) => {
      const segments: string[] = [];
      for (const segment of file.replace(/\.tsx?$/, "").split(".")) {
        if (segment === "_index") continue;
        const prefix = `/${segments.join("/")}`;
        if (segment === "$") segments.push("no-such-page");
        else if (segment.startsWith("$")) {
          const sample = sitemapPaths.find((path) => path.startsWith(`${prefix}/`) && path.split("/").length === segments.length + 2);
          segments.push(sample?.split("/").at(-1) ?? "no-such-id");
        } else segments.push(segment.replace(/_$/, ""));
      }
      return `/${segments.join("/")}`;
    });
}

test("every page has a title, the Access Denied ones included", ONCE, async ({ page }) => {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const sitemapPaths = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
  const paths = pagePaths(sitemapPaths);
  expect(paths).toEqual(expect.arrayContaining(["/", "/portal/saved", "/portal/events", "/admin", "/no-such-page"]));

  const titles = new Map<string, string>();
  for (const path of paths) {
    const html = await (await page.request.get(path)).text();
    titles.set(path, /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "(none)");
  }
  const untitled = [...titles].filter(([, title]) => !/^(.+ \| )?Study Compass$/.test(title.replace("&amp;", "&")));
  expect(untitled, "pages whose <title> is missing or is not '… | Study Compass'").toEqual([]);

  for (const path of ["/portal/saved", "/portal/events"]) {
    expect((await page.goto(path))?.status()).toBe(401);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Denied");
    await expect(page).toHaveTitle("Access Denied | Study Compass");
  }
});
