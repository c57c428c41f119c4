import { expect, expectNoAccessibilityViolations, signUp, test } from "./fixtures.ts";
import { withDatabase } from "./admin-helpers.ts";

/*
 * "Tell me when it opens" on an award's page (issue 26 item 3): offered on a
 * closed award whose next cycle is only expected, a plain POST form that
 * comes back to the page with its outcome, with JavaScript and without; not
 * offered on an award with nothing to open (no yearly window; nor on one
 * confirmed open, where Save is what helps: the seed has none open today).
 */

/** Two seeded awards: one whose last cycle closed (its next is expected), one with no yearly window. */
async function seededAwards() {
  return withDatabase(async (sql) => {
    const [closed] = await sql<{ slug: string }[]>`
      select slug from scholarships where is_active and fixed_window and deadline < current_date and deadline > current_date - 3 * 365
      order by deadline desc, slug limit 1`;
    const [unwindowed] = await sql<{ slug: string }[]>`select slug from scholarships where is_active and not fixed_window order by slug limit 1`;
    return { closed: closed!.slug, unwindowed: unwindowed!.slug };
  });
}

// Needs the scholarship page to render <OpeningAlertButton state={openingAlert} /> (the branch's report gives the line).
test("a student asks to be told when a closed award opens, and stops; an award with no yearly window offers only Save", async ({ page }) => {
  const { closed, unwindowed } = await seededAwards();
  const path = `/funding/scholarships/${closed}`;

  await page.goto(path);
  await expect(page.getByRole("link", { name: "Sign in to be told when it opens" })).toHaveAttribute("href", `/login?redirectTo=${encodeURIComponent(path)}`);

  await signUp(page);
  await page.goto(path);
  await page.getByRole("button", { name: "Tell me when it opens" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Done: we'll email you once its new dates are confirmed." })).toBeVisible();
  await expect(page.getByText("We'll email you when it opens", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${path}?alert=requested`);
  await expectNoAccessibilityViolations(page);

  await page.getByRole("button", { name: "Stop telling me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Done: we won't email you about it." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Tell me when it opens" })).toBeVisible();
  await expect(page).toHaveURL(`${path}?alert=cancelled`);

  await page.goto(`/funding/scholarships/${unwindowed}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Tell me when it opens" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Save\b/ })).toBeVisible();
});
