import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { makeAdmin } from "./admin-helpers.ts";
import { expect, expectNoAccessibilityViolations, ONCE, signUp, test } from "./fixtures.ts";

/*
 * The destination and pathway editors, walked as an editor: a destination's
 * best time to apply changed and read on its public page, then restored from
 * its history so every other spec reads the seed again; a new destination and
 * a pathway refused field by field, then created and shown at their addresses.
 * Each project edits its own destination (no other spec reads their best time
 * to apply) and makes its own destination and pathway, named with a run-unique
 * word (the admin projects run after the public ones, which count destinations).
 */

async function signUpAdmin(page: Page) {
  await signUp(page);
  await makeAdmin(page);
}

test(
  "an editor changes a destination's best time to apply, sees it on the public page, and restores the seeded text from its history",
  ONCE,
  async ({ page }) => {
    test.setTimeout(90_000);
    await signUpAdmin(page);
    const id = "dest_ireland";
    const slug = "ireland";
    const name = "Ireland";
    const word = randomUUID().slice(0, 8);
    const bestTime = `Any time before the ${word} deadline`;

    await page.goto("/admin/destinations");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Destinations" })).toBeVisible();
    await page.getByLabel("Region").selectOption("international");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByRole("heading", { level: 3, name: "Jamaica" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();
    const seeded = await page.getByLabel("Best time to apply (optional)").inputValue();
    // A field error first: nothing is written, and what was typed stays.
    await page.getByLabel("Best time to apply (optional)").fill(bestTime);
    await page.getByLabel("Currency", { exact: true }).fill("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText('Enter the currency, for example "Canadian Dollar (CAD)".')).toBeVisible();
    await expect(page.getByLabel("Best time to apply (optional)")).toHaveValue(bestTime);
    await expectNoAccessibilityViolations(page);

    await page.getByLabel("Currency", { exact: true }).fill(name === "Ireland" ? "Euro (EUR)" : "Australian Dollar (AUD)");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Destination updated" })).toBeVisible();

    await page.goto(`/destinations/${slug}`);
    await expect(page.getByRole("complementary", { name: "Quick Facts" })).toContainText(bestTime);

    await page.goto(`/admin/destinations/${id}/history`);
    await expect(page.getByRole("heading", { level: 1, name: `History: ${name}` })).toBeVisible();
    const current = page.locator("li[data-version]").first();
    const version = Number(await current.getAttribute("data-version"));
    await expect(current).toContainText(bestTime);
    await expectNoAccessibilityViolations(page);
    await page.getByRole("button", { name: `Restore this version (version ${version - 1})` }).click();
    await expect(page.getByRole("heading", { level: 2, name: `Version ${version + 1}: Restored version ${version - 1} Current version` })).toBeVisible();

    await page.goto(`/destinations/${slug}`);
    const facts = page.getByRole("complementary", { name: "Quick Facts" });
    await expect(facts).not.toContainText(bestTime);
    await expect(facts).toContainText(seeded);
  },
);

test("an editor creates a destination after a field error and a taken slug, and finds it on /destinations and at its address", ONCE, async ({ page }) => {
  test.setTimeout(90_000);
  await signUpAdmin(page);
  const word = randomUUID().slice(0, 8);
  const name = `Editor Test Destination ${word}`;
  const slug = page.getByLabel("Slug (optional)");

  await page.goto("/admin/destinations");
  await page.getByRole("link", { name: "New Destination" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Destination" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await slug.fill("canada");
  await page.getByLabel("Currency", { exact: true }).fill("New Zealand Dollar (NZD)");
  await page.getByLabel("Guide", { exact: true }).fill("## Why go\n\nA **test** guide.");
  await page.getByRole("button", { name: "Create Destination" }).click();
  await expect(page.getByText("Enter a short description of the destination.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);

  await page.getByLabel("Description", { exact: true }).fill("A destination made by the editors' end-to-end walk.");
  await page.getByRole("button", { name: "Create Destination" }).click();
  await expect(page.getByText('The slug "canada" is already used by another destination (/destinations/canada). Type another slug.')).toBeVisible();
  await expect(slug).toHaveValue("canada");
  await expect(page.getByLabel("Guide", { exact: true })).toHaveValue("## Why go\n\nA **test** guide.");
  await expectNoAccessibilityViolations(page);

  // Left empty, the slug is made from the name.
  await slug.fill("");
  await page.getByRole("button", { name: "Create Destination" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Destination created" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();

  await page.goto("/destinations");
  await page.getByRole("region", { name: "International Destinations", exact: true }).getByRole("link", { name }).click();
  await expect(page).toHaveURL(`/destinations/editor-test-destination-${word}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Why go" })).toBeVisible();
});

test("an editor creates a pathway after a field error and finds it at its address; Nursing is among the pathways", ONCE, async ({ page }) => {
  test.setTimeout(90_000);
  await signUpAdmin(page);
  const word = randomUUID().slice(0, 8);
  const name = `Editor Test Pathway ${word}`;

  await page.goto("/admin/pathways");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Pathways" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Nursing" })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole("link", { name: "New Pathway" }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description", { exact: true }).fill("A pathway made by the editors' end-to-end walk.");
  await page.getByLabel("Icon", { exact: true }).selectOption("heart-pulse");
  await page.getByLabel("Typical duration", { exact: true }).fill("3-4 years for a bachelor's degree");
  await page.getByLabel("Guide", { exact: true }).fill("## What it is\n\nA **test** guide.");
  await page.getByLabel("Skills (one per line)").fill("Listening\nNote-taking");
  await page.getByLabel("Careers (one per line)").fill("Test career: Seen in the walk.\nA line with no outlook");
  await page.getByRole("checkbox", { name: "Nursing" }).check();
  await page.getByRole("button", { name: "Create Pathway" }).click();
  await expect(page.getByText('Line 2: write a career as "Title: outlook"', { exact: false })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expectNoAccessibilityViolations(page);

  await page.getByLabel("Careers (one per line)").fill("Test career: Seen in the walk.");
  await page.getByRole("button", { name: "Create Pathway" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Pathway created" })).toBeVisible();

  await page.goto(`/pathways/editor-test-pathway-${word}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Seen in the walk.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "What it is" })).toBeVisible();

  // Nursing is one of the pathways a school can teach.
  await page.goto("/admin/schools/new");
  await expect(page.getByRole("checkbox", { name: "Nursing" })).toBeVisible();
});
