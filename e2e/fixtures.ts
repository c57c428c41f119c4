import { randomInt, randomUUID } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";

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

export function newStudent(): Student {
  return { firstName: "Shanice", lastName: "Thomas", email: `shanice-${randomUUID()}@example.com`, password: "pelican-harbour-42" };
}

/** Signs up through the real form, leaving the page signed in. */
export async function signUp(page: Page, student: Student = newStudent()): Promise<Student> {
  await page.goto("/signup");
  await page.getByLabel("First name").fill(student.firstName);
  await page.getByLabel("Last name").fill(student.lastName);
  await page.getByLabel("Email address").fill(student.email);
  await page.getByLabel("Password").fill(student.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signup"));
  return student;
}
