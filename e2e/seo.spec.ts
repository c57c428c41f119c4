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
