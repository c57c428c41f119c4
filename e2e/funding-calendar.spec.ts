import type { Page } from "@playwright/test";
import { scholarships as seededScholarships } from "../infra/seed/funding/scholarships.ts";
import { fundingWindow } from "../modules/funding/index.ts";
import { parseCalendar } from "../modules/platform/index.ts";
import { expect, expectNoAccessibilityViolations, ONCE, test } from "./fixtures.ts";

const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** Chevening's seeded cycles put its next window in a month, read on the server's day (UTC): the entry the page shows for it. */
function cheveningEntry(): { month: string; what: string; uid: string } {
  const seed = seededScholarships.find((scholarship) => scholarship.slug === "chevening-scholarships")!;
  const window = fundingWindow({ ...seed, opensOn: seed.opensOn ?? null, earlierCycles: seed.earlierCycles ?? [] }, new Date().toISOString().slice(0, 10));
  if (window.status !== "expected") throw new Error(`Chevening's seeded window is ${window.status}, not expected`);
  const opening = window.opensAround !== null && !(window.underway && window.closesAround !== null);
  const month = (opening ? window.opensAround : window.closesAround)!;
  return {
    month: MONTH.format(new Date(`${month}-01T00:00:00Z`)),
    what: opening ? "Expected to open — not confirmed" : "Expected to close — not confirmed",
    uid: `scholarship-${seed.id}-expected-${opening ? "opening" : "closing"}-${month}-01@studycompass`,
  };
}

const monthSection = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("funding calendar", () => {
  test("lists a seeded award in its expected month, marked not confirmed, with the routes and the awards with no fixed window", ONCE, async ({ page }) => {
    const chevening = cheveningEntry();
    const response = await page.goto("/funding/calendar");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toContain("public");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Funding calendar");

    const entry = monthSection(page, chevening.month)
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: "Chevening Scholarships", exact: true }) });
    await expect(entry).toContainText(chevening.what);
    await expect(entry.locator("time")).toHaveText(chevening.month);
    await expect(entry.getByRole("link", { name: "Chevening Scholarships", exact: true })).toHaveAttribute(
      "href",
      "/funding/scholarships/chevening-scholarships",
    );

    const routes = page.getByRole("region", { name: "Application routes" });
    for (const name of ["UCAS", "OUAC", "Common App", "UWI"]) await expect(routes.getByRole("heading", { level: 3, name })).toBeVisible();
    await expect(routes.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "UCAS" }) })).toContainText("Dates not found");
    await expect(page.getByRole("region", { name: "No fixed window" }).getByRole("link", { name: "UWI Open Scholarship" })).toBeVisible();

    await expectNoAccessibilityViolations(page);
  });

  test("'Add to your calendar' is an ICS feed of the same entries, confirmed or tentative", ONCE, async ({ page }) => {
    const chevening = cheveningEntry();
    await page.goto("/funding/calendar");
    const href = await page.getByRole("link", { name: "Add to your calendar" }).getAttribute("href");
    expect(href).toBe("/funding/calendar.ics");
    const feed = await page.request.get(href!);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers()["cache-control"]).toContain("public");
    const { events } = parseCalendar(await feed.text());
    expect(events.length).toBeGreaterThan(1);
    const expected = events.find((event) => event.UID === chevening.uid);
    expect(expected).toMatchObject({ STATUS: "TENTATIVE", SUMMARY: expect.stringMatching(/^Expected: Chevening Scholarships — /) });
    expect(expected?.DESCRIPTION).toContain("not confirmed");
    expect(events.every((event) => event.STATUS === "CONFIRMED" || event.STATUS === "TENTATIVE")).toBe(true);
  });

  test("is linked from /funding, and its filter narrows the page and the feed with or without JavaScript", async ({ page }) => {
    await page.goto("/funding");
    await page.getByRole("link", { name: "Funding calendar", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Funding calendar");

    await page.getByLabel("Who it is for").selectOption("postgraduate");
    await page.getByRole("button", { name: "Show dates" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/funding/calendar" && url.searchParams.get("level") === "postgraduate");
    await expect(page.getByLabel("Who it is for")).toHaveValue("postgraduate");
    await expect(monthSection(page, cheveningEntry().month).getByRole("link", { name: "Chevening Scholarships", exact: true })).toBeVisible();
    // The application routes are undergraduate ones.
    await expect(page.getByRole("region", { name: "Application routes" })).toHaveCount(0);

    const feed = page.getByRole("link", { name: "Add to your calendar" });
    await expect(feed).toHaveAttribute("href", "/funding/calendar.ics?level=postgraduate");
    const { events } = parseCalendar(await (await page.request.get((await feed.getAttribute("href"))!)).text());
    expect(events.some((event) => event.UID === cheveningEntry().uid)).toBe(true);
    expect(events.some((event) => event.UID?.startsWith("route-"))).toBe(false);
  });

  test("answers an odd filter with every level", ONCE, async ({ page }) => {
    for (const query of ["?level=phd", "?level=%3Cscript%3E", `?level=${"x".repeat(3000)}`]) {
      const response = await page.goto(`/funding/calendar${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByLabel("Who it is for")).toHaveValue("");
      expect((await page.request.get(`/funding/calendar.ics${query}`)).status()).toBe(200);
    }
  });
});
