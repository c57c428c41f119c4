import type { Page } from "@playwright/test";
import { expect, expectNoAccessibilityViolations, ONCE, signUp, test } from "./fixtures.ts";

const PAGES = [
  { name: "My Dashboard", href: "/portal/dashboard" },
  { name: "My Pathway Planner", href: "/portal/planner" },
  { name: "My Library", href: "/portal/library" },
  { name: "My Tasks & Checklists", href: "/portal/tasks" },
  { name: "Exclusive Hub", href: "/portal/exclusive" },
  { name: "Profile", href: "/portal/profile" },
  { name: "Settings", href: "/portal/settings" },
];

const withJavaScript = () => test.info().project.name === "js";
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Student portal" });

async function ready(page: Page) {
  if (!withJavaScript()) return;
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
}

test("the sidebar links every portal page in the spec's order and marks the current one", async ({ page }) => {
  await signUp(page);
  await page.goto("/portal/library");
  const links = sidebar(page).getByRole("link");
  await expect(links).toHaveText(PAGES.map((item) => item.name));
  for (const item of PAGES) await expect(sidebar(page).getByRole("link", { name: item.name, exact: true })).toHaveAttribute("href", item.href);
  await expect(sidebar(page).getByRole("link", { name: "My Library" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCount(1);

  await sidebar(page).getByRole("link", { name: "My Dashboard" }).click();
  await page.waitForURL("/portal/dashboard");
  await expect(sidebar(page).getByRole("link", { name: "My Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar(page).getByRole("link", { name: "My Library" })).not.toHaveAttribute("aria-current", "page");
  // The site's own header and footer stay.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("Sign Out in the sidebar ends the session", async ({ page }) => {
  await signUp(page);
  await page.goto("/portal/dashboard");
  await ready(page);
  await sidebar(page).getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL("/");
  const response = await page.goto("/portal/dashboard");
  expect(response?.status()).toBe(401);
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
});

test("on a phone the sidebar is a drawer behind a toggle with JavaScript, and a plain list without", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUp(page);
  await page.goto("/portal/library");
  await ready(page);
  const dashboardLink = sidebar(page).getByRole("link", { name: "My Dashboard" });
  if (!withJavaScript()) {
    await expect(page.getByRole("button", { name: "Portal menu" })).toHaveCount(0);
    await expect(dashboardLink).toBeVisible();
    await expect(sidebar(page).getByRole("button", { name: "Sign Out" })).toBeVisible();
    return;
  }
  const toggle = page.getByRole("button", { name: "Portal menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(dashboardLink).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(dashboardLink).toBeVisible();
  await expect(dashboardLink).toBeFocused();
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
  await expect(dashboardLink).toBeHidden();

  await toggle.click();
  await sidebar(page).getByRole("link", { name: "My Dashboard" }).click();
  await page.waitForURL("/portal/dashboard");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("on a wide screen the sidebar is icons that expand on hover and on keyboard focus with JavaScript, and a full list without", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page);
  await page.goto("/portal/library");
  await ready(page);
  const panel = page.locator("#portal-sidebar");
  // Whole pixels: a border may take one.
  const width = async () => Math.round(((await panel.boundingBox())?.width ?? 0) / 8) * 8;
  if (!withJavaScript()) {
    expect(await width()).toBe(256);
    await expect(sidebar(page).getByText("My Tasks & Checklists")).toBeVisible();
    return;
  }
  await page.mouse.move(900, 500);
  await expect.poll(width).toBe(64);
  await panel.hover();
  await expect.poll(width).toBe(256);
  await page.mouse.move(900, 500);
  await expect.poll(width).toBe(64);
  await sidebar(page).getByRole("link", { name: "Profile" }).focus();
  await expect.poll(width).toBe(256);
  await page.keyboard.press("Enter");
  await page.waitForURL("/portal/profile");
});

test("the portal shell passes axe", ONCE, async ({ page }) => {
  await signUp(page);
  await page.goto("/portal/library");
  await expectNoAccessibilityViolations(page);
});
