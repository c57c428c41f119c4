import { expect, expectNoAxeViolations, javaScriptEnabled, signUp, test, withScannablePage } from "./fixtures.ts";

/*
 * Every other axe scan runs with JavaScript, on the hydrated page (expectNoAccessibilityViolations in
 * e2e/fixtures.ts). A few controls are drawn differently until the page's scripts run (app/utils/hydration.ts):
 * the quiz, the search page, save and share buttons, the shortlist's forms and compare picker, the task and
 * question forms. This scans, as a browser without JavaScript gets them, the pages that hold them.
 */

test.skip(() => javaScriptEnabled(), "the markup drawn without JavaScript is what is under test");

test("the pages whose controls differ without JavaScript pass axe as the server draws them", async ({ page }) => {
  test.slow();
  await signUp(page);
  for (const school of ["/schools/university-of-toronto", "/schools/harvard-university"]) {
    await page.goto(school);
    await page.getByRole("button", { name: "Add to shortlist" }).click();
    await expect(page.getByRole("button", { name: "On your shortlist" })).toBeVisible();
  }
  await withScannablePage(page, async (scanned) => {
    for (const path of [
      "/questionnaire",
      "/search?q=nursing",
      "/schools/university-of-toronto",
      "/articles/culture-shock-and-homesickness",
      "/portal/shortlist",
      "/portal/tasks",
      "/portal/expert-questions",
    ]) {
      await scanned.goto(path);
      await expectNoAxeViolations(scanned);
    }
  });
});
