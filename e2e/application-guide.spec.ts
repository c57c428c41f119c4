import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectNoAccessibilityViolations, oddQueryStatus, ONCE, test } from "./fixtures.ts";

const withJavaScript = () => test.info().project.name === "js";

async function ready(page: Page) {
  if (!withJavaScript()) return;
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
}

/** The seed's application guides, newest first. */
const GUIDES = [
  "Student Visas Explained: Canada Study Permit, UK Student Visa and US F-1",
  "The Common App Essay: A Guide for Caribbean Applicants",
  "Writing Your UCAS Personal Statement: The Three-Question Format",
  "UWI or Study Abroad? How to Make the Right Choice",
  "CXC Certificates, E-Certificates and Transcripts: Getting Your Documents Ready",
  "SAT, ACT and Test-Optional Admissions: What Caribbean Students Need to Know",
  "Your Study Abroad Application Timeline: What to Do and When",
  "How Universities in the UK, Canada and the US Read Your CSEC and CAPE Results",
];

const SEARCH_LABEL = "Search guides by title or summary";

function guidesRegion(page: Page) {
  return page.getByRole("region", { name: /^(All application guides|Search results)$/ });
}

function guideTitles(page: Page) {
  return guidesRegion(page).getByRole("article").getByRole("heading", { level: 3 });
}

async function searchFor(page: Page, term: string) {
  await page.getByLabel(SEARCH_LABEL).fill(term);
  await guidesRegion(page).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/application-guide" && url.searchParams.get("q") === term);
}

test("the Application Playbook shows the six-step timeline from the spec, in order", ONCE, async ({ page }) => {
  const response = await page.goto("/application-guide");
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application Playbook");

  const timeline = page.getByRole("region", { name: "Your application timeline" });
  const steps = timeline.getByRole("list").first().locator(":scope > li");
  await expect(steps).toHaveCount(6);
  await expect(steps.locator(".timeline-when")).toHaveText([
    "6-12 months before",
    "4-6 months before",
    "3-4 months before",
    "2-3 months before",
    "1-2 months before",
    "At the deadline",
  ]);
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
    "Research",
    "Gather documents",
    "Write your personal statement",
    "Submit applications",
    "Prepare for interviews",
    "Accept your offer",
  ]);
  expect(
    await timeline
      .getByRole("list")
      .first()
      .evaluate((list) => list.tagName),
  ).toBe("OL");
  await timeline.getByRole("link", { name: "Read the full month-by-month timeline guide" }).click();
  await expect(page).toHaveURL("/articles/study-abroad-application-timeline");
});

test("every application guide is a card linking to its article, newest first", ONCE, async ({ page }) => {
  await page.goto("/application-guide");
  await expect(guideTitles(page)).toHaveText(GUIDES);
  await expect(guidesRegion(page).getByText("8 guides", { exact: true })).toBeVisible();
  const cards = guidesRegion(page).getByRole("article");
  await expect(cards.locator(".badge")).toHaveText(Array(8).fill("Application Guide"));
  await expect(cards.first()).toContainText("4 min read");
  await expect(cards.first().locator("time")).toHaveText("8 September 2026");
  await guidesRegion(page).getByRole("link", { name: GUIDES[3]! }).click();
  await expect(page).toHaveURL("/articles/uwi-or-study-abroad");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(GUIDES[3]!);
});

test("the must-read guides are the featured guides, then the newest, three in all", ONCE, async ({ page }) => {
  await page.goto("/application-guide");
  const mustRead = page.getByRole("region", { name: "Must-read guides" });
  await expect(mustRead.getByRole("heading", { level: 3 })).toHaveText([
    "Your Study Abroad Application Timeline: What to Do and When",
    "How Universities in the UK, Canada and the US Read Your CSEC and CAPE Results",
    "Student Visas Explained: Canada Study Permit, UK Student Visa and US F-1",
  ]);
  await expect(mustRead.getByRole("link", { name: /^How Universities/ })).toHaveAttribute("href", "/articles/how-universities-read-csec-and-cape");
});

test("the guide search matches title or excerpt, case-insensitively", async ({ page }) => {
  await page.goto("/application-guide");
  await ready(page);
  // "visa" is in one title and in another guide's excerpt ("visa officers").
  await searchFor(page, "VISA");
  await expect(guideTitles(page)).toHaveText([GUIDES[0]!, GUIDES[4]!]);
  await expect(page.getByText("2 articles match “VISA”.")).toBeVisible();
  await expect(page.getByLabel(SEARCH_LABEL)).toHaveValue("VISA");

  await searchFor(page, "personal statement");
  await expect(guideTitles(page)).toHaveText([GUIDES[2]!]);
  await expect(page.getByText("1 article matches “personal statement”.")).toBeVisible();
});

test("with JavaScript the guides follow the typing; without it the form submits as a GET", async ({ page }) => {
  await page.goto("/application-guide");
  await ready(page);
  const box = page.getByLabel(SEARCH_LABEL);
  if (withJavaScript()) {
    await box.pressSequentially("essay");
    await expect(page).toHaveURL("/application-guide?q=essay");
    await expect(guideTitles(page)).toHaveText([GUIDES[1]!]);
    await expect(box).toBeFocused();
    await box.fill("");
    await expect(page).toHaveURL("/application-guide");
    await expect(guideTitles(page)).toHaveText(GUIDES);
  } else {
    await box.fill("essay");
    await box.press("Enter");
    // The fragment brings the reader back to the results.
    await expect(page).toHaveURL("/application-guide?q=essay#guides");
    await expect(guideTitles(page)).toHaveText([GUIDES[1]!]);
  }
});

test("no match shows 'No articles found' with 'Clear search' back to every guide", async ({ page }) => {
  await page.goto("/application-guide?q=underwater-basket-weaving");
  const results = guidesRegion(page);
  await expect(results.getByRole("heading", { name: "No articles found" })).toBeVisible();
  await expect(results.getByRole("article")).toHaveCount(0);
  const clear = results.getByRole("link", { name: "Clear search" });
  await expect(clear).toHaveAttribute("href", "/application-guide#guides");
  await clear.click();
  await expect(page).toHaveURL("/application-guide#guides");
  await expect(guideTitles(page)).toHaveText(GUIDES);
  await expect(page.getByLabel(SEARCH_LABEL)).toHaveValue("");
});

test("odd search input is searched safely and shown escaped, never a 500", ONCE, async ({ page, request }) => {
  const oddTerms = ["' or 1=1 --", "<script>alert(1)</script>", "100%", "_", "\\", "Visa ☕ ビザ 🛂", '"quoted"; DROP TABLE articles;'];
  for (const term of oddTerms) {
    const response = await page.goto(`/application-guide?q=${encodeURIComponent(term)}`);
    expect(response?.status(), term).toBe(200);
    await expect(page.getByLabel(SEARCH_LABEL)).toHaveValue(term);
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(page.getByText(`No articles match “${term}”.`)).toBeVisible();
  }
  await page.goto(`/application-guide?q=${encodeURIComponent("<b id=injected>bold</b>")}`);
  await expect(page.locator("#injected")).toHaveCount(0);

  const longResponse = await page.goto(`/application-guide?q=${encodeURIComponent("🛂".repeat(500))}`);
  expect(longResponse?.status()).toBe(200);
  await expect(page.getByLabel(SEARCH_LABEL)).toHaveValue("🛂".repeat(100));

  for (const query of ["q=%00", "q=%FF%FE", "q=a&q=b", "q[]=x", "q=%E0%A4%A", "q=" + "x".repeat(3000)]) {
    expect((await request.get(`/application-guide?${query}`)).status(), query).toBe(oddQueryStatus(query));
  }
});

/** A download link's file: served, plain UTF-8 text, and as big as the page says. */
async function expectRealDownload(request: APIRequestContext, item: Locator, link: Locator, title: string) {
  await expect(link).toHaveAttribute("download", "");
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/downloads\/[a-z0-9-]+\.txt$/);
  const file = await request.get(href);
  expect(file.status(), href).toBe(200);
  expect(file.headers()["content-type"]).toMatch(/^text\/plain; charset=utf-8$/i);
  const body = await file.body();
  const text = new TextDecoder("utf-8", { fatal: true }).decode(body);
  expect(text).toContain(title);
  expect(text.length).toBeGreaterThan(1000);
  const kilobytes = Math.max(1, Math.round(body.length / 1024));
  await expect(item.locator(".download-size")).toHaveText(`TXT, ${kilobytes} KB`);
}

test("the downloadable resources are real text files, each with its type and size", ONCE, async ({ page, request }) => {
  await page.goto("/application-guide");
  const resources = page.getByRole("region", { name: "Downloadable resources" });
  const items = resources.getByRole("listitem");
  await expect(items.getByRole("heading", { level: 3 })).toHaveText([
    "Caribbean Student Application Checklist",
    "Application Document Checklist",
    "Personal Statement Planner",
  ]);
  for (const title of ["Caribbean Student Application Checklist", "Application Document Checklist", "Personal Statement Planner"]) {
    const item = items.filter({ has: page.getByRole("heading", { name: title }) });
    await expectRealDownload(request, item, item.getByRole("link", { name: `Download ${title}` }), title);
  }
});

test("the page carries its title, description and canonical URL", ONCE, async ({ page, baseURL }) => {
  await page.goto("/application-guide");
  await expect(page).toHaveTitle("Application Playbook | Study Compass");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/application-guide`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /six-step timeline/);
});

// The page and its empty state (a search with results is the same markup as the page).
for (const path of ["/application-guide", "/application-guide?q=nothing-matches-this"]) {
  test(`${path} passes an axe scan`, ONCE, async ({ page }) => {
    await page.goto(path);
    await expectNoAccessibilityViolations(page);
  });
}
