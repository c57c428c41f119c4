import { expect, expectNoAccessibilityViolations, signUp, test } from "./fixtures.ts";

test("a new student's dashboard welcomes them by first name (back, once they sign in again) and scores only the name they gave", async ({ page }) => {
  const student = await signUp(page);
  const response = await page.goto("/portal/dashboard");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${student.firstName}!` })).toBeVisible();
  // Their address is verified by the link that created the account: nothing to ask.
  await expect(page.getByText("Please verify your email address")).toHaveCount(0);

  // The name given at sign-up is 1 of the profile's 7 parts: 25 / 7, so 4 of its 25 points.
  const readiness = page.getByRole("region", { name: "Application Readiness Score" });
  await expect(readiness.getByText("4%", { exact: true })).toBeVisible();
  await expect(readiness.getByText("+4 since you joined")).toBeVisible();
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

  await page.context().clearCookies();
  await page.goto("/login?redirectTo=/portal/dashboard");
  await page.getByLabel("Email address").fill(student.email);
  await page.getByLabel("Password").fill(student.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Welcome back, ${student.firstName}!` })).toBeVisible();
});

interface PublicScholarship {
  id: string;
  title: string;
  deadline: string | null;
}

test("what a student saves and shortlists moves the score and fills the dashboard's lists", async ({ page }) => {
  await signUp(page);
  const scholarships: PublicScholarship[] = await (await page.request.get("/api/scholarships")).json();
  const today = new Date().toISOString().slice(0, 10);
  const scholarship = scholarships.find((candidate) => candidate.deadline && candidate.deadline >= today) ?? scholarships[0]!;
  const saved = await page.request.post("/portal/saved", { form: { intent: "save", contentType: "scholarship", contentId: scholarship.id } });
  expect(saved.status()).toBe(200);
  const schools: { id: string; name: string }[] = await (await page.request.get("/api/schools?destinationId=dest_canada")).json();
  const shortlisted = await page.request.post("/portal/planner/shortlist", { form: { intent: "add", schoolId: schools[0]!.id } });
  expect(shortlisted.status()).toBeLessThan(400);

  // 4 (name) + 3 (one scholarship of three) + 7 (one school of three).
  const readiness = page.getByRole("region", { name: "Application Readiness Score" });
  await expect(async () => {
    await page.goto("/portal/dashboard");
    await expect(readiness.getByText("14%", { exact: true })).toBeVisible({ timeout: 500 });
  }).toPass();
  await expect(readiness.getByText("+14 since you joined")).toBeVisible();
  await expect(page.getByRole("region", { name: "Recently saved" }).getByRole("link", { name: scholarship.title })).toBeVisible();
  if (scholarship.deadline && scholarship.deadline >= today) {
    await expect(page.getByRole("region", { name: "Upcoming deadlines" }).getByRole("link", { name: scholarship.title })).toBeVisible();
  }
  expect((await (await page.request.get("/api/portal/profile")).json()).applicationReadiness).toBe(14);
  await expectNoAccessibilityViolations(page);
});
