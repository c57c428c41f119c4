import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { makeAdmin } from "./admin-helpers.ts";
import { expect, expectNoAccessibilityViolations, ONCE, signUp, test } from "./fixtures.ts";

/*
 * The programme editor (issue 27 item 3), walked as an editor: the list
 * filtered by school, a programme refused beside its fee, then created and
 * shown on its school's page, edited, and read in its history. Each project
 * makes its own programme, named with a run-unique word.
 */

async function signUpAdmin(page: Page) {
  await signUp(page);
  await makeAdmin(page);
}

/** The revision "Version N: ..." on a history page. */
const revision = (page: Page, version: number) => page.locator(`li[data-version="${version}"]`);

test("an editor filters programmes by school, creates one after a fee error, edits it and sees both in its history", ONCE, async ({ page }) => {
  test.setTimeout(90_000);
  await signUpAdmin(page);
  const word = randomUUID().slice(0, 8);
  const name = `Editor Test Nursing ${word}`;

  await page.goto("/admin/programmes");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Programmes" })).toBeVisible();
  await page.getByLabel("School", { exact: true }).selectOption({ label: "Hugh Wooding Law School" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(["Legal Education Certificate (LEC)"]);
  await expect(page.getByText("1 programme found")).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole("link", { name: "New Programme" }).click();
  // The list has a "School" filter too: fill the new page's own field, once it is there.
  await expect(page.getByRole("heading", { level: 1, name: "New Programme" })).toBeVisible();
  await page.getByLabel("School", { exact: true }).selectOption({ label: "University of Toronto" });
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Level", { exact: true }).selectOption("bachelor");
  await page.getByRole("checkbox", { name: "Nursing" }).check();
  await page.getByLabel("Amount a year").fill("12500");
  await page.getByLabel("Currency (ISO 4217)").fill("CAD");
  await page.getByLabel("Year or cycle").fill("2027-28");
  await page.getByLabel("Fee statement (the source's words)").fill("Tuition is about twelve thousand dollars.");
  await page.getByLabel("Source web address").fill("https://www.utoronto.ca/fees");
  await page.getByLabel("Source confidence").selectOption("official");
  await page.getByLabel("Checked on").fill("2026-11-27");
  await page.getByRole("button", { name: "Create Programme" }).click();
  await expect(page.getByText("The fee 12,500 does not appear in the statement's words: give the figure as the source writes it.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expectNoAccessibilityViolations(page);

  await page.getByLabel("Fee statement (the source's words)").fill("Tuition is CA$12,500 a year.");
  await page.getByRole("button", { name: "Create Programme" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Programme created" })).toBeVisible();

  await page.goto("/schools/university-of-toronto");
  const created = page
    .getByRole("region", { name: "Programs Offered" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name }) });
  await expect(created.locator("dd")).toHaveText([
    "Bachelor's degree",
    "Not published",
    "Not published",
    "Not published",
    "CAD 12,500 a year (for 2027-28): “Tuition is CA$12,500 a year.”",
  ]);

  await page.goto(`/admin/programmes?q=${word}`);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await page.getByRole("checkbox", { name: "September" }).check();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Programme updated" })).toBeVisible();

  await page.goto(`/admin/programmes?q=${word}`);
  await page.getByRole("link", { name: `History of ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`History: ${name}`);
  await expect(revision(page, 2).getByRole("heading", { level: 2 })).toHaveText("Version 2: Revised Current version");
  await expect(revision(page, 2).locator("ins")).toHaveText(["9"]);
  await expect(revision(page, 1).getByRole("heading", { level: 2 })).toHaveText("Version 1: Added");
  await expectNoAccessibilityViolations(page);
});
