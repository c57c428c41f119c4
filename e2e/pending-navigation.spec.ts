import { expect, test } from "./fixtures.ts";

// Client-side navigation only: without JavaScript the browser's own progress indicator shows instead.
test.skip(() => test.info().project.name === "no-js", "pending states are a JavaScript enhancement");

for (const [link, path, text] of [
  ["Destinations", "/destinations", "Loading destinations..."],
  ["Pathways", "/pathways", "Loading study pathways..."],
] as const) {
  test(`'${text}' shows while ${path} loads`, async ({ page }) => {
    await page.goto("/");
    await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
    await page.route(`**${path}.data*`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link }).first().click();
    await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
    await page.waitForURL(path);
  });
}
