import type { Page } from "@playwright/test";
import { expect, expectNoAccessibilityViolations, oddQueryStatus, ONCE, test } from "./fixtures.ts";

const withJavaScript = () => test.info().project.name === "js";

async function ready(page: Page) {
  if (!withJavaScript()) return;
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
}

/** The seed's student-life articles, newest first. */
const ARTICLES = [
  "Staying Connected: Caribbean Student Associations and Links With Home",
  "Your First Week Abroad: A Checklist for Caribbean Students",
  "Money and Banking When You Arrive: A Practical Guide",
  "Finding Student Housing Abroad and Avoiding Rental Scams",
  "Working Part-Time While Studying Abroad: Know the Rules First",
  "Looking After Your Mental Health While Studying Abroad",
  "Surviving Your First Winter: A Caribbean Student's Guide to Cold, Dark Months",
  "Culture Shock and Homesickness: What to Expect and How to Cope",
];

const SEARCH_LABEL = "Search student life articles by title or summary";

function articlesRegion(page: Page) {
  return page.getByRole("region", { name: /^(Student life articles|Search results)$/ });
}

function articleTitles(page: Page) {
  return articlesRegion(page).getByRole("article").getByRole("heading", { level: 3 });
}

test("the student life page has its hero, four topics and two illustrative success stories", ONCE, async ({ page }) => {
  const response = await page.goto("/student-life");
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Student Life Abroad");

  const topics = page.getByRole("region", { name: "Explore by topic" });
  await expect(topics.getByRole("heading", { level: 3 })).toHaveText([
    "Cultural Adaptation",
    "Housing & Accommodation",
    "Mental Health & Wellness",
    "Pre-Departure Planning",
  ]);

  const stories = page.getByRole("region", { name: "Success stories" });
  await expect(stories.getByRole("figure")).toHaveCount(2);
  await expect(stories.locator("figcaption strong")).toHaveText(["Kezia", "Andre"]);
  await expect(stories.getByText(/^Illustrative stories/)).toBeVisible();
});

test("each topic card searches the student life articles for its subject", async ({ page }) => {
  await page.goto("/student-life");
  const topics = page.getByRole("region", { name: "Explore by topic" });
  const expected: [string, string, string[]][] = [
    ["Cultural Adaptation", "culture", [ARTICLES[5]!, ARTICLES[7]!]],
    ["Housing & Accommodation", "housing", [ARTICLES[3]!]],
    ["Mental Health & Wellness", "mental health", [ARTICLES[5]!]],
    ["Pre-Departure Planning", "your first", [ARTICLES[1]!, ARTICLES[2]!, ARTICLES[6]!, ARTICLES[7]!]],
  ];
  for (const [topic, q, titles] of expected) {
    const link = topics.getByRole("link", { name: topic });
    await expect(link).toHaveAttribute("href", `/student-life?q=${encodeURIComponent(q)}#student-life-articles`);
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === "/student-life" && url.searchParams.get("q") === q);
    await expect(articleTitles(page)).toHaveText(titles);
    await expect(page.getByLabel(SEARCH_LABEL)).toHaveValue(q);
    await expect(topics.getByRole("link", { name: topic })).toHaveAttribute("aria-current", "true");
  }
});

test("the article grid lists every student life article, each linking to its page", ONCE, async ({ page }) => {
  await page.goto("/student-life");
  await expect(articleTitles(page)).toHaveText(ARTICLES);
  await expect(articlesRegion(page).getByRole("article").locator(".badge")).toHaveText(Array(8).fill("Student Life"));
  await articlesRegion(page).getByRole("link", { name: ARTICLES[6]! }).click();
  await expect(page).toHaveURL("/articles/surviving-your-first-winter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ARTICLES[6]!);
});

test("the search matches title or excerpt; with JavaScript it follows the typing", async ({ page }) => {
  await page.goto("/student-life");
  await ready(page);
  const box = page.getByLabel(SEARCH_LABEL);
  if (withJavaScript()) {
    await box.pressSequentially("WINTER");
    await expect(page).toHaveURL("/student-life?q=WINTER");
    await expect(articleTitles(page)).toHaveText([ARTICLES[6]!]);
    await expect(box).toBeFocused();
    await box.fill("");
    await expect(page).toHaveURL("/student-life");
    await expect(articleTitles(page)).toHaveText(ARTICLES);
  } else {
    await box.fill("WINTER");
    await box.press("Enter");
    await expect(page).toHaveURL("/student-life?q=WINTER#student-life-articles");
    await expect(articleTitles(page)).toHaveText([ARTICLES[6]!]);
  }
  // "a new culture" is only in the mental health article's excerpt.
  await page.goto("/student-life?q=new%20culture");
  await expect(articleTitles(page)).toHaveText([ARTICLES[5]!]);
  await expect(page.getByText("1 article matches “new culture”.")).toBeVisible();
});

test("no match shows the spec's empty state with 'Clear search'", async ({ page }) => {
  await page.goto("/student-life?q=underwater-basket-weaving");
  const results = articlesRegion(page);
  await expect(results.getByRole("heading", { name: "No articles found" })).toBeVisible();
  await expect(results.getByText("Try adjusting your search to find more student life content.", { exact: true })).toBeVisible();
  await expect(results.getByRole("article")).toHaveCount(0);
  const clear = results.getByRole("link", { name: "Clear search" });
  await expect(clear).toHaveAttribute("href", "/student-life#student-life-articles");
  await clear.click();
  await expect(page).toHaveURL("/student-life#student-life-articles");
  await expect(articleTitles(page)).toHaveText(ARTICLES);
  await expect(page.getByLabel(SEARCH_LABEL)).toHaveValue("");
});

test("odd search input is searched safely and shown escaped, never a 500", ONCE, async ({ page, request }) => {
  const oddTerms = ["' or 1=1 --", "<script>alert(1)</script>", "100%", "_", "\\", "Hiver ❄️ 冬 🧣", '"quoted"; DROP TABLE articles;'];
  for (const term of oddTerms) {
    const response = await page.goto(`/student-life?q=${encodeURIComponent(term)}`);
    expect(response?.status(), term).toBe(200);
    await expect(page.getByLabel(SEARCH_LABEL)).toHaveValue(term);
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(page.getByText(`No articles match “${term}”.`)).toBeVisible();
  }
  await page.goto(`/student-life?q=${encodeURIComponent("<img src=x id=injected>")}`);
  await expect(page.locator("#injected")).toHaveCount(0);

  const longResponse = await page.goto(`/student-life?q=${encodeURIComponent("🧣".repeat(500))}`);
  expect(longResponse?.status()).toBe(200);
  await expect(page.getByLabel(SEARCH_LABEL)).toHaveValue("🧣".repeat(100));

  for (const query of ["q=%00", "q=%FF%FE", "q=a&q=b", "q[]=x", "q=%E0%A4%A", "q=" + "x".repeat(3000)]) {
    expect((await request.get(`/student-life?${query}`)).status(), query).toBe(oddQueryStatus(query));
  }
});

test("three resources download real text files, with their type and size", ONCE, async ({ page, request }) => {
  await page.goto("/student-life");
  const resources = page.getByRole("region", { name: "Resources to download" });
  const titles = ["Pre-Departure Checklist", "Student Budget Worksheet", "Wellbeing Contacts Template"];
  await expect(resources.getByRole("heading", { level: 3 })).toHaveText(titles);
  await expect(resources.getByRole("link", { name: /^Download Resource/ })).toHaveCount(3);
  for (const title of titles) {
    const item = resources.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    const link = item.getByRole("link", { name: `Download Resource (${title})` });
    await expect(link).toHaveText(/^Download Resource/);
    await expect(link).toHaveAttribute("download", "");
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/downloads\/[a-z0-9-]+\.txt$/);
    const file = await request.get(href);
    expect(file.status(), href).toBe(200);
    expect(file.headers()["content-type"]).toMatch(/^text\/plain; charset=utf-8$/i);
    const body = await file.body();
    expect(new TextDecoder("utf-8", { fatal: true }).decode(body)).toContain(title);
    await expect(item.locator(".download-size")).toHaveText(`TXT, ${Math.max(1, Math.round(body.length / 1024))} KB`);
  }
});

test("the community call to action: 'Share Your Story' emails us, 'Join WhatsApp Group' is honestly coming soon", ONCE, async ({ page }) => {
  await page.goto("/student-life");
  const community = page.getByRole("region", { name: "Join the Caribbean student community" });
  const story = community.getByRole("link", { name: "Share Your Story" });
  const href = (await story.getAttribute("href")) ?? "";
  expect(href.startsWith("mailto:stories@studycompass.example?")).toBe(true);
  expect(new URLSearchParams(href.split("?")[1]).get("subject")).toBe("My study abroad story");
  // No group exists yet: plain text, not a dead link or button.
  await expect(community.getByText("Join WhatsApp Group", { exact: true })).toBeVisible();
  await expect(community.getByRole("link", { name: /WhatsApp/ })).toHaveCount(0);
  await expect(community.getByRole("button", { name: /WhatsApp/ })).toHaveCount(0);
  await expect(community.getByText("Coming soon", { exact: true })).toBeVisible();
});

test("the page carries its title, description and canonical URL", ONCE, async ({ page, baseURL }) => {
  await page.goto("/student-life");
  await expect(page).toHaveTitle("Student Life Abroad | Study Compass");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/student-life`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Caribbean student abroad/);
});

// The page and its empty state (a search with results is the same markup as the page).
for (const path of ["/student-life", "/student-life?q=nothing-matches-this"]) {
  test(`${path} passes an axe scan`, ONCE, async ({ page }) => {
    await page.goto(path);
    await expectNoAccessibilityViolations(page);
  });
}
