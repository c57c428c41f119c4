import { expect, test } from "@playwright/test";
import { ONCE } from "./fixtures.ts";

test("the home page is server-rendered with one h1, a main landmark and the footer line", ONCE, async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("main")).toHaveCount(1);
  await expect(page.getByText("© 2025, Empowering Caribbean education since 2025")).toBeVisible();
});

test("an unknown path answers 404 with the not-found screen", ONCE, async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("a page rendered for one visitor carries the security headers with its own CSP nonce", ONCE, async ({ request }) => {
  // A cookie makes the page personal; an anonymous one is shared, its scripts allowed by hash (page-cache.spec.ts).
  const first = await request.get("/", { headers: { Cookie: "__session=anything" } });
  const second = await request.get("/", { headers: { Cookie: "__session=anything" } });
  const csp = first.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(second.headers()["content-security-policy"]).not.toBe(csp);
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});

test("a state change started by another site is refused", ONCE, async ({ request }) => {
  const response = await request.post("/api/logout", { headers: { Origin: "https://evil.example" }, form: {} });
  expect(response.status()).toBe(403);
});

test("healthz answers 200 when the database and Redis are reachable", ONCE, async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok", database: true, redis: true });
});
