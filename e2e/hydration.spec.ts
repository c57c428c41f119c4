import type { Locator, Page } from "@playwright/test";
import { makeAdmin } from "./admin-helpers.ts";
import { expect, signUp, test } from "./fixtures.ts";

/*
 * Whatever a user typed, ticked or chose before the page's scripts ran is still there once they
 * have, and what depends on it agrees (Next enabled, a counter). Each page loads with its scripts held back
 * (the page cache sends the HTML at once; on a slow link the scripts follow seconds later), the fields are
 * changed, the scripts released, and once the root marks `<html data-hydrated>` every change is checked.
 */

/** A change to one field, found by its label (within `scope` when the label repeats on the page). */
type Change = { label: string; scope?: (page: Page) => Locator } & ({ fill: string } | { check: true } | { select: string });

interface FormPage {
  name: string;
  who: "anyone" | "student" | "admin";
  /** Arranges what the form needs (signed in already) and answers the path to open. */
  path: string | ((page: Page) => Promise<string>);
  /** Opens the part of the page holding the form, before the scripts run (a disclosure). */
  open?: (page: Page) => Promise<void>;
  changes: Change[];
  /** What depends on the changes, once hydrated. */
  then?: (page: Page) => Promise<void>;
}

const SCHOOLS = ["university-of-toronto", "university-of-british-columbia"];

const FORM_PAGES: FormPage[] = [
  {
    name: "the quiz: an answer picked, Next enabled",
    who: "anyone",
    path: "/questionnaire",
    changes: [{ label: "To build a strong career and earn a respected qualification", check: true }],
    then: async (page) => await expect(page.getByRole("button", { name: "Next" })).toBeEnabled(),
  },
  {
    name: "scholarship search and filters",
    who: "anyone",
    path: "/funding",
    changes: [
      { label: "Search scholarships by title, description or provider", fill: "Chevening" },
      { label: "Destination", select: "uk" },
      { label: "Hide closed awards", check: true },
    ],
  },
  {
    name: "a destination's school search",
    who: "anyone",
    path: "/destinations/canada",
    changes: [{ label: "Search schools by name, location or type", fill: "Toronto" }],
    then: async (page) => await expect(page.getByRole("status").filter({ hasText: "match “toronto”" })).toBeVisible(),
  },
  {
    name: "the site search panel",
    who: "anyone",
    path: "/articles",
    open: async (page) => await page.getByRole("banner").locator("summary", { hasText: "Search" }).click(),
    changes: [{ label: "Destinations, pathways, schools and scholarships", fill: "nursing" }],
  },
  {
    name: "a consultation request with a service's message",
    who: "anyone",
    path: async (page) => {
      await page.goto("/guidance");
      return (await page.locator('a[href*="service="]').first().getAttribute("href"))!.replace(/#.*$/, "");
    },
    changes: [
      { label: "Full Name", fill: "Shanice Thomas" },
      { label: "Email Address", fill: "shanice@example.com" },
      { label: "Preferred Contact Method", select: "phone" },
      { label: "Additional Information (optional)", fill: "A message of my own." },
    ],
  },
  {
    name: "profile",
    who: "student",
    path: "/portal/profile",
    changes: [
      { label: "First name", fill: "Renée" },
      { label: "Education level", select: "high-school-graduate" },
      { label: "Medicine", scope: (page) => page.getByRole("group", { name: "Career interests" }), check: true },
      { label: "Local currency", select: "TTD" },
    ],
  },
  {
    name: "shortlist: filters, compare ticks with their counter, notes",
    who: "student",
    path: async (page) => {
      for (const slug of SCHOOLS) {
        await page.goto(`/schools/${slug}`);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        const answered = page.waitForResponse((response) => response.request().method() === "POST");
        await page.getByRole("button", { name: "Add to shortlist" }).click();
        await answered;
      }
      return "/portal/planner/shortlist";
    },
    changes: [
      { label: "Search by name or location", fill: "Canada" },
      { label: "Sort by", select: "name" },
      { label: "Compare University of Toronto", check: true },
      { label: "Compare University of British Columbia", check: true },
      { label: "My notes on University of Toronto", fill: "Ask about residence." },
    ],
    then: async (page) => {
      await expect(page.getByText("2 of 3 chosen.", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Compare (2)" })).toBeEnabled();
    },
  },
  {
    name: "a custom task, Add Task enabled",
    who: "student",
    path: async (page) => {
      await page.goto("/portal/tasks?tab=library");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page
        .getByRole("button", { name: /^Activate Checklist for / })
        .first()
        .click();
      await expect(page.getByText("Checklist activated", { exact: true })).toBeVisible();
      return "/portal/tasks?tab=active&add=any";
    },
    changes: [
      { label: "Task Title", fill: "Book the IELTS test" },
      { label: "Description (Optional)", fill: "Kingston centre" },
      { label: "Priority", select: "high" },
      { label: "Due date (Optional)", fill: "2031-05-01" },
    ],
    then: async (page) => await expect(page.getByRole("button", { name: "Add Task" })).toBeEnabled(),
  },
  {
    name: "saved content search and filters",
    who: "student",
    path: "/portal/saved",
    open: async (page) => await page.getByText("Filters", { exact: true }).click(),
    changes: [
      { label: "Search saved content", fill: "visa" },
      { label: "Status", select: "applied" },
    ],
  },
  {
    name: "an expert question, Submit enabled",
    who: "student",
    path: "/portal/events?tab=expert",
    open: async (page) => await page.locator("details#ask > summary").click(),
    changes: [
      { label: "Category (optional)", select: "visa" },
      { label: "Your Question", fill: "Can I work while I study?" },
    ],
    then: async (page) => await expect(page.getByRole("button", { name: "Submit Question" })).toBeEnabled(),
  },
  {
    name: "an article's editor, its content edited",
    who: "admin",
    path: async (page) => {
      await page.goto("/admin/articles");
      return (await page
        .getByRole("link", { name: /^Edit / })
        .first()
        .getAttribute("href"))!;
    },
    changes: [
      { label: "Title", fill: "A title typed early" },
      { label: "Content", fill: "Content typed before the scripts ran." },
      { label: "Featured", check: true },
    ],
  },
];

test.describe("what is done before the scripts run stays", () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "Without JavaScript there is no hydration to survive: the fields are the server's and stay as typed.",
  );

  for (const formPage of FORM_PAGES) {
    test(formPage.name, async ({ page }) => {
      if (formPage.who !== "anyone") await signUp(page);
      if (formPage.who === "admin") await makeAdmin(page);
      const path = typeof formPage.path === "string" ? formPage.path : await formPage.path(page);

      const release = await openWithScriptsHeld(page, path);
      await formPage.open?.(page);
      for (const change of formPage.changes) {
        const field = (change.scope?.(page) ?? page).getByLabel(change.label, { exact: true });
        if ("fill" in change) await field.fill(change.fill);
        else if ("check" in change) await field.check();
        else await field.selectOption(change.select);
      }
      await release();

      for (const change of formPage.changes) {
        const field = (change.scope?.(page) ?? page).getByLabel(change.label, { exact: true });
        if ("fill" in change) await expect(field).toHaveValue(change.fill);
        else if ("check" in change) await expect(field).toBeChecked();
        else await expect(field).toHaveValue(change.select);
      }
      await formPage.then?.(page);
    });
  }
});

/**
 * Opens `path` with every script held back, for the test to act on the server's HTML alone; the answer
 * lets the scripts through and waits until the page has hydrated (the root's `data-hydrated`).
 */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => Promise<void>> {
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts hold DOMContentLoaded back: the page is acted on as soon as its HTML arrives.
  await page.goto(path, { waitUntil: "commit" });
  return async () => {
    letThrough();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  };
}
