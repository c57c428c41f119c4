import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { createCookie } from "@remix-run/node";
import { emailedLink, expect, newStudent, ONCE, SIGN_UP_SUBJECT, signUp, signUpThroughForm, test } from "./fixtures.ts";

test("a student signs up, sees My Portal and Sign Out, signs out, and signs back in", async ({ page }) => {
  const student = await signUpThroughForm(page);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "My Portal" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Admin" })).toHaveCount(0);

  await header.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL("/");
  await expect(header.getByRole("link", { name: "Login" })).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email address").fill(student.email);
  await page.getByLabel("Password").fill(student.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("/portal/dashboard");
  await expect(page.getByRole("banner").getByRole("link", { name: "My Portal" })).toBeVisible();
});

test("/api/login goes to the sign-in page and back to where the user was", async ({ page }) => {
  const student = await signUp(page);
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL("/");

  await page.goto("/api/login?redirectTo=%2Fpathways");
  expect(new URL(page.url()).pathname).toBe("/login");
  await page.getByLabel("Email address").fill(student.email);
  await page.getByLabel("Password").fill(student.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("/pathways");
});

test("wrong credentials get one generic message and the password is not echoed", async ({ page }) => {
  const student = await signUp(page);
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL("/");
  await page.goto("/login");
  await page.getByLabel("Email address").fill(student.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("That email and password don't match an account. Check them and try again.")).toBeVisible();
  // The server never sends the password back (with JavaScript the browser simply keeps what was typed).
  if (test.info().project.name === "no-js") await expect(page.getByLabel("Password")).toHaveValue("");
});

test("sign-up shows each problem next to its field and creates nothing", async ({ page, request }) => {
  await page.goto("/signup");
  await expect(page.getByText("We will email you a link to finish creating your account: it confirms that the address is yours.")).toBeVisible();
  await page.getByLabel("Email address").fill("not-an-email");
  await page.getByLabel("Password").fill("aaaaaaaaaa");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Enter your first name.")).toBeVisible();
  await expect(page.getByText("Enter a valid email address, like name@example.com.")).toBeVisible();
  await expect(page.getByText("Use at least 12 characters. Use a longer phrase of several unrelated words.")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/signup");
  expect((await request.get("/api/auth/user")).status()).toBe(401);

  const student = newStudent();
  await page.getByLabel("First name").fill(student.firstName);
  await page.getByLabel("Last name").fill(student.lastName);
  await page.getByLabel("Email address").fill(student.email);
  await page.getByLabel("Password").fill(student.email);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Don't use your email address in your password. Use a longer phrase of several unrelated words.")).toBeVisible();
});

test("sign-up answers a taken address exactly as a new one, signs nobody in, and emails the owner instead", async ({ page, browser }) => {
  const owner = await signUp(page);
  const answers: { status: number; body: string }[] = [];
  for (const email of [owner.email, newStudent().email]) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: test.info().project.use.javaScriptEnabled });
    const other = await context.newPage();
    await other.goto("/signup");
    await other.getByLabel("First name").fill("Mallory");
    await other.getByLabel("Last name").fill("Visit http://evil.example");
    await other.getByLabel("Email address").fill(email);
    await other.getByLabel("Password").fill("pelican-harbour-42");
    const [response] = await Promise.all([
      other.waitForResponse((answer) => answer.request().method() === "POST"),
      other.getByRole("button", { name: "Create account" }).click(),
    ]);
    await expect(other.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
    await expect(other.getByRole("main").getByRole("status")).toHaveText(
      `We have sent a link to ${email}. Open it within 24 hours to finish creating your account.`,
    );
    answers.push({ status: response.status(), body: (await other.getByRole("main").innerText()).replace(email, "EMAIL") });
    expect((await other.request.get("/api/auth/user")).status()).toBe(401);
    await context.close();
  }
  expect(answers[0]).toEqual(answers[1]);
  const link = await emailedLink(owner.email, "Someone tried to create a Study Compass account with your address");
  expect(link).toBe("/login");

  // A used or unknown link says so, with a way to start again.
  const unknown = await page.goto("/signup/confirm?token=not-a-real-token");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByText("This sign-up link is not valid. It may have been copied incompletely.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Start again" })).toHaveAttribute("href", "/signup");
  const used = await page.goto(await emailedLink(owner.email, SIGN_UP_SUBJECT));
  expect(used?.status()).toBe(410);
  await expect(page.getByText("This sign-up link has already been used. Each link works once.")).toBeVisible();
});

test("GET /api/auth/user returns the signed-in user's fields, or 401", ONCE, async ({ page, request }) => {
  const anonymous = await request.get("/api/auth/user");
  expect(anonymous.status()).toBe(401);

  const student = await signUp(page);
  const response = await page.request.get("/api/auth/user");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(Object.keys(body).sort()).toEqual(["email", "firstName", "id", "isAdmin", "lastName", "profileImageUrl"]);
  expect(body).toMatchObject({ email: student.email, firstName: student.firstName, lastName: student.lastName, isAdmin: false, profileImageUrl: null });
});

/** The e2e server runs the production build: the session cookie has the `__Host-` prefix. */
const SESSION_COOKIE = "__Host-session";

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
}

test("the session cookie is __Host-, Secure, httpOnly and SameSite=Lax, and a tampered cookie reads as signed out", ONCE, async ({ page, context }) => {
  await signUp(page);
  const session = await sessionCookie(context);
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });

  await context.addCookies([{ ...session!, value: `${session!.value.slice(0, -4)}AAAA` }]);
  const response = await page.request.get("/api/auth/user");
  expect(response.status()).toBe(401);
});

test("after sign-out the old session cookie, put back, no longer signs in", async ({ page, context }) => {
  await signUp(page);
  const session = await sessionCookie(context);
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);

  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL("/");
  expect(await sessionCookie(context)).toBeUndefined();

  await context.addCookies([session!]);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "My Portal" })).toHaveCount(0);
});

test("a session cookie set before sign-in is not kept (no session fixation)", async ({ page, context, baseURL, browser }) => {
  // A well-formed id, signed with the server's secret (infra/test-e2e.sh sets it), as an attacker who planted it would hope it counts.
  const plantedId = "A".repeat(43);
  const setCookie = await createCookie(SESSION_COOKIE, { secrets: [process.env.SESSION_SECRET!] }).serialize(plantedId);
  const planted = setCookie.slice(setCookie.indexOf("=") + 1, setCookie.indexOf(";"));
  // A `__Host-` cookie is host-only: a domain (as Playwright stores it) and Path=/, never a `url`, which would add a Domain.
  const cookie = {
    name: SESSION_COOKIE,
    value: planted,
    domain: new URL(baseURL!).hostname,
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "Lax" as const,
  };
  await context.addCookies([cookie]);

  const student = await signUp(page);
  const session = await sessionCookie(context);
  expect(session?.value).toBeTruthy();
  expect(session!.value).not.toBe(planted);
  expect(((await (await page.request.get("/api/auth/user")).json()) as { email: string }).email).toBe(student.email);

  const attacker = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await attacker.addCookies([cookie]);
  expect((await attacker.request.get("/api/auth/user")).status()).toBe(401);
  await attacker.close();
});

test("signing in over another account's session gives a new id and ends the old session", async ({ page, context, browser }) => {
  await signUp(page);
  const first = await sessionCookie(context);
  await signUp(page);
  const second = await sessionCookie(context);
  expect(second!.value).not.toBe(first!.value);

  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await elsewhere.addCookies([first!]);
  expect((await elsewhere.request.get("/api/auth/user")).status()).toBe(401);
  await elsewhere.close();
});

test("sign-in is rate-limited per email, with a clear message next to the form", async ({ page, request }) => {
  const email = `limited-${Date.now()}@example.com`;
  for (let attempt = 0; attempt < 8; attempt++) {
    const response = await request.post("/login", { form: { email, password: "wrong password" }, headers: { "X-Forwarded-For": `10.9.${attempt}.1` } });
    expect(response.status()).toBe(401);
  }
  expect((await request.post("/login", { form: { email, password: "wrong password" }, headers: { "X-Forwarded-For": "10.9.9.1" } })).status()).toBe(429);

  await page.goto("/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(/^Too many sign-in attempts for this email address\. Please wait 1[45] minutes and try again\.$/)).toBeVisible();
});

test("strangers filling an address's sign-in limit do not lock out a browser that signed in to it before", async ({ page, browser }) => {
  const student = await signUp(page);
  const signInHere = async (target: Page, password: string) => {
    await target.goto("/login");
    await target.getByLabel("Email address").fill(student.email);
    await target.getByLabel("Password").fill(password);
    await target.getByRole("button", { name: "Sign in" }).click();
  };
  // A password sign-in leaves the device cookie: HttpOnly, Secure, sent only to /login (and /login.data), the address not in it.
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL("/");
  await signInHere(page, student.password);
  await page.waitForURL("/portal/dashboard");
  const device = (await page.context().cookies()).find((cookie) => cookie.name === "__Secure-device" && cookie.path === "/login");
  expect(device).toMatchObject({ httpOnly: true, secure: true, path: "/login", sameSite: "Lax" });
  expect(decodeURIComponent(device!.value)).not.toContain(student.email.split("@")[0]);
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL("/");

  const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  try {
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await stranger.request.post("/login", {
        form: { email: student.email, password: "wrong password" },
        headers: { "X-Forwarded-For": `10.8.${attempt}.1` },
      });
      expect(response.status()).toBe(401);
    }
    const locked = await stranger.newPage();
    await signInHere(locked, student.password);
    await expect(locked.getByText(/^Too many sign-in attempts for this email address\. Please wait 1[45] minutes and try again\.$/)).toBeVisible();
  } finally {
    await stranger.close();
  }

  await signInHere(page, student.password);
  await page.waitForURL("/portal/dashboard");
});

test("many students signing in from one IP (a school lab) are not locked out", ONCE, async ({ request, clientIp }) => {
  // 35 at once from one IP, past the old limit of 30; every attempt is a different account.
  const statuses = await Promise.all(
    Array.from({ length: 35 }, (_, student) =>
      request
        .post("/login", { form: { email: `lab-${student}-${randomUUID()}@example.com`, password: "wrong password" }, headers: { "X-Forwarded-For": clientIp } })
        .then((response) => response.status()),
    ),
  );
  expect(statuses).toEqual(Array(35).fill(401));
});

test("development-only sign-in endpoints do not exist in production", ONCE, async ({ request }) => {
  expect((await request.get("/api/auth/bypass")).status()).toBe(404);
  expect((await request.post("/api/auth/bypass")).status()).toBe(404);
  expect((await request.post("/api/auth/dev-logout")).status()).toBe(404);
});

test("malformed sign-in input gets a 400, never a 500", ONCE, async ({ request }) => {
  const response = await request.post("/login", { form: { email: "x".repeat(5000), password: "" } });
  expect(response.status()).toBe(400);
  const oversized = await request.post("/login", { data: "a".repeat(2 * 1024 * 1024), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  expect(oversized.status()).toBe(413);
});

test("npm run admin:create makes an account an admin, who then sees the Admin button", async ({ page }) => {
  const student = await signUp(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Admin" })).toHaveCount(0);
  const result = spawnSync("node_modules/.bin/tsx", ["workers/cli/admin-create.ts", student.email], { env: process.env, encoding: "utf8" });
  expect(result.stdout).toContain(`${student.email} is now an admin.`);
  await page.reload();
  await expect(page.getByRole("banner").getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
});
