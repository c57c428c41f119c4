import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAccessibilityViolations, javaScriptEnabled, signUp, test } from "./fixtures.ts";

// The CXC entry check (issue 27 item 6): a school's published minimum for everyone; a signed-in student's results against it
// on the school page, the shortlist and compare.

const SALCC = { id: "school_sir_arthur_lewis_community_college", slug: "sir-arthur-lewis-community-college", name: "Sir Arthur Lewis Community College" };
const TORONTO = { id: "school_university_of_toronto", slug: "university-of-toronto", name: "University of Toronto" };
const MCGILL = { id: "school_mcgill_university", slug: "mcgill-university", name: "McGill University" };

const entrySection = (page: Page) => page.getByRole("region", { name: "CXC entry minimum" });

/** With JavaScript, waits until React has hydrated (the shortlist button posts through it). */
async function ready(page: Page) {
  if (!javaScriptEnabled()) return;
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
}

async function addToShortlist(page: Page) {
  await ready(page);
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Add to shortlist" }).click();
  await answered;
  await expect(page.getByRole("button", { name: "On your shortlist" })).toBeVisible();
}

/** Fills the profile's empty result rows from `first` (1-based) and saves. */
async function addResults(page: Page, first: number, results: readonly { exam: "CSEC" | "CAPE"; subject: string; grade: string }[]) {
  const facts = page.getByRole("group", { name: "For scholarship matching" });
  for (const [index, result] of results.entries()) {
    await facts.getByLabel(`Exam, result ${first + index}`).selectOption(result.exam);
    await facts.getByLabel(`Subject, result ${first + index}`).fill(result.subject);
    await facts.getByLabel(`Grade, result ${first + index}`).selectOption({ label: result.grade });
  }
  // The first save's message is still on the page: wait for this save's answer, not for the message.
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Save profile" }).click();
  await answered;
  await expect(page.getByRole("status").filter({ hasText: "Your profile is saved." })).toBeVisible();
  await expect(facts.getByLabel(`Subject, result ${first + results.length - 1}`)).toHaveValue(results.at(-1)!.subject);
}

function verdictIn(scope: Locator, text: string): Locator {
  return scope.locator(".cxc-verdict").filter({ hasText: text });
}

test("a student adds her CXC results and sees them checked against each school's published minimum, on its page, the shortlist and compare", async ({
  page,
}) => {
  // A long walk (two profile saves, three schools, three accessibility scans) on a shared machine.
  test.setTimeout(90_000);
  // Anyone sees the published minimum with its source; signed out, a sign-in prompt instead of a verdict.
  await page.goto(`/schools/${TORONTO.slug}`);
  const toronto = entrySection(page);
  await expect(toronto.getByText("At least 6 CAPE units at grade V or better")).toBeVisible();
  await expect(toronto.getByText("The CAPE diploma is accepted.")).toBeVisible();
  await expect(toronto.getByRole("link", { name: "Source" })).toHaveAttribute(
    "href",
    "https://future.utoronto.ca/apply/requirements/international-high-school-secondary/cape/",
  );
  await expect(toronto.getByText("Sign in to compare your CXC results with this minimum.")).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // Signed in without results: a link to add them, which leads to the profile.
  await signUp(page);
  await page.goto(`/schools/${SALCC.slug}`);
  await entrySection(page).getByRole("link", { name: "Add your CXC results" }).click();
  await page.waitForURL("/portal/profile");
  await addResults(page, 1, [
    { exam: "CSEC", subject: "English A", grade: "II" },
    { exam: "CSEC", subject: "Mathematics", grade: "II" },
    { exam: "CSEC", subject: "Biology", grade: "I" },
  ]);
  await addResults(page, 4, [
    { exam: "CSEC", subject: "Chemistry", grade: "III" },
    { exam: "CSEC", subject: "Spanish", grade: "II" },
    { exam: "CAPE", subject: "Caribbean Studies", grade: "II" },
  ]);

  // A Caribbean school: meets; an international one: below, saying what is short; one with none: not published.
  await page.goto(`/schools/${SALCC.slug}`);
  await expect(verdictIn(entrySection(page), "Meets the published minimum")).toBeVisible();
  await addToShortlist(page);
  await page.goto(`/schools/${TORONTO.slug}`);
  await expect(verdictIn(entrySection(page), "Below the published minimum (needs 6 CAPE units, you have 1)")).toBeVisible();
  await addToShortlist(page);
  await page.goto(`/schools/${MCGILL.slug}`);
  await expect(entrySection(page).getByText("Not published.")).toBeVisible();
  await expect(entrySection(page).getByRole("link", { name: "the school's official page" })).toHaveAttribute(
    "href",
    "https://www.mcgill.ca/undergraduate-admissions/",
  );
  await addToShortlist(page);

  // The shortlist gives each school's verdict.
  await page.goto("/portal/planner/shortlist");
  const card = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name }) });
  await expect(verdictIn(card(SALCC.name), "Meets the published minimum")).toBeVisible();
  await expect(verdictIn(card(TORONTO.name), "Below the published minimum (needs 6 CAPE units, you have 1)")).toBeVisible();
  await expect(verdictIn(card(MCGILL.name), "Not published")).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // Compare has a row of verdicts, a cell per school.
  await page.goto(`/portal/planner/shortlist/compare?school=${SALCC.id}&school=${TORONTO.id}&school=${MCGILL.id}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "CXC entry minimum" }) });
  await expect(row.getByRole("cell")).toHaveText([
    "Meets the published minimum",
    "Below the published minimum (needs 6 CAPE units, you have 1)",
    "Not published",
  ]);
  await expectNoAccessibilityViolations(page);
});
