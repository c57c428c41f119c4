import { expect, expectNoAccessibilityViolations, ONCE, test } from "./fixtures.ts";

test("a typo still finds the right pathway, linked to its page", ONCE, async ({ page }) => {
  const response = await page.goto("/search?q=medcine");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “medcine”");
  await expect(page.getByRole("region", { name: "Study Pathways" }).getByRole("link", { name: "Medicine", exact: true })).toHaveAttribute(
    "href",
    "/pathways/medicine",
  );
});

test("type filters show a count for every type and narrow the results; Clear Filters resets them", async ({ page }) => {
  await page.goto("/search?q=canada");
  const filters = page.getByRole("form", { name: "Filter by type" });
  for (const label of ["Articles", "Destinations", "Study Pathways", "Scholarships"]) {
    await expect(filters.getByText(new RegExp(`^${label} \\(\\d+\\)$`))).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Destinations" })).toBeVisible();

  await filters.getByLabel(/^Scholarships/).check();
  if (test.info().project.name === "no-js") await filters.getByRole("button", { name: "Apply filters" }).click();
  await page.waitForURL(/type=scholarships/);
  await expect(page.getByRole("region", { name: "Scholarships" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Destinations" })).toHaveCount(0);

  await page.getByRole("link", { name: "Clear Filters" }).click();
  await page.waitForURL((url) => !url.search.includes("type="));
  await expect(page.getByRole("region", { name: "Destinations" })).toBeVisible();
});

test("scholarship results link to their page and carry an external Apply link; a closed one is found, marked closed", ONCE, async ({ page }) => {
  await page.goto("/search?q=gates%20cambridge&type=scholarships");
  const results = page.getByRole("region", { name: "Scholarships" });
  const apply = results.getByRole("link", { name: /^Apply/ }).first();
  await expect(apply).toHaveAttribute("href", /^https:\/\//);
  await expect(apply).toHaveAttribute("rel", "noopener noreferrer");
  await expect(results.getByRole("link", { name: "Gates Cambridge Scholarship", exact: true })).toHaveAttribute(
    "href",
    "/funding/scholarships/gates-cambridge-scholarship",
  );

  // Chevening's last confirmed round has closed: a student still finds it, with the window its past cycles point to, to prepare.
  await page.goto("/search?q=chevening&type=scholarships");
  const chevening = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Chevening Scholarships" }) });
  await expect(chevening.getByText(/Expected to open around [A-Z][a-z]+ \d{4}, from the [\d, and]+ cycles; not confirmed/)).toBeVisible();
  await expect(chevening.getByRole("link", { name: "Chevening Scholarships", exact: true })).toHaveAttribute(
    "href",
    "/funding/scholarships/chevening-scholarships",
  );
});

test("nothing found shows 'No results found' and the suggestion chips", async ({ page }) => {
  await page.goto("/search?q=zzqqxxyy");
  await expect(page.getByRole("heading", { name: "No results found" })).toBeVisible();
  const chips = page.locator(".empty-state .chip");
  await expect(chips).toHaveText(["Study in Canada", "Medicine Programs", "Scholarships", "Engineering", "MBA Programs"]);
  await chips.filter({ hasText: "Study in Canada" }).click();
  await page.waitForURL("/search?q=Study%20in%20Canada");
});

test("odd search terms are shown escaped and never fail", ONCE, async ({ page }) => {
  for (const term of ["<script>alert(1)</script>", "' or 1=1 --", "%_\\", "日本語 🇯🇲", "a".repeat(3000)]) {
    const response = await page.goto(`/search?q=${encodeURIComponent(term)}`);
    expect(response?.status()).toBe(200);
  }
  await page.goto(`/search?q=${encodeURIComponent("<img src=x onerror=alert(1)>")}`);
  await expect(page.locator("main img")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("<img src=x onerror=alert(1)>");
});

test("'Searching...' shows while a search loads", async ({ page }) => {
  test.skip(test.info().project.name === "no-js", "without JavaScript the browser shows its own progress");
  await page.goto("/search?q=canada");
  await page.route("**/search.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole("searchbox", { name: "Search term" }).fill("jamaica");
  await page.getByRole("searchbox", { name: "Search term" }).press("Enter");
  await expect(page.getByText("Searching...").first()).toBeVisible();
  await page.waitForURL(/q=jamaica/);
});

test("GET /api/search returns the spec's groups; an empty q is a 400", ONCE, async ({ request }) => {
  const response = await request.get("/api/search?q=medicine");
  expect(response.status()).toBe(200);
  const body = await response.json();
  // The spec's groups, schools, and programme records (issue 27).
  expect(Object.keys(body).sort()).toEqual(["articles", "destinations", "pathways", "programmes", "scholarships", "schools"]);
  expect(body.pathways[0]).toMatchObject({ slug: "medicine", name: "Medicine" });
  expect((await request.get("/api/search?q=%20")).status()).toBe(400);
});

test("the search page has no accessibility violations", ONCE, async ({ page }) => {
  await page.goto("/search?q=canada");
  await expectNoAccessibilityViolations(page);
  await page.goto("/search?q=zzqqxxyy");
  await expectNoAccessibilityViolations(page);
});
