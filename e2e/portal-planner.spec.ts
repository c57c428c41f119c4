import type { Browser, Page } from "@playwright/test";
import { randomInt } from "node:crypto";
import { expect, expectNoAccessibilityViolations, newStudent, ONCE, signUp, test } from "./fixtures.ts";

const isNoJs = () => test.info().project.name === "no-js";

/** A second student in their own browser context (same JavaScript setting, own client IP). */
async function secondStudent(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: !isNoJs(),
    extraHTTPHeaders: { "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  const page = await context.newPage();
  await signUp(page, newStudent());
  return { page, close: () => context.close() };
}

/** A form post as a forged or replayed request would send it, with this site's Origin. */
function post(page: Page, path: string, form: Record<string, string>) {
  return page.request.post(path, { form, headers: { Origin: test.info().project.use.baseURL! }, maxRedirects: 0 });
}

/** Saves a quiz result for the signed-in student: career advancement + hands-on learning = Career-Focused Achiever. */
async function saveQuizResult(page: Page) {
  const response = await post(page, "/questionnaire", {
    step: "10",
    intent: "results",
    study_motivation: "career_advancement",
    learning_style: "hands_on",
    social_preference: "no_preference",
    budget_range: "40000",
    study_duration: "bachelors",
    career_goals: "healthcare",
    climate_preference: "four_seasons",
    cultural_adaptation: "open_but_nervous",
    post_graduation: "work_abroad",
    support_needs: "financial_aid",
  });
  expect(response.status()).toBe(200);
}

test("signed out, the planner says Access Denied and the vision boards API answers 401", ONCE, async ({ page }) => {
  const response = await page.goto("/portal/planner?tab=vision");
  expect(response?.status()).toBe(401);
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Please log in to access your student portal.")).toBeVisible();
  const api = await page.request.get("/api/portal/vision-boards");
  expect(api.status()).toBe(401);
  expect(await api.json()).toEqual({ error: { message: "Not signed in" } });
  expect((await post(page, "/portal/planner?tab=vision", { intent: "create-board", title: "Anonymous" })).status()).toBe(401);
});

test("personality insights: a prompt to take the quiz without a result, the student's own result with one", async ({ page }) => {
  await signUp(page);
  await page.goto("/portal/planner");
  await expect(page.getByRole("heading", { level: 1, name: "My Pathway Planner" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Personality insights" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("You have not taken the study-profile quiz yet.", { exact: false })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Take the quiz" })).toHaveAttribute("href", "/questionnaire");
  await expectNoAccessibilityViolations(page);

  await saveQuizResult(page);
  await page.goto("/portal/planner?tab=personality");
  await expect(page.locator(".planner-personality")).toHaveText("Your study personality: Career-Focused Achiever");
  await expect(page.getByRole("region", { name: "Destinations that fit you" })).toContainText("Canada");
  await expect(page.getByRole("region", { name: "Recommendations" })).toContainText("As a Career-Focused Achiever");
  await expect(page.getByText("You have not taken the study-profile quiz yet.", { exact: false })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
});

test("the shortlist tab summarises and links to the shortlist page", async ({ page }) => {
  await signUp(page);
  await page.goto("/portal/planner");
  await page.getByRole("link", { name: "University shortlist" }).click();
  await expect(page).toHaveURL(/tab=shortlist/);
  await expect(page.getByText("Your shortlist is empty.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open my shortlist" })).toHaveAttribute("href", "/portal/planner/shortlist");
  await expectNoAccessibilityViolations(page);
});

test("financial plan: no shortlist yet says so; a local currency shows converted figures with the rate's date; the flight estimate is kept", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/portal/planner?tab=financial");
  await expect(page.getByText("You have no schools on your shortlist yet.", { exact: false })).toBeVisible();
  const panel = page.getByRole("region", { name: "Financial plan" });
  await expect(panel.getByRole("link", { name: "Browse destinations" })).toHaveAttribute("href", "/destinations");
  await expect(page.getByTestId("planner-rate")).toHaveText("Figures are in US dollars.");
  // Up-front costs, each with its source, or not found with what to check.
  const usa = page.getByRole("region", { name: "Costs before you arrive: United States" });
  await expect(usa).toContainText("F-1 student visa application fee: USD 185.");
  await expect(usa.getByRole("link", { name: "tt.usembassy.gov" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Costs before you arrive: United Kingdom" })).toContainText("Student visa application fee: not found.");
  await expectNoAccessibilityViolations(page);

  await page.getByLabel("Your local currency").selectOption("JMD");
  await page.getByRole("button", { name: "Show in this currency" }).click();
  await expect(page.getByTestId("planner-rate")).toContainText("Rate used: 1 USD = 157.61 JMD, as of 12 Mar 2025");
  await expect(usa).toContainText("F-1 student visa application fee: USD 185 (about JMD 29,158).");
  await expect(page.getByLabel("Your local currency")).toHaveValue("JMD");

  // Bad input: a message beside the field, nothing kept.
  await page.getByLabel("Your flight estimate for the whole course").fill("about a thousand");
  await page.getByRole("button", { name: "Save my estimate" }).click();
  await expect(page.getByText("Enter your estimate as a number, for example 1200.")).toBeVisible();
  await expect(page.getByText("No flight estimate yet.", { exact: false })).toBeVisible();

  await page.getByLabel("Your flight estimate for the whole course").fill("1500");
  await page.getByLabel("Currency of your estimate").selectOption("USD");
  await page.getByRole("button", { name: "Save my estimate" }).click();
  await expect(page.getByTestId("planner-flight")).toHaveText("Your estimate, added once to each school's total: USD 1,500JMD 236,415");

  // Back in US dollars, the estimate stays and the local figures go.
  await page.getByLabel("Your local currency").selectOption("USD");
  await page.getByRole("button", { name: "Show in this currency" }).click();
  await expect(page.getByTestId("planner-rate")).toHaveText("Figures are in US dollars.");
  await expect(page.getByTestId("planner-flight")).toHaveText("Your estimate, added once to each school's total: USD 1,500");
  await expectNoAccessibilityViolations(page);

  // McGill states no living costs of its own: the floor is Canada's proof-of-funds official fee, with its source and dates.
  await page.goto("/schools/mcgill-university");
  // The button shows the change at once: wait for the server's answer before leaving.
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Add to shortlist" }).click();
  await answered;
  await page.goto("/portal/planner?tab=financial");
  const mcgill = page.locator("details", { hasText: "How McGill University's figures were worked out" });
  await expect(mcgill).toContainText("the government's minimum to show for a visa or permit (the official fees)");
  await expect(mcgill).toContainText(
    "Living-cost funds to show for a study permit (single applicant, outside Quebec): CAD 22895 per year (official fee, in force from 1 Sep 2025; checked 23 Nov 2026), businesstoday.in",
  );
});

test("vision boards: create, refuse an oversized title beside the field, edit and delete; another student gets 404 for them", async ({ page, browser }) => {
  await signUp(page);
  await page.goto("/portal/planner?tab=vision");
  await expect(page.getByRole("heading", { name: "No Vision Boards Yet" })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  const newBoard = page.getByRole("region", { name: "New vision board" });
  await newBoard.getByLabel("Board title").fill("x".repeat(121));
  await newBoard.getByLabel("Goals, one per line").fill("Pass CSEC maths");
  await newBoard.getByRole("button", { name: "Create board" }).click();
  await expect(newBoard.getByText("Keep the title to 120 characters or fewer.")).toBeVisible();
  await expect(newBoard.getByLabel("Board title")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("heading", { name: "No Vision Boards Yet" })).toBeVisible();

  await newBoard.getByLabel("Board title").fill("Study in Canada <b>2028</b>");
  await newBoard.getByLabel("Description (optional)").fill("Where I want to be");
  await newBoard.getByLabel("Goals, one per line").fill("Pass CSEC maths\nVisit UWI Mona | https://www.mona.uwi.edu/");
  await newBoard.getByRole("button", { name: "Create board" }).click();
  const board = page.getByRole("article", { name: "Study in Canada <b>2028</b>" });
  await expect(board).toBeVisible();
  await expect(board.getByRole("listitem")).toHaveText(["Pass CSEC maths", "Visit UWI Mona"]);
  await expect(board.getByRole("link", { name: "Visit UWI Mona" })).toHaveAttribute("href", "https://www.mona.uwi.edu/");
  await expect(page.getByRole("heading", { name: "No Vision Boards Yet" })).toHaveCount(0);

  const api = await page.request.get("/api/portal/vision-boards");
  const boards = (await api.json()) as { id: string; title: string; items: unknown[] }[];
  expect(boards).toEqual([
    expect.objectContaining({ title: "Study in Canada <b>2028</b>", description: "Where I want to be", isActive: true, items: expect.any(Array) }),
  ]);
  const boardId = boards[0]!.id;

  await board.getByRole("link", { name: "Edit Study in Canada <b>2028</b>" }).click();
  const edit = page.getByRole("region", { name: "Edit Study in Canada <b>2028</b>" });
  await expect(edit.getByLabel("Goals, one per line")).toHaveValue("Pass CSEC maths\nVisit UWI Mona | https://www.mona.uwi.edu/");
  await expectNoAccessibilityViolations(page);
  await edit.getByLabel("Board title").fill("Study in the UK");
  await edit.getByRole("button", { name: "Save board" }).click();
  await expect(page.getByRole("article", { name: "Study in the UK" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Study in Canada <b>2028</b>" })).toHaveCount(0);

  // Student B cannot see, change or delete A's board: 404, and A's board is untouched.
  const other = await secondStudent(browser);
  try {
    const seen = await other.page.goto(`/portal/planner?tab=vision&board=${boardId}`);
    expect(seen?.status()).toBe(404);
    await expect(other.page.getByRole("heading", { level: 1, name: "Not Found" })).toBeVisible();
    expect((await post(other.page, "/portal/planner?tab=vision", { intent: "revise-board", boardId, title: "Hacked" })).status()).toBe(404);
    expect((await post(other.page, "/portal/planner?tab=vision", { intent: "delete-board", boardId })).status()).toBe(404);
    expect(await (await other.page.request.get("/api/portal/vision-boards")).json()).toEqual([]);
  } finally {
    await other.close();
  }
  await page.goto("/portal/planner?tab=vision");
  await expect(page.getByRole("article", { name: "Study in the UK" })).toBeVisible();

  await page.getByRole("button", { name: "Delete Study in the UK" }).click();
  await expect(page.getByRole("heading", { name: "No Vision Boards Yet" })).toBeVisible();
  expect(await (await page.request.get("/api/portal/vision-boards")).json()).toEqual([]);
});
