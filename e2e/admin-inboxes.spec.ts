import { randomUUID } from "node:crypto";
import type { Browser, Locator, Page } from "@playwright/test";

import { makeAdmin } from "./admin-helpers.ts";
import { expect, expectNoAccessibilityViolations, newStudent, ONCE, signUp, test } from "./fixtures.ts";
import { createPostgres } from "../infra/testing/raw-sql.ts";

/*
 * The admin's two inboxes. A visitor's consultation request
 * and a student's question arrive; an admin filters, moves the request on,
 * assigns it, answers the question; bad input and stale forms change nothing;
 * a student gets 403 on every page and action. An admin erases a
 * request's personal data (decision 0029), after a confirmation step.
 */

const CONSULTATIONS = "/admin/inbox/consultations";
const QUESTIONS = "/admin/inbox/questions";
const STALE = "Someone else changed this request after you opened the page. Nothing was saved: check its current status and counselor, then try again.";
const ANSWER_SUBJECT = "An expert answered your question";

/** A new signed-in page in its own browser context (own cookies), from the test's client IP. */
async function signedInPage(browser: Browser, clientIp: string, who = newStudent()) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
  const page = await context.newPage();
  // Sign-up goes through the real form, which needs JavaScript in neither project.
  await signUp(page, who);
  return { page, who };
}

/** Signs up a new user on `page` and makes them an admin, as an operator would. */
async function becomeAdmin(page: Page) {
  const who = await signUp(page, { ...newStudent(), firstName: "Avery", lastName: "Inboxkeeper" });
  await makeAdmin(page);
  return who;
}

async function activeCounselors(page: Page): Promise<{ id: string; name: string }[]> {
  const response = await page.request.get("/api/counselors");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string; name: string; isActive: boolean }[]).filter((counselor) => counselor.isActive);
}

const cardOf = (page: Page, heading: string): Locator =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });

async function expectToast(page: Page, title: string, description: string, role: "status" | "alert" = "status") {
  const toast = page.getByRole(role).filter({ hasText: title });
  await expect(toast).toContainText(title, { timeout: 10_000 });
  await expect(toast).toContainText(description);
}

/** How many outbox rows go to this address. */
async function emailsTo(address: string): Promise<number> {
  const sql = createPostgres(process.env.DATABASE_URL!, { poolSize: 1 });
  try {
    const [row] = await sql<{ n: string }[]>`select count(*) as n from email_outbox where "to" = ${address}`;
    return Number(row!.n);
  } finally {
    await sql.end();
  }
}

/** How many events name this request or question (other specs write events meanwhile, so only these are counted). */
async function eventsAbout(field: "requestId" | "questionId", id: string): Promise<number> {
  const sql = createPostgres(process.env.DATABASE_URL!, { poolSize: 1 });
  try {
    const [row] = await sql<{ n: string }[]>`select count(*) as n from events where data->>${field} = ${id}`;
    return Number(row!.n);
  } finally {
    await sql.end();
  }
}

test(
  "consultation inbox: a visitor's request appears, filters by status and counselor, changes status, is assigned; stale, bad and unknown forms change nothing",
  ONCE,
  async ({ page, clientIp }) => {
    test.slow();
    await becomeAdmin(page);
    const [first, second] = await activeCounselors(page);
    expect(second).toBeDefined();
    const visitor = `Visitor ${randomUUID().slice(0, 8)}`;
    const sent = await page.request.post("/api/consultation-requests", {
      data: {
        counselorId: first!.id,
        studentName: visitor,
        studentEmail: `visitor-${randomUUID()}@example.com`,
        areaOfInterest: "general",
        studentPhone: "+1 868 555 0123",
        message: 'Law & politics in the "UK"? 100% keen.',
      },
      headers: { "X-Forwarded-For": clientIp },
    });
    expect(sent.status()).toBe(201);

    // Newest first, filtered by counselor (the worker projects the request within a moment).
    await expect(async () => {
      await page.goto(`${CONSULTATIONS}?counselor=${first!.id}`);
      await expect(cardOf(page, visitor)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Consultation Requests" })).toBeVisible();
    let card = cardOf(page, visitor);
    await expect(card).toContainText("Pending");
    await expect(card).toContainText(first!.name);
    await expect(card).toContainText("+1 868 555 0123");
    await expect(card).toContainText('Law & politics in the "UK"? 100% keen.');
    await expectNoAccessibilityViolations(page);

    // The filter form is a GET form: status and counselor in the URL, combined.
    await page.getByLabel("Status", { exact: true }).first().selectOption("pending");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(new RegExp(`status=pending&counselor=${first!.id}`));
    await expect(cardOf(page, visitor)).toBeVisible();
    await page.goto(`${CONSULTATIONS}?status=cancelled&counselor=${first!.id}`);
    await expect(cardOf(page, visitor)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Clear Filters" })).toBeVisible();

    // Change status: pending -> contacted.
    await page.goto(`${CONSULTATIONS}?counselor=${first!.id}`);
    card = cardOf(page, visitor);
    await card.getByLabel("Status").selectOption("contacted");
    await card.getByRole("button", { name: "Update Status" }).click();
    await expectToast(page, "Status Updated", "The request is now contacted.");
    card = cardOf(page, visitor);
    await expect(card).toContainText("Contacted");
    await expect(card).toContainText("First response");

    // Assign to the second counselor: it leaves the first one's filtered list and appears in the second's.
    await card.getByLabel("Assign to").selectOption(second!.id);
    await card.getByRole("button", { name: "Assign" }).click();
    await expectToast(page, "Request Assigned", `The request is now with ${second!.name}.`);
    await page.goto(`${CONSULTATIONS}?status=contacted&counselor=${second!.id}`);
    card = cardOf(page, visitor);
    await expect(card).toBeVisible();
    await expect(card).toContainText(second!.name);

    // A stale form: another admin moves the request on after this page was read; this page's form is refused with the reason.
    await page.goto(`${CONSULTATIONS}?counselor=${second!.id}`);
    card = cardOf(page, visitor);
    const id = await card.locator('input[name="id"]').first().inputValue();
    const version = await card.locator('input[name="version"]').first().inputValue();
    const other = await page.request.post(CONSULTATIONS, { form: { intent: "status", id, version, status: "scheduled" } });
    expect(other.status()).toBe(200);
    const before = await eventsAbout("requestId", id);
    expect(before).toBe(4);
    await card.getByLabel("Status").selectOption("cancelled");
    await card.getByRole("button", { name: "Update Status" }).click();
    await expectToast(page, "Request Changed", "Someone else changed this request after you opened the page.", "alert");
    card = cardOf(page, visitor);
    await expect(card.getByText(STALE)).toBeVisible();
    await expect(card).toContainText("Scheduled");

    // Bad input: an unknown status is a 400, an unknown request a 404, a forbidden move a message; nothing is written.
    const current = String(Number(version) + 1);
    expect((await page.request.post(CONSULTATIONS, { form: { intent: "status", id, version: current, status: "archived" } })).status()).toBe(400);
    expect((await page.request.post(CONSULTATIONS, { form: { intent: "status", id: randomUUID(), version: "1", status: "contacted" } })).status()).toBe(404);
    expect((await page.request.post(CONSULTATIONS, { form: { intent: "assign", id, version: current, counselorId: "no_such_counselor" } })).status()).toBe(400);
    const backwards = await page.request.post(CONSULTATIONS, { form: { intent: "status", id, version: current, status: "pending" } });
    expect(backwards.status()).toBe(400);
    expect(await eventsAbout("requestId", id)).toBe(before);
  },
);

test("consultation inbox: an admin erases a request's personal data after confirming; the card says so, its emails go, and erasing again changes nothing", async ({
  page,
  clientIp,
}) => {
  test.slow();
  await becomeAdmin(page);
  const [counselor] = await activeCounselors(page);
  const visitor = `Erasable ${randomUUID().slice(0, 8)}`;
  const visitorEmail = `erasable-${randomUUID()}@example.com`;
  const message = "Please delete everything about me after this.";
  const sent = await page.request.post("/api/consultation-requests", {
    data: { counselorId: counselor!.id, studentName: visitor, studentEmail: visitorEmail, areaOfInterest: "general", message },
    headers: { "X-Forwarded-For": clientIp },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  await expect.poll(() => emailsTo(visitorEmail), { timeout: 15_000 }).toBe(1);

  await expect(async () => {
    await page.goto(`${CONSULTATIONS}?counselor=${counselor!.id}`);
    await expect(cardOf(page, visitor)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const card = () => page.getByRole("listitem").filter({ has: page.locator(`input[name="id"][value="${id}"]`) });

  // The first step only asks; Cancel goes back with nothing written.
  await card().getByRole("link", { name: "Erase personal data" }).click();
  await expect(page).toHaveURL(new RegExp(`erase=${id}`));
  const confirm = card().getByRole("alertdialog", { name: "Erase this request's personal data?" });
  await expect(confirm).toContainText(
    "The sender's name, email, phone and message will be erased for good: from this inbox, from the copies of its emails we keep, and from our event log. The request's counselor, area and status stay. This cannot be undone.",
  );
  await expectNoAccessibilityViolations(page);
  await confirm.getByRole("link", { name: "Cancel" }).click();
  await expect(card().getByRole("alertdialog")).toHaveCount(0);
  expect(await eventsAbout("requestId", id)).toBe(1);

  await card().getByRole("link", { name: "Erase personal data" }).click();
  await card().getByRole("button", { name: "Erase for good" }).click();
  await expectToast(page, "Personal Data Erased", "The sender's name, email, phone and message were erased for good.");
  await expect(card().getByRole("heading", { level: 2, name: "Personal data erased", exact: true })).toBeVisible();
  await expect(card()).toContainText("their name, email, phone and message are gone.");
  await expect(card()).toContainText("Pending");
  await expect(card().getByRole("link", { name: "Erase personal data" })).toHaveCount(0);
  await expect(page.getByText(visitor)).toHaveCount(0);
  await expect(page.getByText(message)).toHaveCount(0);
  expect(await eventsAbout("requestId", id)).toBe(2);
  await expect.poll(() => emailsTo(visitorEmail), { timeout: 15_000 }).toBe(0);

  // Sent again (a second tab, a replayed POST): nothing more is written.
  const again = await page.request.post(CONSULTATIONS, { form: { intent: "erase", id } });
  expect(again.status()).toBe(200);
  expect(await eventsAbout("requestId", id)).toBe(2);
  expect((await page.request.post(CONSULTATIONS, { form: { intent: "erase", id: randomUUID() } })).status()).toBe(404);
});

test(
  "questions inbox: a student's question appears, review starts, a blank answer is refused, the answer reaches the student's portal and email",
  ONCE,
  async ({ page, browser, clientIp }) => {
    test.slow();
    const { page: studentPage, who: student } = await signedInPage(browser, clientIp);
    const text = `Can I defer my offer for a year? ${randomUUID().slice(0, 8)}`;
    const asked = await studentPage.request.post("/api/portal/expert-questions", { data: { question: text, category: "visa" } });
    expect(asked.status()).toBe(201);
    const { id: questionId } = (await asked.json()) as { id: string };

    await becomeAdmin(page);
    await page.goto(`${QUESTIONS}?status=pending`);
    await expect(page.getByRole("heading", { level: 1, name: "Expert Questions" })).toBeVisible();
    let card = page.getByRole("listitem").filter({ hasText: text });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Visa & Immigration");
    await expect(card).toContainText("Pending");
    await expectNoAccessibilityViolations(page);

    await card.getByRole("button", { name: "Start Review" }).click();
    await expectToast(page, "Review Started", "The question is now In Review.");
    await page.goto(`${QUESTIONS}?status=in_review`);
    card = page.getByRole("listitem").filter({ hasText: text });
    await expect(card).toContainText("In Review");
    await expect(card.getByLabel("Answered by")).toHaveValue("Avery Inboxkeeper");

    // A blank answer: the message next to the field, nothing written.
    const before = await eventsAbout("questionId", questionId);
    expect(before).toBe(2);
    // Spaces pass the browser's `required`; the server refuses them.
    await card.getByLabel("Answer", { exact: true }).fill("   ");
    await card.getByRole("button", { name: "Send Answer" }).click();
    await expectToast(page, "Answer Not Sent", "Check the answer form below and try again.", "alert");
    card = page.getByRole("listitem").filter({ hasText: text });
    await expect(card.getByText("Write the answer.")).toBeVisible();
    expect(await eventsAbout("questionId", questionId)).toBe(before);

    const answer = "Most universities allow a deferral of one year: ask the admissions office in writing before you accept.";
    await card.getByLabel("Answer", { exact: true }).fill(answer);
    await card.getByLabel("Answered by").fill("Admissions adviser, Study Compass");
    await card.getByRole("button", { name: "Send Answer" }).click();
    await expectToast(page, "Answer Sent", "The answer was saved. The student sees it in their portal and is emailed.");
    await page.goto(`${QUESTIONS}?status=answered`);
    card = page.getByRole("listitem").filter({ hasText: text });
    await expect(card).toContainText(answer);
    await expect(card).toContainText("Answered by Admissions adviser, Study Compass");
    await expect(card.getByRole("button")).toHaveCount(0);

    // The student's portal shows it answered, with the Expert Response.
    await studentPage.goto("/portal/exclusive?tab=expert");
    const mine = studentPage.getByRole("listitem").filter({ hasText: text });
    await expect(mine).toContainText("Answered");
    await expect(mine).toContainText("Expert Response");
    await expect(mine).toContainText(answer);

    // The worker emails the student once.
    const sql = createPostgres(process.env.DATABASE_URL!, { poolSize: 1 });
    try {
      await expect
        .poll(
          async () =>
            Number((await sql<{ n: string }[]>`select count(*) as n from email_outbox where "to" = ${student.email} and subject = ${ANSWER_SUBJECT}`)[0]!.n),
          {
            timeout: 15_000,
          },
        )
        .toBe(1);
    } finally {
      await sql.end();
    }

    // Answering again is refused; an unknown or malformed id changes nothing.
    const again = await page.request.post(QUESTIONS, { form: { intent: "answer", id: questionId, answer: "Another answer.", answeredBy: "Someone" } });
    expect(again.status()).toBe(409);
    expect(await eventsAbout("questionId", questionId)).toBe(3);
    expect((await page.request.post(QUESTIONS, { form: { intent: "start-review", id: randomUUID() } })).status()).toBe(404);
    expect((await page.request.post(QUESTIONS, { form: { intent: "start-review", id: "not-a-question" } })).status()).toBe(400);
    await studentPage.context().close();
  },
);

test(
  "a student gets 403 and a visitor 401 on both inboxes and their actions, even on their own question; nothing is written",
  ONCE,
  async ({ page, browser, clientIp }) => {
    const anonymous = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
    await signUp(page);
    const [counselor] = await activeCounselors(page);
    const sent = await anonymous.request.post("/api/consultation-requests", {
      data: { counselorId: counselor!.id, studentName: "Visitor Test", studentEmail: `visitor-${randomUUID()}@example.com`, areaOfInterest: "general" },
    });
    expect(sent.status()).toBe(201);
    const { id: requestId } = (await sent.json()) as { id: string };
    const asked = await page.request.post("/api/portal/expert-questions", { data: { question: "Is this question safe from students?", category: "other" } });
    expect(asked.status()).toBe(201);
    const { id: questionId } = (await asked.json()) as { id: string };

    for (const path of [CONSULTATIONS, QUESTIONS, `${CONSULTATIONS}?status=pending`]) {
      expect((await page.request.get(path)).status(), path).toBe(403);
      expect((await anonymous.request.get(path)).status(), path).toBe(401);
    }
    const forms: { path: string; form: Record<string, string> }[] = [
      { path: CONSULTATIONS, form: { intent: "status", id: requestId, version: "1", status: "contacted" } },
      { path: CONSULTATIONS, form: { intent: "assign", id: requestId, version: "1", counselorId: counselor!.id } },
      { path: CONSULTATIONS, form: { intent: "erase", id: requestId } },
      { path: QUESTIONS, form: { intent: "start-review", id: questionId } },
      { path: QUESTIONS, form: { intent: "answer", id: questionId, answer: "Yes.", answeredBy: "Me" } },
    ];
    for (const { path, form } of forms) {
      expect((await page.request.post(path, { form, maxRedirects: 0 })).status(), `${path} ${form.intent}`).toBe(403);
      expect((await anonymous.request.post(path, { form, maxRedirects: 0 })).status(), `${path} ${form.intent}`).toBe(401);
    }
    expect(await eventsAbout("requestId", requestId)).toBe(1);
    expect(await eventsAbout("questionId", questionId)).toBe(1);
    await anonymous.close();
  },
);
