import { expect, expectNoAccessibilityViolations, ONCE, test } from "./fixtures.ts";

const LEGAL_PAGES = [
  { link: "Privacy Policy", path: "/privacy" },
  { link: "Terms of Service", path: "/terms" },
  { link: "Contact", path: "/contact" },
] as const;

for (const { link, path } of LEGAL_PAGES) {
  test(`the footer's "${link}" link leads to its page`, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(link);
    expect((await page.request.get(path)).status()).toBe(200);
  });
}

test('the privacy policy has a section "If you are under 18"', async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 2, name: "If you are under 18" })).toBeVisible();
});

test("/resources answers 200 and every link on it answers 200", ONCE, async ({ page }) => {
  const response = await page.goto("/resources");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources");
  const hrefs = await page
    .getByRole("main")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs).toContain("/funding/calendar");
  expect(hrefs).toContain("/downloads/caribbean-funding-guide.txt");
  for (const href of new Set(hrefs)) expect((await page.request.get(href)).status(), href).toBe(200);
});

test("the resources, privacy, terms and contact pages have no accessibility violations", ONCE, async ({ page }) => {
  for (const path of ["/resources", "/privacy", "/terms", "/contact"]) {
    await page.goto(path);
    await expectNoAccessibilityViolations(page);
  }
});
