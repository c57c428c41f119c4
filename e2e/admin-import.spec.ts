import { randomUUID } from "node:crypto";
import { makeAdmin } from "./admin-helpers.ts";
import { expect, ONCE, signUp, test } from "./fixtures.ts";

/*
 * Bulk import of the records beside schools (issue 25 item 6), through the
 * page: the school import's walk is in admin-schools.spec.ts. A plain
 * multipart form, so it runs once; the integration test covers each kind's
 * rows (workers/cli/import.int.test.ts).
 */

test(
  "an editor checks a CSV of scholarships, imports it, and finds the scholarship in the admin list with the import in its history",
  ONCE,
  async ({ page }) => {
    await signUp(page);
    await makeAdmin(page);
    const word = randomUUID().slice(0, 8);
    const title = `Import Test Award ${word}`;
    const csv = [
      "title,description,provider,amount,currency,sourceUrl,studyLevels",
      `${title},A Study Compass import test.,Study Compass Test Fund,USD 1000,USD,https://award-${word}.example.org/,postgraduate`,
    ].join("\n");
    const upload = async (button: "Check the file" | "Import") => {
      await page.getByRole("radio", { name: "Scholarships" }).check();
      await page.getByLabel("File (CSV or JSON)").setInputFiles({ name: "scholarships.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await page.getByLabel("Where the data comes from").fill("Study Compass test data");
      await page.getByRole("button", { name: button }).click();
    };

    await page.goto("/admin/import");
    await upload("Check the file");
    await expect(page.getByText("Every row is valid: 1 of 1 rows would change a scholarship. Nothing was written yet.")).toBeVisible();
    const row = page
      .getByRole("table", { name: "Rows of scholarships.csv" })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: title }) });
    await expect(row.getByRole("cell").nth(1)).toHaveText("New scholarship");
    await page.goto(`/admin/scholarships?q=${word}`);
    await expect(page.getByRole("heading", { name: "No scholarships found" })).toBeVisible();

    await page.goto("/admin/import");
    await upload("Import");
    await expect(page.getByText("1 scholarships were added or updated.")).toBeVisible();
    await upload("Import");
    await expect(page.getByText("Every scholarship already read as the file says: nothing changed.")).toBeVisible();

    await page.goto(`/admin/scholarships?q=${word}`);
    await expect(page.getByRole("listitem").filter({ hasText: title })).toBeVisible();
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByLabel("Postgraduate (master's or doctorate)")).toBeChecked();
    await page.goto(page.url().replace(/\/edit$/, "/history"));
    await expect(page.getByText("Import (scholarships.csv)").first()).toBeVisible();
  },
);

test(
  "an editor checks the directory's Hipo file: every row is already imported by the seed, and a row outside the destinations says why",
  ONCE,
  async ({ page }) => {
    await signUp(page);
    await makeAdmin(page);
    await page.goto("/admin/import");
    await page.getByRole("radio", { name: /^Directory institutions/ }).check();
    await page.getByLabel("File (CSV or JSON)").setInputFiles("infra/seed/directory/world-universities-hipo-subset.csv");
    await page.getByLabel("Where the data comes from").fill("Hipo/university-domains-list bb07faf (MIT)");
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect(page.getByText("Every row is valid: 0 of 797 rows would add or update a directory entry. Nothing was written yet.")).toBeVisible();
    const haiti = page
      .getByRole("table", { name: "Rows of world-universities-hipo-subset.csv" })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Université Quisqueya" }) });
    await expect(haiti.getByRole("cell")).toHaveText(["751", "Not imported", "Haiti is not one of the site's destinations."]);
  },
);
