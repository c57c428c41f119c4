import { expect, expectNoAccessibilityViolations, ONCE, test } from "./fixtures.ts";

test("shows the sessions and packages with their exact prices, three testimonials and the partner counselors", ONCE, async ({ page }) => {
  await page.goto("/guidance");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("1-on-1 Guidance");
  const card = (name: string) => page.locator(".price-card", { has: page.getByRole("heading", { name, exact: true }) });
  await expect(card("Application Document Review").locator(".price")).toHaveText("$75 USD · 60 minutes");
  await expect(card("Strategic Planning Session").locator(".price")).toHaveText("$100 USD · 60 minutes");
  await expect(card("Gold Package").locator(".price")).toHaveText("$249 USD · 3 sessions");
  await expect(card("Gold Package")).toContainText("Up to 5 support emails");
  await expect(card("Gold Package")).toContainText("Save over 15%");
  await expect(card("Platinum Package").locator(".price")).toHaveText("$499 USD · 12-month access");
  await expect(card("Platinum Package")).toContainText("Over $700 of services bundled.");
  await expect(page.locator(".testimonial")).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Work with Alicia Baptiste" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test("'Get Started' opens a request preset to the package, and it is sent", async ({ page }) => {
  await page.goto("/guidance");
  await page.getByRole("link", { name: "Get Started: Gold Package" }).click();
  const form = page.locator("form.consultation-form");
  await expect(form.getByText("Service: Gold Package ($249)")).toBeVisible();
  await expect(form.getByLabel("Area of Interest")).toHaveValue("general");
  await expect(form.getByLabel("Additional Information (optional)")).toHaveValue("I would like to book the Gold Package ($249, 3 sessions).");
  await expectNoAccessibilityViolations(page);
  await form.getByLabel("Full Name").fill("Renée Joseph");
  await form.getByLabel("Email Address").fill("renee@example.com");
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Request Submitted!")).toBeVisible();
});

test("'Work with {first name}' opens the request form for that counselor", async ({ page }) => {
  await page.goto("/guidance");
  await page.getByRole("link", { name: "Work with Nadia Persaud" }).click();
  await expect(page.locator("form.consultation-form").getByLabel("Area of Interest")).toHaveValue("Canadian study permits");
});
