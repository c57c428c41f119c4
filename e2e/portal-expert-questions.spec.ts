import { spawnSync } from "node:child_process";
import type { APIRequestContext, Locator, Page } from "@playwright/test";

import { emailedLink, expect, expectNoAccessibilityViolations, ONCE, signUp, test } from "./fixtures.ts";
import { createPostgres } from "../infra/testing/raw-sql.ts";

interface QuestionJson {
  id: string;
  status: string;
  submittedAt: string;
  question: string;
  answer: string | null;
  answeredBy: string | null;
  category: string | null;
  answeredAt: string | null;
}

const withJavaScript = () => test.info().project.name === "js";
const SUCCESS = ["Question Submitted!", "Your question has been sent to our experts. You'll receive a response soon."];
const FAILURE = ["Submission Failed", "There was an error submitting your question. Please try again."];
const BLANK = "Enter your question.";
const TOO_LONG = "Your question can be at most 2,000 characters. Shorten it and submit again.";
const ANSWER_SUBJECT = "An expert answered your question";
const today = () => new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** With JavaScript, waits until React has hydrated the document, so the dialog (not the no-JS section) handles a click. */
async function ready(page: Page) {
  if (!withJavaScript()) return;
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
}

async function questions(request: APIRequestContext): Promise<QuestionJson[]> {
  const response = await request.get("/api/portal/expert-questions");
  expect(response.status()).toBe(200);
  return response.json();
}

/** Opens the page's form by its link: a dialog with JavaScript, the form's section of the page without. */
async function openAskForm(page: Page, linkName: string, title: string): Promise<Locator> {
  await page.getByRole("link", { name: linkName, exact: true }).first().click();
  if (withJavaScript()) {
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  await expect(page).toHaveURL(/[?&]ask=1#ask$/);
  const section = page.locator("details#ask");
  await expect(section).toHaveAttribute("open", "");
  return section;
}

async function expectToast(page: Page, [title, description]: string[]) {
  const toast = page.getByRole(title === SUCCESS[0] ? "status" : "alert").filter({ hasText: title! });
  // A question waits (bounded, 5 s) for its list to show it before the page answers.
  await expect(toast).toContainText(title!, { timeout: 10_000 });
  await expect(toast).toContainText(description!);
}

function operator(...args: string[]) {
  const run = spawnSync("node_modules/.bin/tsx", ["workers/cli/questions.ts", ...args], { env: process.env, encoding: "utf8" });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return run.stdout;
}

test("hub: empty state, the Ask an Expert dialog with its categories, blank refused, a question listed as Pending", async ({ page }) => {
  await signUp(page);
  await page.goto("/portal/exclusive?tab=expert");
  await expect(page.getByRole("heading", { level: 1, name: "Exclusive Hub" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Expert Questions" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Questions Yet" })).toBeVisible();
  await expect(page.getByText("Get personalized advice from our education experts by asking your first question.", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask Your First Question" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await ready(page);

  let form = await openAskForm(page, withJavaScript() ? "Ask an Expert" : "Ask Your First Question", "Ask an Expert");
  const category = form.getByLabel("Category");
  await expect(category).toHaveValue("general");
  expect(await category.locator("option").allTextContents()).toEqual(["General", "Admissions", "Scholarships", "Immigration", "Student Life"]);
  const box = form.getByLabel("Your Question");
  await expect(box).toHaveAttribute("placeholder", "Ask your question here...");
  const submit = form.getByRole("button", { name: "Submit Question" });
  if (withJavaScript()) await expectNoAccessibilityViolations(page);

  // Blank: with JavaScript the button stays disabled; without, the server says so beside the box and writes nothing.
  await box.fill("   ");
  if (withJavaScript()) {
    await expect(submit).toBeDisabled();
  } else {
    await submit.click();
    await expectToast(page, FAILURE);
    form = page.locator("details#ask");
    await expect(form).toHaveAttribute("open", "");
    await expect(form.getByRole("alert")).toHaveText(BLANK);
  }
  expect(await questions(page.request)).toEqual([]);

  const question = "Can I work part-time <b>while</b> studying in Canada?";
  await form.getByLabel("Category").selectOption({ label: "Immigration" });
  await form.getByLabel("Your Question").fill(question);
  await expect(form.getByRole("button", { name: "Submit Question" })).toBeEnabled();
  await form.getByRole("button", { name: "Submit Question" }).click();
  await expectToast(page, SUCCESS);
  if (withJavaScript()) await expect(page.getByRole("dialog")).toBeHidden();

  const item = page.getByRole("list", { name: "Your questions" }).getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(question);
  await expect(item.getByText("Immigration", { exact: true })).toBeVisible();
  await expect(item.getByText("Pending", { exact: true })).toBeVisible();
  await expect(item.getByText(`Submitted on ${today()}`, { exact: true })).toBeVisible();
  await expect(item).not.toContainText("Expert Response");
  await expect(page.getByRole("link", { name: "Ask New Question" })).toBeVisible();
  expect(await questions(page.request)).toEqual([expect.objectContaining({ question, category: "immigration", status: "pending", answer: null })]);

  // The form is cleared, the category back to general.
  form = await openAskForm(page, "Ask New Question", "Ask an Expert");
  await expect(form.getByLabel("Your Question")).toHaveValue("");
  await expect(form.getByLabel("Category")).toHaveValue("general");
});

test("a question over 2,000 characters or of spaces is refused with the message beside the box, the text kept, nothing written", async ({ page }) => {
  await signUp(page);
  const long = "x".repeat(2001);
  for (const [path, form, message] of [
    ["/portal/exclusive?tab=expert", { intent: "ask-expert", category: "general", question: long }, TOO_LONG],
    ["/portal/events?tab=expert", { intent: "ask-expert", category: "", question: " \n " }, BLANK],
    ["/portal/exclusive?tab=expert", { intent: "ask-expert", category: "visa", question: "Wrong dialog's category" }, "Choose one of the listed categories."],
  ] as const) {
    const response = await page.request.post(path, { form });
    expect(response.status(), path).toBe(400);
    const html = await response.text();
    expect(html).toContain(message);
    expect(html).toContain(FAILURE[0]);
    if (form.question === long) expect(html).toContain(long);
  }
  expect(await questions(page.request)).toEqual([]);
  expect((await page.request.post("/portal/events", { form: { intent: "something-else" } })).status()).toBe(400);
});

test("events screen: Submit Your Question, My Questions, the sidebar; answered by the operator, shown with the answer and emailed", async ({ page }) => {
  // Three operator CLI runs (a process each) and three accessibility scans: past the default 30 s on a busy machine.
  test.slow();
  const student = await signUp(page);
  await page.goto("/portal/events?tab=expert");
  await expect(page.getByRole("heading", { level: 1, name: "Exclusive Events & Support" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "My Questions" })).toBeVisible();
  await expect(page.getByText("No questions submitted yet", { exact: true })).toBeVisible();
  const sidebar = page.getByRole("complementary", { name: "Expert support" });
  for (const text of ["How It Works", "Submit Your Question", "Expert Review", "Get Your Answer", "Premium Support", "Need Immediate Help?"]) {
    await expect(sidebar.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(sidebar).toContainText("within 24-48 hours");
  await expect(sidebar).toContainText("priority access");
  await expect(sidebar.getByRole("link", { name: "Book Consultation" })).toHaveAttribute("href", "/counselors");
  await expectNoAccessibilityViolations(page);
  await ready(page);

  const form = await openAskForm(page, "Submit Your Question", "Submit Your Question");
  await expect(form).toContainText("Our experts respond within 24-48 hours.");
  const category = form.getByLabel("Category (optional)");
  await expect(category).toHaveValue("");
  expect(await category.locator("option").allTextContents()).toEqual([
    "Select a category",
    "Application Process",
    "Academic Programs",
    "Visa & Immigration",
    "Career Planning",
    "Financial Planning",
    "Other",
  ]);
  const question = "How early should I book my study permit biometrics appointment?";
  await form.getByLabel("Your Question").fill(`  ${question}  `);
  await form.getByRole("button", { name: "Submit Question" }).click();
  await expectToast(page, SUCCESS);
  const item = page.getByRole("list", { name: "My questions" }).getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(question);
  await expect(item.getByText("Pending", { exact: true })).toBeVisible();
  await expect(item.getByText(today(), { exact: true })).toBeVisible();

  const [asked] = await questions(page.request);
  expect(asked).toEqual(expect.objectContaining({ question, category: null, status: "pending" }));
  // The operator's list shows the question, never who asked it.
  const listed = operator("list");
  expect(listed).toContain(asked!.id);
  expect(listed).not.toContain(student.email);

  operator("review", "--id", asked!.id);
  // A fresh GET: reloading the page a form posted would post it again.
  await page.goto("/portal/events?tab=expert");
  await expect(item.getByText("In Review", { exact: true })).toBeVisible();

  const answer = "Book it as soon as you receive the biometric instruction letter: slots fill weeks ahead.";
  operator("answer", "--id", asked!.id, "--by", "Immigration adviser, Study Compass", "--answer", answer);
  // A fresh GET: reloading the page a form posted would post it again.
  await page.goto("/portal/events?tab=expert");
  await expect(item.getByText("Answered", { exact: true })).toBeVisible();
  await expect(item).toContainText(answer);
  await expect(item).toContainText("Answered by Immigration adviser, Study Compass");
  await expectNoAccessibilityViolations(page);

  await page.goto("/portal/exclusive?tab=expert");
  const response = page.getByRole("list", { name: "Your questions" }).getByRole("listitem");
  await expect(response.getByText("Expert Response", { exact: true })).toBeVisible();
  await expect(response).toContainText(answer);
  await expect(response.getByText("Immigration adviser, Study Compass", { exact: true })).toBeVisible();
  await expect(response.getByText(`Answered on ${today()}`, { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // Exactly one email, linking to the hub's expert tab.
  expect(await emailedLink(student.email, ANSWER_SUBJECT)).toBe("/portal/exclusive?tab=expert");
  const sql = createPostgres(process.env.DATABASE_URL!, { poolSize: 1 });
  try {
    const rows = await sql`select id from email_outbox where "to" = ${student.email} and subject = ${ANSWER_SUBJECT}`;
    expect(rows).toHaveLength(1);
  } finally {
    await sql.end();
  }
});

test(
  "the JSON API lists only the student's own questions and asks with JSON or a form: 201, or 400 with field errors",
  ONCE,
  async ({ page, browser, clientIp }) => {
    await signUp(page);
    const api = page.request;
    const blank = await api.post("/api/portal/expert-questions", { data: { question: "   ", category: "general" } });
    expect(blank.status()).toBe(400);
    expect(await blank.json()).toEqual({ error: { message: expect.any(String), fieldErrors: { question: [BLANK] } } });
    const tooLong = await api.post("/api/portal/expert-questions", { data: { question: "y".repeat(2001) } });
    expect((await tooLong.json()).error.fieldErrors).toEqual({ question: [TOO_LONG] });
    const badCategory = await api.post("/api/portal/expert-questions", { data: { question: "Fine", category: "astrology" } });
    expect(badCategory.status()).toBe(400);
    expect((await badCategory.json()).error.fieldErrors.category).toHaveLength(1);
    expect((await api.post("/api/portal/expert-questions", { data: ["not", "an", "object"] })).status()).toBe(400);
    expect(await questions(api)).toEqual([]);

    const created = await api.post("/api/portal/expert-questions", { data: { question: "What is a CAPE unit worth abroad?", category: "academic" } });
    expect(created.status()).toBe(201);
    const json: QuestionJson = await created.json();
    expect(json).toEqual({
      id: expect.any(String),
      status: "pending",
      submittedAt: expect.any(String),
      question: "What is a CAPE unit worth abroad?",
      answer: null,
      answeredBy: null,
      category: "academic",
      answeredAt: null,
    });
    const viaForm = await api.post("/api/portal/expert-questions", { form: { question: "Asked through a form", category: "scholarships" } });
    expect(viaForm.status()).toBe(201);
    expect((await questions(api)).map((question) => question.question)).toEqual(["Asked through a form", "What is a CAPE unit worth abroad?"]);

    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
    try {
      const otherPage = await other.newPage();
      await signUp(otherPage);
      expect(await questions(otherPage.request)).toEqual([]);
      const html = await (await otherPage.request.get("/portal/exclusive?tab=expert")).text();
      expect(html).not.toContain("What is a CAPE unit worth abroad?");
    } finally {
      await other.close();
    }
  },
);

test("signed out: /portal/events says why, and the API and the dialogs answer 401", ONCE, async ({ page, request }) => {
  const response = await page.goto("/portal/events?tab=expert");
  expect(response?.status()).toBe(401);
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Please log in to access exclusive events and expert support.", { exact: true })).toBeVisible();
  expect((await request.get("/api/portal/expert-questions")).status()).toBe(401);
  expect((await request.post("/api/portal/expert-questions", { data: { question: "Hello?" } })).status()).toBe(401);
  expect((await request.post("/portal/exclusive?tab=expert", { form: { intent: "ask-expert", question: "Hello?" } })).status()).toBe(401);
});

test("a question form sent twice (a reload without JavaScript re-sends it) asks once; another student cannot reuse its id", async ({
  page,
  browser,
  clientIp,
}) => {
  await signUp(page);
  await page.goto("/portal/events?tab=expert&ask=1");
  const submissionId = await page.locator('form input[name="submissionId"]').first().inputValue();
  expect(submissionId).toMatch(/^[0-9a-f-]{36}$/);
  const form = { intent: "ask-expert", question: "Can I defer my offer by a year?", submissionId };
  for (const _ of [1, 2]) expect((await page.request.post("/portal/events?tab=expert", { form })).status()).toBe(200);
  const asked = await questions(page.request);
  expect(asked.map((question) => question.question)).toEqual(["Can I defer my offer by a year?"]);
  expect(asked[0]!.id).toBe(submissionId);

  const other = await browser.newPage({ extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
  await signUp(other);
  expect((await other.request.post("/portal/events?tab=expert", { form: { ...form, question: "Mine" } })).status()).toBe(404);
  expect(await questions(other.request)).toEqual([]);
  expect((await questions(page.request)).map((question) => question.question)).toEqual(["Can I defer my offer by a year?"]);
  await other.close();
});
