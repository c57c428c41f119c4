import type { Page } from "@playwright/test";
import { emailedLink, expect, expectNoAccessibilityViolations, newStudent, ONCE, signUp, type Student, test } from "./fixtures.ts";

const RESET_SUBJECT = "Reset your Study Compass password";
const PASSWORD_HINT =
  "At least 12 characters. A phrase of several unrelated words is strong and easy to remember; avoid common passwords and your email address.";

async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL("/");
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("forgot password: the same answer for any address, an emailed link that sets a new password once and signs in", async ({ page }) => {
  const student = await signUp(page);
  await signOut(page);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.waitForURL("/forgot-password");
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  const unknown = `nobody-${Date.now()}@example.com`;
  await page.getByLabel("Email address").fill(unknown);
  await page.getByRole("button", { name: "Email me a reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: `If an account uses ${unknown}, we have emailed it a link` })).toBeVisible();

  await page.getByLabel("Email address").fill(student.email);
  await page.getByRole("button", { name: "Email me a reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: `If an account uses ${student.email}, we have emailed it a link` })).toBeVisible();

  const link = await emailedLink(student.email, RESET_SUBJECT);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await expect(page.getByText(PASSWORD_HINT)).toBeVisible();
  await page.getByLabel("New password").fill("password12");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Use at least 12 characters. Use a longer phrase of several unrelated words.")).toBeVisible();
  await page.getByLabel("New password").fill(student.email);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Don't use your email address in your password. Use a longer phrase of several unrelated words.")).toBeVisible();
  await page.getByLabel("New password").fill("a brand new harbour 7");
  await page.getByRole("button", { name: "Save new password" }).click();
  await page.waitForURL("/portal/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(student.firstName);

  const used = await page.goto(link);
  expect(used?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "This link cannot be used" })).toBeVisible();
  await expect(page.getByText("This reset link has already been used. Each link works once.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");

  // Five tries per link in 15 minutes (three used above), then 429 with Retry-After and the message on the form.
  const token = new URL(link, "http://x").searchParams.get("token")!;
  const retry = () => page.request.post("/reset-password", { form: { token, password: "another harbour phrase 8" } });
  expect((await retry()).status()).toBe(410);
  expect((await retry()).status()).toBe(410);
  const limited = await retry();
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await limited.text()).toMatch(/Too many password reset attempts for this reset link\. Please wait 1[45] minutes and try again\./);

  const forged = await page.goto("/reset-password?token=not-a-real-token");
  expect(forged?.status()).toBe(404);
  await expect(page.getByText("This reset link is not valid.")).toBeVisible();

  await signOut(page);
  await signIn(page, student.email, student.password);
  await expect(page.getByText("That email and password don't match an account.")).toBeVisible();
  await signIn(page, student.email, "a brand new harbour 7");
  await page.waitForURL("/portal/dashboard");
});

test("verify email: signing up through the emailed link verifies the address, so settings shows it; a forged verification link is refused", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/portal/settings");
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend verification email" })).toHaveCount(0);

  // Accounts from before sign-up by link may still hold a verification link; a forged one is refused.
  await page.goto("/verify-email?token=forged.1.token");
  await expectNoAccessibilityViolations(page);
  await page.getByRole("button", { name: "Verify my email address" }).click();
  await expect(page.getByRole("alert")).toContainText("This verification link is not valid any more");
});

test("profile: a validation error next to its field, then a saved profile that only its owner sees", async ({ page, browser }) => {
  const student = await signUp(page);
  await page.goto("/portal/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByText("Your profile is 14% complete")).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByLabel("First name").fill("");
  await page.getByLabel("Month").selectOption({ label: "September" });
  await page.getByRole("button", { name: "Save profile" }).click();
  const firstName = page.getByLabel("First name");
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${await firstName.getAttribute("aria-describedby")}`)).toHaveText("Enter your first name.");
  await expectNoAccessibilityViolations(page);

  await page.getByLabel("First name").fill("Renée");
  await page.getByLabel("Month").selectOption({ label: "September" });
  await page.getByRole("button", { name: "Save profile" }).click();
  const year = page.getByLabel("Year", { exact: true });
  await expect(year).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${await year.getAttribute("aria-describedby")}`)).toHaveText("Choose the year you hope to start, or clear the month.");

  const nextYear = String(new Date().getUTCFullYear() + 1);
  await page.getByLabel("First name").fill("Renée");
  await page.getByLabel("Last name").fill("O'Connor-Baptiste");
  await page.getByLabel("Education level").selectOption("high-school-graduate");
  await page.getByRole("group", { name: "Career interests" }).getByLabel("Medicine", { exact: true }).check();
  await page.getByRole("group", { name: "Preferred destinations" }).getByLabel("Canada").check();
  await page.getByLabel("Month").selectOption({ label: "September" });
  await page.getByLabel("Year", { exact: true }).selectOption(nextYear);
  await page.getByLabel("Local currency").selectOption("TTD");
  await page.getByLabel("Citizenship").selectOption("TT");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your profile is saved." })).toBeVisible();

  await page.goto("/portal/profile");
  await expect(page.getByText("Your profile is 100% complete")).toBeVisible();
  await expect(page.getByLabel("Month")).toHaveValue("9");
  await expect(page.getByLabel("First name")).toHaveValue("Renée");
  await expect(page.getByRole("group", { name: "Career interests" }).getByLabel("Medicine", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Year", { exact: true })).toHaveValue(nextYear);
  await expect(page.getByLabel("Local currency")).toHaveValue("TTD");

  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: test.info().project.name !== "no-js" });
  try {
    const otherPage = await other.newPage();
    const otherStudent = await signUp(otherPage, { ...newStudent(), firstName: "Marcus", lastName: "Greene" });
    await otherPage.goto("/portal/profile");
    await expect(otherPage.getByLabel("First name")).toHaveValue(otherStudent.firstName);
    await expect(otherPage.getByText("Renée")).toHaveCount(0);
    await expect(otherPage.getByText("Your profile is 14% complete")).toBeVisible();
    expect(student.email).not.toBe(otherStudent.email);
  } finally {
    await other.close();
  }
});

test("profile: citizenship, year of birth and CXC results for scholarship matching are kept; a half-filled result row says what it lacks", async ({ page }) => {
  await signUp(page);
  await page.goto("/portal/profile");
  const facts = page.getByRole("group", { name: "For scholarship matching" });
  await expect(
    facts.getByText("We use these only to show which awards you can apply for. They are stored encrypted, like the rest of your profile."),
  ).toBeVisible();
  await facts.getByLabel("Citizenship").selectOption({ label: "Trinidad and Tobago" });
  await facts.getByLabel("Year of birth").fill("2007");
  await facts.getByLabel("Exam, result 1").selectOption("CSEC");
  await facts.getByLabel("Subject, result 1").fill("Mathematics");
  await facts.getByLabel("Grade, result 1").selectOption({ label: "I" });
  await facts.getByLabel("Exam, result 2").selectOption("CAPE");
  await facts.getByLabel("Subject, result 2").fill("Biology Unit 1");
  await page.getByRole("button", { name: "Save profile" }).click();

  // Result 2 has no grade: the message is beside its grade, and everything typed is still there.
  const secondGrade = facts.getByLabel("Grade, result 2");
  await expect(secondGrade).toHaveAttribute("aria-invalid", "true");
  // Conform's ids hold brackets and dots ("profile-cxcResults[1].grade-error"): matched as an attribute, not a #selector.
  await expect(page.locator(`[id="${await secondGrade.getAttribute("aria-describedby")}"]`)).toHaveText("Choose the grade, or clear this result.");
  await expect(facts.getByLabel("Subject, result 2")).toHaveValue("Biology Unit 1");
  await expect(facts.getByLabel("Subject, result 1")).toHaveValue("Mathematics");
  await expect(facts.getByLabel("Year of birth")).toHaveValue("2007");
  await expectNoAccessibilityViolations(page);

  await secondGrade.selectOption({ label: "II" });
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your profile is saved." })).toBeVisible();

  // Kept, on the page the save returns and on a fresh one: the two results, then three empty rows for more.
  for (const reloaded of [false, true]) {
    if (reloaded) await page.goto("/portal/profile");
    await expect(facts.getByLabel("Citizenship")).toHaveValue("TT");
    await expect(facts.getByLabel("Year of birth")).toHaveValue("2007");
    await expect(facts.getByLabel("Exam, result 1")).toHaveValue("CSEC");
    await expect(facts.getByLabel("Subject, result 1")).toHaveValue("Mathematics");
    await expect(facts.getByLabel("Grade, result 1")).toHaveValue("1");
    await expect(facts.getByLabel("Exam, result 2")).toHaveValue("CAPE");
    await expect(facts.getByLabel("Subject, result 2")).toHaveValue("Biology Unit 1");
    await expect(facts.getByLabel("Grade, result 2")).toHaveValue("2");
    await expect(facts.getByLabel("Subject, result 5")).toHaveValue("");
    await expect(facts.getByLabel("Subject, result 6")).toHaveCount(0);
  }
});

async function signedInElsewhere(page: Page, student: Student, userAgent?: string) {
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: test.info().project.name !== "no-js", userAgent });
  const other = await context.newPage();
  await signIn(other, student.email, student.password);
  await other.waitForURL("/portal/dashboard");
  return { context, other };
}

test("change password: the current one is required, other devices are signed out, this one stays", async ({ page }) => {
  const student = await signUp(page);
  const { context, other } = await signedInElsewhere(page, student);
  try {
    await page.goto("/portal/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByLabel("Current password").fill("not my password");
    await page.getByLabel("New password").fill("coral reef sunrise 9");
    await page.getByRole("button", { name: "Change password" }).click();
    const current = page.getByLabel("Current password");
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await current.getAttribute("aria-describedby")}`)).toHaveText("That is not your current password.");

    await page.getByLabel("Current password").fill(student.password);
    await page.getByLabel("New password").fill(student.email);
    await page.getByRole("button", { name: "Change password" }).click();
    const chosen = page.getByLabel("New password");
    await expect(chosen).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${(await chosen.getAttribute("aria-describedby"))!.split(" ").find((id) => id.endsWith("error"))}`)).toHaveText(
      "Don't use your email address in your password. Use a longer phrase of several unrelated words.",
    );

    await page.getByLabel("Current password").fill(student.password);
    await page.getByLabel("New password").fill("coral reef sunrise 9");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password is changed. 1 other device was signed out.")).toBeVisible();
    expect(await emailedLink(student.email, "Your Study Compass password was changed")).toBe("/forgot-password");

    const elsewhere = await other.goto("/portal/dashboard");
    expect(elsewhere?.status()).toBe(401);
    await expect(other.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    expect((await page.goto("/portal/dashboard"))?.status()).toBe(200);

    await page.goto("/portal/settings");
    await page.getByLabel("Deadline reminders").uncheck();
    await page.getByRole("button", { name: "Save notification preferences" }).click();
    await expect(page.getByText("Your notification preferences are saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Deadline reminders")).not.toBeChecked();
    await expect(page.getByLabel("Events and webinars")).toBeChecked();
  } finally {
    await context.close();
  }
});

test("signed-in devices: this one marked, Sign out ends another, another account's cannot be ended, Sign out everywhere ends all", async ({
  page,
  browser,
}) => {
  const student = await signUp(page);
  const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
  const { context, other } = await signedInElsewhere(page, student, firefox);
  const strangerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: test.info().project.name !== "no-js" });
  try {
    await page.goto("/portal/settings");
    const devices = page.getByRole("region", { name: "Signed-in devices" }).getByRole("listitem");
    await expect(devices).toHaveCount(2);
    const here = devices.filter({ hasText: "This device" });
    await expect(here).toContainText("Chrome on Linux");
    const there = devices.filter({ hasText: "Firefox on Windows" });
    await expect(there).not.toContainText("This device");
    await expect(there).toContainText(/Signed in \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC · Last active \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/);
    await expectNoAccessibilityViolations(page);

    // Another account's session, named by its public id: not found, and it stays signed in.
    const stranger = await strangerContext.newPage();
    await signUp(stranger);
    await stranger.goto("/portal/settings");
    const theirs = await stranger.locator('input[name="sessionId"]').first().getAttribute("value");
    const forged = await page.request.post("/portal/settings", {
      form: { intent: "sign-out-device", sessionId: theirs! },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(forged.status()).toBe(404);
    expect((await stranger.goto("/portal/dashboard"))?.status()).toBe(200);

    await there.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("That device is signed out.")).toBeVisible();
    await expect(devices).toHaveCount(1);
    expect((await other.goto("/portal/dashboard"))?.status()).toBe(401);

    await signIn(other, student.email, student.password);
    await other.waitForURL("/portal/dashboard");
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.waitForURL("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    expect((await page.goto("/portal/dashboard"))?.status()).toBe(401);
    expect((await other.goto("/portal/dashboard"))?.status()).toBe(401);
  } finally {
    await context.close();
    await strangerContext.close();
  }
});

test("delete account: asks for the password and a confirmation, then the account is gone and the address can sign up again", async ({ page }) => {
  const student = await signUp(page);
  const { context, other } = await signedInElsewhere(page, student);
  try {
    await page.goto("/portal/settings");
    await page.getByLabel("Your password").fill(student.password);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("Tick the box to confirm that you want your account and its data deleted.")).toBeVisible();

    await page.getByLabel("Your password").fill("wrong password here");
    await page.getByLabel("I understand that my account and its data will be deleted for good.").check();
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("That is not your current password.")).toBeVisible();

    await page.getByLabel("Your password").fill(student.password);
    await page.getByLabel("I understand that my account and its data will be deleted for good.").check();
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL("/account-deleted");
    await expect(page.getByRole("heading", { level: 1, name: "Your account has been deleted" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toHaveCount(0);
    await expectNoAccessibilityViolations(page);

    expect((await other.goto("/portal/dashboard"))?.status()).toBe(401);
    await signIn(page, student.email, student.password);
    await expect(page.getByText("That email and password don't match an account.")).toBeVisible();

    await signUp(page, { ...student, firstName: "Again", password: "second life password" });
    await page.waitForURL("/portal/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Again");
  } finally {
    await context.close();
  }
});

test("forgot password and reset pages pass axe", ONCE, async ({ page }) => {
  await page.goto("/forgot-password");
  await expectNoAccessibilityViolations(page);
  await page.goto("/reset-password?token=expired-or-not");
  await expectNoAccessibilityViolations(page);
});
