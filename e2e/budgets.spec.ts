import { spawn } from "node:child_process";
import type { Page } from "@playwright/test";
import { makeAdmin } from "./admin-helpers.ts";
import { expect, signUp, test } from "./fixtures.ts";

/**
 * Browser budgets: Lighthouse, mobile with its default
 * simulated throttling, on the pages students land on: performance ≥ 95,
 * accessibility and SEO 100; and accessibility 100 on a signed-in portal page
 * and an admin page (they are `noindex`, so SEO does not apply there).
 *
 * Performance on a shared 2-core machine is noisy, so: the performance tests
 * run in their own project after every other one (nothing else loads the
 * server or the CPU), one page at a time (the tests that judge no timing run
 * beside the admin specs, project `untimed-budgets`); throttling is simulated (Lantern computes the
 * metrics of a slow phone from one unthrottled load, so the link's speed here
 * does not enter); each page gets a warm-up request first; and a category
 * below its budget is measured again, up to three times, keeping its best
 * score. A page that is truly over budget fails every time.
 *
 * Chromium sometimes hands Lighthouse a trace without the navigation's start
 * (NO_NAVSTART, NO_FCP: Lighthouse's own advice is "run Lighthouse again"), so
 * such a run counts as one of the three, and only a page that never yields a
 * report fails on it.
 */

type Category = "performance" | "accessibility" | "seo";

const BUDGETS: Record<Category, number> = { performance: 95, accessibility: 100, seo: 100 };
const PUBLIC_CATEGORIES: Category[] = ["performance", "accessibility", "seo"];
const MAX_RUNS = 3;

interface LighthouseReport {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string; displayValue?: string }>;
  runtimeError?: { code: string; message: string };
}

test.describe.configure({ mode: "default" });

test("the home page keeps its budgets", async ({ page, clientIp }) => {
  await expectWithinBudgets(page, "/", PUBLIC_CATEGORIES, { "X-Forwarded-For": clientIp });
});

test("the home page transfers under 150 KB, of which at most 90 KB is JavaScript (compressed, headers included)", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const types = new Map<string, string>();
  const transferred: { type: string; bytes: number }[] = [];
  cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
  cdp.on("Network.loadingFinished", (event) => transferred.push({ type: types.get(event.requestId) ?? "Other", bytes: event.encodedDataLength }));
  await page.goto("/", { waitUntil: "networkidle" });
  const kb = (bytes: number) => Math.round(bytes / 100) / 10;
  const total = transferred.reduce((sum, { bytes }) => sum + bytes, 0);
  const script = transferred.filter(({ type }) => type === "Script").reduce((sum, { bytes }) => sum + bytes, 0);
  expect({ totalKB: kb(total) < 150, scriptKB: kb(script) <= 90 }, `home: ${kb(total)} KB transferred, ${kb(script)} KB of it JavaScript`).toEqual({
    totalKB: true,
    scriptKB: true,
  });
});

test("a destination page keeps its budgets", async ({ page, clientIp }) => {
  await expectWithinBudgets(page, "/destinations/canada", PUBLIC_CATEGORIES, { "X-Forwarded-For": clientIp });
});

test("an article keeps its budgets", async ({ page, clientIp }) => {
  await expectWithinBudgets(page, "/articles/student-visas-canada-uk-usa", PUBLIC_CATEGORIES, { "X-Forwarded-For": clientIp });
});

test("a signed-in student's portal dashboard is fully accessible", async ({ page, clientIp }) => {
  await signUp(page);
  await expectWithinBudgets(page, "/portal/dashboard", ["accessibility"], { "X-Forwarded-For": clientIp, Cookie: await cookieHeader(page) });
});

test("the admin dashboard is fully accessible", async ({ page, clientIp }) => {
  await signUp(page);
  await makeAdmin(page);
  await expectWithinBudgets(page, "/admin", ["accessibility"], { "X-Forwarded-For": clientIp, Cookie: await cookieHeader(page) });
});

async function cookieHeader(page: Page): Promise<string> {
  return (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

async function expectWithinBudgets(page: Page, path: string, categories: Category[], headers: Record<string, string>) {
  test.setTimeout(MAX_RUNS * 90_000);
  const url = new URL(path, test.info().project.use.baseURL).href;
  // The page must be what we think it is (not a sign-in screen), and warm on the server.
  expect((await page.request.get(url, { headers })).status()).toBe(200);

  const best = new Map<Category, { score: number; report: LighthouseReport }>();
  const traceErrors: string[] = [];
  for (let run = 1; run <= MAX_RUNS; run++) {
    const report = await lighthouse(url, categories, headers);
    if ("traceError" in report) {
      traceErrors.push(report.traceError);
      continue;
    }
    for (const category of categories) {
      const score = Math.round((report.categories[category].score ?? 0) * 100);
      if (score > (best.get(category)?.score ?? -1)) best.set(category, { score, report });
    }
    if (categories.every((category) => best.get(category)!.score >= BUDGETS[category])) break;
  }
  expect(best.size, `Lighthouse never traced ${path}: ${traceErrors.join("; ")}`).toBe(categories.length);

  const failures = categories.flatMap((category) => {
    const { score, report } = best.get(category)!;
    if (score >= BUDGETS[category]) return [];
    const audits = report.categories[category].auditRefs
      .map((ref) => ({ ref, audit: report.audits[ref.id]! }))
      .filter(({ ref, audit }) => ref.weight > 0 && audit.score !== null && audit.score < 1)
      .map(({ ref, audit }) => `${ref.id} (${audit.title}): score ${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ""}`);
    return [`${path} ${category} ${score} < ${BUDGETS[category]}; failing audits: ${audits.join("; ") || "none weighted"}`];
  });
  expect(failures, `Lighthouse budgets for ${path}`).toEqual([]);
}

/** One Lighthouse run (its CLI, mobile form factor and simulated throttling by default) in Debian's Chromium. */
async function lighthouse(url: string, categories: Category[], headers: Record<string, string>): Promise<LighthouseReport | { traceError: string }> {
  const chromeFlags = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ];
  const args = [
    url,
    `--chrome-flags=${chromeFlags.join(" ")}`,
    `--only-categories=${categories.join(",")}`,
    `--extra-headers=${JSON.stringify(headers)}`,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
  ];
  const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn("node_modules/.bin/lighthouse", args, { env: { ...process.env, CHROME_PATH: chromePath } });
    let out = "";
    let err = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (err += chunk));
    child.on("error", reject);
    child.on("close", (exitCode) => resolve({ code: exitCode, stdout: out, stderr: err }));
  });
  const traceError = /Runtime error encountered: .*\((NO_NAVSTART|NO_FCP|NO_TRACING_STARTED|NO_DCL|NO_LCP)\)/.exec(stderr);
  if (code !== 0 && traceError) return { traceError: traceError[0] };
  expect(code, `lighthouse exited with ${code}: ${stderr.slice(-2000)}`).toBe(0);
  const report = JSON.parse(stdout) as LighthouseReport;
  expect(report.runtimeError, `Lighthouse could not measure ${url}`).toBeUndefined();
  return report;
}
