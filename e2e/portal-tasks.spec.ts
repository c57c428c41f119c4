import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectNoAccessibilityViolations, ONCE, signUp, test } from "./fixtures.ts";

interface LibraryTemplate {
  id: string;
  title: string;
  description: string;
  category: string;
  totalTasks: number;
  completedTasks: number;
  isActive: boolean;
  tasks: { id: string; title: string; priority: string; isCustom: boolean }[];
}
interface ActiveChecklist {
  id: string;
  title: string;
  totalTasks: number;
  completedTasks: number;
  isActive: boolean;
  activatedAt: string;
  tasks: {
    id: string;
    title: string;
    completed: boolean;
    dueDate: string | null;
    priority: string;
    category: string;
    isCustom: boolean;
    description?: string;
  }[];
}

const CATEGORIES = ["Academic Planning", "Application Process", "Visa & Immigration", "Travel & Preparation", "Student Life"];
const withJavaScript = () => test.info().project.name === "js";

/** With JavaScript, waits until React has hydrated the document, so the fetcher (not the plain form) handles a click. */
async function ready(page: Page) {
  if (!withJavaScript()) return;
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
}

async function library(request: APIRequestContext): Promise<LibraryTemplate[]> {
  const response = await request.get("/api/portal/checklist-library");
  expect(response.status()).toBe(200);
  return response.json();
}

async function activeChecklists(request: APIRequestContext): Promise<ActiveChecklist[]> {
  const response = await request.get("/api/portal/active-checklists");
  expect(response.status()).toBe(200);
  return response.json();
}

/** Activates a template through the page's own form post (setup for tests about the active tab). */
async function activate(request: APIRequestContext, templateId: string) {
  const response = await request.post("/portal/tasks?tab=active", { form: { intent: "activate", templateId } });
  expect(response.status()).toBe(200);
}

/** The smallest template: quick to check task by task. */
async function smallTemplate(request: APIRequestContext): Promise<LibraryTemplate> {
  const templates = await library(request);
  return [...templates].sort((a, b) => a.totalTasks - b.totalTasks)[0]!;
}

const checklistCard = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });
const summaryValue = (page: Page, label: string) => page.locator(".tasks-summary li", { hasText: label }).locator(".tasks-summary-value");
const tabs = (page: Page) => page.getByRole("navigation", { name: "Checklists" });

async function expectSummary(page: Page, active: number, total: number, completed: number) {
  await expect(summaryValue(page, "Active Checklists")).toHaveText(String(active));
  await expect(summaryValue(page, "Total Tasks")).toHaveText(String(total));
  await expect(summaryValue(page, "Completed Tasks")).toHaveText(String(completed));
}

test("a new student sees the spec's empty state, and the library's 22 checklists under the five categories with their counts", async ({ page }) => {
  await signUp(page);
  const response = await page.goto("/portal/tasks");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "My Tasks & Checklists" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add Custom Task" })).toBeVisible();
  await expectSummary(page, 0, 0, 0);
  await expect(tabs(page).getByRole("link", { name: "Active Checklists (0)" })).toHaveAttribute("aria-current", "page");
  await expect(tabs(page).getByRole("link", { name: "Checklist Library (22)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Active Checklists", exact: true })).toBeVisible();
  await expect(page.getByText("Start by activating checklists from the library to track your progress.", { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole("link", { name: "Browse Checklist Library", exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/tasks\?tab=library$/);
  await expect(tabs(page).getByRole("link", { name: "Checklist Library (22)" })).toHaveAttribute("aria-current", "page");

  const templates = await library(page.request);
  expect(templates).toHaveLength(22);
  for (const template of templates) {
    expect(template.isActive).toBe(false);
    expect(template.completedTasks).toBe(0);
    expect(template.tasks).toHaveLength(template.totalTasks);
    expect(template.totalTasks).toBeGreaterThanOrEqual(8);
    expect(template.totalTasks).toBeLessThanOrEqual(22);
  }
  for (const category of CATEGORIES) {
    const count = templates.filter((template) => template.category === category).length;
    expect(count, category).toBeGreaterThan(0);
    const group = page.getByRole("region", { name: `${category} (${count})`, exact: true });
    await expect(group).toBeVisible();
    await expect(group.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Activate Checklist/ }) })).toHaveCount(count);
  }
  const sample = templates[0]!;
  const card = page.locator(".library-card", { has: page.getByRole("heading", { level: 4, name: sample.title, exact: true }) });
  await expect(card.getByText(sample.category, { exact: true })).toBeVisible();
  await expect(card.getByText(`${sample.totalTasks} tasks`, { exact: true })).toBeVisible();
  await expect(card.getByText(sample.description, { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: `Activate Checklist for ${sample.title}` })).toContainText("Activate Checklist");
  await expectNoAccessibilityViolations(page);
});

test("a student activates a checklist, ticks and unticks a task, and the progress, summary cards, saved page and dashboard follow", async ({ page }) => {
  await signUp(page);
  const template = await smallTemplate(page.request);
  const total = template.totalTasks;
  await page.goto("/portal/tasks?tab=library");
  await ready(page);
  await page.getByRole("button", { name: `Activate Checklist for ${template.title}` }).click();

  await expect(page.getByText("Checklist activated", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/tab=active/);
  const card = checklistCard(page, template.title);
  await expect(card.getByText(`Progress: 0 of ${total} tasks`, { exact: true })).toBeVisible();
  await expect(card.getByText("0%", { exact: true })).toBeVisible();
  await expect(card.getByText(template.category, { exact: true })).toBeVisible();
  await expect(card.getByRole("checkbox")).toHaveCount(total);
  await expectSummary(page, 1, total, 0);
  await expect(tabs(page).getByRole("link", { name: "Active Checklists (1)" })).toBeVisible();

  const [active] = await activeChecklists(page.request);
  expect(active).toMatchObject({ title: template.title, totalTasks: total, completedTasks: 0, isActive: true });
  expect(active!.tasks.map((task) => task.title)).toEqual(template.tasks.map((task) => task.title));
  expect(active!.tasks[0]!.id).toBe(`${active!.id}-1`);
  const first = template.tasks[0]!;
  const firstRow = card.getByRole("listitem").filter({ has: page.getByRole("checkbox", { name: first.title, exact: true }) });
  const priority = { high: "High", medium: "Medium", low: "Low" }[first.priority as "high" | "medium" | "low"];
  await expect(firstRow.getByText(priority, { exact: true })).toBeVisible();

  await ready(page);
  await card.getByRole("checkbox", { name: first.title, exact: true }).click();
  await expect(card.getByRole("checkbox", { name: first.title, exact: true })).toHaveAttribute("aria-checked", "true");
  await expect(card.getByText(`Progress: 1 of ${total} tasks`, { exact: true })).toBeVisible();
  await expect(card.getByText(`${Math.round((1 / total) * 100)}%`, { exact: true })).toBeVisible();
  await expect(firstRow.locator(".task-title")).toHaveCSS("text-decoration-line", "line-through");
  await expectSummary(page, 1, total, 1);
  expect((await activeChecklists(page.request))[0]!.completedTasks).toBe(1);
  await expectNoAccessibilityViolations(page);

  // The saved page's My Checklists and the dashboard's card show the same progress.
  await page.goto("/portal/saved?tab=checklists");
  await expect(page.getByRole("link", { name: "My Checklists (1)" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: template.title })).toBeVisible();
  await expect(page.getByText(`${Math.round((1 / total) * 100)}%`, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `Continue Checklist for ${template.title}` })).toHaveAttribute("href", "/portal/tasks");
  const listed: { id: string; progress: number; createdAt: string; deadline: string | null }[] = await (
    await page.request.get("/api/portal/checklists")
  ).json();
  expect(listed).toEqual([
    {
      id: active!.id,
      title: template.title,
      description: template.description,
      category: template.category,
      progress: Math.round((1 / total) * 100),
      createdAt: active!.activatedAt,
      deadline:
        active!.tasks
          .flatMap((task) => (task.dueDate ? [task.dueDate] : []))
          .sort()
          .at(-1) ?? null,
    },
  ]);
  await page.goto("/portal/dashboard");
  await expect(page.getByRole("region", { name: "Checklist progress" }).getByText(`1 of ${total} tasks done`)).toBeVisible();

  await page.goto("/portal/tasks");
  await ready(page);
  await checklistCard(page, template.title).getByRole("checkbox", { name: first.title, exact: true }).click();
  await expect(checklistCard(page, template.title).getByRole("checkbox", { name: first.title, exact: true })).toHaveAttribute("aria-checked", "false");
  await expect(checklistCard(page, template.title).getByText(`Progress: 0 of ${total} tasks`, { exact: true })).toBeVisible();
  await expectSummary(page, 1, total, 0);
});

test("activating a checklist already active says so and makes no second copy", async ({ page }) => {
  await signUp(page);
  const template = await smallTemplate(page.request);
  await activate(page.request, template.id);
  await page.goto("/portal/tasks?tab=library");
  await ready(page);
  await page.getByRole("button", { name: `Activate Checklist for ${template.title}` }).click();
  await expect(page.getByText("Already active", { exact: true })).toBeVisible();
  await expect(page.getByText("This checklist is already in your Active Checklists.", { exact: true })).toBeVisible();
  expect(await activeChecklists(page.request)).toHaveLength(1);
  await expect(tabs(page).getByRole("link", { name: "Active Checklists (1)" })).toBeVisible();
});

/** Opens the Add Custom Task form of a card: a dialog with JavaScript, the form on the page (`?add=`) without. */
async function openAddTask(page: Page, opener: Locator): Promise<Locator> {
  await ready(page);
  await opener.click();
  if (withJavaScript()) {
    const dialog = page.getByRole("dialog", { name: "Add Custom Task" });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  await expect(page).toHaveURL(/add=/);
  return page.getByRole("region", { name: "Add Custom Task" });
}

test("a student adds a custom task: a blank title is refused (disabled with JavaScript, a message without), then the task shows with its Custom badge", async ({
  page,
}) => {
  await signUp(page);
  const template = await smallTemplate(page.request);
  await activate(page.request, template.id);
  await page.goto("/portal/tasks");
  const card = checklistCard(page, template.title);
  let form = await openAddTask(page, card.getByRole("link", { name: `Add Custom Task to ${template.title}` }));
  await expect(form.getByLabel("Task Title")).toHaveAttribute("placeholder", "Enter task title...");
  await expect(form.getByLabel("Description (Optional)")).toBeVisible();
  await expect(form.getByRole("button", { name: "Cancel" }).or(form.getByRole("link", { name: "Cancel" }))).toBeVisible();

  await form.getByLabel("Task Title").fill("   ");
  if (withJavaScript()) {
    await expect(form.getByRole("button", { name: "Add Task" })).toBeDisabled();
  } else {
    await form.getByRole("button", { name: "Add Task" }).click();
    form = page.getByRole("region", { name: "Add Custom Task" });
    await expect(form.getByText("Enter a task title.", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Task Title")).toHaveAttribute("aria-invalid", "true");
  }
  expect((await activeChecklists(page.request))[0]!.totalTasks).toBe(template.totalTasks);

  await form.getByLabel("Task Title").fill("Ask my CAPE teacher for a reference letter");
  await form.getByLabel("Description (Optional)").fill("Before the end of term <b>not bold</b>");
  await form.getByLabel("Priority").selectOption("high");
  await form.getByRole("button", { name: "Add Task" }).click();

  await expect(page.getByText("Task added", { exact: true })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Add Custom Task" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Add Custom Task" })).toHaveCount(0);
  const row = card.getByRole("listitem").filter({ has: page.getByRole("checkbox", { name: "Ask my CAPE teacher for a reference letter" }) });
  await expect(row.getByText("Custom", { exact: true })).toBeVisible();
  await expect(row.getByText("Personal", { exact: true })).toBeVisible();
  await expect(row.getByText("High", { exact: true })).toBeVisible();
  await expect(row.getByText("Before the end of term <b>not bold</b>", { exact: true })).toBeVisible();
  await expect(card.getByText(`Progress: 0 of ${template.totalTasks + 1} tasks`, { exact: true })).toBeVisible();
  await expectSummary(page, 1, template.totalTasks + 1, 0);
  const [active] = await activeChecklists(page.request);
  expect(active!.tasks.at(-1)).toMatchObject({
    id: `${active!.id}-${template.totalTasks + 1}`,
    title: "Ask my CAPE teacher for a reference letter",
    isCustom: true,
    priority: "high",
    completed: false,
  });

  if (withJavaScript()) {
    // Opened again, the dialog's fields are empty.
    const again = await openAddTask(page, card.getByRole("link", { name: `Add Custom Task to ${template.title}` }));
    await expect(again.getByLabel("Task Title")).toHaveValue("");
    await expect(again.getByRole("button", { name: "Add Task" })).toBeDisabled();
    await again.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog", { name: "Add Custom Task" })).toHaveCount(0);
  }
  await expectNoAccessibilityViolations(page);
});

test("with no checklist, the header's Add Custom Task opens the spec's dialog and the task lands in My tasks, counted and ticked like any", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/portal/tasks");
  let form = await openAddTask(page, page.getByRole("link", { name: "Add Custom Task", exact: true }));
  await expect(form.getByText("Adds to My tasks", { exact: true })).toBeVisible();
  await expect(form.getByLabel("Task Title")).toHaveAttribute("placeholder", "Enter task title...");
  await expect(form.getByLabel("Description (Optional)")).toHaveValue("");
  await expect(form.getByRole("button", { name: "Cancel" }).or(form.getByRole("link", { name: "Cancel" }))).toBeVisible();
  if (withJavaScript()) await expect(form.getByRole("button", { name: "Add Task" })).toBeDisabled();

  // A title of spaces only: disabled with JavaScript, refused beside the field without.
  await form.getByLabel("Task Title").fill("   ");
  if (withJavaScript()) {
    await expect(form.getByRole("button", { name: "Add Task" })).toBeDisabled();
  } else {
    await form.getByRole("button", { name: "Add Task" }).click();
    form = page.getByRole("region", { name: "Add Custom Task" });
    await expect(form.getByText("Enter a task title.", { exact: true })).toBeVisible();
    await expect(form.getByText("Adds to My tasks", { exact: true })).toBeVisible();
  }
  expect(await activeChecklists(page.request)).toEqual([]);

  await form.getByLabel("Task Title").fill("Renew my passport");
  await form.getByLabel("Description (Optional)").fill("The office in Half Way Tree");
  await form.getByRole("button", { name: "Add Task" }).click();
  await expect(page.getByText("Task added", { exact: true })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Add Custom Task" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Add Custom Task" })).toHaveCount(0);

  const card = checklistCard(page, "My tasks");
  await expect(card.getByText("Tasks you added yourself, outside the library's checklists.", { exact: true })).toBeVisible();
  const row = card.getByRole("listitem").filter({ has: page.getByRole("checkbox", { name: "Renew my passport" }) });
  await expect(row.getByText("Custom", { exact: true })).toBeVisible();
  await expect(row.getByText("The office in Half Way Tree", { exact: true })).toBeVisible();
  await expect(card.getByText("Progress: 0 of 1 tasks", { exact: true })).toBeVisible();
  // My tasks is not a library checklist: the library's empty state stays, and it is not counted as one.
  await expect(page.getByRole("heading", { name: "No Active Checklists", exact: true })).toBeVisible();
  await expectSummary(page, 0, 1, 0);
  await expect(tabs(page).getByRole("link", { name: "Active Checklists (0)" })).toBeVisible();

  await ready(page);
  await card.getByRole("checkbox", { name: "Renew my passport" }).click();
  await expect(card.getByRole("checkbox", { name: "Renew my passport" })).toHaveAttribute("aria-checked", "true");
  await expect(card.getByText("Progress: 1 of 1 tasks", { exact: true })).toBeVisible();
  await expectSummary(page, 0, 1, 1);
  const [own] = await activeChecklists(page.request);
  expect(own).toMatchObject({ title: "My tasks", category: "Personal", totalTasks: 1, completedTasks: 1 });
  expect(own!.tasks).toEqual([expect.objectContaining({ id: `${own!.id}-1`, title: "Renew my passport", isCustom: true, completed: true })]);

  // A second task from the header joins the same list; with JavaScript the dialog opens with its fields cleared.
  form = await openAddTask(page, page.getByRole("link", { name: "Add Custom Task", exact: true }));
  await expect(form.getByLabel("Task Title")).toHaveValue("");
  await form.getByLabel("Task Title").fill("Open a bank account");
  await form.getByRole("button", { name: "Add Task" }).click();
  await expect(card.getByText("Progress: 1 of 2 tasks", { exact: true })).toBeVisible();
  expect(await activeChecklists(page.request)).toHaveLength(1);

  // The summary and the readiness score count them: 1 of 2 done is 30 × 1/2 points (the score is projected a moment later).
  await page.goto("/portal/dashboard");
  await expect(page.getByRole("region", { name: "Checklist progress" }).getByText("1 of 2 tasks done")).toBeVisible();
  await expect(async () => {
    await page.goto("/portal/dashboard");
    // The parts table sits in the card's closed "How is this score computed?".
    await expect(page.locator(".readiness-parts tr", { hasText: "Checklist tasks done" })).toContainText("15 of 30", { timeout: 1_000 });
  }).toPass();
  await page.goto("/portal/tasks");
  await expectNoAccessibilityViolations(page);
});

test("bad input writes nothing: oversized text, an unknown task, another student's checklist and task answer 400 or 404", ONCE, async ({ page, browser }) => {
  await signUp(page);
  const template = await smallTemplate(page.request);
  await activate(page.request, template.id);
  const [mine] = await activeChecklists(page.request);
  const before = await activeChecklists(page.request);

  const tooLong = await page.request.post("/portal/tasks?tab=active", { form: { intent: "add-task", checklistId: mine!.id, title: "x".repeat(201) } });
  expect(tooLong.status()).toBe(400);
  expect(await tooLong.text()).toContain("Task titles can be at most 200 characters.");
  const blank = await page.request.post("/portal/tasks?tab=active", { form: { intent: "add-task", checklistId: mine!.id, title: "  " } });
  expect(blank.status()).toBe(400);
  const longDescription = await page.request.post("/portal/tasks?tab=active", {
    form: { intent: "add-task", checklistId: mine!.id, title: "Fine", description: "x".repeat(2001) },
  });
  expect(longDescription.status()).toBe(400);
  const unknownTask = await page.request.post("/portal/tasks?tab=active", {
    form: { intent: "toggle", checklistId: mine!.id, taskId: `${mine!.id}-999`, completed: "true" },
    maxRedirects: 0,
  });
  expect(unknownTask.status()).toBe(404);
  const unknownTemplate = await page.request.post("/portal/tasks?tab=active", { form: { intent: "activate", templateId: "checklist_not-a-template" } });
  expect(unknownTemplate.status()).toBe(404);
  expect(await activeChecklists(page.request)).toEqual(before);

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "X-Forwarded-For": "10.251.3.4" } });
  try {
    const other = await context.newPage();
    await signUp(other);
    const toggle = await other.request.post("/portal/tasks?tab=active", {
      form: { intent: "toggle", checklistId: mine!.id, taskId: mine!.tasks[0]!.id, completed: "true" },
      maxRedirects: 0,
    });
    expect(toggle.status()).toBe(404);
    const add = await other.request.post("/portal/tasks?tab=active", { form: { intent: "add-task", checklistId: mine!.id, title: "Not yours" } });
    expect(add.status()).toBe(404);
    expect((await other.request.get(`/portal/tasks?add=${mine!.id}`)).status()).toBe(200);
    expect(await activeChecklists(other.request)).toEqual([]);
    expect(await (await other.request.get("/api/portal/checklists")).json()).toEqual([]);
  } finally {
    await context.close();
  }
  expect(await activeChecklists(page.request)).toEqual(before);
});

test("signed out, the checklist APIs answer 401 and the page says Access Denied", ONCE, async ({ page, request }) => {
  for (const path of ["/api/portal/checklists", "/api/portal/active-checklists", "/api/portal/checklist-library"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(401);
  }
  const response = await page.goto("/portal/tasks");
  expect(response?.status()).toBe(401);
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
});

test("with two active checklists, the header's Add Custom Task asks which one, and the task lands in the one chosen", async ({ page }) => {
  await signUp(page);
  const templates = await library(page.request);
  const [first, second] = [templates[0]!, templates[1]!];
  await activate(page.request, first.id);
  await activate(page.request, second.id);
  await page.goto("/portal/tasks");
  const form = await openAddTask(page, page.getByRole("link", { name: "Add Custom Task", exact: true }));
  await form.getByLabel("Checklist").selectOption({ label: second.title });
  await form.getByLabel("Task Title").fill("Scan my passport photo page");
  await form.getByRole("button", { name: "Add Task" }).click();
  await expect(page.getByText("Task added", { exact: true })).toBeVisible();
  await expect(checklistCard(page, second.title).getByRole("checkbox", { name: "Scan my passport photo page" })).toBeVisible();
  await expect(checklistCard(page, first.title).getByRole("checkbox", { name: "Scan my passport photo page" })).toHaveCount(0);
  await expectSummary(page, 2, first.totalTasks + second.totalTasks + 1, 0);
});

test("odd query strings and a forged checklist choice are answered calmly: the page renders, the form says what to fix", ONCE, async ({ page }) => {
  await signUp(page);
  for (const query of ["tab=%3Cscript%3Ealert(1)%3C%2Fscript%3E", "tab=library&add=%27%20OR%201%3D1--", `add=${"x".repeat(500)}`, "add=any&tab=%E2%9C%93"]) {
    const response = await page.goto(`/portal/tasks?${query}`);
    expect(response?.status(), query).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "My Tasks & Checklists" })).toBeVisible();
  }
  const template = await smallTemplate(page.request);
  await activate(page.request, template.id);
  const unchosen = await page.request.post("/portal/tasks?tab=active", { form: { intent: "add-task", checklistId: "not-a-checklist", title: "Mine" } });
  expect(unchosen.status()).toBe(400);
  expect(await unchosen.text()).toContain("Choose the checklist to add the task to.");
  const badDate = await page.request.post("/portal/tasks?tab=active", {
    form: { intent: "add-task", checklistId: (await activeChecklists(page.request))[0]!.id, title: "Mine", dueDate: "2027-02-30" },
  });
  expect(badDate.status()).toBe(400);
  expect(await badDate.text()).toContain("Enter the due date as a date, or leave it empty.");
  expect((await activeChecklists(page.request))[0]!.totalTasks).toBe(template.totalTasks);
});

test("a custom-task form sent twice (a reload without JavaScript re-sends it) adds the task once; the next form gets a new id", async ({ page }) => {
  await signUp(page);
  const template = await smallTemplate(page.request);
  await activate(page.request, template.id);
  const [mine] = await activeChecklists(page.request);
  await page.goto(`/portal/tasks?tab=active&add=${mine!.id}`);
  const submissionIdField = page.locator('form.add-task-form input[name="submissionId"]').first();
  const submissionId = await submissionIdField.inputValue();
  expect(submissionId).toMatch(/^[0-9a-f-]{36}$/);
  const form = { intent: "add-task", checklistId: mine!.id, title: "Post the signed forms", submissionId };
  for (const _ of [1, 2]) expect((await page.request.post("/portal/tasks?tab=active", { form })).status()).toBe(200);
  const [after] = await activeChecklists(page.request);
  expect(after!.tasks.filter((task) => task.title === "Post the signed forms")).toHaveLength(1);
  await page.reload();
  expect(await submissionIdField.inputValue()).not.toBe(submissionId);
});
