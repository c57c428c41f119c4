import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { makeAdmin } from "./admin-helpers.ts";
import { expect, expectNoAccessibilityViolations, ONCE, signUp, test } from "./fixtures.ts";

/*
 * The counselor editor, walked as an admin adding a counselor: refused field
 * by field, then created with a fee, a disclosed commission and a capacity of
 * one; shown on /counselors until one request fills them, then shown as full
 * and not offered; revised, saved over someone else's newer save
 * deliberately, restored from the history, and made inactive. Each project
 * makes its own counselor, named with a run-unique word.
 */

async function signUpAdmin(page: Page) {
  await signUp(page);
  await makeAdmin(page);
}

test(
  "an admin creates a counselor with a fee, a disclosed commission and a capacity, sees them full once a request is open, resolves a conflict, restores and deactivates them",
  ONCE,
  async ({ page }) => {
    test.setTimeout(120_000);
    await signUpAdmin(page);
    const word = randomUUID().slice(0, 8);
    const name = `Renee ${word} Charles`;
    const commission = `Paid 5% by partner universities when a student enrols (${word}).`;

    await page.goto("/admin/counselors");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Counselors" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search counselors" }).fill("Alicia Baptiste");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByRole("heading", { level: 3, name: "Alicia Baptiste" })).toBeVisible();
    await expect(page.getByText("1 counselor found")).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByRole("link", { name: "New Counselor" }).click();
    await page.waitForURL(/\/admin\/counselors\/new$/);
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Capacity (optional)").fill("0");
    await page.getByRole("button", { name: "Create Counselor" }).click();
    await expect(page.getByText("Enter their title, for example “UK Admissions Adviser”.")).toBeVisible();
    await expect(page.getByText("Enter at least one specialization, one per line (up to 12).")).toBeVisible();
    await expect(page.getByText("Enter how many open requests they take at once", { exact: false })).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expectNoAccessibilityViolations(page);

    await page.getByLabel("Title", { exact: true }).fill("UK Admissions Adviser");
    await page.getByLabel("Bio", { exact: true }).fill("Helps Caribbean students apply to UK universities.");
    await page.getByLabel("Specializations", { exact: true }).fill("UK admissions\nScholarships");
    await page.getByLabel("Experience", { exact: true }).fill("6 years");
    await page.getByLabel("Education", { exact: true }).fill("MA Education");
    await page.getByLabel("Available hours", { exact: true }).fill("Weekdays after 4 PM AST");
    await page.getByLabel("Consultation fee", { exact: true }).fill("USD 60 per session");
    await page.getByLabel("Commission disclosed (optional)").fill(commission);
    await page.getByLabel("Capacity (optional)").fill("1");
    await page.getByLabel("Email", { exact: true }).fill(`renee.${word}@counselors.studycompass.example`);
    await page.getByRole("button", { name: "Create Counselor" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Counselor created" })).toBeVisible();

    await page.goto("/counselors");
    const card = page.locator(".counselor-card").filter({ has: page.getByRole("heading", { name }) });
    await expect(card.getByText("USD 60 per session")).toBeVisible();
    // A paid counselor: the page no longer says every first consultation is free.
    await expect(page.getByText("Free initial consultations.", { exact: true })).toHaveCount(0);
    await expect(page.locator(".notice strong")).toHaveText(/^Free initial consultations with \d+ of \d+ counselors\.$/);
    await expect(card.getByText(commission)).toBeVisible();
    await expect(card.getByRole("link", { name: `Request Consultation with ${name}` })).toBeVisible();

    // One open request fills a capacity of one: the card says so and offers no request.
    await page.goto(`/admin/counselors?q=${word}`);
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await page.waitForURL(/\/admin\/counselors\/[^/]+\/edit$/);
    const editUrl = page.url();
    const id = new URL(editUrl).pathname.split("/")[3]!;
    const asked = await page.request.post("/api/consultation-requests", {
      data: { counselorId: id, studentName: "Shanice Thomas", studentEmail: `shanice.${word}@example.com`, areaOfInterest: "UK admissions" },
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(asked.status()).toBe(201);
    await expect(async () => {
      await page.goto("/counselors");
      await expect(card.getByText(`Renee is not taking new requests right now: their consultation list is full.`)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(card.getByRole("link", { name: `Request Consultation with ${name}` })).toHaveCount(0);

    // A revision, then someone else's newer save: this admin's text is kept beside theirs, and a second save is deliberate.
    await page.goto(editUrl);
    const other = await page.context().newPage();
    await other.goto(editUrl);
    await page.getByLabel("Consultation fee", { exact: true }).fill("USD 75 per session");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Counselor updated" })).toBeVisible();

    await other.getByLabel("Capacity (optional)").fill("3");
    await other.getByRole("button", { name: "Save Changes" }).click();
    await expect(other.getByText("Someone else saved this counselor after you opened it.", { exact: false })).toBeVisible();
    await expect(other.getByText("The version saved meanwhile")).toBeVisible();
    await expect(other.getByText("USD 75 per session")).toBeVisible();
    await expect(other.getByLabel("Capacity (optional)")).toHaveValue("3");
    await other.getByRole("button", { name: "Save Changes" }).click();
    await expect(other.getByRole("status").filter({ hasText: "Counselor updated" })).toBeVisible();
    await other.close();

    await page.goto(`/admin/counselors/${id}/history`);
    await expect(page.getByRole("heading", { level: 1, name: `History: ${name}` })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Version 1: Added" })).toBeVisible();
    await page.getByRole("button", { name: "Restore this version (version 1)" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Version 4: Restored version 1 Current version" })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // Made inactive: kept for the admin (requests name them), no longer offered to students.
    await page.goto(editUrl);
    await expect(page.getByLabel("Consultation fee", { exact: true })).toHaveValue("USD 60 per session");
    await page.getByLabel("Active (offered to students)").uncheck();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Counselor updated" })).toBeVisible();
    await page.goto("/counselors");
    await expect(page.getByRole("heading", { name })).toHaveCount(0);
  },
);
