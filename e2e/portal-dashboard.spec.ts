import { expect, expectNoAccessibilityViolations, signUp, test } from "./fixtures.ts";

test("a new student's dashboard welcomes them by first name with a readiness score computed from nothing done yet", async ({ page }) => {
  const student = await signUp(page);
  const response = await page.goto("/portal/dashboard");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1, name: `Welcome back, ${student.firstName}!` })).toBeVisible();

  const readiness = page.getByRole("region", { name: "Application Readiness Score" });
  await expect(readiness.getByText("0%", { exact: true })).toBeVisible();
  await expect(readiness.getByText("No change since you joined")).toBeVisible();
  await expect(readiness.getByText("Let's get started! Complete your profile and checklists.")).toBeVisible();
  await readiness.getByText("How is this score computed?").click();
  await expect(readiness.getByRole("row", { name: /Schools shortlisted 0 of 20/ })).toBeVisible();

  const quickLinks: [string, string][] = [
    ["Saved content", "/portal/saved"],
    ["University shortlist", "/portal/planner/shortlist"],
    ["Ask an Expert", "/counselors"],
    ["Browse Scholarships", "/funding"],
  ];
  for (const [name, href] of quickLinks) {
    await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expectNoAccessibilityViolations(page);
});
