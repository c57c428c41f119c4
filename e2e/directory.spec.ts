import type { Page } from "@playwright/test";
import { expect, expectNoAccessibilityViolations, test } from "./fixtures.ts";

/*
 * Directory entries (issue 27 item 1): institutions known only from an open
 * data set, at /schools/{slug} beside the profiled schools. The seed imports
 * both data files (infra/seed/directory).
 */

const SCORECARD = "US Department of Education College Scorecard, 2022-23 (released 2025-01-16)";

/** One figure's value and its year, source and licence line. */
function figure(page: Page, label: string) {
  return page.getByRole("region", { name: "What the data set gives" }).locator(`div:has(> dt:text-is("${label}")) > dd`);
}

test("a US entry shows each figure with its year, source and licence, its official links, and leads to its destination", async ({ page }) => {
  const response = await page.goto("/schools/alabama-a-m-university");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alabama A & M University");
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.locator("ol > li")).toHaveText(["Home", "Schools", "United States", "Alabama A & M University"]);
  await expect(breadcrumb.getByRole("link", { name: "Schools" })).toHaveAttribute("href", "/schools");
  await expect(page.locator(".school-location")).toHaveText("Normal, Alabama, United States");
  await expect(page.locator(".directory-hero .badge")).toHaveText(["Directory entry", "University", "Public"]);
  await expect(page.locator(".directory-provenance")).toHaveText(
    /^Imported from US College Scorecard \(US Department of Education\) with IPEDS HD2024 web addresses on \d{1,2} \w+ \d{4}; not yet checked by an editor\.$/,
  );

  const meta = `Academic year 2022-23 · Source: ${SCORECARD} · Licence: CC0 (public domain)`;
  for (const [label, value] of [
    ["Out-of-state tuition and fees", "USD 18,634 a year"],
    ["In-state tuition and fees", "USD 10,024 a year"],
    ["Room and board on campus", "USD 9,520 a year"],
    ["Books and supplies", "USD 1,600 a year"],
    ["Admission rate", "68.4%"],
    ["Undergraduate students", "5,196"],
  ])
    await expect(figure(page, label!).locator("p")).toHaveText([value!, meta]);
  await expect(page.getByText(/^The College Scorecard gives no rate for international students/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Not gathered yet" }).getByRole("listitem").first()).toHaveText("International student tuition");

  const links = page.getByRole("region", { name: "Official links" });
  await expect(links.getByRole("link", { name: "Visit the official website" })).toHaveAttribute("href", "https://www.aamu.edu/");
  await expect(links.getByRole("link", { name: "Application page" })).toHaveAttribute(
    "href",
    "https://www.aamu.edu/admissions-aid/undergraduate-admissions/apply-today.html",
  );
  await expectNoAccessibilityViolations(page);

  await breadcrumb.getByRole("link", { name: "United States" }).click();
  await expect(page).toHaveURL(/\/destinations\/usa$/);
});

test("a Canadian entry says what is not gathered and links to the official site; a stale name leads to the profiled school", async ({ page }) => {
  await page.goto("/schools/brock-university");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brock University");
  await expect(page.locator(".school-location")).toHaveText("Ontario, Canada");
  await expect(page.getByRole("region", { name: "What the data set gives" })).toHaveText(
    /No figures: Hipo world universities and domains list gives the institution's name, country and website only \(licence: MIT\)\./,
  );
  const notGathered = page.getByRole("region", { name: "Not gathered yet" });
  await expect(notGathered.getByRole("listitem")).toHaveText([
    "Tuition and fees",
    "Living costs",
    "Application deadlines",
    "English language requirements",
    "CXC (CSEC and CAPE) entry requirements",
    "Programmes",
    "Where to apply",
  ]);
  await expect(notGathered.getByRole("link", { name: "the official website" })).toHaveAttribute("href", "http://www.brocku.ca/");
  await expect(page.getByRole("region", { name: "Official links" }).getByText("Not gathered yet")).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // Hipo's row under Ryerson's former name is Toronto Metropolitan University, a profiled school: its slug leads there.
  const response = await page.goto("/schools/ryerson-polytechnic-university");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/schools\/toronto-metropolitan-university$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toronto Metropolitan University");
});
