import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { makeAdmin } from "./admin-helpers.ts";
import { expect, expectNoAccessibilityViolations, javaScriptEnabled, ONCE, signUp, test } from "./fixtures.ts";

/*
 * The admin's scholarship list, form and API. Each test makes
 * its own admin (a student promoted by the operator CLI) and its own
 * scholarships, named with a run-unique word, so the js and no-js projects
 * never see each other's.
 */

async function signUpAdmin(page: Page): Promise<void> {
  await signUp(page);
  await makeAdmin(page);
}

const unique = () => randomUUID().slice(0, 8);

interface Created {
  id: string;
  slug: string;
  title: string;
  version: number;
}

async function createThroughApi(request: APIRequestContext, fields: Record<string, unknown>): Promise<Created> {
  const response = await request.post("/api/scholarships", {
    data: { description: "A Study Compass test award.", provider: "Study Compass test fund", ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

async function fillRequired(page: Page, title: string) {
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Description", { exact: true }).fill("A Study Compass test award for the admin spec.");
  await page.getByLabel("Provider", { exact: true }).fill("Study Compass test fund");
}

test("a student gets 403 and a visitor 401 on the admin scholarship pages and API, and nothing is written", ONCE, async ({ page, request }) => {
  await signUp(page);
  for (const path of ["/admin/scholarships", "/admin/scholarships/new", "/admin/scholarships/scholarship_chevening_scholarships/edit"]) {
    expect((await page.request.get(path)).status(), path).toBe(403);
    expect((await request.get(path, { headers: { Cookie: "" } })).status(), path).toBe(401);
  }
  const word = unique();
  const body = { title: `Forbidden ${word}`, description: "x", provider: "y" };
  const calls = [
    page.request.post("/api/scholarships", { data: body }),
    page.request.patch("/api/scholarships/scholarship_chevening_scholarships", { data: { ...body, expectedVersion: 1 } }),
    page.request.delete("/api/admin/scholarships/scholarship_chevening_scholarships"),
    page.request.post("/admin/scholarships?index", { form: { intent: "delete", id: "scholarship_chevening_scholarships" } }),
    page.request.post("/admin/scholarships/new", { form: body }),
  ];
  for (const response of await Promise.all(calls)) expect(response.status(), response.url()).toBe(403);
  expect((await request.post("/api/scholarships", { data: body, headers: { Cookie: "" } })).status()).toBe(401);
  const chevening = await page.request.get("/api/scholarships/scholarship_chevening_scholarships");
  expect(chevening.status()).toBe(200);
  expect((await chevening.json()).title).not.toContain(word);
  expect(await (await page.request.get(`/api/search?q=${word}`)).json()).toMatchObject({ scholarships: [] });
});

test(
  "an admin creates a scholarship through the form with its last round, confirms its next cycle (the round before kept as an earlier cycle), and it shows on /funding until deactivated",
  ONCE,
  async ({ page }) => {
    await signUpAdmin(page);
    const word = unique();
    const title = `Island Futures Award ${word}`;
    await page.goto("/admin/scholarships");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Scholarships" })).toBeVisible();
    await page.getByRole("link", { name: "New Scholarship" }).first().click();
    await expect(page).toHaveURL(/\/admin\/scholarships\/new$/);
    await expectNoAccessibilityViolations(page);
    await fillRequired(page, title);
    await page.getByLabel("Amount (optional)").fill("Full tuition");
    await page.getByLabel("Currency").selectOption("CAD");
    await page.getByLabel("Application URL (optional)").fill("https://example.org/apply");
    await page.getByLabel("Destination (optional)").selectOption("canada");
    await expect(page.getByLabel("Active (shown to students)")).toBeChecked();
    await expect(page.getByLabel("Featured")).not.toBeChecked();
    // Study levels: none ticked is any level; this award is for master's and doctoral study only.
    await expect(page.getByRole("group", { name: "Study levels (optional)" })).toBeVisible();
    await expect(page.getByLabel("Undergraduate (associate or bachelor's degree)")).not.toBeChecked();
    await page.getByLabel("Postgraduate (master's or doctorate)").check();
    // Its last round, as its source dated it: closed, so the next one is only expected.
    const window = page.getByRole("group", { name: "Application window" });
    await window.getByLabel("Cycle or intake (optional)").fill("2025/26");
    await window.getByLabel("Opens on (optional)").fill("2025-08-01");
    await window.getByLabel("Deadline (optional)").fill("2025-10-01");
    await page.getByRole("button", { name: "Create Scholarship" }).click();

    await expect(page).toHaveURL(/\/admin\/scholarships\?done=created$/);
    await expect(page.getByRole("status").filter({ hasText: "Scholarship created successfully" })).toBeVisible();
    const card = page.getByRole("listitem").filter({ hasText: title });
    // The deadline badge reads its last confirmed deadline: passed.
    await expect(card).toContainText("Expired");
    await expect(card).toContainText(`Last verified ${new Date().toISOString().slice(0, 10)}`);
    await expect(card).toContainText("Full tuition (CAD)");
    await expectNoAccessibilityViolations(page);

    // Listed on /funding, closed, with the round its dates point to.
    await page.goto(`/funding?q=${word}`);
    await expect(page.getByRole("region", { name: "Find Scholarships" }).locator(".window-badge")).toHaveText(/^Closed: expected Aug \d{4}$/);

    await page.goto(`/admin/scholarships?q=${word}`);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Scholarship" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expect(page.getByLabel("Currency")).toHaveValue("CAD");
    await expect(page.getByLabel("Postgraduate (master's or doctorate)")).toBeChecked();
    await expect(page.getByLabel("Undergraduate (associate or bachelor's degree)")).not.toBeChecked();
    // Confirming the next round: its dates under a new cycle name.
    await page.getByLabel("Cycle or intake (optional)").fill("2998/99");
    await page.getByLabel("Opens on (optional)").fill("2998-12-01");
    await page.getByLabel("Deadline (optional)").fill("2999-01-31");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Scholarship updated successfully" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText("Open");
    // The confirmed round is the award's window; the one before is kept with the earlier cycles.
    await page.goto(`/funding?q=${word}`);
    await expect(page.getByRole("region", { name: "Find Scholarships" }).locator(".window-badge")).toHaveText("Opens 1 Dec 2998");
    await page.getByRole("link", { name: `Details of ${title}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator(".scholarship-deadline-status")).toHaveText("Opens 1 December 2998, closes 31 January 2999 (2998/99).");
    await expect(page.getByRole("region", { name: "Past and current cycles" }).getByRole("listitem")).toHaveText([
      "2998/99: opened 1 December 2998, closed 31 January 2999",
      "2025/26: opened 1 August 2025, closed 1 October 2025",
    ]);

    // Deactivate it: it leaves /funding (the projection is waited for before the redirect).
    await page.goto(`/admin/scholarships?q=${word}`);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("group", { name: "Application window" }).getByRole("listitem")).toHaveText([
      "2025/26: opened 1 August 2025, closed 1 October 2025",
    ]);
    await page.getByLabel("Active (shown to students)").uncheck();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Scholarship updated successfully" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText("Inactive");
    await page.goto(`/funding?q=${word}`);
    await expect(page.getByText(title)).toHaveCount(0);
  },
);

test("the list filters by search, status and amount together, says how many it found, and offers Clear Filters when empty", ONCE, async ({ page }) => {
  await signUpAdmin(page);
  const word = unique();
  const today = new Date();
  const inDays = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  await createThroughApi(page.request, { title: `Full Award ${word}`, amount: "Full tuition", deadline: inDays(10) });
  await createThroughApi(page.request, { title: `Partial Award ${word}`, amount: "Partial tuition", deadline: inDays(-3), isFeatured: true });
  await createThroughApi(page.request, { title: `Hidden Award ${word}`, amount: "Partial tuition", isActive: false, deadline: inDays(90) });

  await page.goto("/admin/scholarships");
  await page.getByLabel("Search scholarships").fill(word.toUpperCase());
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("3 scholarships found")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: `Full Award ${word}` })).toContainText("Closing soon");
  await expect(page.getByRole("listitem").filter({ hasText: `Partial Award ${word}` })).toContainText("Expired");
  await expect(page.getByRole("listitem").filter({ hasText: `Hidden Award ${word}` })).toContainText("Open");

  const count = async (query: string) => {
    await page.goto(`/admin/scholarships?q=${word}&${query}`);
    return page.getByRole("listitem").filter({ hasText: word }).count();
  };
  expect(await count("amount=full")).toBe(1);
  expect(await count("amount=partial")).toBe(2);
  expect(await count("status=inactive")).toBe(1);
  expect(await count("status=active&amount=partial")).toBe(1);
  expect(await count("status=featured")).toBe(1);
  expect(await count("status=featured&amount=full")).toBe(0);
  await expect(page.getByRole("heading", { name: "No scholarships found" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/admin\/scholarships$/);
  await expect(page.getByLabel("Search scholarships")).toHaveValue("");
  // Odd filter values are clamped, never a 500.
  expect((await page.request.get("/admin/scholarships?status=%3Cb%3E&amount=everything&q=%25")).status()).toBe(200);
});

test("bad input is refused next to its field, keeps what was typed, writes nothing; script is stored as text and shown inert", async ({ page }) => {
  await signUpAdmin(page);
  const word = unique();
  await page.goto("/admin/scholarships/new");
  await page.getByLabel("Amount (optional)").fill(`Kept amount ${word}`);
  await page.getByLabel("Application URL (optional)").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Create Scholarship" }).click();
  await expect(page.getByText("Enter the scholarship's title.")).toBeVisible();
  await expect(page.getByText("Enter a description of the scholarship.")).toBeVisible();
  await expect(page.getByText("Enter who provides the scholarship.")).toBeVisible();
  await expect(page.getByText("Enter a full web address starting with https://, or leave it empty.").first()).toBeVisible();
  await expect(page.getByLabel("Amount (optional)")).toHaveValue(`Kept amount ${word}`);
  await expect(page.getByText("Failed to create scholarship")).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // A currency outside the list (a forged post) and an unknown pathway or destination are refused too.
  const forged = await page.request.post("/admin/scholarships/new", {
    form: { title: `Forged ${word}`, description: "d", provider: "p", currency: "JPY", pathwayId: "pathway_nowhere", destinationId: "mars", isActive: "on" },
  });
  expect(forged.status()).toBe(400);
  const refusal = await page.request.post("/admin/scholarships/new", {
    form: { title: `Forged ${word}`, description: "d", provider: "p", pathwayId: "pathway_nowhere" },
  });
  expect(refusal.status()).toBe(400);
  const html = await refusal.text();
  expect(html).toContain("Choose a pathway from the list.");
  const badLevel = await page.request.post("/admin/scholarships/new", {
    form: { title: `Forged ${word}`, description: "d", provider: "p", studyLevels: "doctorate" },
  });
  expect(badLevel.status()).toBe(400);
  expect(await badLevel.text()).toContain("Tick undergraduate, postgraduate or both, or neither for any level.");
  await page.goto(`/admin/scholarships?q=${word}`);
  await expect(page.getByText("No scholarships found")).toBeVisible();

  const script = `<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"> ${word}`;
  await page.goto("/admin/scholarships/new");
  await fillRequired(page, script);
  await page.getByRole("button", { name: "Create Scholarship" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Scholarship created successfully" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: script })).toBeVisible();
  expect(await page.locator("img[src=x]").count()).toBe(0);
  if (javaScriptEnabled()) expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test("an admin states who may apply: an unknown citizenship is refused beside its field with the text kept; fixed, the rules show on the award's page", async ({
  page,
}) => {
  await signUpAdmin(page);
  const word = unique();
  const created = await createThroughApi(page.request, { title: `Rules Award ${word}`, sourceUrl: "https://example.org/rules-award" });
  await page.goto(`/admin/scholarships/${created.id}/edit`);
  await expect(page.getByRole("group", { name: "Who may apply, as rules" })).toContainText(
    "Only what the award's sources state; leave a field empty when they do not say. These are checked against students' profiles.",
  );
  const citizenships = page.getByLabel("Citizenships (optional)");
  await citizenships.fill("JM, XX");
  await page.getByLabel("Maximum age (optional)").fill("35");
  await page.getByRole("button", { name: "Save Changes" }).click();

  const message = '"XX" is not a code we know: use two-letter country codes such as JM, TT or BB, or CARICOM or OECS, separated by commas.';
  const citizenshipsField = page.locator(".form-field").filter({ has: citizenships });
  await expect(citizenshipsField.getByRole("alert")).toHaveText(message);
  await expect(citizenships).toHaveAttribute("aria-invalid", "true");
  await expect(citizenships).toHaveValue("JM, XX");
  await expect(page.getByLabel("Maximum age (optional)")).toHaveValue("35");
  await expectNoAccessibilityViolations(page);

  await citizenships.fill("JM");
  await page.getByLabel("CXC results required (optional)").fill("CAPE 2 at II");
  await page.getByLabel("Source confidence").selectOption({ label: "Official page (high)" });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Scholarship updated successfully" })).toBeVisible();

  // The public page, as a visitor sees it: the rules listed, unchecked, and the source's grade after its link.
  const visitor = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: javaScriptEnabled() });
  try {
    const award = await visitor.newPage();
    await award.goto(`/funding/scholarships/${created.slug}`);
    await expect(award.getByRole("heading", { level: 3, name: "The rules we check", exact: true })).toBeVisible();
    await expect(award.getByRole("list", { name: "The rules we check" }).getByRole("listitem")).toHaveText([
      "Citizen of Jamaica",
      "Aged 35 or under when applying",
      "At least 2 CAPE units at grade II or better",
    ]);
    await expect(award.getByRole("link", { name: `Source for Rules Award ${word} (external site)`, exact: true })).toHaveAttribute(
      "href",
      "https://example.org/rules-award",
    );
    // Seen as "Source (official page)": the grade follows the link, outside its name.
    await expect(award.locator(".scholarship-verification > span").first()).toHaveText(`Source for Rules Award ${word} (external site) (official page)`);
  } finally {
    await visitor.close();
  }
});

test("a save over someone else's newer save shows the conflict, keeps both texts, and saves on a second, deliberate try", ONCE, async ({ page }) => {
  await signUpAdmin(page);
  const word = unique();
  const created = await createThroughApi(page.request, { title: `Conflict Award ${word}` });
  await page.goto(`/admin/scholarships/${created.id}/edit`);

  // Another editor saves first (through the API, with the version they read).
  const theirs = await page.request.patch(`/api/scholarships/${created.id}`, {
    data: {
      title: `Conflict Award ${word} (their save)`,
      description: "Their description.",
      provider: "Study Compass test fund",
      expectedVersion: created.version,
    },
  });
  expect(theirs.status(), await theirs.text()).toBe(200);

  await page.getByLabel("Title", { exact: true }).fill(`Conflict Award ${word} (my save)`);
  await page.getByLabel("Description", { exact: true }).fill("My carefully typed description.");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Someone else saved this scholarship after you opened it.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Conflict Award ${word} (my save)`);
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("My carefully typed description.");
  await expect(page.getByText("Their description.")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  expect((await (await page.request.get(`/api/scholarships/${created.id}`)).json()).title).toBe(`Conflict Award ${word} (their save)`);

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Scholarship updated successfully" })).toBeVisible();
  expect((await (await page.request.get(`/api/scholarships/${created.id}`)).json()).title).toBe(`Conflict Award ${word} (my save)`);
});

test("delete asks 'Are you sure?' with the spec's text; Cancel keeps it, Delete removes it with a toast", ONCE, async ({ page }) => {
  await signUpAdmin(page);
  const word = unique();
  const title = `Doomed Award ${word}`;
  const created = await createThroughApi(page.request, { title });
  await page.goto(`/admin/scholarships?q=${word}`);
  await page.getByRole("link", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Are you sure?" })).toBeVisible();
  await expect(dialog).toContainText(`This action cannot be undone. This will permanently delete the scholarship "${title}" and remove it from the platform.`);
  await expectNoAccessibilityViolations(page);
  await dialog
    .getByRole("button", { name: "Cancel" })
    .or(dialog.getByRole("link", { name: "Cancel" }))
    .click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();

  await page.getByRole("link", { name: `Delete ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Scholarship deleted successfully." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: title })).toHaveCount(0);
  expect((await page.request.get(`/api/scholarships/${created.id}`)).status()).toBe(404);
  // Deleting it again: the failure toast, a 404, nothing else changes.
  const again = await page.request.post("/admin/scholarships?index", { form: { intent: "delete", id: created.id } });
  expect(again.status()).toBe(404);
  expect(await again.text()).toContain("Failed to delete scholarship. Please try again.");
});

test("the admin API creates, reads (inactive too), revises with a version and deletes, with the form's validation", ONCE, async ({ page }) => {
  await signUpAdmin(page);
  const word = unique();
  const api = page.request;

  const missing = await api.post("/api/scholarships", { data: { amount: "Full" } });
  expect(missing.status()).toBe(400);
  expect((await missing.json()).error.fieldErrors).toMatchObject({
    title: ["Enter the scholarship's title."],
    description: ["Enter a description of the scholarship."],
    provider: ["Enter who provides the scholarship."],
  });
  const bad = await api.post("/api/scholarships", {
    data: { title: "t", description: "d", provider: "p", currency: "JPY", applicationUrl: "ftp://x", deadline: "soon", destinationId: "mars" },
  });
  expect(bad.status()).toBe(400);
  expect(Object.keys((await bad.json()).error.fieldErrors).sort()).toEqual(["applicationUrl", "currency", "deadline", "destinationId"]);
  expect((await api.post("/api/scholarships", { data: "{not json", headers: { "Content-Type": "application/json" } })).status()).toBe(400);

  const created = await createThroughApi(api, { title: `API Award ${word}`, isActive: false, eligibilityCriteria: "<b>bold</b>" });
  expect(created).toMatchObject({
    title: `API Award ${word}`,
    isActive: false,
    isFeatured: false,
    currency: "USD",
    eligibilityCriteria: "<b>bold</b>",
    version: 1,
  });
  expect((await api.get(`/api/scholarships/${created.id}`)).status()).toBe(200);
  // The public does not see an inactive scholarship.
  const anonymous = await api.get(`/api/scholarships/${created.id}`, { headers: { Cookie: "" } });
  expect(anonymous.status()).toBe(404);

  const body = { title: `API Award ${word} revised`, description: "d", provider: "p", isActive: true };
  expect((await api.patch(`/api/scholarships/${created.id}`, { data: body })).status()).toBe(428);
  const revised = await api.patch(`/api/scholarships/${created.id}`, { data: body, headers: { "If-Match": '"1"' } });
  expect(revised.status()).toBe(200);
  expect(await revised.json()).toMatchObject({ title: `API Award ${word} revised`, version: 2, isActive: true });
  const stale = await api.patch(`/api/scholarships/${created.id}`, { data: { ...body, title: "stale", expectedVersion: 1 } });
  expect(stale.status()).toBe(409);
  expect((await (await api.get(`/api/scholarships/${created.id}`)).json()).title).toBe(`API Award ${word} revised`);
  expect((await api.patch("/api/scholarships/scholarship_missing", { data: { ...body, expectedVersion: 1 } })).status()).toBe(404);

  // A forged Origin is refused before the route runs.
  expect((await api.delete(`/api/admin/scholarships/${created.id}`, { headers: { Origin: "https://evil.example" } })).status()).toBe(403);
  expect((await api.delete(`/api/admin/scholarships/${created.id}`)).status()).toBe(204);
  expect((await api.delete(`/api/admin/scholarships/${created.id}`)).status()).toBe(404);
  expect((await api.get(`/api/scholarships/${created.id}`)).status()).toBe(404);
});
