import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { makeAdmin } from "./admin-helpers.ts";
import { expect, expectNoAccessibilityViolations, ONCE, signUp, test } from "./fixtures.ts";

/*
 * The school editor, walked as an editor bringing a school up to date: a
 * new school refused field by field, then created with every quick fact
 * stated for the coming intake (so it never joins the staleness queue the
 * admin-stale-facts spec counts alongside), shown on its public page,
 * revised, saved over someone else's newer save, and restored from its
 * history. Each project makes its own school, named with a run-unique word.
 */

const FACTS = ["Tuition", "Living costs", "Application fee", "Application deadline", "English requirements"] as const;

/** Fills the empty statement slot of one quick fact and marks the fact verified. */
async function stateFact(form: Locator, label: string, statement: { text: string; cycle: string; figures?: string; source?: string }) {
  const fact = form.getByRole("group", { name: label, exact: true });
  await fact.getByLabel(`${label}: status`).selectOption("verified");
  const slot = fact.getByRole("group", { name: "New statement (optional)" });
  await slot.getByLabel("What the source says").fill(statement.text);
  await slot.getByLabel("Cycle or intake").fill(statement.cycle);
  await slot.getByLabel("Source page").fill(statement.source ?? "");
  if (statement.figures) await slot.getByLabel("Figures (optional)").fill(statement.figures);
}

async function signUpAdmin(page: Page) {
  await signUp(page);
  await makeAdmin(page);
}

test(
  "an editor creates a school with every fact dated by intake, revises it, saves over a newer save deliberately, and restores it from its history",
  ONCE,
  async ({ page }) => {
    // One long walk through a long form: five facts, two saves, a conflict, a restore.
    test.setTimeout(150_000);
    await signUpAdmin(page);
    const word = randomUUID().slice(0, 8);
    const name = `Harbour Test University ${word}`;

    await page.goto("/admin/schools");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Schools" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search schools" }).fill("McGill");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByRole("heading", { level: 3, name: "McGill University" })).toBeVisible();
    await expect(page.getByText("1 school found")).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByRole("link", { name: "New School" }).click();
    const form = page.locator("form.school-form");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Destination", { exact: true }).selectOption({ label: "Canada" });
    await page.getByLabel("Description", { exact: true }).fill("A Study Compass test school.");
    // The figure is not in the words and the statement has no source: both said beside their fields, nothing written.
    await stateFact(form, "Tuition", { text: "Tuition is about CA$40,000 a year.", cycle: "2027-28", figures: "CAD 41,000 year" });
    await page.getByRole("button", { name: "Create School" }).click();
    const tuitionSlot = form.getByRole("group", { name: "Tuition", exact: true }).getByRole("group").first();
    await expect(tuitionSlot.getByText("Give the page this statement is from (a full web address).")).toBeVisible();
    await expect(tuitionSlot.getByText("Line 1: 41,000 does not appear in the statement's words", { exact: false })).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expectNoAccessibilityViolations(page);

    await tuitionSlot.getByLabel("Figures (optional)").fill("CAD 40,000 year");
    await tuitionSlot.getByLabel("Source page").fill("https://harbour.example.edu/fees");
    for (const [label, text] of [
      ["Living costs", "Budget CA$1,500 a month."],
      ["Application fee", "The application fee is CA$120."],
      ["Application deadline", "Apply by 15 January 2027."],
      ["English requirements", "IELTS 6.5 overall."],
    ] as const) {
      await stateFact(form, label, { text, cycle: "2027 entry", source: "https://harbour.example.edu/admissions" });
    }
    await page.getByRole("button", { name: "Create School" }).click();
    await expect(page.getByRole("status").filter({ hasText: "School created" })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search schools" }).fill(word);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await page.waitForURL(/\/admin\/schools\/[^/]+\/edit$/);
    const editUrl = page.url();
    const id = new URL(editUrl).pathname.split("/")[3]!;
    // Each saved statement's cycle is read back as the site will read it.
    await expect(page.getByText("Read as: the 2027-2028 intake: current").first()).toBeVisible();
    for (const label of FACTS) await expect(form.getByRole("group", { name: label, exact: true }).getByLabel(`${label}: status`)).toHaveValue("verified");

    await page.goto(`/schools/harbour-test-university-${word}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Tuition is about CA$40,000 a year.")).toBeVisible();

    // A revision, then someone else's newer save: this editor's text is kept beside theirs, and a second save is deliberate.
    await page.goto(editUrl);
    const other = await page.context().newPage();
    await other.goto(editUrl);
    await page.getByLabel("Location (optional)").fill("Harbour Town, Nova Scotia");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "School updated" })).toBeVisible();

    await other.getByLabel("Location (optional)").fill("Kingston Harbour");
    await other.getByRole("button", { name: "Save Changes" }).click();
    await expect(other.getByText("Someone else saved this school after you opened it.", { exact: false })).toBeVisible();
    await expect(other.getByText("The version saved meanwhile")).toBeVisible();
    await expect(other.getByText("Harbour Town, Nova Scotia")).toBeVisible();
    await expect(other.getByLabel("Location (optional)")).toHaveValue("Kingston Harbour");
    await other.getByRole("button", { name: "Save Changes" }).click();
    await expect(other.getByRole("status").filter({ hasText: "School updated" })).toBeVisible();
    await other.close();

    await page.goto(`/admin/schools/${id}/history`);
    await expect(page.getByRole("heading", { level: 1, name: `History: ${name}` })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Version 1: Added" })).toBeVisible();
    await page.getByRole("button", { name: "Restore this version (version 1)" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Version 4: Restored version 1 Current version" })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.goto(editUrl);
    await expect(page.getByLabel("Location (optional)")).toHaveValue("");
  },
);

test(
  "an editor checks a CSV of schools, sees each bad row's line and column, fixes it and imports it all at once; a second import changes nothing",
  ONCE,
  async ({ page }) => {
    test.setTimeout(90_000);
    await signUpAdmin(page);
    const word = randomUUID().slice(0, 8);
    const name = `Import Test College ${word}`;
    const site = `https://import-${word}.example.edu/`;
    // Every fact stated for the coming intake, so the school never joins the staleness queue other specs count.
    const facts = ["tuition", "livingCosts", "applicationFee", "applicationDeadline", "englishRequirements"];
    const header = ["name", "destination", "description", "website", ...facts.flatMap((fact) => [`${fact}.text`, `${fact}.cycle`, `${fact}.sourceUrl`])].join(
      ",",
    );
    const row = (destination: string) =>
      [name, destination, "A Study Compass import test.", site, ...facts.flatMap((fact) => [`Stated ${fact}.`, "2027 entry", `${site}${fact}`])].join(",");
    const upload = async (csv: string, button: "Check the file" | "Import") => {
      await page.getByLabel("File (CSV or JSON)").setInputFiles({ name: "schools.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await page.getByLabel("Where the data comes from").fill("Study Compass test data");
      await page.getByRole("button", { name: button }).click();
    };

    await page.goto("/admin/import");
    await upload(`${header}\n${row("Atlantis")}`, "Check the file");
    await expect(page.getByText("Nothing imported", { exact: true })).toBeVisible();
    const table = page.getByRole("table", { name: "Rows of schools.csv" });
    const bad = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
    await expect(bad.getByRole("cell").first()).toHaveText("2");
    await expect(bad.getByText("Name one of the site's destinations", { exact: false })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await upload(`${header}\n${row("Canada")}`, "Check the file");
    await expect(page.getByText("Every row is valid: 1 of 1 rows would change a school. Nothing was written yet.")).toBeVisible();
    expect((await page.request.get(`/schools/import-test-college-${word}`)).status()).toBe(404);

    await upload(`${header}\n${row("Canada")}`, "Import");
    await expect(page.getByText("1 schools were added or updated.")).toBeVisible();
    await upload(`${header}\n${row("Canada")}`, "Import");
    await expect(page.getByText("Every school already read as the file says: nothing changed.")).toBeVisible();

    await page.goto(`/schools/import-test-college-${word}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Stated tuition.")).toBeVisible();
  },
);
