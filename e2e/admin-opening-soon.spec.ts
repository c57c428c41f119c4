import { randomUUID } from "node:crypto";
import { expect, expectNoAccessibilityViolations, ONCE, test } from "./fixtures.ts";
import { makeAdmin, newSignedInPage } from "./admin-helpers.ts";

/*
 * "Tell me when it opens" (issue 26 item 3) from the admin's side: a student's
 * request through the control's POST route (redirected back with its outcome,
 * only ever to a path of this site) is counted on /admin/opening-soon, the
 * queue of awards expected to open within 30 days whose new cycle nobody has
 * confirmed, which leads to the award's editor.
 */

/** The day `days` after today (UTC), so the award's last cycle stays a year back whenever this runs. */
function fromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

test(
  "a student asks to be told when a closed award opens; the opening-soon queue counts them and leads to the award's editor",
  ONCE,
  async ({ browser, clientIp, request }) => {
    const { page: admin } = await newSignedInPage(browser, clientIp);
    await makeAdmin(admin);
    // Last year's cycle opened about 355 days ago: the next is expected to open about 10 days from now, not confirmed.
    const lastOpened = fromToday(-355);
    const title = `Opening Soon Award ${randomUUID().slice(0, 8)}`;
    const created = await admin.request.post("/api/scholarships", {
      data: {
        title,
        description: "A Study Compass test award.",
        provider: "Study Compass test fund",
        opensOn: lastOpened,
        deadline: fromToday(-265),
        deadlineCycle: "Last year's round",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const award: { id: string; slug: string; window: { status: string; opensAround: string } } = await created.json();
    expect(award.window.status).toBe("expected");
    const page = `/funding/scholarships/${award.slug}`;

    // The control's POST, as a student's form sends it: back to the page, the outcome named in its query (any earlier one replaced).
    const { page: student } = await newSignedInPage(browser, clientIp);
    const ask = (fields: Record<string, string>) => student.request.post("/portal/opening-alerts", { form: fields, maxRedirects: 0 });
    const asked = await ask({ intent: "request", scholarshipId: award.id, redirectTo: `${page}?alert=cancelled` });
    expect(asked.status()).toBe(302);
    expect(asked.headers().location).toBe(`${page}?alert=requested`);
    // Asking twice is asking once; a return address off the site falls back to /funding; an unknown award is a 404.
    expect((await ask({ intent: "request", scholarshipId: award.id, redirectTo: "//evil.example/funding" })).headers().location).toBe(
      "/funding?alert=requested",
    );
    expect((await ask({ intent: "request", scholarshipId: "scholarship_nowhere", redirectTo: page })).status()).toBe(404);
    expect((await ask({ intent: "subscribe", scholarshipId: award.id, redirectTo: page })).status()).toBe(400);
    // Signed out, the tap leads to sign in and back.
    const signedOut = await request.post("/portal/opening-alerts", { form: { intent: "request", scholarshipId: award.id, redirectTo: page }, maxRedirects: 0 });
    expect(signedOut.headers().location).toBe(`/login?redirectTo=${encodeURIComponent(page)}`);
    expect((await student.request.get("/portal/opening-alerts", { maxRedirects: 0 })).status()).toBe(405);

    await admin.goto("/admin");
    await admin.getByRole("link", { name: "Opening Soon", exact: true }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "Opening Soon" })).toBeVisible();
    const row = admin.getByRole("row").filter({ has: admin.getByRole("rowheader", { name: title }) });
    await expect(row.getByRole("cell")).toHaveText([
      `Around ${MONTH.format(new Date(`${award.window.opensAround}-01T00:00:00Z`))}`,
      lastOpened.slice(0, 4),
      "1",
      `Confirm dates for ${title}`,
    ]);
    await expect(row.getByRole("link", { name: `Confirm dates for ${title}` })).toHaveAttribute("href", `/admin/scholarships/${award.id}/edit`);
    await expect(row.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", page);
    await expectNoAccessibilityViolations(admin);

    // The student stops: nobody is waiting any more.
    expect((await ask({ intent: "cancel", scholarshipId: award.id, redirectTo: page })).headers().location).toBe(`${page}?alert=cancelled`);
    await admin.reload();
    await expect(row.getByRole("cell").nth(2)).toHaveText("0");
  },
);
