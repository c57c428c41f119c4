import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectNoAccessibilityViolations, oddQueryStatus, test } from "./fixtures.ts";

interface Scholarship {
  id: string;
  slug: string;
  title: string;
  provider: string;
  amount: string | null;
  deadline: string | null;
  eligibility: string | null;
  howToApply: string | null;
  applicationUrl: string | null;
  sourceUrl: string | null;
  lastVerifiedOn: string | null;
  destinationId: string | null;
  isFeatured: boolean;
}

const ODD_INPUTS = ["x".repeat(5000), "Überstraße 日本語 🎓", "%", "_", "' or 1=1 --", '<script>alert("pwned")</script>', "\u0000", "\\", "a&amount=full"];

const withJavaScript = () => test.info().project.name === "js";

/** With JavaScript, waits until React has hydrated the document, so typing and choosing are handled by the app. */
async function ready(page: Page) {
  if (!withJavaScript()) return;
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
}

/** The public list, straight from the API, to check the page against. */
async function publicScholarships(request: APIRequestContext): Promise<Scholarship[]> {
  const response = await request.get("/api/scholarships");
  expect(response.status()).toBe(200);
  return response.json();
}

const destinationSelect = (page: Page) => page.getByLabel("Destination", { exact: true });
const amountSelect = (page: Page) => page.getByLabel("Amount", { exact: true });
const filterForm = (page: Page) => page.getByRole("search", { name: "Scholarships" });
const results = (page: Page) => page.getByRole("region", { name: "Find Scholarships" });
const resultCards = (page: Page) => results(page).getByRole("article");
const resultTitles = (page: Page) => resultCards(page).getByRole("heading", { level: 3 });
const status = (page: Page) => results(page).getByRole("status");
const countText = (count: number) => `${count} ${count === 1 ? "scholarship" : "scholarships"} found`;
const sorted = (titles: string[]) => [...titles].sort();

/** Without JavaScript a filter applies when the form is sent; with it, as soon as it changes. */
async function sendFilters(page: Page) {
  if (!withJavaScript()) await filterForm(page).getByRole("button", { name: "Search" }).click();
}

async function search(page: Page, term: string) {
  const box = page.getByLabel("Search scholarships by title, description or provider");
  await box.fill(term);
  // With JavaScript the list follows the typing; without it the form is sent.
  if (!withJavaScript()) await box.press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === term);
}

function card(page: Page, title: string): Locator {
  return resultCards(page).filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });
}

test.describe("funding page", () => {
  test("shows the hero, the four stat tiles, three featured scholarships and every public scholarship with its count", async ({ page, request }) => {
    const scholarships = await publicScholarships(request);
    expect(scholarships.length).toBeGreaterThanOrEqual(25);

    const response = await page.goto("/funding");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toContain("public");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scholarships & Funding");

    const stats = page.getByRole("region", { name: "Funding at a glance" }).getByRole("listitem");
    await expect(stats).toHaveText(["200+ Active Scholarships", "$50M+ Total Funding", "1,500+ Students Funded", "85% Success Rate"]);

    const featured = page.getByRole("region", { name: "Featured Scholarships" }).getByRole("article");
    const expectedFeatured = scholarships.filter((scholarship) => scholarship.isFeatured).slice(0, 3);
    await expect(featured).toHaveCount(expectedFeatured.length);
    await expect(featured.getByRole("heading", { level: 3 })).toHaveText(expectedFeatured.map((scholarship) => scholarship.title));
    for (const item of await featured.all()) {
      await expect(item.getByText("Featured", { exact: true })).toBeVisible();
      await expect(item.getByRole("link", { name: /^Apply for / })).toHaveAttribute("rel", "noopener noreferrer");
    }

    await expect(status(page)).toHaveText(countText(scholarships.length));
    await expect(resultCards(page)).toHaveCount(scholarships.length);
    expect(sorted(await resultTitles(page).allInnerTexts())).toEqual(sorted(scholarships.map((scholarship) => scholarship.title)));
    // Nothing filtered, nothing to clear.
    await expect(page.getByRole("link", { name: "Clear All Filters" })).toHaveCount(0);
  });

  test("/funding/scholarships is the same screen, with /funding as its canonical address", async ({ page, request }) => {
    const scholarships = await publicScholarships(request);
    const response = await page.goto("/funding/scholarships");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scholarships & Funding");
    await expect(status(page)).toHaveText(countText(scholarships.length));
    await expect(page).toHaveTitle("Scholarships & Funding | Study Compass");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/funding$/);

    // Filtering stays on this address.
    await ready(page);
    await amountSelect(page).selectOption("living");
    await sendFilters(page);
    await expect(page).toHaveURL((url) => url.pathname === "/funding/scholarships" && url.searchParams.get("amount") === "living");
    await expect(amountSelect(page)).toHaveValue("living");
  });

  test("each scholarship shows its amount, 'Open' when it has no deadline, eligibility, how to apply, its source, when it was verified and an external Apply link", async ({ page, request }) => {
    const scholarships = await publicScholarships(request);
    await page.goto("/funding");

    for (const scholarship of scholarships) {
      const item = card(page, scholarship.title);
      await expect(item.locator(".scholarship-provider")).toHaveText(scholarship.provider);
      if (scholarship.amount) await expect(item.locator(".scholarship-amount")).toHaveText(scholarship.amount);
      if (scholarship.deadline === null) await expect(item.locator(".scholarship-deadline")).toHaveText("Open");
      await expect(item.getByText(scholarship.eligibility ?? "Caribbean nationals pursuing higher education", { exact: true })).toHaveCount(1);
      const apply = item.getByRole("link", { name: `Apply for ${scholarship.title} (external site)` });
      await expect(apply).toHaveAttribute("href", scholarship.applicationUrl ?? "#");
      await expect(apply).toHaveAttribute("rel", "noopener noreferrer");
      if (scholarship.sourceUrl) {
        await expect(item.getByRole("link", { name: `Source for ${scholarship.title} (external site)` })).toHaveAttribute("href", scholarship.sourceUrl);
      }
      if (scholarship.lastVerifiedOn === null) await expect(item.getByText("Not yet verified", { exact: true })).toBeVisible();
      else await expect(item.getByText(/^Last verified \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
      await expect(item.getByText("Closed", { exact: true })).toHaveCount(0);
    }

    // How to apply opens in place, with or without JavaScript.
    const chevening = card(page, "Chevening Scholarships");
    const howToApply = scholarships.find((scholarship) => scholarship.slug === "chevening-scholarships")!.howToApply!;
    await expect(chevening.getByText(howToApply)).toBeHidden();
    await expect(chevening.locator("summary")).toHaveText("How to apply for Chevening Scholarships");
    await chevening.locator("summary").click();
    await expect(chevening.getByText(howToApply)).toBeVisible();
  });

  test("a featured scholarship's 'Full details' leads to its entry in the list", async ({ page }) => {
    await page.goto("/funding?amount=partial");
    await ready(page);
    const featured = page.getByRole("region", { name: "Featured Scholarships" });
    // Chevening is not a partial award: its details are on the unfiltered list.
    const details = featured.getByRole("link", { name: "Full details of Chevening Scholarships" });
    await expect(details).toHaveAttribute("href", "/funding#scholarship-chevening-scholarships");
    await details.click();
    await expect(page).toHaveURL(/\/funding#scholarship-chevening-scholarships$/);
    await expect(page.locator("#scholarship-chevening-scholarships")).toBeInViewport();
  });

  for (const kind of ["full", "partial", "living"] as const) {
    test(`the amount filter '${kind}' narrows the list to amounts that say so`, async ({ page, request }) => {
      const scholarships = await publicScholarships(request);
      const expected = scholarships.filter((scholarship) => scholarship.amount?.toLowerCase().includes(kind));
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(scholarships.length);

      await page.goto("/funding");
      await ready(page);
      await amountSelect(page).selectOption(kind);
      await sendFilters(page);
      await expect(page).toHaveURL((url) => url.searchParams.get("amount") === kind);
      await expect(status(page)).toHaveText(countText(expected.length));
      expect(sorted(await resultTitles(page).allInnerTexts())).toEqual(sorted(expected.map((scholarship) => scholarship.title)));
      for (const amount of await results(page).locator(".scholarship-amount").allInnerTexts()) {
        expect(amount.toLowerCase()).toContain(kind);
      }
      await expect(amountSelect(page)).toHaveValue(kind);
    });
  }

  test("the destination filter offers all, Canada, the United States, the United Kingdom and the Caribbean, and narrows the list", async ({ page, request }) => {
    const scholarships = await publicScholarships(request);
    await page.goto("/funding");
    await ready(page);
    const destination = destinationSelect(page);
    await expect(destination.getByRole("option")).toHaveText(["All destinations", "Canada", "United States", "United Kingdom", "Caribbean"]);
    expect(await destination.getByRole("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual([
      "",
      "canada",
      "usa",
      "uk",
      "caribbean",
    ]);

    for (const [value, label] of [["canada", "Canada"], ["usa", "United States"], ["uk", "United Kingdom"], ["caribbean", "Caribbean"]] as const) {
      const expected = scholarships.filter((scholarship) => scholarship.destinationId === value);
      expect(expected.length).toBeGreaterThan(0);
      await destination.selectOption(value);
      await sendFilters(page);
      await expect(page).toHaveURL((url) => url.searchParams.get("destination") === value);
      await expect(status(page)).toHaveText(countText(expected.length));
      expect(sorted(await resultTitles(page).allInnerTexts())).toEqual(sorted(expected.map((scholarship) => scholarship.title)));
      await expect(results(page).locator(".scholarship-badges").filter({ hasText: label })).toHaveCount(expected.length);
    }

    await destination.selectOption("");
    await sendFilters(page);
    await expect(status(page)).toHaveText(countText(scholarships.length));
  });

  test("search matches the provider, the title or the description, ignoring case", async ({ page }) => {
    await page.goto("/funding");
    await ready(page);

    // Provider only.
    await search(page, "gates cambridge TRUST");
    await expect(status(page)).toHaveText("1 scholarship found");
    await expect(resultTitles(page)).toHaveText(["Gates Cambridge Scholarship"]);

    // Title.
    await search(page, "CHEVENING");
    await expect(resultTitles(page)).toHaveText(["Chevening Scholarships"]);

    // Description only.
    await search(page, "Coimbra Group");
    await expect(resultTitles(page)).toHaveText(["OAS Partnerships Program for Education and Training (PAEC)"]);
  });

  test("search and filters combine, live in the address, and 'Clear All Filters' resets them", async ({ page }) => {
    const response = await page.goto("/funding?q=university&destination=canada&amount=full");
    expect(response?.status()).toBe(200);
    await ready(page);
    await expect(page.getByLabel("Search scholarships by title, description or provider")).toHaveValue("university");
    await expect(destinationSelect(page)).toHaveValue("canada");
    await expect(amountSelect(page)).toHaveValue("full");
    await expect(resultTitles(page)).toHaveText(["Lester B. Pearson International Scholarship (University of Toronto)"]);

    // Changing one filter keeps the others.
    await amountSelect(page).selectOption("");
    await sendFilters(page);
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === "university" && url.searchParams.get("destination") === "canada" && !url.searchParams.get("amount"));
    await expect(resultTitles(page)).not.toHaveCount(1);

    const clear = results(page).getByRole("link", { name: "Clear All Filters" });
    await expect(clear).toHaveAttribute("href", "/funding");
    await clear.click();
    await expect(page).toHaveURL(/\/funding$/);
    await expect(page.getByLabel("Search scholarships by title, description or provider")).toHaveValue("");
    await expect(destinationSelect(page)).toHaveValue("");
    await expect(amountSelect(page)).toHaveValue("");
    await expect(page.getByLabel("Show closed scholarships")).not.toBeChecked();
  });

  test("a search with no match shows 'No scholarships found' with 'Clear All Filters'", async ({ page, request }) => {
    const scholarships = await publicScholarships(request);
    await page.goto("/funding?q=quidditch&destination=uk");
    await ready(page);
    await expect(status(page)).toHaveText("0 scholarships found");
    await expect(resultCards(page)).toHaveCount(0);
    await expect(results(page).getByRole("heading", { name: "No scholarships found", exact: true })).toBeVisible();
    await expect(results(page).getByText("Try adjusting your search criteria or filters to find more opportunities.", { exact: true })).toBeVisible();
    const clear = page.getByRole("link", { name: "Clear All Filters" });
    await expect(clear).toHaveCount(1);
    await expect(clear).toHaveAttribute("href", "/funding");
    await clear.click();
    await expect(page).toHaveURL(/\/funding$/);
    await expect(status(page)).toHaveText(countText(scholarships.length));
  });

  test("'Show closed scholarships' is a checkbox kept in the address as closed=1", async ({ page, request }) => {
    const scholarships = await publicScholarships(request);
    await page.goto("/funding");
    await ready(page);
    const closed = page.getByLabel("Show closed scholarships");
    await expect(closed).not.toBeChecked();
    await closed.check();
    await sendFilters(page);
    await expect(page).toHaveURL((url) => url.searchParams.get("closed") === "1");
    await expect(page.getByLabel("Show closed scholarships")).toBeChecked();
    // The seed has no closed scholarship (none has a deadline); the list is the same, none marked closed.
    // modules/funding/queries.int.test.ts covers a scholarship whose deadline has passed.
    await expect(status(page)).toHaveText(countText(scholarships.length));
    await expect(results(page).getByText("Closed", { exact: true })).toHaveCount(0);
  });

  test("unknown filter values mean 'all', never an error", async ({ page, request }) => {
    const scholarships = await publicScholarships(request);
    for (const query of ["destination=mars&amount=huge&closed=maybe", "destination=CANADA&amount=Full", "destination=&amount=&q=", `destination=${encodeURIComponent("<b>x</b>")}&amount[]=full`]) {
      const response = await page.goto(`/funding?${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(status(page)).toHaveText(countText(scholarships.length));
      await expect(destinationSelect(page)).toHaveValue("");
      await expect(amountSelect(page)).toHaveValue("");
      await expect(page.getByLabel("Show closed scholarships")).not.toBeChecked();
    }
  });

  test("odd search input is searched safely and shown escaped, never a server error", async ({ page }) => {
    for (const term of ODD_INPUTS) {
      const response = await page.goto(`/funding?q=${encodeURIComponent(term)}`);
      const expected = oddQueryStatus(encodeURIComponent(term));
      expect(response?.status(), JSON.stringify(term.slice(0, 20))).toBe(expected);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected === 200 ? "Scholarships & Funding" : "Request Not Accepted");
    }
    // `%` and `_` match themselves, not anything.
    await page.goto("/funding?q=%25");
    await expect(status(page)).toHaveText("0 scholarships found");
    // Markup in the query is text in the box, not markup on the page.
    await page.goto(`/funding?q=${encodeURIComponent('<script>alert("pwned")</script>')}`);
    await expect(page.getByLabel("Search scholarships by title, description or provider")).toHaveValue('<script>alert("pwned")</script>');
    await expect(page.locator("main script")).toHaveCount(0);
    await expect(status(page)).toHaveText("0 scholarships found");
    // A very long term is cut to 100 characters.
    await page.goto(`/funding?q=${"x".repeat(5000)}`);
    await expect(page.getByLabel("Search scholarships by title, description or provider")).toHaveValue("x".repeat(100));
  });

  test("shows up to six funding guides linking to their articles", async ({ page, request }) => {
    const guides: { slug: string; title: string }[] = await (await request.get("/api/articles?categoryId=funding&limit=6")).json();
    expect(guides).toHaveLength(6);
    await page.goto("/funding");
    const section = page.getByRole("region", { name: "Funding Guides" });
    const links = section.getByRole("listitem").getByRole("heading", { level: 3 }).getByRole("link");
    await expect(links).toHaveText(guides.map((guide) => guide.title));
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))).toEqual(guides.map((guide) => `/articles/${guide.slug}`));
    await expect(section.getByRole("link", { name: "All funding articles" })).toHaveAttribute("href", "/articles?category=funding");
    await expect(section.getByText("Coming soon")).toHaveCount(0);

    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/articles/${guides[0]!.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(guides[0]!.title);
  });

  test("the call to action schedules a consultation and downloads the real funding guide", async ({ page, request }) => {
    await page.goto("/funding");
    const help = page.getByRole("region", { name: "Need help paying for your studies?" });
    await expect(help.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute("href", "/counselors");

    const download = help.getByRole("link", { name: "Download Funding Guide" });
    await expect(download).toHaveAttribute("download", "");
    const href = await download.getAttribute("href");
    expect(href).toBe("/downloads/caribbean-funding-guide.txt");
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const body = await response.body();
    const text = body.toString("utf8");
    for (const topic of ["nominating agency", "National Liaison Office", "Embass", "Ministry", "BUDGETING", "SCAMS"]) expect(text).toContain(topic);
    await expect(help.locator(".download-size")).toHaveText(`TXT, ${Math.max(1, Math.round(body.length / 1024))} KB`);

    await help.getByRole("link", { name: "Schedule Consultation" }).click();
    await expect(page).toHaveURL(/\/counselors$/);
  });

  test("has a title, description, canonical URL and Open Graph tags", async ({ page }) => {
    await page.goto("/funding?q=oas&amount=partial");
    await expect(page).toHaveTitle("Scholarships & Funding | Study Compass");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Caribbean students/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/funding$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Scholarships & Funding | Study Compass");
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /\/funding$/);
  });

  test("passes an axe scan, with results, with filters and with the empty state", async ({ page }) => {
    for (const path of ["/funding", "/funding/scholarships?amount=full&closed=1", "/funding?q=quidditch"]) {
      await page.goto(path);
      await ready(page);
      await expectNoAccessibilityViolations(page);
    }
  });
});

test.describe("funding page with JavaScript", () => {
  test.skip(() => !withJavaScript(), "as-you-type, apply-on-change and loading texts need JavaScript");

  test("results follow the typing without pressing Enter, the box keeps focus and the address stays tidy", async ({ page, request }) => {
    const scholarships = await publicScholarships(request);
    await page.goto("/funding");
    await ready(page);
    const box = page.getByLabel("Search scholarships by title, description or provider");
    await box.pressSequentially("rhodes", { delay: 40 });
    await expect(page).toHaveURL(/\/funding\?q=rhodes$/);
    await expect(resultTitles(page)).toHaveText(["Rhodes Scholarships for Jamaica and the Commonwealth Caribbean"]);
    await expect(box).toBeFocused();
    await box.fill("");
    await expect(page).toHaveURL(/\/funding$/);
    await expect(status(page)).toHaveText(countText(scholarships.length));
  });

  test("a filter applies as soon as it changes, without the Search button", async ({ page }) => {
    await page.goto("/funding");
    await ready(page);
    await destinationSelect(page).focus();
    await destinationSelect(page).selectOption("caribbean");
    await expect(page).toHaveURL(/\/funding\?destination=caribbean$/);
    await expect(destinationSelect(page)).toBeFocused();
    await page.getByLabel("Show closed scholarships").check();
    await expect(page).toHaveURL(/\/funding\?destination=caribbean&closed=1$/);
  });

  test("client-side navigation shows 'Loading funding information...'", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("banner").getByRole("link", { name: "Funding" }).click();
    await expect(page.getByRole("status").getByText("Loading funding information...")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scholarships & Funding");
  });
});
