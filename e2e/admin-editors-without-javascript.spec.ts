import { randomUUID } from "node:crypto";
import { makeAdmin } from "./admin-helpers.ts";
import { expect, javaScriptEnabled, signUp, test } from "./fixtures.ts";

/*
 * The catalogue editors' whole walks (admin-schools, admin-catalog-editors (destinations and pathways), admin-counselors, admin-events,
 * admin-official-fees) run once, with JavaScript, where the form checks a field before it is sent. Without
 * JavaScript the browser posts the form as it is and the server answers: this test sends each editor's "new"
 * form with fields missing or wrong and reads the server's messages beside the fields, with what was typed kept.
 */

test.skip(() => javaScriptEnabled(), "the server's answer to a plain form post is what is under test");

test("without JavaScript, each editor answers a bad post with the message beside its field and keeps what was typed", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await makeAdmin(page);
  const word = randomUUID().slice(0, 8);
  const name = page.getByLabel("Name", { exact: true });

  await page.goto("/admin/schools/new");
  await name.fill(`Unsent School ${word}`);
  await page.getByRole("button", { name: "Create School" }).click();
  await expect(page.getByText("Enter a description of the school.")).toBeVisible();
  await expect(name).toHaveValue(`Unsent School ${word}`);

  await page.goto("/admin/pathways/new");
  await name.fill(`Unsent Pathway ${word}`);
  await page.getByRole("button", { name: "Create Pathway" }).click();
  await expect(page.getByText("Enter a short description of the pathway.")).toBeVisible();
  await expect(name).toHaveValue(`Unsent Pathway ${word}`);

  await page.goto("/admin/destinations/new");
  await name.fill(`Unsent Destination ${word}`);
  await page.getByLabel("Slug (optional)").fill("Not A Slug");
  await page.getByRole("button", { name: "Create Destination" }).click();
  await expect(page.getByText("Enter a short description of the destination.")).toBeVisible();
  await expect(page.getByText('Use lowercase letters, numbers and single hyphens, for example "new-zealand"', { exact: false })).toBeVisible();
  await expect(name).toHaveValue(`Unsent Destination ${word}`);

  await page.goto("/admin/counselors/new");
  await name.fill(`Unsent ${word} Counselor`);
  await page.getByLabel("Capacity (optional)").fill("0");
  await page.getByRole("button", { name: "Create Counselor" }).click();
  await expect(page.getByText("Enter their title, for example “UK Admissions Adviser”.")).toBeVisible();
  await expect(page.getByText("Enter how many open requests they take at once", { exact: false })).toBeVisible();
  await expect(name).toHaveValue(`Unsent ${word} Counselor`);

  await page.goto("/admin/events/new");
  await page.getByLabel("Title", { exact: true }).fill(`Unsent Event ${word}`);
  await page.getByLabel("Starts", { exact: true }).fill("2020-05-01T19:00");
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByText("Enter a description of the event.")).toBeVisible();
  await expect(page.getByText("Enter who presents the event.")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Unsent Event ${word}`);

  await page.goto("/admin/official-fees/new");
  await name.fill(`Unsent fee ${word}`);
  await page.getByLabel("Amount (optional)", { exact: true }).fill("about eighty");
  await page.getByRole("button", { name: "Create fee" }).click();
  await expect(page.getByText("Choose the destination the fee is for.")).toBeVisible();
  await expect(page.getByText("Enter the amount as a number, for example 490, or leave it empty when no figure was found.")).toBeVisible();
  await expect(name).toHaveValue(`Unsent fee ${word}`);

  // Nothing was written: no list shows any of them.
  for (const list of ["/admin/schools", "/admin/destinations", "/admin/pathways", "/admin/counselors", "/admin/events", "/admin/official-fees"]) {
    await page.goto(`${list}?q=${word}`);
    await expect(page.getByText(word), list).toHaveCount(0);
  }
});
