import { randomUUID } from "node:crypto";
import { makeAdmin } from "./admin-helpers.ts";
import { expect, signUp, test } from "./fixtures.ts";

// The school editor's CXC entry minimum (issue 27 item 6): typed one requirement a line, a line that does not read named
// beside the field with nothing written, then saved and shown on the school's page with its source. Each project makes its
// own school, so no seeded school changes under other specs.

test("an editor states a new school's CXC entry minimum; a line that does not read is named beside the field", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await makeAdmin(page);
  const word = randomUUID().slice(0, 8);
  const name = `CXC Entry Test College ${word}`;

  await page.goto("/admin/schools/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Destination", { exact: true }).selectOption({ label: "Jamaica" });
  await page.getByLabel("Description", { exact: true }).fill("A Study Compass test college.");
  const entry = page.getByRole("group", { name: "CXC entry minimum" });
  await entry.getByLabel("CXC entry minimum: status").selectOption("published");
  const requirements = entry.getByLabel("Requirements (one a line)");
  await requirements.fill("CSEC 5 at III including English A, Mathematics\nfive CAPE passes");
  await entry.getByLabel("CAPE diploma accepted").selectOption("yes");
  await entry.getByLabel("What the source says").fill("Five CSEC passes including English A and Mathematics, and two CAPE units.");
  await entry.getByLabel("Source page").fill("https://cxc-entry-test.example.edu/entry");
  await page.getByRole("button", { name: "Create School" }).click();

  await expect(requirements).toHaveAttribute("aria-invalid", "true");
  const described = (await requirements.getAttribute("aria-describedby"))!.split(" ").map((id) => `[id="${id}"]`);
  await expect(page.locator(described.join(", ")).filter({ hasText: 'Line 2: write the exam, the number of passes, "at" and the lowest grade' })).toBeVisible();
  await expect(requirements).toHaveValue("CSEC 5 at III including English A, Mathematics\nfive CAPE passes");

  await requirements.fill("CSEC 5 at III including English A, Mathematics\nCAPE 2 at V");
  await page.getByRole("button", { name: "Create School" }).click();
  await expect(page.getByRole("status").filter({ hasText: "School created" })).toBeVisible();

  // The slug comes from the name.
  await page.goto(`/schools/cxc-entry-test-college-${word}`);
  const section = page.getByRole("region", { name: "CXC entry minimum" });
  await expect(section.getByText("At least 5 CSEC subjects at grade III or better, including English A and Mathematics")).toBeVisible();
  await expect(section.getByText("At least 2 CAPE units at grade V or better")).toBeVisible();
  await expect(section.getByText("The CAPE diploma is accepted.")).toBeVisible();
  await expect(section.getByRole("link", { name: "Source" })).toHaveAttribute("href", "https://cxc-entry-test.example.edu/entry");
});
