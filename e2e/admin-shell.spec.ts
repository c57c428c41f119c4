import { Queue } from "bullmq";
import { createRedis } from "../modules/platform/index.ts";
import { expect, expectNoAccessibilityViolations, javaScriptEnabled, ONCE, test } from "./fixtures.ts";
import { makeAdmin, newSignedInPage, withDatabase } from "./admin-helpers.ts";

/* The admin layout's Unauthorized screen, the dashboard and the operations page. */

const hasJs = () => javaScriptEnabled();

test("a visitor on the dashboard sees 'Unauthorized' and is sent to sign in (after 500 ms with JavaScript, by the link without)", async ({ page }) => {
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(401);
  if (hasJs()) {
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/admin");
    return;
  }
  await expect(page.getByRole("heading", { level: 1, name: "Unauthorized" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("You need admin privileges to access this page.");
  await expectNoAccessibilityViolations(page);
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
});

test("a student on the operations page gets 403 'Unauthorized' without the admin nav, then lands on their own dashboard", async ({ browser, clientIp }) => {
  const { page } = await newSignedInPage(browser, clientIp);
  const response = await page.goto("/admin/operations");
  expect(response?.status()).toBe(403);
  if (!hasJs()) {
    await expect(page.getByRole("heading", { level: 1, name: "Unauthorized" })).toBeVisible();
    await expect(page.getByText("You need admin privileges to access this page.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin area" })).toHaveCount(0);
    // Signed in already, sign-in passes them to their own dashboard (coming back here would loop).
    await expect(page.getByRole("link", { name: "Back to My Dashboard" })).toHaveAttribute("href", "/api/login?redirectTo=%2Fportal%2Fdashboard");
  } else {
    await page.waitForURL((url) => url.pathname === "/portal/dashboard");
  }
  await page.context().close();
});

test("the dashboard greets the admin by first name and shows real counts, recent articles and active scholarships", ONCE, async ({ browser, clientIp }) => {
  const { page, student } = await newSignedInPage(browser, clientIp);
  await makeAdmin(page);
  const expected = await withDatabase(async (sql) => {
    const [counts] = await sql<{ articles: string; scholarships: string; destinations: string; pathways: string }[]>`
      select (select count(*) from articles) as articles, (select count(*) from scholarships) as scholarships,
             (select count(*) from destinations) as destinations, (select count(*) from pathways) as pathways`;
    const recent = await sql<{ id: string; title: string; slug: string; is_published: boolean }[]>`
      select id, title, slug, is_published from articles order by updated_at desc, id limit 5`;
    const active = await sql<{ id: string; title: string }[]>`select id, title from scholarships where is_active order by created_at desc, id limit 5`;
    return { counts: counts!, recent, active };
  });

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${student.firstName}`);
  await expect(page.getByRole("link", { name: "New Article" })).toHaveAttribute("href", "/admin/articles/new");
  await expect(page.getByRole("link", { name: "New Scholarship" })).toHaveAttribute("href", "/admin/scholarships/new");
  for (const stat of ["articles", "scholarships", "destinations", "pathways"] as const) {
    await expect(page.getByTestId(`stat-${stat}`)).toHaveText(String(Number(expected.counts[stat])));
  }
  expect(Number(expected.counts.articles)).toBeGreaterThan(0);

  const recent = page.getByRole("region", { name: "Recent Articles" });
  await expect(recent.getByRole("listitem")).toHaveCount(expected.recent.length);
  for (const article of expected.recent) {
    await expect(recent.getByRole("link", { name: `Edit ${article.title}` })).toHaveAttribute("href", `/admin/articles/${article.id}/edit`);
    const view = recent.getByRole("link", { name: `View ${article.title}` });
    if (article.is_published) await expect(view).toHaveAttribute("href", `/articles/${article.slug}`);
    else await expect(view).toHaveCount(0);
  }
  const active = page.getByRole("region", { name: "Active Scholarships" });
  await expect(active.getByRole("listitem")).toHaveCount(expected.active.length);
  for (const scholarship of expected.active) {
    await expect(active.getByRole("link", { name: `Edit ${scholarship.title}` })).toHaveAttribute("href", `/admin/scholarships/${scholarship.id}/edit`);
  }
  const quick = page.getByRole("region", { name: "Quick Actions" });
  for (const [name, href] of [
    ["Manage Articles", "/admin/articles"],
    ["Manage Scholarships", "/admin/scholarships"],
    ["View Destinations", "/destinations"],
    ["View Pathways", "/pathways"],
  ] as const) {
    await expect(quick.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  const nav = page.getByRole("navigation", { name: "Admin area" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Operations" })).toHaveAttribute("href", "/admin/operations");
  await expectNoAccessibilityViolations(page);

  await nav.getByRole("link", { name: "Operations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Operations" })).toBeVisible();
  await page.context().close();
});

test(
  "the operations page shows each projection's checkpoint and lag, rebuilds one with its progress, retries a failed job and lists the outbox",
  ONCE,
  async ({ browser, clientIp }) => {
    test.slow();
    const target = "portal.exchange-rates";
    const { page, student } = await newSignedInPage(browser, clientIp);
    await makeAdmin(page);

    // A job that fails for good: a projection the worker does not know.
    const connection = createRedis();
    const queue = new Queue("projections", { connection, prefix: process.env.REDIS_PREFIX });
    const failing = await queue.add("project", { projection: "no-such-projection" }, { attempts: 1, removeOnFail: 100 });
    await expect.poll(async () => (await queue.getJob(failing.id!))?.getState(), { timeout: 15_000 }).toBe("failed");

    await page.goto("/admin/operations");
    const projections = page.getByRole("region", { name: "Projections" });
    const row = projections.locator(`tr[data-projection="${target}"]`);
    await expect(row.getByRole("rowheader")).toHaveText(target);
    await expect(projections.locator('tr[data-projection="content.articles"] td').nth(1)).toHaveText(/^\d+$/);
    await expect(projections.locator('tr[data-projection="identity.notifier"]')).toContainText("Live only (emails are never sent twice)");
    await expectNoAccessibilityViolations(page);

    await row.getByRole("button", { name: `Rebuild projection ${target}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Rebuild queued" }).first()).toBeVisible();
    await expect(page.getByText(`${target} is being rebuilt; its progress shows below.`)).toBeVisible();
    // The page polls while a rebuild runs.
    await expect(async () => {
      await expect(page.locator(`tr[data-projection="${target}"] .admin-rebuild-status`)).toContainText(/Rebuilt from \d+ events/, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    const failed = page.getByRole("region", { name: "Failed jobs" });
    await expect(failed.getByRole("row").filter({ hasText: "no-such-projection" })).toContainText("Unknown projection");
    const firstFailure = (await queue.getJob(failing.id!))!.finishedOn!;
    await failed.getByRole("button", { name: `Retry job ${failing.id}` }).click();
    await expect(page.getByText(`Job ${failing.id} is back in the projections queue.`)).toBeVisible();
    // Retried, the worker ran it again and it failed again (the projection is still unknown): a newer failure.
    await expect
      .poll(
        async () => {
          const job = await queue.getJob(failing.id!);
          return (await job?.getState()) === "failed" && (job?.finishedOn ?? 0) > firstFailure;
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    // The outbox lists the verification email of this admin's sign-up, with the event it came from.
    const emailId = await withDatabase(async (sql) => {
      const [row] = await sql<{ id: string }[]>`select id from email_outbox where "to" = ${student.email} order by created_at desc limit 1`;
      return row?.id;
    });
    expect(emailId).toBeTruthy();
    await page.goto("/admin/operations");
    const outbox = page.getByRole("region", { name: "Email outbox" });
    const email = outbox.getByRole("row").filter({ hasText: student.email });
    await expect(email).toContainText(emailId!.split(":")[0]!);
    await expect(email).toContainText("Waiting (kept in outbox, not sent)");
    // No provider is configured in the e2e run: no provider's answer (with Resend, its id or refusal: modules/mail's stub test).
    await expect(email).toContainText("None (no provider)");

    await queue.close();
    connection.disconnect();
    await page.context().close();
  },
);
