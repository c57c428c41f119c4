import type { Page } from "@playwright/test";
import { authenticatorCode, enrolSecondFactor, makeAdminAccount } from "./admin-helpers.ts";
import { expect, expectNoAccessibilityViolations, ONCE, signUp, test } from "./fixtures.ts";

const CODE_LABEL = "Enter the 6-digit code from your authenticator app";
const WRONG_CODE = "That code is not right. Enter the newest code your authenticator app shows, or an unused recovery code.";

async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL("/");
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/two-factor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm it is you");
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel(CODE_LABEL).fill(code);
  await page.getByRole("button", { name: "Continue" }).click();
}

test(
  "an admin enrols an authenticator app, then signs in with password and code; a recovery code works once; a wrong code is refused",
  ONCE,
  async ({ page }) => {
    const admin = await signUp(page);
    await makeAdminAccount(page);

    // Not enrolled: the admin area sends the admin to enrol first, and the admin API refuses.
    await page.goto("/admin");
    await expect(page).toHaveURL("/two-factor/setup?redirectTo=%2Fadmin");
    const refused = await page.request.get("/api/admin/articles");
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: { message: "Sign in with the code from your authenticator app first" } });
    await expectNoAccessibilityViolations(page);
    const { key, recoveryCodes } = await enrolSecondFactor(page);
    await expectNoAccessibilityViolations(page);
    await page.goto("/admin");
    await expect(page.getByRole("navigation", { name: "Admin area" })).toBeVisible();
    await signOut(page);

    // Password alone: a student's session, asked for the code.
    await signInWithPassword(page, admin.email, admin.password);
    await expect(page.getByLabel(CODE_LABEL)).toBeVisible();
    await expectNoAccessibilityViolations(page);
    expect((await (await page.request.get("/api/auth/user")).json()).isAdmin).toBe(false);
    expect((await page.request.get("/api/admin/articles")).status()).toBe(403);
    const right = authenticatorCode(key);
    await enterCode(page, right === "000000" ? "111111" : "000000");
    await expect(page.getByLabel(CODE_LABEL)).toHaveAccessibleDescription(new RegExp(WRONG_CODE.replace(/[.]/g, "\\.")));
    await expect(page.getByText(WRONG_CODE)).toBeVisible();
    await enterCode(page, right);
    await page.waitForURL("/portal/dashboard");
    expect((await (await page.request.get("/api/auth/user")).json()).isAdmin).toBe(true);
    expect((await page.request.get("/api/admin/articles")).status()).toBe(200);
    await signOut(page);

    // A recovery code instead of the app: once.
    await signInWithPassword(page, admin.email, admin.password);
    await enterCode(page, recoveryCodes[0]!);
    await expect(page.getByRole("status").filter({ hasText: "You used a recovery code" })).toHaveText(
      "You used a recovery code: it will not work again. You have 9 recovery codes left.",
    );
    await page.getByRole("link", { name: "Continue" }).click();
    await page.waitForURL("/portal/dashboard");
    await page.goto("/admin");
    await expect(page.getByRole("navigation", { name: "Admin area" })).toBeVisible();
    await signOut(page);
    await signInWithPassword(page, admin.email, admin.password);
    await enterCode(page, recoveryCodes[0]!);
    await expect(page.getByText(WRONG_CODE)).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL("/two-factor?redirectTo=%2Fadmin");
  },
);
