import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { makeAdmin } from "./admin-helpers.ts";
import { expect, expectNoAccessibilityViolations, ONCE, signUp, test } from "./fixtures.ts";

/*
 * The admin's official fee editor and exchange-rate page, with JavaScript on
 * and off. Each test makes its own admin and its own fee, named with a
 * run-unique word; the rates recorded are dated years before the seeded ones,
 * so the rate in force (and the planner spec's figures) never change.
 */

async function signUpAdmin(page: Page): Promise<void> {
  await signUp(page);
  await makeAdmin(page);
}

const unique = () => randomUUID().slice(0, 8);

test("an admin lists, creates, edits, conflicts over and restores an official fee; a later figure waits for its date", ONCE, async ({ page }) => {
  // One long walk on a shared machine: four axe scans and a dozen saves.
  test.setTimeout(180_000);
  await signUpAdmin(page);
  const word = unique();
  const label = `Test biometrics fee ${word}`;

  await page.goto("/admin/official-fees?kind=sevis");
  await expect(page.getByRole("heading", { level: 1, name: "Official fees" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: /SEVIS I-901 fee \(F-1 students\)/ })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // Field errors beside each field, what was typed kept, nothing written.
  await page.goto("/admin/official-fees/new");
  await expect(page.getByRole("heading", { level: 1, name: "New official fee" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByLabel("Name", { exact: true }).fill(label);
  await page.getByLabel("Amount (optional)", { exact: true }).fill("about eighty");
  await page.getByRole("button", { name: "Create fee" }).click();
  await expect(page.getByText("Choose the destination the fee is for.")).toBeVisible();
  await expect(page.getByText("Choose what kind of fee this is.")).toBeVisible();
  await expect(page.getByText("Enter the amount as a number, for example 490, or leave it empty when no figure was found.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(label);

  // A figure needs its currency and its source.
  await page.getByLabel("Destination", { exact: true }).selectOption({ label: "United States" });
  await page.getByLabel("Kind", { exact: true }).selectOption("biometrics");
  await page.getByLabel("Amount (optional)", { exact: true }).fill("85");
  await page.getByRole("button", { name: "Create fee" }).click();
  await expect(page.getByText("Choose the currency of this amount.")).toBeVisible();
  await expect(page.getByText("A figure needs its source: enter the web address of the page it comes from.")).toBeVisible();

  await page.getByLabel("Currency", { exact: true }).selectOption("USD");
  await page.getByLabel("Source URL", { exact: true }).fill("https://example.org/fees");
  await page.getByLabel("Note (optional)", { exact: true }).fill(`Checked for the e2e walk ${word}.`);
  await page.getByRole("button", { name: "Create fee" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Official fee created." })).toBeVisible();

  // The search finds it; the figure is in force.
  await page.getByLabel("Search fees", { exact: true }).fill(word);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  const row = page.getByRole("row", { name: new RegExp(label) });
  await expect(row).toContainText("USD 85");

  // Next year's figure, recorded ahead: the older one stays in force, the new one shows "From <date>".
  await row.getByRole("link", { name: `Edit ${label}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit official fee" })).toBeVisible();
  await page.getByLabel("Amount (optional)", { exact: true }).fill("95");
  await page.getByLabel("Applies from (optional)", { exact: true }).fill("2099-01-01");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Official fee saved." })).toBeVisible();
  await page.goto(`/admin/official-fees?q=${word}`);
  await expect(row).toContainText("USD 85");
  await expect(row).toContainText("From 1 Jan 2099: USD 95");
  // The destination page reads the same fee, in force today.
  await page.goto("/destinations/usa");
  await expect(page.locator("#official-fees")).toContainText(`${label}: USD 85. From 1 Jan 2099: USD 95.`);

  // A stale save: refused, my text kept, theirs shown beside it; a second save is deliberate.
  await page.goto(`/admin/official-fees?q=${word}`);
  await row.getByRole("link", { name: `Edit ${label}` }).click();
  await expect(page).toHaveURL(/\/edit$/);
  const editPath = new URL(page.url()).pathname;
  const theirs = await page.request.post(editPath, {
    form: {
      destinationId: "dest_usa",
      kind: "biometrics",
      label,
      amount: "95",
      currency: "USD",
      per: "once",
      effectiveFrom: "2099-01-01",
      checkedOn: "2026-11-23",
      sourceUrl: "https://example.org/fees",
      note: "Their note.",
      expectedVersion: "2",
    },
    maxRedirects: 0,
  });
  expect(theirs.status()).toBe(302);
  await page.getByLabel("Note (optional)", { exact: true }).fill("My note.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Someone else saved this fee after you opened it.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Note (optional)", { exact: true })).toHaveValue("My note.");
  await expect(page.getByText("Their note.")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Official fee saved." })).toBeVisible();

  // History: every version, and version 1 restored as a new one.
  await page.goto(`${editPath.replace(/\/edit$/, "")}/history`);
  await expect(page.getByRole("heading", { level: 1, name: `History: ${label}` })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole("button", { name: "Restore this version (version 1)" }).click();
  await expect(page.getByText("Version 1 restored. It is now the current version.")).toBeVisible();
  await page.goto(`/admin/official-fees?q=${word}`);
  await expect(row).toContainText("USD 85");
  await expect(row).not.toContainText("2099");
});

test("an admin records an exchange rate: bad input is refused beside each field, a rate is recorded into its currency's history", ONCE, async ({ page }) => {
  test.slow();
  await signUpAdmin(page);
  await page.goto("/admin/exchange-rates");
  await expect(page.getByRole("heading", { level: 1, name: "Exchange rates" })).toBeVisible();
  await expect(page.locator('tr[data-currency="JMD"]')).toContainText("1 USD = ");
  await expectNoAccessibilityViolations(page);

  await page.getByLabel("Currency", { exact: true }).selectOption("AUD");
  await page.getByLabel("Units per 1 US dollar", { exact: true }).fill("-3");
  await page.getByLabel("Source URL", { exact: true }).fill("not an address");
  await page.getByRole("button", { name: "Record rate" }).click();
  await expect(page.getByText("Enter how many units of the currency one US dollar buys, as a number above 0, for example 156.9.")).toBeVisible();
  await expect(page.getByText("Enter the web address of the page the rate comes from, starting with https://.")).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByLabel("Units per 1 US dollar", { exact: true }).fill("1.2345");
  await page.getByLabel("Source URL", { exact: true }).fill("https://example.org/rates");
  await page.getByLabel("As of", { exact: true }).fill("2999-01-01");
  await page.getByRole("button", { name: "Record rate" }).click();
  await expect(page.getByText("The rate's date 2999-01-01 is in the future", { exact: false })).toBeVisible();

  // Dated long before the seeded rate, so the rate in force stays.
  const day = "2001-01-01";
  const inForce = await page.locator('tr[data-currency="AUD"]').textContent();
  await page.getByLabel("As of", { exact: true }).fill(day);
  await page.getByLabel("Note (optional)", { exact: true }).fill("e2e walk");
  await page.getByRole("button", { name: "Record rate" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Rate recorded\.|That rate was already recorded for that day\./ })).toBeVisible();
  // Inside a closed disclosure: read as text, not as what is visible.
  await expect(page.locator('ul[aria-label="History of AUD"]')).toContainText("1 USD = 1.2345 AUD, as of 1 Jan 2001");
  await expect(page.locator('tr[data-currency="AUD"]')).toHaveText(inForce!);
});
