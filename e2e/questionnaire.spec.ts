import type { Page } from "@playwright/test";
import { expect, expectNoAccessibilityViolations, ONCE, signUp, signUpThroughForm, test } from "./fixtures.ts";

/**
 * One set of answers, chosen so the result is known: career
 * advancement + hands-on = Career-Focused Achiever; warm tropical climate
 * then a budget above 50000 = Australia, Southern United States, United
 * States, United Kingdom (Switzerland cut: at most 4); financial aid adds the
 * scholarship line.
 */
const CHOSEN: { question: string; answers: string[]; budget?: number }[] = [
  { question: "What is the main reason you want to study abroad?", answers: ["To build a strong career and earn a respected qualification"] },
  { question: "How do you learn best?", answers: ["Hands-on: labs, projects, placements and practicals"] },
  { question: "What kind of campus community would you feel at home in?", answers: ["A large, diverse community with students from all over the world"] },
  { question: "How much can you spend each year on tuition and living costs?", answers: [], budget: 60_000 },
  { question: "How long would you like to study?", answers: ["Three to four years: a bachelor's degree"] },
  { question: "Which kind of work do you see yourself doing?", answers: ["Caring for people's health: medicine, nursing, psychology"] },
  { question: "What weather would you be happy living in?", answers: ["Warm and sunny, like home"] },
  { question: "How do you feel about living in a culture very different from your own?", answers: ["Very excited: I can't wait to try everything"] },
  { question: "What would you like to do after you graduate?", answers: ["Work abroad for a few years to gain experience"] },
  { question: "What support would help you most?", answers: ["Scholarships and financial aid", "Visa and immigration guidance"] },
];

const isNoJs = () => test.info().project.name === "no-js";

async function expectQuestion(page: Page, index: number) {
  await expect(page.getByRole("heading", { level: 2, name: CHOSEN[index]!.question })).toBeVisible();
  await expect(page.getByText(`Question ${index + 1} of 10`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${(index + 1) * 10}% complete`, { exact: true })).toBeVisible();
}

async function answer(page: Page, index: number) {
  const { answers, budget } = CHOSEN[index]!;
  if (budget !== undefined) await page.getByLabel("Yearly budget (USD per year)").fill(String(budget));
  for (const label of answers) await page.getByLabel(label, { exact: true }).check();
}

/** Answers questions from..to (0-based, inclusive), pressing Next after each. */
async function answerThrough(page: Page, from: number, to: number) {
  for (let index = from; index <= to; index++) {
    await expectQuestion(page, index);
    await answer(page, index);
    await page.getByRole("button", { name: "Next" }).click();
  }
}

async function finishQuiz(page: Page) {
  await page.goto("/questionnaire");
  await answerThrough(page, 0, 8);
  await expectQuestion(page, 9);
  await answer(page, 9);
  await page.getByRole("button", { name: "See Results" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Study Profile" })).toBeVisible();
}

async function expectChosenResult(page: Page) {
  await expect(page.locator(".quiz-personality-name")).toHaveText("Career-Focused Achiever");
  const destinations = page.getByRole("region", { name: "Recommended destinations" });
  await expect(destinations.locator(".quiz-result-name")).toHaveText(["Australia", "Southern United States", "United States", "United Kingdom"]);
  await expect(destinations.getByRole("link", { name: "Australia" })).toHaveAttribute("href", "/destinations/australia");
  await expect(destinations.getByRole("link", { name: "United States" })).toHaveCount(2);
  await expect(destinations.getByRole("link", { name: "United States" }).first()).toHaveAttribute("href", "/destinations/usa");
  await expect(destinations.getByRole("link", { name: "United Kingdom" })).toHaveAttribute("href", "/destinations/uk");
  const fields = page.getByRole("region", { name: "Fields to explore" });
  await expect(fields.getByRole("link", { name: "Medicine", exact: true })).toHaveAttribute("href", "/pathways/medicine");
  await expect(fields.getByRole("link", { name: "Psychology" })).toHaveAttribute("href", "/pathways/psychology");
  await expect(page.getByRole("region", { name: "Our recommendations" }).getByRole("listitem")).toHaveText([
    "As a Career-Focused Achiever, look for programs with co-op placements, internships and strong links to employers.",
    "With a budget of about $60,000 USD a year, start by comparing costs in Australia and Southern United States.",
    "Start your research 12-18 months before your intended start date, so you can meet application and scholarship deadlines.",
    "You asked about financial aid: browse our scholarship listings and funding guides now, because many awards close months before admission deadlines.",
  ]);
  const scholarships = page.getByRole("region", { name: "Scholarships to look at" });
  await expect(scholarships.getByRole("heading", { level: 3 }).first()).toBeVisible();
  expect(await scholarships.getByRole("heading", { level: 3 }).count()).toBeLessThanOrEqual(3);
}

test("the whole quiz, one question at a time with progress, ends with the results for the chosen answers", async ({ page }) => {
  const response = await page.goto("/questionnaire");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find Your Study Path");
  await expectQuestion(page, 0);
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "See Results" })).toHaveCount(0);
  // With JavaScript, moving between questions stays in the browser: only See Results goes to the server.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  if (!isNoJs()) await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();

  await answerThrough(page, 0, 8);
  await expectQuestion(page, 9);
  await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
  await answer(page, 9);
  await page.getByRole("button", { name: "See Results" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Your Study Profile" })).toBeVisible();
  await expectChosenResult(page);
  expect(posts).toHaveLength(isNoJs() ? 10 : 1);
  await expect(page.getByRole("link", { name: "Explore Destinations" })).toHaveAttribute("href", "/destinations");
  await expect(page.getByRole("link", { name: "Browse Study Pathways" })).toHaveAttribute("href", "/pathways");
  await expect(page.getByRole("link", { name: "Find Funding" })).toHaveAttribute("href", "/funding");
  await expect(page.getByRole("link", { name: "Create a free student account" })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // Retake Quiz: back to question 1 with no answers.
  await page.getByRole("link", { name: "Retake Quiz" }).click();
  await expectQuestion(page, 0);
  await expect(page.getByLabel(CHOSEN[0]!.answers[0]!, { exact: true })).not.toBeChecked();
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
});

test("a quiz taken before signing up is saved to the new account and shown once signed in", async ({ page }) => {
  await finishQuiz(page);
  const createAccount = page.getByRole("link", { name: "Create a free student account" });
  await expect(createAccount).toHaveAttribute("href", "/signup?redirectTo=%2Fquestionnaire%3Fview%3Dresult");
  await createAccount.click();
  await page.waitForURL("/signup?redirectTo=%2Fquestionnaire%3Fview%3Dresult");
  await signUpThroughForm(page, undefined, page.url());
  await page.waitForURL("/questionnaire?view=result");
  await expect(page.getByRole("main").getByRole("status")).toHaveText("This is the result saved to your profile.");
  await expectChosenResult(page);
});

test("an unanswered question cannot be passed: Next is disabled with JavaScript, and a message shows without it", async ({ page }) => {
  await page.goto("/questionnaire");
  const next = page.getByRole("button", { name: "Next" });
  if (isNoJs()) {
    await next.click();
    await expectQuestion(page, 0);
    await expect(page.getByRole("alert")).toHaveText("Please choose an answer to continue.");
    await expectNoAccessibilityViolations(page);
  } else {
    await expect(next).toBeDisabled();
    await answer(page, 0);
    await expect(next).toBeEnabled();
  }

  // Multiple choice needs at least one option.
  await page.goto("/questionnaire");
  await answerThrough(page, 0, 8);
  await expectQuestion(page, 9);
  const seeResults = page.getByRole("button", { name: "See Results" });
  if (isNoJs()) {
    await seeResults.click();
    await expectQuestion(page, 9);
    await expect(page.getByRole("alert")).toHaveText("Please choose at least one option to continue.");
  } else {
    await expect(seeResults).toBeDisabled();
    await page.getByLabel("Finding a place to live", { exact: true }).check();
    await expect(seeResults).toBeEnabled();
    await page.getByLabel("Finding a place to live", { exact: true }).uncheck();
    await expect(seeResults).toBeDisabled();
  }
});

test("Previous goes back a question and keeps the answers given", async ({ page }) => {
  await page.goto("/questionnaire");
  await answerThrough(page, 0, 1);
  await expectQuestion(page, 2);
  await page.getByRole("button", { name: "Previous" }).click();
  await expectQuestion(page, 1);
  await expect(page.getByLabel(CHOSEN[1]!.answers[0]!, { exact: true })).toBeChecked();
  await page.getByRole("button", { name: "Previous" }).click();
  await expectQuestion(page, 0);
  await expect(page.getByLabel(CHOSEN[0]!.answers[0]!, { exact: true })).toBeChecked();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
});

test("the budget slider runs from 10000 to 80000 USD a year in steps of 5000, starting at 10000", async ({ page }) => {
  await page.goto("/questionnaire");
  await answerThrough(page, 0, 2);
  await expectQuestion(page, 3);
  const slider = page.getByLabel("Yearly budget (USD per year)");
  await expect(slider).toHaveAttribute("type", "range");
  await expect(slider).toHaveAttribute("min", "10000");
  await expect(slider).toHaveAttribute("max", "80000");
  await expect(slider).toHaveAttribute("step", "5000");
  await expect(slider).toHaveValue("10000");
  await expect(page.locator(".quiz-slider-value")).toHaveText("$10,000 per year");
  // The slider always holds a value, so Next is never blocked here.
  await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
  await slider.fill("80000");
  if (!isNoJs()) await expect(page.locator(".quiz-slider-value")).toHaveText("$80,000 per year");
  await page.getByRole("button", { name: "Next" }).click();
  await expectQuestion(page, 4);
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByLabel("Yearly budget (USD per year)")).toHaveValue("80000");
  await expectNoAccessibilityViolations(page);
});

/**
 * The lowest budget is the commonest answer: kept as it starts, or
 * chosen with the keyboard, the mouse or a finger, it must reach the results.
 */
const LOWEST_BUDGET_WAYS: { way: string; choose: (page: Page) => Promise<void> }[] = [
  { way: "kept as it starts", choose: async () => {} },
  {
    way: "chosen with the keyboard",
    choose: async (page) => {
      const slider = page.getByLabel("Yearly budget (USD per year)");
      await slider.focus();
      await slider.press("End");
      await slider.press("Home");
    },
  },
  {
    way: "chosen with the mouse",
    choose: async (page) => {
      const slider = page.getByLabel("Yearly budget (USD per year)");
      await slider.fill("45000");
      const box = (await slider.boundingBox())!;
      await slider.click({ position: { x: 1, y: box.height / 2 } });
    },
  },
  {
    way: "chosen with a finger",
    choose: async (page) => {
      const slider = page.getByLabel("Yearly budget (USD per year)");
      await slider.fill("45000");
      const box = (await slider.boundingBox())!;
      await slider.tap({ position: { x: 1, y: box.height / 2 } });
    },
  },
];

test.describe("the lowest budget", () => {
  test.use({ hasTouch: true });
  for (const { way, choose } of LOWEST_BUDGET_WAYS) {
    test(`${way}, is an answer that reaches the results`, async ({ page }) => {
      await page.goto("/questionnaire");
      await answerThrough(page, 0, 2);
      await expectQuestion(page, 3);
      await choose(page);
      await expect(page.getByLabel("Yearly budget (USD per year)")).toHaveValue("10000");
      await page.getByRole("button", { name: "Next" }).click();
      await answerThrough(page, 4, 8);
      await answer(page, 9);
      await page.getByRole("button", { name: "See Results" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Your Study Profile" })).toBeVisible();
      const destinations = page.getByRole("region", { name: "Recommended destinations" });
      await expect(destinations.locator(".quiz-result-name")).toHaveText(["Australia", "Southern United States", "Caribbean Universities", "Eastern Europe"]);
      await expect(
        page.getByText("With a budget of about $10,000 USD a year, start by comparing costs in Australia and Southern United States."),
      ).toBeVisible();
    });
  }
});

test("a signed-in student's result is saved to their profile and shown again at /questionnaire?view=result", async ({ page }) => {
  await signUp(page);
  await finishQuiz(page);
  await expect(page.getByText("Your result is saved to your profile.")).toBeVisible();

  await page.goto("/questionnaire");
  await page.getByRole("link", { name: "See your saved result" }).click();
  await page.waitForURL("/questionnaire?view=result");
  await expect(page.getByText("This is the result saved to your profile.")).toBeVisible();
  await expectChosenResult(page);
});

test("without a saved result, ?view=result starts the quiz and says so", async ({ page }) => {
  const response = await page.goto("/questionnaire?view=result");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("You haven't saved a quiz result yet.", { exact: false })).toBeVisible();
  await expectQuestion(page, 0);
  await expectNoAccessibilityViolations(page);
});

test("odd form input is dropped, never a server error", ONCE, async ({ request }) => {
  const response = await request.post("/questionnaire", {
    form: { step: "<script>alert(1)</script>", intent: "' or 1=1 --", budget_range: "9".repeat(400), study_motivation: "日本語 🇯🇲 %_" },
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).not.toContain("<script>alert(1)</script>");
});
