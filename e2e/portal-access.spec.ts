import { expect, signUp, test } from "./fixtures.ts";

test("signed out, a portal page says Access Denied and Log In comes back to it after sign-in", async ({ page }) => {
  const student = await signUp(page);
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL("/");

  const response = await page.goto("/portal/dashboard");
  expect(response?.status()).toBe(401);
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Please log in to access your student portal.")).toBeVisible();

  await page.getByRole("main").getByRole("link", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
  await page.getByLabel("Email address").fill(student.email);
  await page.getByLabel("Password").fill(student.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("/portal/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(student.firstName);
});
