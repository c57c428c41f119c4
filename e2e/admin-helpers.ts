import { spawnSync } from "node:child_process";
import { expect, type Browser, type Page } from "@playwright/test";

import { signUp, test, type Student } from "./fixtures.ts";
import { createPostgres } from "../infra/testing/raw-sql.ts";

/** A new browser context signed in as a new student, with the project's JavaScript setting. */
export async function newSignedInPage(browser: Browser, clientIp: string): Promise<{ page: Page; student: Student }> {
  const { baseURL, javaScriptEnabled } = test.info().project.use;
  const context = await browser.newContext({ baseURL, javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
  const page = await context.newPage();
  const student = await signUp(page);
  return { page, student };
}

/** Makes the signed-in user of `page` an admin, as an operator would (`npm run admin:create`). */
export async function makeAdmin(page: Page): Promise<void> {
  const email: string = (await (await page.request.get("/api/auth/user")).json()).email;
  const made = spawnSync("node_modules/.bin/tsx", ["workers/cli/admin-create.ts", email], { env: process.env, encoding: "utf8" });
  expect(made.stdout, `admin:create exited with ${made.status}: ${made.stderr}`).toContain("is now an admin");
  expect((await (await page.request.get("/api/auth/user")).json()).isAdmin).toBe(true);
}

/** Runs one read against the e2e database. */
export async function withDatabase<T>(read: (sql: ReturnType<typeof createPostgres>) => Promise<T>): Promise<T> {
  const sql = createPostgres(process.env.DATABASE_URL!, { poolSize: 1 });
  try {
    return await read(sql);
  } finally {
    await sql.end();
  }
}
