import type { Page } from "@playwright/test";
import { expect, expectNoAccessibilityViolations, test } from "./fixtures.ts";

/** The count a facet's label ends with: "Canada (5)" is 5. */
async function facetCount(page: Page, name: RegExp): Promise<number> {
  const label = await page
    .getByRole("form", { name: "Filter schools" })
    .getByRole("checkbox", { name })
    .evaluate((input) => input.closest("label")?.textContent ?? "");
  return Number(/\(([\d,]+)\)\s*$/.exec(label)?.[1]?.replaceAll(",", "") ?? Number.NaN);
}

const filters = (page: Page) => page.getByRole("form", { name: "Filter schools" });

test("a student narrows every school to Canadian engineering schools within her budget in Jamaican dollars", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Schools" }).click();
  await expect(page).toHaveURL("/schools");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find a School");
  await expectNoAccessibilityViolations(page);

  // A facet's count is how many schools choosing it leaves: checking Canada, then Engineering, leaves exactly that many.
  const canada = await facetCount(page, /^Canada/);
  expect(canada).toBeGreaterThan(0);
  await filters(page)
    .getByRole("checkbox", { name: /^Canada/ })
    .check();
  await filters(page).getByRole("button", { name: "Apply filters" }).click();
  await expect(page.locator(".results-status")).toHaveText(`${canada} schools`);
  for (const place of await page.locator(".finder-place").allTextContents()) expect(place).toContain("Canada");

  const engineering = await facetCount(page, /^Engineering/);
  await filters(page)
    .getByRole("checkbox", { name: /^Engineering/ })
    .check();
  await filters(page).getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/country=canada.*field=engineering/);
  await expect(page.locator(".results-status")).toHaveText(`${engineering} ${engineering === 1 ? "school" : "schools"}`);

  // A budget in words is refused next to its field, and nothing else the student chose is lost.
  await filters(page).getByLabel("At most").fill("lots");
  await filters(page).getByRole("button", { name: "Apply filters" }).click();
  await expect(filters(page).getByLabel("At most")).toHaveAccessibleDescription(/Enter your yearly budget as a whole number/);
  await expect(filters(page).getByRole("checkbox", { name: /^Canada/ })).toBeChecked();
  await expect(page.locator(".results-status")).toHaveText(`${engineering} ${engineering === 1 ? "school" : "schools"}`);

  // In Jamaican dollars: every school left states a yearly tuition within it, in JMD, with whose figure it is.
  await filters(page).getByLabel("At most").fill("6,000,000");
  await filters(page).getByLabel("Currency").selectOption("JMD");
  await filters(page).getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/budget=6%2C000%2C000&currency=JMD/);
  const cards = page.locator(".finder-card");
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(engineering);
  for (const text of await cards.allTextContents()) {
    const jmd = Number(/JMD ([\d,]+) a year in tuition, from the school's figures/.exec(text)?.[1]?.replaceAll(",", ""));
    expect(jmd).toBeLessThanOrEqual(6_000_000);
  }
  await expect(page.getByText(/^Tuition in JMD at 1 USD = [\d.,]+ JMD, the rate of \d{4}-\d{2}-\d{2}\.$/)).toBeVisible();

  // Clear all goes back to every school.
  await page.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL("/schools");
  await expect(filters(page).getByRole("checkbox", { name: /^Canada/ })).not.toBeChecked();
});

test("the finder sorts by name, and words narrow it to the schools they find", async ({ page }) => {
  await page.goto("/schools?sort=name&region=caribbean");
  const names = await page.locator(".finder-card h3").allTextContents();
  expect(names.length).toBeGreaterThan(1);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
  await filters(page).getByLabel("Search schools").fill("law");
  await filters(page).getByLabel("Sort by").selectOption("relevance");
  await filters(page).getByRole("button", { name: "Apply filters" }).click();
  await expect(page.locator(".results-status")).toHaveText(/^\d+ schools? found for “law”$/);
  await expect(page.locator(".finder-card h3").first()).toContainText("Law School");
});
