import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);

// Debian's Chromium: Playwright cannot download its own browser here. Its headless shell (package
// chromium-headless-shell, the same engine without the desktop browser around it, and what Playwright itself runs
// headless) takes about half the CPU of the full browser's headless mode for the same suite (docs/tests.md).
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    // No optimising compilers: each test's pages live seconds, too short for TurboFan or Maglev to pay back what they
    // cost. Measured on three specs side by side (docs/tests.md): the renderers' CPU fell from 105 s to 91 s.
    "--js-flags=--no-opt --no-maglev",
  ],
};

const ADMIN_SPECS = /admin-[^/]*\.spec\.ts$/;
const BUDGET_SPECS = /budgets\.spec\.ts$/;
// The budget tests that judge no timing (accessibility scores, bytes transferred): they need not run alone.
const UNTIMED_BUDGETS = /fully accessible|transfers under/;
// Tests whose outcome cannot depend on the page's JavaScript (`ONCE` in e2e/fixtures.ts): the projects with it run them.
const ONCE = /@once/;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: { baseURL: `http://localhost:${port}`, launchOptions, trace: "off" },
  // The admin specs change what public pages show (articles, scholarships, rebuilt projections): they run
  // once every other spec has read the seeded content, so no count or list there races an admin's edit.
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, testIgnore: [ADMIN_SPECS, BUDGET_SPECS] },
    { name: "no-js", use: { javaScriptEnabled: false }, testIgnore: [ADMIN_SPECS, BUDGET_SPECS], grepInvert: ONCE },
    // Each admin spec walks whole editor forms, and a dozen of them run side by side: 60 s a test, not the default 30.
    {
      name: "admin-js",
      use: { javaScriptEnabled: true },
      testMatch: ADMIN_SPECS,
      dependencies: ["js", "no-js"],
      timeout: 60_000,
    },
    {
      name: "admin-no-js",
      use: { javaScriptEnabled: false },
      testMatch: ADMIN_SPECS,
      grepInvert: ONCE,
      dependencies: ["js", "no-js"],
      timeout: 60_000,
    },
    { name: "untimed-budgets", use: { javaScriptEnabled: true }, testMatch: BUDGET_SPECS, grep: UNTIMED_BUDGETS, dependencies: ["js", "no-js"] },
    // Lighthouse's performance score is timing-based: it runs last, alone, so no other spec shares the CPU (e2e/budgets.spec.ts).
    {
      name: "budgets",
      use: { javaScriptEnabled: true },
      testMatch: BUDGET_SPECS,
      grepInvert: UNTIMED_BUDGETS,
      dependencies: ["admin-js", "admin-no-js", "untimed-budgets"],
    },
  ],
  webServer: {
    command: "npm start",
    url: `http://localhost:${port}/healthz`,
    env: { PORT: String(port), NODE_ENV: "production" },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
