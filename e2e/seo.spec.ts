import { expect, test } from "./fixtures.ts";

test("sitemap.xml lists every destination, school and pathway", async ({ request }) => {
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

test("sitemap.xml lists every published article and the scholarships page", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const feed = await (await request.get("/rss.xml")).text();
  const slugs = [...feed.matchAll(/<link>[^<]*\/articles\/([^<]+)<\/link>/g)].map((match) => match[1]);
  expect(slugs.length).toBeGreaterThanOrEqual(18);
  for (const slug of slugs) expect(xml).toContain(`/articles/${slug}</loc>`);
  expect(xml).toContain("/funding/scholarships</loc>");
});

test("rss.xml is a valid RSS 2.0 feed of published articles, newest first", async ({ request, page }) => {
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

test("robots.txt points at the sitemap and keeps crawlers out of private areas", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("Sitemap: ");
  expect(text).toContain("/sitemap.xml");
  expect(text).toContain("Disallow: /portal/");
});

test("the home page has a title, description, canonical URL and Open Graph tags", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Study Compass");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Caribbean students/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Study Compass");
});
