import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { scholarships as seededScholarships } from "../infra/seed/funding/scholarships.ts";
import { expect, expectNoAccessibilityViolations, oddQueryStatus, ONCE, test } from "./fixtures.ts";

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

/** The facts file the seed's dates, links and notes come from was checked on this day. */
const LAST_VERIFIED = "Last verified 23 November 2026";
const closedShown = (page: Page) => page.getByLabel("Show closed scholarships");

test.describe("funding page", () => {
  test("shows the hero, the four stat tiles, three featured scholarships and every public scholarship with its count", ONCE, async ({ page, request }) => {
    const scholarships = await publicScholarships(request);
    expect(scholarships.length).toBeGreaterThanOrEqual(10);

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
    "each scholarship shows its amount, its deadline or why it has none (never a bare 'Open'), eligibility, how to apply, its source, when it was verified and an external Apply link",
    ONCE,
    async ({ page, request }) => {
      // The seeded ones: admins' specs running alongside add scholarships of their own.
      const seeded = new Set(seededScholarships.map((scholarship) => scholarship.id));
      const scholarships = (await publicScholarships(request)).filter((scholarship) => seeded.has(scholarship.id));
      // (Seeded ones already closed are not public: the API lists what is open.)
      expect(scholarships.length).toBeGreaterThan(0);
      await page.goto("/funding");

      for (const scholarship of scholarships) {
        const item = card(page, scholarship.title);
        await expect(item.locator(".scholarship-provider")).toHaveText(scholarship.provider);
        if (scholarship.amount) await expect(item.locator(".scholarship-amount")).toHaveText(scholarship.amount);
        if (scholarship.deadline === null) {
          await expect(item.locator(".scholarship-deadline-status")).toHaveText(
            scholarship.deadlineNote
              ? `Open: ${scholarship.deadlineNote} Check the official page (${scholarship.title}, external site).`
              : `Open: no confirmed date; check the official page (${scholarship.title}, external site).`,
          );
        }
        // A deadline stated where the other facts were checked has no second link.
        if (scholarship.deadlineSourceUrl && scholarship.deadlineSourceUrl !== scholarship.sourceUrl) {
          await expect(item.getByRole("link", { name: `Deadline source for ${scholarship.title} (external site)` })).toHaveAttribute(
            "href",
            scholarship.deadlineSourceUrl,
          );
        }
        await expect(item.getByText(scholarship.eligibility ?? "Caribbean nationals pursuing higher education", { exact: true })).toHaveCount(1);
        const apply = item.getByRole("link", { name: `Apply for ${scholarship.title} (external site)` });
        await expect(apply).toHaveAttribute("href", scholarship.applicationUrl ?? "#");
        await expect(apply).toHaveAttribute("rel", "noopener noreferrer");
        if (scholarship.sourceUrl) {
          await expect(item.getByRole("link", { name: `Source for ${scholarship.title} (external site)`, exact: true })).toHaveAttribute(
            "href",
            scholarship.sourceUrl,
          );
        }
        // Every seeded scholarship was checked against the facts of 23 November 2026.
        expect(scholarship.lastVerifiedOn).toBe("2026-11-23");
        await expect(item.getByText(LAST_VERIFIED, { exact: true })).toBeVisible();
        await expect(item.getByText("Closed", { exact: true })).toHaveCount(0);
      }

      // How to apply opens in place, with or without JavaScript.
      const gates = card(page, "Gates Cambridge Scholarship");
      const howToApply = scholarships.find((scholarship) => scholarship.slug === "gates-cambridge-scholarship")!.howToApply!;
      await expect(gates.getByText(howToApply)).toBeHidden();
      await expect(gates.locator("summary")).toHaveText("How to apply for Gates Cambridge Scholarship");
      await gates.locator("summary").click();
      await expect(gates.getByText(howToApply)).toBeVisible();
    },
  );

  test("'Full details' leads to the scholarship's own page: what it pays, its deadline, who may apply, how, its source, Save and share links", async ({
    page,
  }) => {
    await page.goto("/funding?closed=1");
    await ready(page);
    const featured = page.getByRole("region", { name: "Featured Scholarships" });
    await expect(featured.getByRole("link", { name: "Full details of Gates Cambridge Scholarship" })).toHaveAttribute(
      "href",
      "/funding/scholarships/gates-cambridge-scholarship",
    );
    // A closed award keeps its page, marked closed, so a shared link still works.
    await card(page, "Chevening Scholarships").getByRole("link", { name: "Full details of Chevening Scholarships" }).click();
    await expect(page).toHaveURL(/\/funding\/scholarships\/chevening-scholarships$/);
    await expect(page.getByRole("heading", { level: 1, name: "Chevening Scholarships" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Scholarships & Funding" })).toHaveAttribute(
      "href",
      "/funding",
    );
    await expect(page.locator(".scholarship-badges").getByText("Closed", { exact: true })).toBeVisible();
    await expect(page.locator(".scholarship-deadline-status")).toContainText("Closed: last confirmed deadline 7 October 2025");
    for (const heading of ["About this award", "Who may apply", "How to apply", "Share this scholarship"]) {
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

    const missing = await page.goto("/funding/scholarships/no-such-award");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Scholarship Not Found" })).toBeVisible();
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

  test("closed scholarships are left out and counted; 'Show closed scholarships' (closed=1 in the address) lists them after the open ones, marked closed", async ({
    page,
    request,
  }) => {
    const scholarships = await publicScholarships(request);
    await page.goto("/funding");
    await ready(page);
    await expect(card(page, "Chevening Scholarships")).toHaveCount(0);
    const note = results(page).locator(".closed-hidden-note");
    await expect(note).toHaveText(/^\d+ closed scholarships, whose last confirmed deadlines have passed, are not shown\. Include closed scholarships$/);
    const hidden = Number((await note.innerText()).match(/^\d+/)![0]);
    expect(hidden).toBeGreaterThanOrEqual(20);

    const closed = closedShown(page);
    await expect(closed).not.toBeChecked();
    await closed.check();
    await sendFilters(page);
    await expect(page).toHaveURL((url) => url.searchParams.get("closed") === "1");
    await expect(closedShown(page)).toBeChecked();
    await expect(status(page)).toHaveText(countText(scholarships.length + hidden));
    await expect(note).toHaveCount(0);
    await expect(results(page).locator(".scholarship-badges").getByText("Closed", { exact: true })).toHaveCount(hidden);
    // The open ones first.
    const titles = await resultTitles(page).allInnerTexts();
    expect(sorted(titles.slice(0, scholarships.length))).toEqual(sorted(scholarships.map((scholarship) => scholarship.title)));
  });

  test(
    "a seeded scholarship whose last confirmed deadline has passed shows as closed, with the deadline's cycle and source and a link to the official page",
    ONCE,
    async ({ page, request }) => {
      const chevening: Scholarship & { isClosed: boolean } = await (await request.get("/api/scholarships/chevening-scholarships")).json();
      expect(chevening).toMatchObject({ deadline: "2025-10-07", deadlineCycle: "2026/27 cycle, for study from autumn 2026", isClosed: true });
      await page.goto("/funding");
      await ready(page);
      await results(page).getByRole("link", { name: "Include closed scholarships" }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/funding" && url.searchParams.get("closed") === "1");

      const item = card(page, "Chevening Scholarships");
      await expect(item.locator(".scholarship-badges").getByText("Closed", { exact: true })).toBeVisible();
      await expect(item.locator(".scholarship-deadline-status")).toHaveText(
        "Closed: last confirmed deadline 7 October 2025 (2026/27 cycle, for study from autumn 2026); check the official page (Chevening Scholarships, external site) for the next round.",
      );
      await expect(item.locator("time[datetime='2025-10-07']")).toHaveText("7 October 2025");
      await expect(item.getByText("That round opened on 5 August 2025.", { exact: true })).toBeVisible();
      await expect(item.getByRole("link", { name: "check the official page (Chevening Scholarships, external site)" })).toHaveAttribute(
        "href",
        chevening.applicationUrl!,
      );
      await expect(item.getByRole("link", { name: "Deadline source for Chevening Scholarships (external site)" })).toHaveAttribute(
        "href",
        chevening.deadlineSourceUrl!,
      );
      await expect(item.getByText(LAST_VERIFIED, { exact: true })).toBeVisible();
    },
  );

  test("a verified scholarship shows when it was last verified and its source; one with no deadline by design says why", ONCE, async ({ page }) => {
    await page.goto("/funding");
    const gates = card(page, "Gates Cambridge Scholarship");
    await expect(gates.getByText(LAST_VERIFIED, { exact: true })).toBeVisible();
    await expect(gates.locator("time[datetime='2026-11-23']")).toHaveText("23 November 2026");
    await expect(gates.getByRole("link", { name: "Source for Gates Cambridge Scholarship (external site)", exact: true })).toHaveAttribute(
      "href",
      "https://gatescambridge.org/apply/timeline",
    );
    await expect(gates.getByText("Not yet verified")).toHaveCount(0);

    const national = card(page, "Trinidad and Tobago National Scholarships (President's Medal, Open and Additional)");
    await expect(national.locator(".scholarship-deadline-status")).toHaveText(
      "Open: No application deadline: national scholarships are awarded on CAPE results, and the Ministry announces the winners (most recently in January 2026). Check the official page (Trinidad and Tobago National Scholarships (President's Medal, Open and Additional), external site).",
    );
    await expect(national.getByText("Closed", { exact: true })).toHaveCount(0);
    // No deadline shows 'Open', never a bare one: the reason follows it.
    for (const status of await results(page).locator(".scholarship-deadline-status").allInnerTexts()) expect(status).not.toBe("Open");
  });

  test("the scholarships added from the 2026-11-23 facts are listed, open or closed by their own deadline", ONCE, async ({ page }) => {
    await page.goto("/funding");
    const barrow = card(page, "Errol Walton Barrow Scholarship (Barbados)");
    await expect(barrow.locator(".scholarship-description")).toContainText("Culinary Arts, Aeronautics or Maritime Studies");
    await expect(barrow.locator(".scholarship-deadline-status")).toHaveText(
      "Open: No deadline found: it is awarded each year, and we found no published application window. Check the official page (Errol Walton Barrow Scholarship (Barbados), external site).",
    );

    await page.goto("/funding?q=knight-hennessy&closed=1");
    const knightHennessy = card(page, "Knight-Hennessy Scholars (Stanford University)");
    await expect(knightHennessy.locator(".scholarship-deadline-status")).toHaveText(
      "Closed: last confirmed deadline 9 October 2024 (2025 cohort); check the official page (Knight-Hennessy Scholars (Stanford University), external site) for the next round.",
    );
    await expect(knightHennessy.getByRole("link", { name: "Apply for Knight-Hennessy Scholars (Stanford University) (external site)" })).toHaveAttribute(
      "href",
      "https://knight-hennessy.stanford.edu/",
    );
  });

  test("a corrected official link is the one shown", ONCE, async ({ page }) => {
    await page.goto("/funding");
    const shared = card(page, "Commonwealth Shared Scholarships");
    const corrected = "https://cscuk.fcdo.gov.uk/scholarships/commonwealth-shared-scholarships-applications/";
    await expect(shared.getByRole("link", { name: "Apply for Commonwealth Shared Scholarships (external site)" })).toHaveAttribute("href", corrected);
    await expect(shared.getByRole("link", { name: "Source for Commonwealth Shared Scholarships (external site)", exact: true })).toHaveAttribute(
      "href",
      corrected,
    );

    await page.goto("/funding?q=OAS%20Academic&closed=1");
    await expect(
      card(page, "OAS Academic Scholarship Program").getByRole("link", { name: "Apply for OAS Academic Scholarship Program (external site)" }),
    ).toHaveAttribute("href", "https://www.oas.org/en/scholarships/Academic_Program_OAS_2026.asp");
  });

  test(
    "the home page's featured scholarship shows its deadline (or why it has none), when it was last verified and its source",
    ONCE,
    async ({ page, request }) => {
      const [first]: Scholarship[] = await (await request.get("/api/scholarships?featured=true")).json();
      expect(first).toBeDefined();
      await page.goto("/");
      const section = page.getByRole("region", { name: first!.title });
      // The featured scholarships are open ones with no date: each says why.
      expect(first!.deadline).toBeNull();
      const deadline = first!.deadlineNote ? `Open: ${first!.deadlineNote} Check the official page.` : "Open: no confirmed date; check the official page.";
      await expect(section.getByText(`Deadline: ${deadline}`, { exact: true })).toBeVisible();
      await expect(section.getByText(/Last verified 23 November 2026/)).toBeVisible();
      await expect(section.getByRole("link", { name: `Source for ${first!.title} (external site)`, exact: true })).toHaveAttribute("href", first!.sourceUrl!);
    },
  );

  test("unknown filter values mean 'all', never an error", ONCE, async ({ page, request }) => {
    const scholarships = await publicScholarships(request);
    for (const query of [
      "destination=mars&amount=huge&closed=maybe",
      "destination=CANADA&amount=Full",
      "destination=&amount=&q=",
      `destination=${encodeURIComponent("<b>x</b>")}&amount[]=full`,
    ]) {
      const response = await page.goto(`/funding?${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(status(page)).toHaveText(countText(scholarships.length));
      await expect(destinationSelect(page)).toHaveValue("");
      await expect(amountSelect(page)).toHaveValue("");
      await expect(page.getByLabel("Show closed scholarships")).not.toBeChecked();
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
