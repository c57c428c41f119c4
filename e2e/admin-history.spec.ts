import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { makeAdmin, withDatabase } from "./admin-helpers.ts";
import { expect, expectNoAccessibilityViolations, ONCE, signUp, test } from "./fixtures.ts";

/*
 * Each article's and scholarship's history, built from its
 * events: who changed what and when, a diff of each revision, and "Restore
 * this version" (a new event, never a rewrite). A stale restore, a forged
 * Origin and an unknown id write nothing. Run with and without JavaScript.
 */

const token = () => `zh${randomUUID().slice(0, 8)}`;

async function signUpAdmin(page: Page): Promise<string> {
  const admin = await signUp(page);
  await makeAdmin(page);
  return `${admin.firstName} ${admin.lastName} (${admin.email})`;
}

function eventCount(streamId: string): Promise<number> {
  return withDatabase(async (sql) => Number((await sql<{ count: string }[]>`select count(*) as count from events where stream_id = ${streamId}`)[0]!.count));
}

/** The revision "Version N: ..." on a history page. */
const revision = (page: Page, version: number) => page.locator(`li[data-version="${version}"]`);

async function saveArticle(page: Page, articleId: string, fields: { title: string; content: string }) {
  await page.goto(`/admin/articles/${articleId}/edit`);
  await page.getByLabel("Title").fill(fields.title);
  await page.getByLabel("Content").fill(fields.content);
  await page.getByRole("button", { name: "Save Article" }).click();
  await expect(page.getByText("Article updated successfully.")).toBeVisible();
}

test(
  "an article's history shows each revision with who, when and its diff; restoring version 1 brings its text back to the public page; a stale restore is refused",
  ONCE,
  async ({ page }) => {
    test.slow();
    const adminName = await signUpAdmin(page);
    const word = token();
    const created = await page.request.post("/api/articles", {
      data: { title: `Harbour ${word}`, content: "## Body\n\nFirst text.", categoryId: "tips", readTime: 5, isPublished: true },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id, slug } = (await created.json()) as { id: string; slug: string };
    expect(slug).toBe(`harbour-${word}`);

    await saveArticle(page, id, { title: `Harbour ${word} second`, content: "## Body\n\nSecond text." });
    await saveArticle(page, id, { title: `Harbour ${word} third`, content: "## Body\n\nThird text." });

    // From the list row's History link.
    await page.goto(`/admin/articles?q=${word}`);
    await page.getByRole("link", { name: `History of Harbour ${word} third` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/articles/${id}/history$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`History: Harbour ${word} third`);
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Version 4: Revised Current version",
      "Version 3: Revised",
      "Version 2: Published",
      "Version 1: Drafted",
    ]);
    const latest = revision(page, 4);
    await expect(latest).toContainText(`By ${adminName}`);
    await expect(latest.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    await expect(latest.locator("del")).toHaveText([`Harbour ${word} second`, "− Removed: Second text."]);
    await expect(latest.locator("ins")).toHaveText([`Harbour ${word} third`, "+ Added: Third text."]);
    await expect(revision(page, 2)).toContainText("StatusBefore: Draft After: Published");
    // The current version has nothing to restore; version 2 (published, same text as version 1) can be restored.
    await expect(latest.getByRole("button", { name: /Restore this version/ })).toHaveCount(0);
    await expectNoAccessibilityViolations(page);

    // A second tab opens the history at version 4, then the first restores version 1.
    const stale = await page.context().newPage();
    await stale.goto(`/admin/articles/${id}/history`);
    await revision(page, 1).getByRole("button", { name: "Restore this version (version 1)" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/articles/${id}/history\\?restored=1$`));
    await expect(page.getByText("Version 1 restored. It is now the current version.")).toBeVisible();
    await expect(revision(page, 5).getByRole("heading", { level: 2 })).toHaveText("Version 5: Restored version 1 Current version");
    await expect(revision(page, 5).locator("ins")).toHaveText([`Harbour ${word}`, "+ Added: First text."]);
    await expectNoAccessibilityViolations(page);

    // The public page follows: the restored text, still published at the same address.
    await expect(async () => {
      const response = await page.goto(`/articles/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Harbour ${word}`, { timeout: 1_000 });
      await expect(page.getByRole("main").getByText("First text.").first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });

    // The stale tab still names version 4: refused with a message, nothing written, and the history is now current.
    expect(await eventCount(`article-${id}`)).toBe(5);
    await revision(stale, 3).getByRole("button", { name: "Restore this version (version 3)" }).click();
    await expect(stale.getByText(/^Someone else changed this article after you opened its history, so nothing was restored\./)).toBeVisible();
    await expect(revision(stale, 5)).toContainText("Version 5: Restored version 1");
    expect(await eventCount(`article-${id}`)).toBe(5);
    await stale.close();
  },
);

test(
  "bad restores write nothing: a forged Origin is 403, a stale or unknown version is refused, an unknown article is 404, a student is 403",
  ONCE,
  async ({ page, browser }) => {
    await signUpAdmin(page);
    const word = token();
    const created = await page.request.post("/api/articles", { data: { title: `Guarded ${word}`, content: "One.", categoryId: "tips", readTime: 5 } });
    const { id } = (await created.json()) as { id: string };
    const revised = await page.request.patch(`/api/articles/${id}`, { data: { title: `Guarded ${word} two`, expectedVersion: 1 } });
    expect(revised.status()).toBe(200);
    const history = `/admin/articles/${id}/history`;

    const forged = await page.request.post(history, {
      form: { fromVersion: "1", expectedVersion: "2" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    const staleVersion = await page.request.post(history, { form: { fromVersion: "1", expectedVersion: "1" }, maxRedirects: 0 });
    expect(staleVersion.status()).toBe(409);
    expect(await staleVersion.text()).toContain("Someone else changed this article after you opened its history");
    const unknownVersion = await page.request.post(history, { form: { fromVersion: "9", expectedVersion: "2" }, maxRedirects: 0 });
    expect(unknownVersion.status()).toBe(404);
    expect(await unknownVersion.text()).toContain("That version of this article does not exist.");
    expect((await page.request.post(history, { form: { fromVersion: "one" }, maxRedirects: 0 })).status()).toBe(400);
    expect((await page.request.get("/admin/articles/article_unknown/history")).status()).toBe(404);
    expect((await page.request.post("/admin/articles/article_unknown/history", { form: { fromVersion: "1", expectedVersion: "1" } })).status()).toBe(404);

    const studentContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: test.info().project.use.javaScriptEnabled });
    const student = await studentContext.newPage();
    await signUp(student);
    expect((await student.request.post(history, { form: { fromVersion: "1", expectedVersion: "2" }, maxRedirects: 0 })).status()).toBe(403);
    await studentContext.close();

    expect(await eventCount(`article-${id}`)).toBe(2);

    // A deleted article keeps its history, says so, and offers no restore.
    expect((await page.request.delete(`/api/admin/articles/${id}`)).status()).toBe(204);
    await page.goto(history);
    await expect(page.getByTestId("history-deleted")).toHaveText(
      "This article was deleted. Its history is kept, but a deleted article cannot be restored here.",
    );
    await expect(revision(page, 3)).toContainText("Version 3: Deleted");
    await expect(page.getByRole("button", { name: /Restore this version/ })).toHaveCount(0);
  },
);

test(
  "a scholarship's history shows its revision's diff; restoring version 1 brings its title back to /funding; a stale restore is refused",
  ONCE,
  async ({ page }) => {
    const adminName = await signUpAdmin(page);
    const word = token();
    const created = await page.request.post("/api/scholarships", {
      data: { title: `Reef Award ${word}`, description: "For students of the region.", provider: "Study Compass test fund", amount: "Full tuition" },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto(`/admin/scholarships?q=${word}`);
    await page.getByRole("link", { name: `Edit Reef Award ${word}` }).click();
    await page.getByLabel("Title", { exact: true }).fill(`Reef Grant ${word}`);
    await page.getByLabel("Amount (optional)").fill("Half tuition");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Scholarship updated successfully" })).toBeVisible();

    await page.getByRole("link", { name: `History of Reef Grant ${word}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`History: Reef Grant ${word}`);
    await expect(revision(page, 2)).toContainText(`Version 2: Revised`);
    await expect(revision(page, 2)).toContainText(`By ${adminName}`);
    await expect(revision(page, 2).locator("del")).toHaveText([`Reef Award ${word}`, "Full tuition"]);
    await expect(revision(page, 2).locator("ins")).toHaveText([`Reef Grant ${word}`, "Half tuition"]);
    await expect(revision(page, 1)).toContainText("Version 1: Listed");
    await expectNoAccessibilityViolations(page);

    // Stale: a restore naming version 1 as current is refused and writes nothing.
    const stale = await page.request.post(`/admin/scholarships/${id}/history`, { form: { fromVersion: "1", expectedVersion: "1" }, maxRedirects: 0 });
    expect(stale.status()).toBe(409);
    expect(await eventCount(`scholarship-${id}`)).toBe(2);

    await revision(page, 1).getByRole("button", { name: "Restore this version (version 1)" }).click();
    await expect(page.getByText("Version 1 restored. It is now the current version.")).toBeVisible();
    await expect(revision(page, 3)).toContainText("Version 3: Restored version 1");
    await expectNoAccessibilityViolations(page);
    await expect(async () => {
      await page.goto(`/funding?q=${word}`);
      await expect(page.getByText(`Reef Award ${word}`).first()).toBeVisible({ timeout: 1_000 });
      await expect(page.getByText(`Reef Grant ${word}`)).toHaveCount(0);
    }).toPass({ timeout: 15_000 });
    expect((await page.request.get("/admin/scholarships/scholarship_unknown/history")).status()).toBe(404);
  },
);
