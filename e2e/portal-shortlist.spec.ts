import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { expect, expectNoAccessibilityViolations, javaScriptEnabled, newStudent, ONCE, signUp, test } from "./fixtures.ts";

const withJavaScript = () => test.info().project.name === "js";
const SHORTLIST = "/portal/planner/shortlist";

const TORONTO = { id: "school_university_of_toronto", slug: "university-of-toronto", name: "University of Toronto" };
const UBC = { id: "school_university_of_british_columbia", slug: "university-of-british-columbia", name: "University of British Columbia" };
const HARVARD = { id: "school_harvard_university", slug: "harvard-university", name: "Harvard University" };
const YORK = { id: "school_york_university", slug: "york-university", name: "York University" };

/** With JavaScript, waits until React has hydrated and the page's enhancements are on. */
async function ready(page: Page) {
  if (!withJavaScript()) return;
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
}

/** Clicks a button that posts a shortlist change and waits until the server has answered it (the page shows the change at once, before that). */
async function post(page: Page, button: Locator) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  // With JavaScript the page then reloads its data (single fetch, a `.data` GET): the next press starts from it.
  const reloaded = javaScriptEnabled() ? page.waitForResponse((response) => response.request().method() === "GET" && response.url().includes(".data")) : null;
  await button.click();
  await answered;
  await reloaded;
}

/** Adds a school from its page with the "Add to shortlist" button, and checks it reads as pressed. */
async function addFromSchoolPage(page: Page, school: { slug: string }) {
  await page.goto(`/schools/${school.slug}`);
  await ready(page);
  const button = page.getByRole("button", { name: "Add to shortlist" });
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await post(page, button);
  const pressed = page.getByRole("button", { name: "On your shortlist" });
  await expect(pressed).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(`/schools/${school.slug}`);
}

function card(page: Page, name: string): Locator {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name }) });
}

/** Chooses from an entry's select: with JavaScript it submits on change; without, its Update button does. */
async function choose(page: Page, field: "Status" | "Priority", schoolName: string, value: string) {
  await ready(page);
  const update = page.getByRole("button", { name: `Update ${field.toLowerCase()} for ${schoolName}` });
  if (withJavaScript()) await expect(update).toHaveCount(0);
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByLabel(`${field} for ${schoolName}`).selectOption(value);
  if (!withJavaScript()) await update.click();
  await answered;
}

/** A second student in their own browser (with the project's JavaScript setting), signed up. */
async function otherStudent(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: test.info().project.use.javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": `10.200.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}` },
  });
  const page = await context.newPage();
  await signUp(page, newStudent());
  return { context, page };
}

test("signed out, the shortlist says Access Denied, its API answers 401, and a school page's button goes to sign in and back", async ({ page }) => {
  const response = await page.goto(SHORTLIST);
  expect(response?.status()).toBe(401);
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  expect((await page.request.get("/api/portal/shortlist")).status()).toBe(401);
  expect((await page.request.get(`${SHORTLIST}/compare?school=${TORONTO.id}&school=${UBC.id}`)).status()).toBe(401);

  const student = await signUp(page);
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL("/");
  await page.goto(`/schools/${TORONTO.slug}`);
  await page.getByRole("link", { name: "Add to shortlist" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
  await page.getByLabel("Email address").fill(student.email);
  await page.getByLabel("Password").fill(student.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`/schools/${TORONTO.slug}`);
  await expect(page.getByRole("button", { name: "Add to shortlist" })).toHaveAttribute("aria-pressed", "false");
});

test("a student with an empty shortlist is pointed to destinations and schools", async ({ page }) => {
  await signUp(page);
  await page.goto(SHORTLIST);
  await expect(page.getByRole("heading", { level: 1, name: "My University Shortlist" })).toBeVisible();
  await expect(page.getByText("No schools on your shortlist yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse destinations and schools" })).toHaveAttribute("href", "/destinations");
  await expectNoAccessibilityViolations(page);
});

test("a student adds schools from their pages, changes status, priority and notes, and removes one", async ({ page }) => {
  await signUp(page);
  await addFromSchoolPage(page, HARVARD);
  await addFromSchoolPage(page, TORONTO);

  // Pressed again, the button takes the school off; a third press puts it back.
  await post(page, page.getByRole("button", { name: "On your shortlist" }));
  await expect(page.getByRole("button", { name: "Add to shortlist" })).toHaveAttribute("aria-pressed", "false");
  await post(page, page.getByRole("button", { name: "Add to shortlist" }));
  await expect(page.getByRole("button", { name: "On your shortlist" })).toBeVisible();

  await page.goto(SHORTLIST);
  const harvard = card(page, HARVARD.name);
  await expect(harvard).toContainText("Cambridge, Massachusetts, United States");
  await expect(harvard).toContainText("University");
  await expect(harvard).toContainText("Early Action candidates apply by November 1");
  await expect(harvard).toContainText("Take the quiz to see your match");
  await expect(card(page, TORONTO.name)).toBeVisible();

  await choose(page, "Status", HARVARD.name, "applied");
  await expect(card(page, HARVARD.name).locator(".status-badge")).toHaveText("Applied");
  await choose(page, "Priority", HARVARD.name, "top_choice");
  await expect(card(page, HARVARD.name).locator(".priority-badge")).toHaveText("Top choice");

  await card(page, HARVARD.name).getByLabel(`My notes on ${HARVARD.name}`).fill("Ask about <b>CAPE</b> credit & aid");
  const saved = page.waitForResponse((response) => response.request().method() === "POST");
  await card(page, HARVARD.name)
    .getByRole("button", { name: `Save notes on ${HARVARD.name}` })
    .click();
  await saved;
  await page.goto(SHORTLIST);
  await expect(card(page, HARVARD.name).getByLabel(`My notes on ${HARVARD.name}`)).toHaveValue("Ask about <b>CAPE</b> credit & aid");

  // Too long: refused next to the field, nothing written.
  await ready(page);
  await card(page, HARVARD.name).getByLabel(`My notes on ${HARVARD.name}`).fill("x".repeat(2001));
  await card(page, HARVARD.name)
    .getByRole("button", { name: `Save notes on ${HARVARD.name}` })
    .click();
  await expect(page.getByText("Keep your notes to 2000 characters or fewer.")).toBeVisible();

  await page.goto(SHORTLIST);
  await expect(card(page, HARVARD.name).locator(".status-badge")).toHaveText("Applied");
  await expect(card(page, HARVARD.name).getByLabel(`My notes on ${HARVARD.name}`)).toHaveValue("Ask about <b>CAPE</b> credit & aid");

  const api = await page.request.get("/api/portal/shortlist");
  expect(api.status()).toBe(200);
  const entries = (await api.json()) as Record<string, unknown>[];
  expect(entries).toHaveLength(2);
  expect(entries).toContainEqual(
    expect.objectContaining({ schoolId: HARVARD.id, name: HARVARD.name, slug: HARVARD.slug, status: "applied", priority: "top_choice", match: null }),
  );
  expect(entries[0]).toHaveProperty("addedAt");

  await ready(page);
  await post(page, card(page, TORONTO.name).getByRole("button", { name: `Remove ${TORONTO.name} from your shortlist` }));
  await expect(card(page, TORONTO.name)).toHaveCount(0);
  await expect(card(page, HARVARD.name)).toBeVisible();
});

test("search, country and status filters, the sorts with their direction and the table view all live in the URL", async ({ page }) => {
  await signUp(page);
  for (const school of [HARVARD, TORONTO, UBC]) await addFromSchoolPage(page, school);
  await page.goto(SHORTLIST);
  await choose(page, "Status", HARVARD.name, "applied");
  await expect(card(page, HARVARD.name).locator(".status-badge")).toHaveText("Applied");
  await choose(page, "Priority", UBC.name, "top_choice");
  await expect(card(page, UBC.name).locator(".priority-badge")).toHaveText("Top choice");
  await choose(page, "Priority", TORONTO.name, "second_choice");
  await expect(card(page, TORONTO.name).locator(".priority-badge")).toHaveText("Second choice");

  const names = page.getByRole("list", { name: "Shortlisted schools" }).getByRole("heading", { level: 2 });

  await page.getByLabel("Search by name or location").fill("toronto");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]q=toronto(&|$)/);
  await expect(names).toHaveText([TORONTO.name]);

  await page.goto(`${SHORTLIST}?country=canada&sort=name&dir=asc`);
  await expect(names).toHaveText([UBC.name, TORONTO.name]);
  await page.goto(`${SHORTLIST}?status=applied`);
  await expect(names).toHaveText([HARVARD.name]);

  await page.goto(`${SHORTLIST}?sort=priority&dir=asc`);
  await expect(names).toHaveText([UBC.name, TORONTO.name, HARVARD.name]);
  await page.getByRole("link", { name: /Ascending/ }).click();
  await expect(page).toHaveURL(`${SHORTLIST}?sort=priority`);
  await expect(names).toHaveText([HARVARD.name, TORONTO.name, UBC.name]);

  await page.goto(`${SHORTLIST}?sort=name&dir=asc`);
  await expect(names).toHaveText([HARVARD.name, UBC.name, TORONTO.name]);
  await page.getByLabel("Sort by").selectOption("deadline");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/sort=deadline/);

  await page.getByRole("link", { name: "Table" }).click();
  await expect(page).toHaveURL(/view=table/);
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Application deadline" })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: new RegExp(HARVARD.name) })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.goto(`${SHORTLIST}?q=${encodeURIComponent("<script>%' OR 1=1")}&sort=bogus&dir=sideways&view=nope`);
  await expect(page.getByText("No schools on your shortlist match these filters.")).toBeVisible();
  await page.goto(SHORTLIST);
  await expectNoAccessibilityViolations(page);
});

test("compare two and three schools side by side; a fourth is refused", async ({ page }) => {
  await signUp(page);
  for (const school of [HARVARD, TORONTO, UBC, YORK]) await addFromSchoolPage(page, school);
  await page.goto(`${SHORTLIST}?sort=name&dir=asc`);
  await ready(page);

  const compareButton = page.getByRole("button", { name: /^Compare/ });
  if (withJavaScript()) await expect(compareButton).toHaveCount(0);
  await page.getByRole("checkbox", { name: `Compare ${HARVARD.name}` }).check();
  if (withJavaScript()) await expect(compareButton).toHaveCount(0);
  await page.getByRole("checkbox", { name: `Compare ${TORONTO.name}` }).check();
  await compareButton.click();
  await page.waitForURL((url) => url.pathname === `${SHORTLIST}/compare`);
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText([HARVARD.name, TORONTO.name]);
  await expect(table.getByRole("rowheader", { name: "Application deadline" })).toBeVisible();
  await expect(table.getByRole("row", { name: /Country/ })).toContainText("United States");
  await expect(table.getByRole("row", { name: /Country/ })).toContainText("Canada");
  await expectNoAccessibilityViolations(page);

  await page.goto(`${SHORTLIST}/compare?school=${HARVARD.id}&school=${TORONTO.id}&school=${UBC.id}`);
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveText([HARVARD.name, TORONTO.name, UBC.name]);

  await page.goto(`${SHORTLIST}?sort=name&dir=asc`);
  await ready(page);
  for (const school of [HARVARD, TORONTO, UBC]) await page.getByRole("checkbox", { name: `Compare ${school.name}` }).check();
  const fourth = page.getByRole("checkbox", { name: `Compare ${YORK.name}` });
  if (withJavaScript()) {
    await expect(fourth).toBeDisabled();
    await expect(compareButton).toHaveText("Compare (3)");
  } else {
    await fourth.check();
    await compareButton.click();
    await page.waitForURL((url) => url.pathname === `${SHORTLIST}/compare`);
    await expect(page.getByRole("alert")).toHaveText("You can compare at most 3 schools at a time. Choose 3 or fewer.");
    await expect(page.getByRole("table")).toHaveCount(0);
  }

  const four = await page.request.get(`${SHORTLIST}/compare?school=${HARVARD.id}&school=${TORONTO.id}&school=${UBC.id}&school=${YORK.id}`);
  expect(four.status()).toBe(400);
  const one = await page.goto(`${SHORTLIST}/compare?school=${HARVARD.id}`);
  expect(one?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText("Choose at least 2 schools from your shortlist to compare.");
});

test("one student can neither see nor change another's shortlist, and a forged school is refused", ONCE, async ({ page, browser }) => {
  await signUp(page);
  await addFromSchoolPage(page, TORONTO);
  await addFromSchoolPage(page, UBC);

  const b = await otherStudent(browser);
  try {
    await b.page.goto(SHORTLIST);
    await expect(b.page.getByText("No schools on your shortlist yet")).toBeVisible();
    expect(await (await b.page.request.get("/api/portal/shortlist")).json()).toEqual([]);
    const compare = await b.page.goto(`${SHORTLIST}/compare?school=${TORONTO.id}&school=${UBC.id}`);
    expect(compare?.status()).toBe(404);
    const changes: Record<string, string>[] = [
      { intent: "status", status: "rejected" },
      { intent: "priority", priority: "safety_school" },
      { intent: "notes", notes: "not mine" },
      { intent: "remove" },
    ];
    for (const change of changes) {
      const response = await b.page.request.post(SHORTLIST, { form: { schoolId: TORONTO.id, returnTo: SHORTLIST, ...change }, maxRedirects: 0 });
      expect(response.status(), change.intent).toBe(404);
    }
    const forged = await b.page.request.post(SHORTLIST, { form: { intent: "add", schoolId: "school_does_not_exist" }, maxRedirects: 0 });
    expect(forged.status()).toBe(404);
    const badStatus = await b.page.request.post(SHORTLIST, { form: { intent: "status", schoolId: TORONTO.id, status: "hacked" }, maxRedirects: 0 });
    expect(badStatus.status()).toBe(400);
    expect(await (await b.page.request.get("/api/portal/shortlist")).json()).toEqual([]);
  } finally {
    await b.context.close();
  }

  await page.goto(SHORTLIST);
  await expect(card(page, TORONTO.name).locator(".status-badge")).toHaveText("Saved");
  await expect(card(page, TORONTO.name).locator(".priority-badge")).toHaveText("Considering");
  await expect(card(page, TORONTO.name).getByLabel(`My notes on ${TORONTO.name}`)).toHaveValue("");
});
