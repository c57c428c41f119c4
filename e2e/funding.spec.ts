import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { scholarships as seededScholarships } from "../infra/seed/funding/scholarships.ts";
import { fundingWindow, windowBadge, windowSentence } from "../modules/funding/index.ts";
import { todayUtc } from "../modules/platform/index.ts";
import { expect, expectNoAccessibilityViolations, oddQueryStatus, ONCE, signUp, test } from "./fixtures.ts";

interface Scholarship {
  id: string;
  slug: string;
  title: string;
  provider: string;
  amount: string | null;
  deadline: string | null;
  deadlineCycle: string | null;
  deadlineNote: string | null;
  deadlineSourceUrl: string | null;
  eligibility: string | null;
  howToApply: string | null;
  applicationUrl: string | null;
  sourceUrl: string | null;
  lastVerifiedOn: string | null;
  destinationId: string | null;
  isFeatured: boolean;
  isClosed: boolean;
}

/** A seeded award by its address. */
const seeded = (slug: string) => seededScholarships.find((scholarship) => scholarship.slug === slug)!;
/** Its window today, as the site computes it from its cycles (decision 0043). */
const windowOf = (slug: string) => fundingWindow(seeded(slug), todayUtc());

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

/** The facts file the seed's dates, links and notes come from was checked on this day. */
const LAST_VERIFIED = "Last verified 23 November 2026";
const closedHidden = (page: Page) => page.getByLabel("Hide closed awards");

test.describe("funding page", () => {
  test(
    "shows the hero, the four stat tiles, up to three open featured scholarships and every public scholarship with its count",
    ONCE,
    async ({ page, request }) => {
      const scholarships = await publicScholarships(request);
      expect(scholarships.length).toBeGreaterThanOrEqual(10);

      const response = await page.goto("/funding");
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toContain("public");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scholarships & Funding");

      const stats = page.getByRole("region", { name: "Funding at a glance" }).getByRole("listitem");
      // The specification's "200+ Active Scholarships" once the records reach it; until then the real count. Its
      // other figures have nothing behind them and are not shown.
      await expect(stats).toHaveText([scholarships.length >= 200 ? "200+ Active Scholarships" : `${scholarships.length} Scholarships, each with its source`]);

      const featured = page.getByRole("region", { name: "Featured Scholarships" }).getByRole("article");
      // Featured and open (a closed award is in the list, never in the showcase).
      const expectedFeatured = scholarships.filter((scholarship) => scholarship.isFeatured && !scholarship.isClosed).slice(0, 3);
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
    },
  );

  test("/funding/scholarships is the same screen, with /funding as its canonical address", ONCE, async ({ page, request }) => {
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

  test(
    "each award is a compact card: its title, provider, amount, its window as a badge (closed ones with their expected next window), Save and Details",
    ONCE,
    async ({ page, request }) => {
      // The seeded ones: admins' specs running alongside add scholarships of their own.
      const ids = new Set(seededScholarships.map((scholarship) => scholarship.id));
      const scholarships = (await publicScholarships(request)).filter((scholarship) => ids.has(scholarship.id));
      expect(scholarships.length).toBe(seededScholarships.length);
      await page.goto("/funding");

      for (const scholarship of scholarships) {
        const item = card(page, scholarship.title);
        await expect(item.locator(".scholarship-provider")).toHaveText(scholarship.provider);
        await expect(item.locator(".scholarship-amount")).toHaveText(scholarship.amount ?? "Amount not stated");
        await expect(item.locator(".window-badge")).toHaveText(windowBadge(windowOf(scholarship.slug)).label);
        await expect(item.getByRole("link", { name: `Details of ${scholarship.title}` })).toHaveAttribute("href", `/funding/scholarships/${scholarship.slug}`);
        // Signed out, Save leads to sign-in.
        await expect(item.getByRole("link", { name: `Save ${scholarship.title}` })).toBeVisible();
      }
      // A closed award says when it is expected back, never a bare "Closed" while a pattern is known.
      await expect(card(page, "Chevening Scholarships").locator(".window-badge")).toHaveText(/^Closed: expected [A-Z][a-z]{2,3} \d{4}$/);
      await expect(card(page, "Trinidad and Tobago National Scholarships (President's Medal, Open and Additional)").locator(".window-badge")).toHaveText(
        "No fixed window",
      );
    },
  );

  test("'Details' leads to the award's own page: what it pays, its expected window and past cycles, who may apply, how, its source, Save and share links", async ({
    page,
  }) => {
    await page.goto("/funding");
    await ready(page);
    const featured = page.getByRole("region", { name: "Featured Scholarships" });
    const firstFeatured = featured.getByRole("link", { name: /^Full details of / }).first();
    await expect(firstFeatured).toHaveAttribute("href", /^\/funding\/scholarships\/[a-z0-9-]+$/);
    // A closed award keeps its page, with the window its past cycles point to, so a shared link still works.
    await card(page, "Chevening Scholarships").getByRole("link", { name: "Details of Chevening Scholarships" }).click();
    await expect(page).toHaveURL(/\/funding\/scholarships\/chevening-scholarships$/);
    await expect(page.getByRole("heading", { level: 1, name: "Chevening Scholarships" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Scholarships & Funding" })).toHaveAttribute(
      "href",
      "/funding",
    );
    const chevening = seeded("chevening-scholarships");
    await expect(page.locator(".scholarship-badges .window-badge")).toHaveText(windowBadge(windowOf("chevening-scholarships")).label);
    // "Expected to open around August 2027, from the 2019, 2021 and 2025 cycles; not confirmed; check the official page."
    await expect(page.locator(".scholarship-deadline-status")).toHaveText(
      `${windowSentence(windowOf("chevening-scholarships"))}; check the official page (Chevening Scholarships, external site).`,
    );
    await expect(page.locator(".scholarship-deadline-status")).toContainText("not confirmed");
    await expect(page.getByRole("link", { name: "check the official page (Chevening Scholarships, external site)" })).toHaveAttribute(
      "href",
      chevening.applicationUrl,
    );
    await expect(page.getByRole("link", { name: "Deadline source for Chevening Scholarships (external site)" })).toHaveAttribute(
      "href",
      chevening.deadlineSourceUrl!,
    );
    await expect(page.locator(".scholarship-amount")).toHaveText(`${chevening.amount} (amounts in GBP)`);
    // Every dated cycle, newest first, each with its source.
    const cycles = page.getByRole("region", { name: "Past and current cycles" }).getByRole("listitem");
    await expect(cycles).toHaveCount(1 + chevening.earlierCycles.length);
    await expect(cycles.first()).toContainText(`${chevening.deadlineCycle}: opened 5 August 2025, closed 7 October 2025`);
    for (const heading of ["About this award", "Who may apply", "Past and current cycles", "How to apply", "Share this scholarship"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(LAST_VERIFIED, { exact: true })).toBeVisible();
    // Signed out, Save leads to sign-in and back to this page.
    await expect(page.getByRole("link", { name: "Save Chevening Scholarships" })).toHaveAttribute(
      "href",
      `/api/login?redirectTo=${encodeURIComponent("/funding/scholarships/chevening-scholarships")}`,
    );
    const address = new URL("/funding/scholarships/chevening-scholarships", page.url()).href;
    await expect(page.getByRole("link", { name: /Share on WhatsApp/ })).toHaveAttribute(
      "href",
      `https://wa.me/?text=${encodeURIComponent(`Chevening Scholarships ${address}`)}`,
    );
    expect(await page.getByRole("link", { name: "Share by email" }).getAttribute("href")).toContain(encodeURIComponent(address));
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", address);
    await expectNoAccessibilityViolations(page);

    // An award with no yearly window says so, and why.
    const national = seeded("trinidad-and-tobago-national-scholarships");
    await page.goto(`/funding/scholarships/${national.slug}`);
    await expect(page.locator(".scholarship-deadline-status")).toHaveText(`No fixed window; check the official page (${national.title}, external site).`);
    await expect(page.locator(".scholarship-deadline-note")).toHaveText(national.deadlineNote!);

    const missing = await page.goto("/funding/scholarships/no-such-award");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Scholarship Not Found" })).toBeVisible();
  });

  test("a signed-in Jamaican CAPE leaver sees where she stands: 'For me' leaves out the awards whose rules rule her out, never the unknown ones", async ({
    page,
  }) => {
    await signUp(page);
    await page.goto("/portal/profile");
    await page.getByLabel("Education level").selectOption("high-school-graduate");
    await page.getByRole("group", { name: "For scholarship matching" }).getByLabel("Citizenship").selectOption("JM");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your profile is saved." })).toBeVisible();

    const gate = seeded("trinidad-and-tobago-gate");
    const tsap = seeded("jamaica-tsap-scholarships");
    await page.goto("/funding");
    await ready(page);
    await expect(card(page, gate.title).locator(".scholarship-fit")).toHaveText("Not for you: Citizen of Trinidad and Tobago");
    // Her age decides the Ministry's scholarships, and her profile does not give it.
    await expect(card(page, tsap.title).locator(".scholarship-fit")).toHaveText("Maybe for you: 1 rule needs more from your profile");
    await page.getByLabel("For me").check();
    await sendFilters(page);
    await expect(page).toHaveURL((url) => url.searchParams.get("forMe") === "1");
    await expect(page.getByLabel("For me")).toBeChecked();
    await expect(card(page, gate.title)).toHaveCount(0);
    await expect(card(page, tsap.title)).toHaveCount(1);

    // The funding calendar narrows the same way.
    await page.goto("/funding/calendar");
    await expect(page.getByRole("link", { name: gate.title, exact: true })).toHaveCount(1);
    await page.getByLabel("For me").check();
    await page.getByRole("button", { name: "Show dates" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/funding/calendar" && url.searchParams.get("forMe") === "1");
    await expect(page.getByRole("link", { name: gate.title, exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: tsap.title, exact: true })).toHaveCount(1);

    // Each rule of an award, met, not met or unknown.
    await page.goto("/funding/scholarships/chevening-scholarships");
    await expect(page.getByRole("list", { name: "The rules we check, against your profile" }).getByRole("listitem")).toHaveText([
      "For postgraduate study: Not met",
      "At least 2 years of work experience: Unknown",
    ]);
    await expect(page.getByRole("link", { name: "Add to your profile" })).toHaveAttribute("href", "/portal/profile");
    await expect(page.getByRole("heading", { level: 2, name: "What you owe afterwards" })).toBeVisible();
    await expect(page.getByText("You must return home and live there for 2 years after the award.", { exact: true })).toBeVisible();
    await expectNoAccessibilityViolations(page);
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

  test("the destination filter offers all, Canada, the United States, the United Kingdom and the Caribbean, and narrows the list", async ({
    page,
    request,
  }) => {
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

    for (const [value, label] of [
      ["canada", "Canada"],
      ["usa", "United States"],
      ["uk", "United Kingdom"],
      ["caribbean", "Caribbean"],
    ] as const) {
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
    await search(page, "HUMPHREY");
    await expect(resultTitles(page)).toHaveText(["Hubert H. Humphrey Fellowship Program"]);

    // Description only.
    await search(page, "Vantage One");
    await expect(resultTitles(page)).toHaveText(["UBC International Scholars Program (Karen McKellin International Leader of Tomorrow Award)"]);
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
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("q") === "university" && url.searchParams.get("destination") === "canada" && !url.searchParams.get("amount"),
    );
    await expect(resultTitles(page)).not.toHaveCount(1);

    const clear = results(page).getByRole("link", { name: "Clear All Filters" });
    await expect(clear).toHaveAttribute("href", "/funding");
    await clear.click();
    await expect(page).toHaveURL(/\/funding$/);
    await expect(page.getByLabel("Search scholarships by title, description or provider")).toHaveValue("");
    await expect(destinationSelect(page)).toHaveValue("");
    await expect(amountSelect(page)).toHaveValue("");
    await expect(closedHidden(page)).not.toBeChecked();
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

  test("a corrected official link is the one shown, with the source and when it was last verified", ONCE, async ({ page }) => {
    await page.goto("/funding/scholarships/commonwealth-shared-scholarships");
    const corrected = "https://cscuk.fcdo.gov.uk/scholarships/commonwealth-shared-scholarships-applications/";
    await expect(page.getByRole("link", { name: "Apply for Commonwealth Shared Scholarships (external site)" })).toHaveAttribute("href", corrected);
    await expect(page.getByRole("link", { name: "Source for Commonwealth Shared Scholarships (external site)", exact: true })).toHaveAttribute(
      "href",
      corrected,
    );
    await expect(page.getByText(LAST_VERIFIED, { exact: true })).toBeVisible();
    await expect(page.locator("time[datetime='2026-11-23']")).toHaveText("23 November 2026");

    await page.goto("/funding/scholarships/oas-academic-scholarship-program");
    await expect(page.getByRole("link", { name: "Apply for OAS Academic Scholarship Program (external site)" })).toHaveAttribute(
      "href",
      "https://www.oas.org/en/scholarships/Academic_Program_OAS_2026.asp",
    );
  });

  test(
    "the home page's featured scholarship shows its deadline (or why it has none), when it was last verified and its source",
    ONCE,
    async ({ page, request }) => {
      const [first]: Scholarship[] = await (await request.get("/api/scholarships?featured=true")).json();
      expect(first).toBeDefined();
      await page.goto("/");
      const section = page.getByRole("region", { name: first!.title });
      // The featured scholarships shown are open ones: each says its window, with its note.
      const window = windowSentence(windowOf(first!.slug));
      const deadline = `${window}.${first!.deadlineNote ? ` ${first!.deadlineNote}` : ""}${first!.isClosed || window === "No fixed window" ? " Check the official page." : ""}`;
      await expect(section.getByText(`Deadline: ${deadline}`, { exact: true })).toBeVisible();
      await expect(section.getByText(/Last verified 23 November 2026/)).toBeVisible();
      await expect(section.getByRole("link", { name: `Source for ${first!.title} (external site)`, exact: true })).toHaveAttribute("href", first!.sourceUrl!);
    },
  );

  test("unknown filter values mean 'all', never an error", ONCE, async ({ page, request }) => {
    const scholarships = await publicScholarships(request);
    for (const query of [
      "destination=mars&amount=huge&open=maybe",
      "destination=CANADA&amount=Full",
      "destination=&amount=&q=",
      `destination=${encodeURIComponent("<b>x</b>")}&amount[]=full`,
    ]) {
      const response = await page.goto(`/funding?${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(status(page)).toHaveText(countText(scholarships.length));
      await expect(destinationSelect(page)).toHaveValue("");
      await expect(amountSelect(page)).toHaveValue("");
      await expect(closedHidden(page)).not.toBeChecked();
    }
  });

  test("odd search input is searched safely and shown escaped, never a server error", ONCE, async ({ page }) => {
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

  test("shows up to six funding guides linking to their articles", ONCE, async ({ page, request }) => {
    const guides: { slug: string; title: string }[] = await (await request.get("/api/articles?categoryId=funding&limit=6")).json();
    expect(guides).toHaveLength(6);
    await page.goto("/funding");
    const section = page.getByRole("region", { name: "Funding Guides" });
    const links = section.getByRole("listitem").getByRole("heading", { level: 3 }).getByRole("link");
    await expect(links).toHaveText(guides.map((guide) => guide.title));
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))).toEqual(
      guides.map((guide) => `/articles/${guide.slug}`),
    );
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

  test("has a title, description, canonical URL and Open Graph tags", ONCE, async ({ page }) => {
    await page.goto("/funding?q=oas&amount=partial");
    await expect(page).toHaveTitle("Scholarships & Funding | Study Compass");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Caribbean students/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/funding$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Scholarships & Funding | Study Compass");
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /\/funding$/);
  });

  test("passes an axe scan, with results, with filters and with the empty state", ONCE, async ({ page }) => {
    // Four full-page scans of a long list: more than the default time on a busy machine.
    test.slow();
    for (const path of ["/funding", "/funding/scholarships?amount=full&open=1", "/funding?q=quidditch"]) {
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
    await box.pressSequentially("humphrey", { delay: 40 });
    await expect(page).toHaveURL(/\/funding\?q=humphrey$/);
    await expect(resultTitles(page)).toHaveText(["Hubert H. Humphrey Fellowship Program"]);
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
    await closedHidden(page).check();
    await expect(page).toHaveURL(/\/funding\?destination=caribbean&open=1$/);
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
