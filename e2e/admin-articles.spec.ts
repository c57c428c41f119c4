import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { makeAdmin } from "./admin-helpers.ts";
import { expect, expectNoAccessibilityViolations, javaScriptEnabled, ONCE, signUp, test } from "./fixtures.ts";

/*
 * The articles part of the admin area (the article list and the article
 * form): list, filters and counts, create with a
 * generated slug, edit, the conflict of two editors, publish to the public
 * page and search, delete behind its confirmation, bad input, the live
 * preview, the admin API, and a student's 403. Run with and without JavaScript.
 */

const noJs = () => !javaScriptEnabled();

/** Signs a new account up and makes it an admin through the operator's CLI. */
async function signUpAdmin(page: Page): Promise<void> {
  await signUp(page);
  await makeAdmin(page);
}

/** A word no seeded article holds, so a search for it counts only this test's articles. */
const token = () => `zq${randomUUID().slice(0, 8)}`;

async function createByApi(page: Page, fields: Record<string, unknown>): Promise<{ id: string; slug: string; version: number }> {
  const response = await page.request.post("/api/articles", { data: { content: "## Body\n\nText.", ...fields } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

async function fillNewArticle(page: Page, fields: { title: string; content?: string; slug?: string; readTime?: string }) {
  await page.getByLabel("Title").fill(fields.title);
  if (fields.slug !== undefined) await page.getByLabel("Slug").fill(fields.slug);
  await page.getByLabel("Content").fill(fields.content ?? "## Before you apply\n\nCheck each **deadline**.");
  if (fields.readTime !== undefined) await page.getByLabel("Read time (minutes)").fill(fields.readTime);
}

test("a student gets 403 on the admin article pages and API, anonymous 401, and nothing is written", ONCE, async ({ page }) => {
  await signUp(page);
  for (const path of ["/admin/articles", "/admin/articles/new", "/admin/articles/article_x/edit"]) {
    expect((await page.goto(path))?.status(), path).toBe(403);
  }
  expect((await page.request.get("/api/admin/articles")).status()).toBe(403);
  expect((await page.request.post("/api/articles", { data: { title: "Student article", content: "x" } })).status()).toBe(403);
  expect((await page.request.patch("/api/articles/article_x", { data: { title: "x", expectedVersion: 1 } })).status()).toBe(403);
  expect((await page.request.delete("/api/admin/articles/article_x")).status()).toBe(403);
  expect((await page.request.post("/admin/articles/preview", { form: { content: "# x" } })).status()).toBe(403);
  const anonymous = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    expect((await anonymous.request.post("/api/articles", { data: { title: "Anonymous", content: "x" } })).status()).toBe(401);
    expect((await anonymous.request.get("/api/admin/articles")).status()).toBe(401);
  } finally {
    await anonymous.close();
  }
});

test("an admin creates an article with a generated slug, finds it with the filters, publishes it to the public page and search, and unpublishes it", async ({
  page,
}) => {
  await signUpAdmin(page);
  const word = token();
  await page.goto("/admin/articles");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Articles" })).toBeVisible();
  await expect(page.getByText("Create, edit, and publish educational content")).toBeVisible();
  await expect(page.getByRole("heading", { name: "All Articles" })).toBeVisible();
  await expect(page.getByPlaceholder("Search articles...")).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole("link", { name: "New Article" }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/new$/);
  await expectNoAccessibilityViolations(page);
  await fillNewArticle(page, { title: `Budgeting ${word}: First Year!` });
  await page.getByLabel("Category").selectOption("tips");
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save Article" }).click();
  await expect(page).toHaveURL(/\/admin\/articles\?saved=created$/);
  await expect(page.getByText("Article created successfully.")).toBeVisible();

  // Search (any case) AND status AND category: one article; a draft filter finds none.
  await page.goto(`/admin/articles?q=${word.toUpperCase()}&status=published&category=tips`);
  await expect(page.getByText("1 articles found")).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: word });
  await expect(card.getByRole("heading", { name: `Budgeting ${word}: First Year!` })).toBeVisible();
  await expect(card.getByText("Published", { exact: true })).toBeVisible();
  await expect(card.getByText("Study Compass Editorial Team")).toBeVisible();
  await expect(card.getByText(/^Updated \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expect(card.getByRole("link", { name: `View Budgeting ${word}: First Year!` })).toHaveAttribute("href", `/articles/budgeting-${word}-first-year`);

  await page.goto(`/admin/articles?q=${word}&status=draft`);
  await expect(page.getByText("0 articles found")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search criteria or filters to find more articles.")).toBeVisible();
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);

  const slug = `budgeting-${word}-first-year`;
  const publicPage = await page.goto(`/articles/${slug}`);
  expect(publicPage?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: `Budgeting ${word}: First Year!` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Before you apply" })).toBeVisible();
  await expect
    .poll(async () => ((await (await page.request.get(`/api/search?q=${word}`)).json()) as { articles: { slug: string }[] }).articles.map((a) => a.slug))
    .toContain(slug);
  expect(await (await page.request.get("/rss.xml")).text()).toContain(`/articles/${slug}`);

  // Edit: unpublish; the public page is gone at once (read-your-writes).
  await page.goto(`/admin/articles?q=${word}`);
  await page.getByRole("link", { name: `Edit Budgeting ${word}: First Year!` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Article" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByLabel("Published").uncheck();
  await page.getByLabel("Featured").check();
  await page.getByRole("button", { name: "Save Article" }).click();
  await expect(page.getByText("Article updated successfully.")).toBeVisible();
  expect((await page.goto(`/articles/${slug}`))?.status()).toBe(404);
  await page.goto(`/admin/articles?q=${word}&status=featured`);
  await expect(page.getByText("1 articles found")).toBeVisible();
  await expect(page.getByText("Not published")).toBeVisible();
  await expect(page.getByRole("link", { name: /^View / })).toHaveCount(0);
});

test("bad input is refused beside its field and nothing is written; script in a title stays text", async ({ page }) => {
  await signUpAdmin(page);
  const word = token();
  const taken = await createByApi(page, { title: `Taken ${word}` });

  await page.goto("/admin/articles/new");
  await fillNewArticle(page, { title: " ", readTime: "0" });
  await page.getByRole("button", { name: "Save Article" }).click();
  await expect(page.getByText("Enter a title.")).toBeVisible();
  await expect(page.getByText("Read time must be a whole number of minutes, at least 1.")).toBeVisible();
  await expect(page.getByLabel("Content")).toHaveValue("## Before you apply\n\nCheck each **deadline**.");

  await fillNewArticle(page, { title: `Another ${word}`, slug: taken.slug, readTime: "5" });
  await page.getByRole("button", { name: "Save Article" }).click();
  await expect(page.getByText(`The slug "${taken.slug}" is already used by another article. Choose another slug.`)).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.goto(`/admin/articles?q=${word}`);
  await expect(page.getByText("1 articles found")).toBeVisible();

  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const scripted = `<script>alert(1)</script> ${word}`;
  await page.goto("/admin/articles/new");
  await fillNewArticle(page, { title: scripted, content: `<script>alert(2)</script>\n\n<img src=x onerror="alert(3)">\n\nSafe ${word}` });
  await page.getByRole("button", { name: "Save Article" }).click();
  await expect(page.getByText("Article created successfully.")).toBeVisible();
  await page.goto(`/admin/articles?q=${word}`);
  await expect(page.getByRole("heading", { name: scripted })).toBeVisible();
  expect(dialogs).toBe(0);
});

test("the live preview renders and sanitises the content as the public page will", async ({ page }) => {
  await signUpAdmin(page);
  await page.goto("/admin/articles/new");
  await page.getByLabel("Title").fill("Preview check");
  await page.getByLabel("Content").fill('## Visa steps\n\nBring **originals**.\n\n<img src=x onerror="alert(1)">\n\n[bad](javascript:alert(1))');
  if (noJs()) await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("article-preview");
  await expect(preview.getByRole("heading", { level: 2, name: "Visa steps" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("originals");
  expect(await preview.innerHTML()).not.toMatch(/onerror|javascript:|<img/);
  // The form keeps what was typed (no-JS: the page came back from the server).
  await expect(page.getByLabel("Title")).toHaveValue("Preview check");
  await expectNoAccessibilityViolations(page);
});

test("two editors: the second save from a stale version shows the conflict with both texts, and saving again keeps the second", ONCE, async ({ page }) => {
  await signUpAdmin(page);
  const word = token();
  const article = await createByApi(page, { title: `Shared ${word}` });
  const other = await page.context().newPage();
  await page.goto(`/admin/articles/${article.id}/edit`);
  await other.goto(`/admin/articles/${article.id}/edit`);

  await other.getByLabel("Title").fill(`Theirs ${word}`);
  await other.getByLabel("Content").fill("## Their body");
  await other.getByRole("button", { name: "Save Article" }).click();
  await expect(other.getByText("Article updated successfully.")).toBeVisible();

  await page.getByLabel("Title").fill(`Mine ${word}`);
  await page.getByLabel("Content").fill("## My body");
  await page.getByRole("button", { name: "Save Article" }).click();
  await expect(page.getByText(/^Someone else saved this article since you opened it\./)).toBeVisible();
  await expect(page.getByTestId("their-title")).toHaveText(`Theirs ${word}`);
  await expect(page.getByTestId("their-content")).toHaveText("## Their body");
  await expect(page.getByLabel("Title")).toHaveValue(`Mine ${word}`);
  await expect(page.getByLabel("Content")).toHaveValue("## My body");
  await expectNoAccessibilityViolations(page);

  await page.getByRole("button", { name: "Save Article" }).click();
  await expect(page.getByText("Article updated successfully.")).toBeVisible();
  await page.goto(`/admin/articles?q=${word}`);
  await expect(page.getByRole("heading", { name: `Mine ${word}` })).toBeVisible();
  await other.close();
});

test("delete asks 'Are you sure?' with the spec's text, Cancel keeps the article, Delete removes it with the toast", async ({ page }) => {
  await signUpAdmin(page);
  const word = token();
  const title = `Delete me ${word}`;
  await createByApi(page, { title });
  await page.goto(`/admin/articles?q=${word}`);
  await expect(page.getByText("1 articles found")).toBeVisible();

  const confirmText = `This action cannot be undone. This will permanently delete the article "${title}" and remove it from the platform.`;
  await page.getByRole("link", { name: `Delete ${title}` }).click();
  await expect(page.getByRole("heading", { name: "Are you sure?" })).toBeVisible();
  await expect(page.getByText(confirmText)).toBeVisible();
  if (!noJs()) await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole(noJs() ? "link" : "button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Are you sure?" })).toBeHidden();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  await page.getByRole("link", { name: `Delete ${title}` }).click();
  if (!noJs()) {
    // Hold the delete a moment: the confirm button reads 'Deleting...' and is disabled while it is pending.
    await page.route(/\/admin\/articles\?/, async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
  }
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  if (!noJs()) await expect(page.getByRole("button", { name: "Deleting..." })).toBeDisabled();
  await expect(page.getByText("Article deleted successfully.")).toBeVisible();
  await expect(page.getByText("0 articles found")).toBeVisible();
  await expect(page.getByText("No articles found")).toBeVisible();
});

test("the admin API: validation per field, create, list with drafts, PATCH needs the version and refuses a stale one, delete", ONCE, async ({ page }) => {
  await signUpAdmin(page);
  const word = token();

  const bad = await page.request.post("/api/articles", { data: { title: "", content: "x", readTime: 0, categoryId: "nope" } });
  expect(bad.status()).toBe(400);
  const badBody = await bad.json();
  expect(badBody.error.fieldErrors).toMatchObject({ title: ["Enter a title."], readTime: ["Read time must be a whole number of minutes, at least 1."] });
  const unknown = await page.request.post("/api/articles", { data: { title: `Unknown ${word}`, content: "x", categoryId: "nope" } });
  expect((await unknown.json()).error.fieldErrors).toEqual({ categoryId: ["Choose one of the categories."] });
  const elsewhere = await page.request.post("/api/articles", {
    data: { title: `Elsewhere ${word}`, content: "x", destinationId: "dest_mars", pathwayId: "nope" },
  });
  expect((await elsewhere.json()).error.fieldErrors).toEqual({
    destinationId: ["Choose one of the destinations, or none."],
    pathwayId: ["Choose one of the pathways, or none."],
  });
  expect((await (await page.request.get(`/api/admin/articles?q=${word}`)).json()).total).toBe(0);

  const created = await createByApi(page, { title: `Api ${word}`, categoryId: "news" });
  expect(created).toMatchObject({ slug: `api-${word}`, readTime: 5, isPublished: false, version: 1 });
  const list = await (await page.request.get(`/api/admin/articles?q=${word}`)).json();
  expect(list.total).toBe(1);
  expect(list.articles[0]).toMatchObject({ id: created.id, isPublished: false });

  expect((await page.request.patch(`/api/articles/${created.id}`, { data: { title: "No version" } })).status()).toBe(428);
  const revised = await page.request.patch(`/api/articles/${created.id}`, { data: { isPublished: true }, headers: { "If-Match": '"1"' } });
  expect(revised.status()).toBe(200);
  expect(await revised.json()).toMatchObject({ isPublished: true, version: 2, title: `Api ${word}` });
  const stale = await page.request.patch(`/api/articles/${created.id}`, { data: { title: "Stale", expectedVersion: 1 } });
  expect(stale.status()).toBe(409);
  expect((await stale.json()).current).toMatchObject({ title: `Api ${word}`, version: 2 });
  expect((await page.request.get(`/api/articles/api-${word}`)).status()).toBe(200);

  const forged = await page.request.post("/api/articles", { data: { title: `Forged ${word}`, content: "x" }, headers: { Origin: "https://evil.example" } });
  expect(forged.status()).toBe(403);

  expect((await page.request.delete(`/api/admin/articles/${created.id}`)).status()).toBe(204);
  expect((await page.request.delete(`/api/admin/articles/${created.id}`)).status()).toBe(404);
  expect((await page.request.get(`/api/articles/api-${word}`)).status()).toBe(404);
  expect((await (await page.request.get(`/api/admin/articles?q=${word}`)).json()).total).toBe(0);
});

test("the list pages by 20, and odd query strings are answered, not a 500", ONCE, async ({ page }) => {
  await signUpAdmin(page);
  const word = token();
  for (let index = 1; index <= 21; index++) await createByApi(page, { title: `Paged ${word} ${index}` });
  await page.goto(`/admin/articles?q=${word}`);
  await expect(page.getByText("21 articles found")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: `Paged ${word}` })).toHaveCount(20);
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: `Paged ${word}` })).toHaveCount(1);
  await expect(page.getByRole("heading", { name: `Paged ${word} 1`, exact: true })).toBeVisible();

  for (const query of ["?status=bogus&page=-4", "?category=%3Cscript%3E&q=%25%27%22", `?q=${"x".repeat(500)}`, "?page=99999999"]) {
    const response = await page.goto(`/admin/articles${query}`);
    expect(response?.status(), query).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Manage Articles" })).toBeVisible();
  }
});
