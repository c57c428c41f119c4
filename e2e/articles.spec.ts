import type { Page } from "@playwright/test";
import { expect, expectNoAccessibilityViolations, oddQueryStatus, ONCE, test } from "./fixtures.ts";

const withJavaScript = () => test.info().project.name === "js";

/** With JavaScript, waits until React has hydrated, so clicks are handled by the app. */
async function ready(page: Page) {
  if (!withJavaScript()) return;
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
}

const CULTURE_SHOCK = {
  slug: "culture-shock-and-homesickness",
  title: "Culture Shock and Homesickness: What to Expect and How to Cope",
  excerpt:
    "Feeling lost or low in your first months abroad is normal. How culture shock usually unfolds, and practical ways Caribbean students settle in and feel at home.",
};

/** The seed's 24 published articles, newest first, by title. */
const ALL_TITLES_NEWEST_FIRST = [
  "Student Loans and Bank Financing for Caribbean Students: An Honest Guide",
  "Staying Connected: Caribbean Student Associations and Links With Home",
  "Student Visas Explained: Canada Study Permit, UK Student Visa and US F-1",
  "Fulbright and Other US Embassy Programmes for Caribbean Graduates",
  "Your First Week Abroad: A Checklist for Caribbean Students",
  "The Common App Essay: A Guide for Caribbean Applicants",
  "How to Spot and Avoid Scholarship Scams",
  "Money and Banking When You Arrive: A Practical Guide",
  "Writing Your UCAS Personal Statement: The Three-Question Format",
  "Chevening Scholarships: A Step-by-Step Guide for Caribbean Applicants",
  "Finding Student Housing Abroad and Avoiding Rental Scams",
  "UWI or Study Abroad? How to Make the Right Choice",
  "OAS Scholarships Explained: The Academic Program and PAEC Partnerships",
  "Working Part-Time While Studying Abroad: Know the Rules First",
  "CXC Certificates, E-Certificates and Transcripts: Getting Your Documents Ready",
  "Commonwealth Scholarships: How the National Nominating Agency Route Works",
  "Looking After Your Mental Health While Studying Abroad",
  "SAT, ACT and Test-Optional Admissions: What Caribbean Students Need to Know",
  "How to Budget for a Year of Study Abroad",
  "Surviving Your First Winter: A Caribbean Student's Guide to Cold, Dark Months",
  "Your Study Abroad Application Timeline: What to Do and When",
  "Government Scholarships in the Caribbean: Trinidad and Tobago, Barbados, The Bahamas and Guyana",
  "Culture Shock and Homesickness: What to Expect and How to Cope",
  "How Universities in the UK, Canada and the US Read Your CSEC and CAPE Results",
];

test("an article shows breadcrumb, category, read time, title, excerpt, editorial author and date", ONCE, async ({ page }) => {
  const response = await page.goto(`/articles/${CULTURE_SHOCK.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CULTURE_SHOCK.title);

  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "Articles", CULTURE_SHOCK.title]);
  await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(breadcrumb.getByRole("link", { name: "Articles" })).toHaveAttribute("href", "/articles");
  await expect(breadcrumb.getByText(CULTURE_SHOCK.title)).toHaveAttribute("aria-current", "page");

  const header = page.locator(".article-header");
  await expect(header.locator(".badge")).toHaveText("Student Life");
  await expect(header.getByText("4 min read", { exact: true })).toBeVisible();
  await expect(header.getByText(CULTURE_SHOCK.excerpt)).toBeVisible();
  // Always the editorial team, never a person.
  await expect(header.getByText("By Study Compass Editorial Team")).toBeVisible();
  // Formatted on the server in a fixed locale, so the hydrated page shows the same.
  const date = header.locator("time");
  await expect(date).toHaveText("19 January 2026");
  await expect(date).toHaveAttribute("datetime", /^2026-01-19T/);
  // The seed has no images: no empty image frame.
  await expect(page.locator(".article-image")).toHaveCount(0);
});

test("the table of contents links to every h2 and h3 of the content", ONCE, async ({ page }) => {
  await page.goto(`/articles/${CULTURE_SHOCK.slug}`);
  const toc = page.getByRole("navigation", { name: "In this article" });
  const links = toc.getByRole("link");
  await expect(links.first()).toHaveText("The usual pattern");
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
  const headingIds = await page
    .locator(".article-content")
    .locator("h2, h3")
    .evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));
  expect(hrefs).toEqual(headingIds);
  expect(hrefs).toContain("#pro-tips");

  await ready(page);
  await toc.getByRole("link", { name: "When to get help" }).click();
  await expect(page).toHaveURL(`/articles/${CULTURE_SHOCK.slug}#when-to-get-help`);
  await expect(page.getByRole("heading", { level: 2, name: "When to get help" })).toBeInViewport();
});

test("the content, the article's own pro tips and the tips box for Caribbean students are shown", ONCE, async ({ page }) => {
  await page.goto(`/articles/${CULTURE_SHOCK.slug}`);
  const content = page.locator(".article-content");
  await expect(content.getByRole("heading", { level: 2, name: "Homesickness is normal" })).toBeVisible();
  await expect(content.locator("strong", { hasText: "culture shock" }).first()).toBeVisible();
  await expect(content.getByRole("heading", { level: 2, name: "Pro tips" })).toBeVisible();

  const tips = page.getByRole("complementary", { name: "Quick tips for Caribbean students" });
  await expect(tips.getByRole("listitem")).toHaveCount(3);
  await expect(tips).toContainText("Caribbean Students' Association");
});

test("stored article HTML never runs a script or opens a dialog", ONCE, async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  for (const slug of [CULTURE_SHOCK.slug, "study-abroad-application-timeline", "avoiding-scholarship-scams"]) {
    await page.goto(`/articles/${slug}`);
    const content = page.locator(".article-content");
    await expect(content.locator("h2").first()).toBeVisible();
    await expect(content.locator("script, iframe, object, embed, style")).toHaveCount(0);
    const unsafe = await content.evaluate((root) =>
      Array.from(root.querySelectorAll("*")).flatMap((element) =>
        Array.from(element.attributes)
          .filter((attribute) => /^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value))
          .map((attribute) => `${element.tagName} ${attribute.name}`),
      ),
    );
    expect(unsafe, slug).toEqual([]);
  }
  expect(dialogs).toEqual([]);
});

test("up to three related articles of the same category, never the article itself", ONCE, async ({ page }) => {
  await page.goto(`/articles/${CULTURE_SHOCK.slug}`);
  const related = page.getByRole("region", { name: "Related articles" });
  const cards = related.getByRole("article");
  await expect(cards).toHaveCount(3);
  await expect(cards.locator(".badge")).toHaveText(["Student Life", "Student Life", "Student Life"]);
  await expect(related.getByRole("link", { name: CULTURE_SHOCK.title })).toHaveCount(0);
  // Newest first: the three most recent other student-life articles.
  await expect(related.getByRole("heading", { level: 3 })).toHaveText([
    "Staying Connected: Caribbean Student Associations and Links With Home",
    "Your First Week Abroad: A Checklist for Caribbean Students",
    "Money and Banking When You Arrive: A Practical Guide",
  ]);
  await expect(cards.first()).toContainText("3 min read");
  await expect(cards.first().locator("time")).toHaveText("29 September 2026");

  await related.getByRole("link", { name: "Your First Week Abroad: A Checklist for Caribbean Students" }).click();
  await expect(page).toHaveURL("/articles/first-week-checklist");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your First Week Abroad: A Checklist for Caribbean Students");
});

test("the share box's email and WhatsApp links carry the canonical address; copy link needs JavaScript", async ({ page, baseURL }) => {
  await page.goto(`/articles/${CULTURE_SHOCK.slug}`);
  await ready(page);
  const canonical = `${baseURL}/articles/${CULTURE_SHOCK.slug}`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);

  const box = page.getByRole("region", { name: "Share this article" });
  const email = box.getByRole("link", { name: "Share by email" });
  const emailHref = (await email.getAttribute("href")) ?? "";
  expect(emailHref.startsWith("mailto:?")).toBe(true);
  const emailParams = new URLSearchParams(emailHref.slice("mailto:?".length));
  expect(emailParams.get("subject")).toBe(CULTURE_SHOCK.title);
  expect(emailParams.get("body")).toContain(canonical);

  const whatsApp = box.getByRole("link", { name: /^Share on WhatsApp/ });
  const whatsAppUrl = new URL((await whatsApp.getAttribute("href")) ?? "");
  expect(`${whatsAppUrl.origin}${whatsAppUrl.pathname}`).toBe("https://wa.me/");
  expect(whatsAppUrl.searchParams.get("text")).toBe(`${CULTURE_SHOCK.title} ${canonical}`);

  await expect(box.getByRole("button", { name: "Copy link" })).toHaveCount(withJavaScript() ? 1 : 0);
});

test("without JavaScript, Share is a link to the share box", async ({ page }) => {
  test.skip(withJavaScript(), "the no-JS behaviour");
  await page.goto(`/articles/${CULTURE_SHOCK.slug}`);
  const share = page.locator(".article-header").getByRole("link", { name: "Share", exact: true });
  await expect(share).toHaveAttribute("href", "#article-share-box");
  await share.click();
  await expect(page).toHaveURL(/#article-share-box$/);
  await expect(page.getByRole("link", { name: "Share by email" })).toBeInViewport();
});

test("with JavaScript, Share uses the Web Share API when the browser has it", async ({ page, baseURL }) => {
  test.skip(!withJavaScript(), "needs JavaScript");
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (shared: ShareData) => {
        calls.push(shared);
      },
    });
  });
  await page.goto(`/articles/${CULTURE_SHOCK.slug}`);
  await ready(page);
  await page.locator(".article-header").getByRole("button", { name: "Share", exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls))
    .toEqual([{ title: CULTURE_SHOCK.title, url: `${baseURL}/articles/${CULTURE_SHOCK.slug}` }]);
});

test("with JavaScript and no Web Share API, Share and Copy link copy the address", async ({ page, baseURL }) => {
  test.skip(!withJavaScript(), "needs JavaScript");
  await page.addInitScript(() => {
    const copied: string[] = [];
    (window as unknown as { copied: string[] }).copied = copied;
    Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          copied.push(text);
        },
      },
    });
  });
  await page.goto(`/articles/${CULTURE_SHOCK.slug}`);
  await ready(page);
  const canonical = `${baseURL}/articles/${CULTURE_SHOCK.slug}`;
  const header = page.locator(".article-header");
  await header.getByRole("button", { name: "Share", exact: true }).click();
  await expect(header.getByRole("status")).toHaveText("Link copied to clipboard.");

  const box = page.getByRole("region", { name: "Share this article" });
  await box.getByRole("button", { name: "Copy link" }).click();
  await expect(box.getByRole("status")).toHaveText("Link copied to clipboard.");
  expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([canonical, canonical]);
});

test("an article's page carries its title, description, canonical URL and article Open Graph type", ONCE, async ({ page, baseURL }) => {
  await page.goto(`/articles/${CULTURE_SHOCK.slug}`);
  await expect(page).toHaveTitle(`${CULTURE_SHOCK.title} | Study Compass`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", CULTURE_SHOCK.excerpt);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}/articles/${CULTURE_SHOCK.slug}`);
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", /^2026-01-19T/);
});

test("an article's id redirects to its slug", ONCE, async ({ page, request }) => {
  const direct = await request.get("/articles/article_culture_shock_and_homesickness", { maxRedirects: 0 });
  expect(direct.status()).toBe(301);
  expect(direct.headers()["location"]).toMatch(new RegExp(`/articles/${CULTURE_SHOCK.slug}$`));
  await page.goto("/articles/article_culture_shock_and_homesickness");
  await expect(page).toHaveURL(`/articles/${CULTURE_SHOCK.slug}`);
});

test("an unknown article is a real 404 with 'Article Not Found' and 'Back to Home'", ONCE, async ({ page, request }) => {
  const response = await page.goto("/articles/how-to-study-on-the-moon");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Article Not Found | Study Compass");
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
  const back = page.getByRole("link", { name: "Back to Home" });
  await expect(back).toHaveAttribute("href", "/");
  await back.click();
  await expect(page).toHaveURL("/");

  for (const slug of [
    "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "'%20or%201%3D1%20--",
    "%00",
    "CULTURE-SHOCK-AND-HOMESICKNESS",
    "x".repeat(3000),
    "%F0%9F%A9%BA",
    "%25",
    "a%2Fb",
  ]) {
    expect((await request.get(`/articles/${slug}`)).status(), slug).toBe(404);
  }
});

test("/articles lists the published articles newest first, twelve a page, with category filters as links", ONCE, async ({ page }) => {
  const response = await page.goto("/articles");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles");
  const list = page.getByRole("region", { name: "All articles" });
  await expect(list.getByRole("heading", { level: 3 })).toHaveText(ALL_TITLES_NEWEST_FIRST.slice(0, 12));
  await expect(list.getByText("24 articles, newest first: page 1 of 2")).toBeVisible();
  const pages = list.getByRole("navigation", { name: "Pages" });
  await expect(pages.getByRole("link")).toHaveText(["Next page"]);
  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL("/articles?page=2");
  await expect(list.getByRole("heading", { level: 3 })).toHaveText(ALL_TITLES_NEWEST_FIRST.slice(12));
  await expect(list.getByText("24 articles, newest first: page 2 of 2")).toBeVisible();
  await expect(pages.getByRole("link")).toHaveText(["Previous page"]);
  await expect(pages.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/articles");

  const filters = page.getByRole("navigation", { name: "Article categories" }).getByRole("link");
  await expect(filters).toHaveText(["All articles", "Application Guide", "Funding & Scholarships", "Student Life"]);
  await expect(filters.first()).toHaveAttribute("aria-current", "page");

  await filters.filter({ hasText: "Funding & Scholarships" }).click();
  await expect(page).toHaveURL("/articles?category=funding");
  const funding = page.getByRole("region", { name: "Funding & Scholarships" });
  await expect(funding.getByRole("article")).toHaveCount(8);
  await expect(funding.locator(".badge")).toHaveText(Array(8).fill("Funding & Scholarships"));
  await expect(funding.getByText("8 articles, newest first")).toBeVisible();
  await expect(funding.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Article categories" }).getByRole("link", { name: "Funding & Scholarships" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await funding.getByRole("link", { name: "How to Spot and Avoid Scholarship Scams" }).click();
  await expect(page).toHaveURL("/articles/avoiding-scholarship-scams");
});

test("an unknown or odd category shows every article, never an error", ONCE, async ({ page, request }) => {
  for (const query of [
    "category=news-from-mars",
    "category=%3Cscript%3E",
    "category=funding&category=student-life",
    "category[]=x",
    "category=%00",
    "category=" + "x".repeat(3000),
  ]) {
    expect((await request.get(`/articles?${query}`)).status(), query).toBe(oddQueryStatus(query));
  }
  await page.goto("/articles?category=%3Cb%20id%3Dinjected%3Ex%3C%2Fb%3E");
  await expect(page.locator("#injected")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "All articles" }).getByRole("article")).toHaveCount(12);
});

test("an odd page number shows the first page, and a page past the last is a 404", ONCE, async ({ request }) => {
  const firstPage = await (await request.get("/articles")).text();
  const firstTitle = ALL_TITLES_NEWEST_FIRST[0]!;
  for (const query of ["page=abc", "page=0", "page=-1", "page=1.5", "page=1&page=2", "page[]=2", "page=" + "9".repeat(40)]) {
    const response = await request.get(`/articles?${query}`);
    expect(response.status(), query).toBe(200);
    const body = await response.text();
    expect(body, query).toContain("page 1 of 2");
    expect(firstPage).toContain(firstTitle);
    expect(body, query).toContain(firstTitle);
  }
  expect((await request.get("/articles?page=3")).status()).toBe(404);
  expect((await request.get("/articles?category=funding&page=2")).status()).toBe(404);
});

// One scan per template and state: a filtered or later page of the list is the same markup.
for (const path of [`/articles/${CULTURE_SHOCK.slug}`, "/articles/no-such-article", "/articles?category=student-life"]) {
  test(`${path} passes an axe scan`, ONCE, async ({ page }) => {
    await page.goto(path);
    await expectNoAccessibilityViolations(page);
  });
}
