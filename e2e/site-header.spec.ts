import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, ONCE, test, withScannablePage } from "./fixtures.ts";

const mainNavigation = [
  { label: "Destinations", href: "/destinations" },
  // Issue 27: every school of the destinations, beside them.
  { label: "Schools", href: "/schools" },
  { label: "Pathways", href: "/pathways" },
  { label: "1-on-1 Guidance", href: "/guidance" },
  { label: "Application Guide", href: "/application-guide" },
  { label: "Funding", href: "/funding" },
  { label: "Student Life", href: "/student-life" },
];

const popularSearches = ["Study in Canada", "Medicine Programs", "Scholarships", "Engineering", "MBA Programs", "University of Toronto"];

const withJavaScript = () => test.info().project.name === "js";

/**
 * With JavaScript, waits until React has taken over the document (hydrateRoot
 * has run), so a search is handled by the app rather than by the plain HTML
 * form underneath. Without JavaScript there is nothing to wait for.
 */
async function ready(page: Page) {
  if (!withJavaScript()) return;
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
}

async function openSearch(page: Page) {
  await page.getByRole("banner").locator("summary", { hasText: "Search" }).click();
  const search = page.getByRole("search", { name: "Search Study Compass" });
  await expect(search).toBeVisible();
  return search;
}

test("the header lists the six sections in order and marks the current one", ONCE, async ({ page }) => {
  // /destinations may not exist yet; the header renders around the not-found screen all the same.
  await page.goto("/destinations");
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  const links = nav.getByRole("link");
  await expect(links).toHaveText(mainNavigation.map((item) => item.label));
  expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))).toEqual(mainNavigation.map((item) => item.href));
  await expect(nav.getByRole("link", { name: "Destinations" })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(page.getByRole("banner").getByRole("link", { name: "Study Compass" })).toHaveAttribute("href", "/");
});

test("on a wide screen the navigation shows inline and the menu toggle is hidden", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("banner").locator("summary", { hasText: "Menu" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Student Life" })).toBeVisible();
});

test("on a phone the menu toggle opens the menu, and following a link leaves it closed", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await ready(page);
  const banner = page.getByRole("banner");
  const nav = banner.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeHidden();

  await banner.locator("summary", { hasText: "Menu" }).click();
  for (const item of mainNavigation) await expect(nav.getByRole("link", { name: item.label })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Find Your Path" })).toBeVisible();

  await nav.getByRole("link", { name: "Pathways" }).click();
  await page.waitForURL((url) => url.pathname === "/pathways");
  await expect(nav).toBeHidden();
});

test("a search term is trimmed and sent to /search", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  const search = await openSearch(page);
  const box = search.getByRole("searchbox", { name: "Destinations, pathways, schools and scholarships" });
  await box.fill("  Study in Canada  ");
  await box.press("Enter");
  await page.waitForURL((url) => url.pathname === "/search");

  const url = new URL(page.url());
  if (withJavaScript()) {
    expect(url.search).toBe("?q=Study%20in%20Canada");
  } else {
    // The plain form sends the term as typed (q=++Study+in+Canada++); the search page trims it.
    expect(url.searchParams.get("q")?.trim()).toBe("Study in Canada");
  }
  await expect(page.getByRole("search", { name: "Search Study Compass" })).toBeHidden();
});

test("the search button submits the term too", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  const search = await openSearch(page);
  await search.getByRole("searchbox").fill("Nursing");
  await search.getByRole("button", { name: "Search" }).click();
  await page.waitForURL((url) => url.pathname === "/search");
  expect(new URL(page.url()).searchParams.get("q")).toBe("Nursing");
});

test("a blank search term goes nowhere", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  const search = await openSearch(page);
  const box = search.getByRole("searchbox");
  await box.fill("   ");
  await box.press("Enter");
  await search.getByRole("button", { name: "Search" }).click();
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe("/");
  await expect(search).toBeVisible();
});

test("the popular searches are the six chips, and a chip searches at once", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await openSearch(page);
  const chips = page.getByRole("list", { name: "Popular searches" }).getByRole("link");
  await expect(chips).toHaveText(popularSearches);

  await chips.filter({ hasText: "Medicine Programs" }).click();
  await page.waitForURL((url) => url.pathname === "/search");
  expect(new URL(page.url()).search).toBe("?q=Medicine%20Programs");
  await expect(page.getByRole("search", { name: "Search Study Compass" })).toBeHidden();
});

test("Escape closes the search panel and returns focus to its toggle", async ({ page }) => {
  test.skip(!withJavaScript(), "Closing on Escape is JavaScript's; without it the toggle closes the panel.");
  await page.goto("/");
  await ready(page);
  const search = await openSearch(page);
  await expect(search.getByRole("searchbox")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(search).toBeHidden();
  await expect(page.getByRole("banner").locator("summary", { hasText: "Search" })).toBeFocused();
});

test("a signed-out visitor sees Login and Find Your Path", ONCE, async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/api/login");
  await expect(banner.getByRole("link", { name: "Find Your Path" })).toHaveAttribute("href", "/questionnaire");
  await expect(banner.getByRole("link", { name: "My Portal" })).toHaveCount(0);
  await expect(banner.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
});

test("the footer carries the link groups, the resources link and the copyright line", ONCE, async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("© 2025, Empowering Caribbean education since 2025")).toBeVisible();
  await expect(footer.getByText(/trusted compass for global education/)).toBeVisible();
  await expect(footer.getByRole("link", { name: "Resources", exact: true })).toHaveAttribute("href", "/resources");
  await expect(footer.getByRole("link", { name: "Trinidad and Tobago" })).toHaveAttribute("href", "/destinations/trinidad-tobago");
  await expect(footer.getByRole("link", { name: "Business & Finance" })).toHaveAttribute("href", "/pathways/business-finance");
  await expect(footer.getByRole("link", { name: "Scholarships" })).toHaveAttribute("href", "/funding/scholarships");
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  await expect(footer.locator('a[href="#"], a:not([href])')).toHaveCount(0);
});

test("the home page has no accessibility violations, with the search panel closed and open", async ({ page }) => {
  await withScannablePage(page, async (scanned) => {
    await scanned.goto("/");
    await expectNoAxeViolations(scanned);
    await openSearch(scanned);
    await expectNoAxeViolations(scanned);
  });
});

test("the open phone menu has no accessibility violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await withScannablePage(page, async (scanned) => {
    await scanned.goto("/");
    await scanned.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
    await expectNoAxeViolations(scanned);
  });
});
