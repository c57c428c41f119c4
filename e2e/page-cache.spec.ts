import type { Page } from "@playwright/test";
import { expect, ONCE, signUp, test } from "./fixtures.ts";

/**
 * The anonymous page cache (decision 0018) in the browser: a page
 * served from shared bytes carries no nonce, so its CSP lists its inline
 * scripts' hashes; with JavaScript it must still hydrate without a single
 * CSP violation, and a signed-in student never gets the shared bytes.
 */
const PUBLIC_PAGES = ["/", "/articles", "/articles/culture-shock-and-homesickness", "/destinations/canada", "/funding", "/search?q=nursing"];

/** Every CSP violation the page reports, from the DOM event and the console. */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
}

for (const path of PUBLIC_PAGES) {
  test(`${path} is shared from the cache and still runs under its CSP`, ONCE, async ({ page }) => {
    const violations = collectViolations(page);
    await page.goto(path);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-page-cache"]).toBe("hit");
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toContain("nonce-");
    await expect(page.locator("h1")).toHaveCount(1);
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(path);
    await hydrated(page);
    // A client-side navigation loads route modules through the same policy.
    await page.getByRole("banner").getByRole("link", { name: "Study Compass" }).first().click();
    await expect(page).toHaveURL("/");
    expect(violations).toEqual([]);
  });
}

test("a signed-in student gets a page rendered for them, never the shared bytes", ONCE, async ({ page }) => {
  await page.goto("/");
  await signUp(page);
  const response = await page.goto("/");
  expect(response?.headers()["x-page-cache"]).toBe("bypass");
  expect(response?.headers()["cache-control"]).toContain("private");
  expect(response?.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeVisible();
});
