import { randomInt, randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Browser, type Page } from "@playwright/test";
import { createPostgres } from "../infra/testing/raw-sql.ts";

export interface Student {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Each test gets its own client IP (the server trusts X-Forwarded-For from
 * loopback, as it would from its proxy), so per-IP rate limits never couple tests.
 */
export const test = base.extend<{ clientIp: string }>({
  clientIp: async ({}, use) => {
    await use(`10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`);
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ "X-Forwarded-For": clientIp });
  },
});

export { expect };

/** Whether this project runs pages with JavaScript (projects "js" and "admin-js") or without ("no-js", "admin-no-js"). */
export function javaScriptEnabled(): boolean {
  return test.info().project.use.javaScriptEnabled !== false;
}

/**
 * The options of a test whose outcome cannot depend on the page's JavaScript: it sends HTTP requests only, or it
 * reads what the server sends (a page's text, links and metadata, odd input answered safely, a status, an axe scan)
 * without touching anything a script enhances. It runs once, in the projects with JavaScript (playwright.config.ts),
 * where the page is the server's markup, hydrated. A test that fills a form, follows a link or opens a menu runs in
 * both: with JavaScript those go through the client's router and enhancements, without it through plain HTML.
 */
export const ONCE = { tag: "@once" };

/** The status an odd query string gets: the page answers it, except a control character, which the edge refuses. */
export function oddQueryStatus(query: string): 200 | 400 {
  return /%(?:[01][0-9a-f]|7f)/i.test(query) ? 400 : 200;
}

export function newStudent(): Student {
  return { firstName: "Shanice", lastName: "Thomas", email: `shanice-${randomUUID()}@example.com`, password: "pelican-harbour-42" };
}

export const SIGN_UP_SUBJECT = "Finish creating your Study Compass account";

/**
 * Signs up through the real form and the emailed link, leaving the
 * page signed in. `from` is where the form is opened (a `redirectTo` rides along).
 * For the tests about sign-up itself; any other test uses `signUp`.
 */
export async function signUpThroughForm(page: Page, student: Student = newStudent(), from = "/signup"): Promise<Student> {
  await page.goto(from);
  await page.getByLabel("First name").fill(student.firstName);
  await page.getByLabel("Last name").fill(student.lastName);
  await page.getByLabel("Email address").fill(student.email);
  await page.getByLabel("Password").fill(student.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await page.goto(await emailedLink(student.email, SIGN_UP_SUBJECT));
  await page.getByRole("button", { name: "Create my account" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signup"));
  return student;
}

/**
 * Signs a new student up as `signUpThroughForm` does, with the same two posts
 * (the form's and the emailed link's button), sent from the page's browser
 * context without drawing either page, then opens where sign-up leads: the
 * page is left signed in, with the context's cookies, client IP and user
 * agent. Most tests need a student, not the sign-up form: drawing and
 * hydrating its two pages cost each sign-up about a second.
 * `from` is where the form would be opened (its `redirectTo` is posted).
 */
export async function signUp(page: Page, student: Student = newStudent(), from = "/signup"): Promise<Student> {
  const redirectTo = new URL(from, "http://localhost").searchParams.get("redirectTo") ?? "";
  const { firstName, lastName, email, password } = student;
  const started = await page.request.post("/signup", { form: { redirectTo, firstName, lastName, email, password } });
  expect(started.status(), "the sign-up form's post").toBe(200);
  const token = new URL(await emailedLink(email, SIGN_UP_SUBJECT), "http://localhost").searchParams.get("token") ?? "";
  const confirmed = await page.request.post("/signup/confirm", { form: { token }, maxRedirects: 0 });
  expect(confirmed.status(), "the emailed link's post").toBe(302);
  await page.goto(confirmed.headers()["location"]!);
  return student;
}

/**
 * Runs `scan` on a page axe can analyse. axe needs timers, which never fire
 * where JavaScript is disabled, so in the no-JS project the scan gets a page
 * in a context where JavaScript runs but every page script is refused: the
 * server-rendered page, unhydrated, exactly as a no-JS browser shows it. That
 * page is made once per worker and given the test's cookies and viewport for
 * each scan (a context per scan cost about half a second each time).
 */
export async function withScannablePage<T>(page: Page, scan: (scanned: Page) => Promise<T>): Promise<T> {
  if (javaScriptEnabled()) return scan(page);
  const scanned = await scriptlessPage(page.context().browser()!);
  await scanned.context().clearCookies();
  await scanned.context().addCookies(await page.context().cookies());
  const viewport = page.viewportSize();
  if (viewport) await scanned.setViewportSize(viewport);
  return scan(scanned);
}

const scriptlessPages = new WeakMap<Browser, Promise<Page>>();

function scriptlessPage(browser: Browser): Promise<Page> {
  let made = scriptlessPages.get(browser);
  if (!made) {
    made = (async () => {
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: true });
      await context.route("**/*", (route) => (route.request().resourceType() === "script" ? route.abort() : route.continue()));
      return context.newPage();
    })();
    scriptlessPages.set(browser, made);
  }
  return made;
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A panel fading in is judged as it ends, not halfway (its colours are blended until then); at most a second.
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().iterations !== Infinity);
    return Promise.race([Promise.allSettled(ending.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 1_000))]);
  });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

/**
 * An axe scan of the page the user is on, as they see it, in the projects with JavaScript. Hydration keeps the
 * server's markup, so a scan there covers what a browser without JavaScript is sent too; the few parts drawn only
 * without it (the fallbacks of enhanced controls) are scanned by e2e/accessibility-without-javascript.spec.ts.
 * In the projects without JavaScript this does nothing: each scan takes seconds of the two cores, and scanning
 * the same markup twice doubled that for no finding.
 */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  if (javaScriptEnabled()) await expectNoAxeViolations(page);
}

/**
 * The link in the newest email to `to` whose subject is `subject`, read from
 * the `email_outbox` table the server's mail port writes (the worker may take
 * a moment): its path and query, to open on the server under test.
 */
export async function emailedLink(to: string, subject: string): Promise<string> {
  const sql = createPostgres(process.env.DATABASE_URL!, { poolSize: 1 });
  try {
    let text: string | undefined;
    await expect
      .poll(
        async () => {
          const rows = await sql<
            { text: string }[]
          >`select text from email_outbox where "to" = ${to} and subject = ${subject} order by created_at desc limit 1`;
          text = rows[0]?.text;
          return Boolean(text);
        },
        { message: `an email "${subject}" to ${to}`, timeout: 15_000 },
      )
      .toBe(true);
    const url = new URL(/https?:\/\/\S+/.exec(text!)![0]);
    return url.pathname + url.search;
  } finally {
    await sql.end();
  }
}
