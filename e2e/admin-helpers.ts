import { spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { expect, type Browser, type Page } from "@playwright/test";

import { signUp, type Student, test } from "./fixtures.ts";
import { createPostgres } from "../infra/testing/raw-sql.ts";

/** A new browser context signed in as a new student, with the project's JavaScript setting. */
export async function newSignedInPage(browser: Browser, clientIp: string): Promise<{ page: Page; student: Student }> {
  const { baseURL, javaScriptEnabled } = test.info().project.use;
  const context = await browser.newContext({ baseURL, javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
  const page = await context.newPage();
  const student = await signUp(page);
  return { page, student };
}

/**
 * Makes the signed-in user of `page` an admin, as an operator would (`npm run
 * admin:create`), then sets up their authenticator app in the browser as they
 * would: the page is left with a fully admin session. Returns the
 * setup key and the recovery codes.
 */
export async function makeAdmin(page: Page): Promise<{ key: string; recoveryCodes: string[] }> {
  await makeAdminAccount(page);
  const enrolment = await enrolSecondFactor(page);
  expect((await (await page.request.get("/api/auth/user")).json()).isAdmin).toBe(true);
  return enrolment;
}

/** `npm run admin:create` for the signed-in user of `page`: an admin account, whose session is not an admin's until it passes the second factor. */
export async function makeAdminAccount(page: Page): Promise<void> {
  const email: string = (await (await page.request.get("/api/auth/user")).json()).email;
  const made = spawnSync("node_modules/.bin/tsx", ["workers/cli/admin-create.ts", email], { env: process.env, encoding: "utf8" });
  expect(made.stdout, `admin:create exited with ${made.status}: ${made.stderr}`).toContain("is now an admin");
}

/** Sets up the authenticator app of the signed-in admin of `page` on the enrolment page, and saves the recovery codes shown. */
export async function enrolSecondFactor(page: Page): Promise<{ key: string; recoveryCodes: string[] }> {
  const back = page.url().startsWith("http") ? page.url() : null;
  await page.goto("/two-factor/setup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up your authenticator app");
  const key = (await page.locator("code.setup-key").textContent())!.replace(/\s/g, "");
  await page.getByLabel("Enter the 6-digit code from your authenticator app").fill(authenticatorCode(key));
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Save your recovery codes");
  const recoveryCodes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  if (back) await page.goto(back);
  return { key, recoveryCodes };
}

const TOTP_STEP_MS = 30_000;
const lastStepUsed = new Map<string, number>();

/**
 * The code an authenticator app shows for `key` (RFC 6238: HMAC-SHA-1, 6
 * digits, 30 s), computed here rather than with the app's code. The server
 * accepts each step's code once, and the next step's too (clock drift): a
 * second code within one step is the next step's.
 */
export function authenticatorCode(key: string): string {
  const step = Math.max(Math.floor(Date.now() / TOTP_STEP_MS), (lastStepUsed.get(key) ?? 0) + 1);
  lastStepUsed.set(key, step);
  return hotp(key, step);
}

function hotp(key: string, counter: number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of key.toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const secret = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
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
