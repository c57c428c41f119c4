import type { Locator, Page } from "@playwright/test";
import { DESTINATION_WITHOUT_SCHOOLS } from "../infra/testing/e2e-content.ts";
import { expect, expectNoAccessibilityViolations, oddQueryStatus, ONCE, test } from "./fixtures.ts";

/** International first, then Caribbean, each in its fixed order. */
const INTERNATIONAL = [
  { name: "Canada", slug: "canada" },
  { name: "United States", slug: "usa" },
  { name: "United Kingdom", slug: "uk" },
  { name: "Ireland", slug: "ireland" },
  { name: "Germany", slug: "germany" },
  { name: "Australia", slug: "australia" },
];
/** The end-to-end database adds one destination without schools; it is listed last and has no place on the map. */
const LISTED_INTERNATIONAL = [...INTERNATIONAL, { name: DESTINATION_WITHOUT_SCHOOLS.name, slug: DESTINATION_WITHOUT_SCHOOLS.slug }];
const CARIBBEAN = [
  { name: "Jamaica", slug: "jamaica" },
  { name: "The Bahamas", slug: "bahamas" },
  { name: "Barbados", slug: "barbados" },
  { name: "Trinidad and Tobago", slug: "trinidad-tobago" },
  { name: "Eastern Caribbean", slug: "eastern-caribbean" },
];
const JAMAICA_SCHOOLS = [
  "Norman Manley Law School",
  "Northern Caribbean University",
  "The University of the West Indies, Mona Campus",
  "University of Technology, Jamaica (UTech)",
];

const ODD_INPUTS = ["x".repeat(5000), "Überstraße 日本語 🎓", "%", "_", "' or 1=1 --", '<script>alert("pwned")</script>', "\u0000", "\\"];

const withJavaScript = () => test.info().project.name === "js";

/** With JavaScript, waits until React has hydrated the document, so typing is handled by the app. */
async function ready(page: Page) {
  if (!withJavaScript()) return;
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
}

/** Opens a page and scans it with axe (in the projects with JavaScript, once hydrated: e2e/fixtures.ts). */
async function expectAccessiblePage(page: Page, path: string) {
  await page.goto(path);
  await ready(page);
  await expectNoAccessibilityViolations(page);
}

function filterLink(page: Page, label: string): Locator {
  return page.getByRole("navigation", { name: "Filter destinations" }).getByRole("link", { name: label });
}

function section(page: Page, heading: string): Locator {
  return page.getByRole("region", { name: heading, exact: true });
}

function cards(region: Locator): Locator {
  return region.getByRole("listitem").getByRole("heading", { level: 3 });
}

async function searchDestinations(page: Page, term: string) {
  const box = page.getByLabel("Search destinations by name or description");
  await box.fill(term);
  // With JavaScript the list follows the typing; without it the form is submitted.
  if (!withJavaScript()) await box.press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === term.trim());
}

async function searchSchools(page: Page, term: string) {
  const box = page.getByLabel("Search schools by name, location or type");
  await box.fill(term);
  if (!withJavaScript()) await box.press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("school") === term);
}

function schoolCards(page: Page): Locator {
  return section(page, "Universities & Colleges in Jamaica").getByRole("listitem").getByRole("heading", { level: 3 });
}

test.describe("destinations list", () => {
  test("shows the International then the Caribbean section, each in the spec's order, with cards linking to each destination", ONCE, async ({ page }) => {
    const response = await page.goto("/destinations");
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Study Destinations");

    const international = section(page, "International Destinations");
    const caribbean = section(page, "Caribbean Destinations");
    await expect(cards(international)).toHaveText(LISTED_INTERNATIONAL.map((destination) => destination.name));
    await expect(cards(caribbean)).toHaveText(CARIBBEAN.map((destination) => destination.name));
    // International comes first on the page.
    const headings = await page.getByRole("heading", { level: 2 }).allInnerTexts();
    expect(headings.indexOf("International Destinations")).toBeLessThan(headings.indexOf("Caribbean Destinations"));

    for (const destination of [...LISTED_INTERNATIONAL, ...CARIBBEAN]) {
      const region = LISTED_INTERNATIONAL.includes(destination) ? international : caribbean;
      await expect(region.getByRole("link", { name: destination.name, exact: true })).toHaveAttribute("href", `/destinations/${destination.slug}`);
    }
    await expect(international.getByText("Popular")).toHaveCount(3);
    await expect(caribbean.getByText("Caribbean", { exact: true })).toHaveCount(CARIBBEAN.length);
    await expect(page.getByRole("main").getByText(/coming soon/i)).toHaveCount(0);
  });

  test("the three filters are links that narrow the list, mark the active one and hide the other section's heading", async ({ page }) => {
    await page.goto("/destinations");
    await ready(page);
    const filters = page.getByRole("navigation", { name: "Filter destinations" }).getByRole("link");
    await expect(filters).toHaveText(["All Destinations", "International", "Caribbean"]);
    await expect(filters.first()).toHaveAttribute("aria-current", "true");

    await filterLink(page, "Caribbean").click();
    await expect(page).toHaveURL(/\/destinations\?type=caribbean$/);
    await expect(page.getByRole("heading", { name: "International Destinations" })).toHaveCount(0);
    await expect(cards(section(page, "Caribbean Destinations"))).toHaveText(CARIBBEAN.map((destination) => destination.name));
    await expect(filterLink(page, "Caribbean")).toHaveAttribute("aria-current", "true");
    await expect(page.locator('.destination-filters [aria-current="true"]')).toHaveCount(1);

    await filterLink(page, "International").click();
    await expect(page).toHaveURL(/\/destinations\?type=international$/);
    await expect(page.getByRole("heading", { name: "Caribbean Destinations" })).toHaveCount(0);
    await expect(cards(section(page, "International Destinations"))).toHaveText(LISTED_INTERNATIONAL.map((destination) => destination.name));
    await expect(filterLink(page, "International")).toHaveAttribute("aria-current", "true");

    await filterLink(page, "All Destinations").click();
    await expect(page).toHaveURL(/\/destinations$/);
    await expect(page.getByRole("heading", { name: "International Destinations" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Caribbean Destinations" })).toBeVisible();
  });

  test("any other type value means all destinations", ONCE, async ({ page }) => {
    const response = await page.goto("/destinations?type=antarctica");
    expect(response?.status()).toBe(200);
    await expect(filterLink(page, "All Destinations")).toHaveAttribute("aria-current", "true");
    await expect(cards(section(page, "International Destinations"))).toHaveCount(LISTED_INTERNATIONAL.length);
    await expect(cards(section(page, "Caribbean Destinations"))).toHaveCount(CARIBBEAN.length);
  });

  test("search matches name or description ignoring case, and a filter keeps the search", async ({ page }) => {
    await page.goto("/destinations");
    await ready(page);

    // Name, in another case.
    await searchDestinations(page, "gERMANY");
    await expect(page.getByText("1 destination found for “gERMANY”")).toBeVisible();
    await expect(cards(section(page, "International Destinations"))).toHaveText(["Germany"]);
    await expect(page.getByRole("heading", { name: "Caribbean Destinations" })).toHaveCount(0);

    // Description only: every Caribbean destination mentions UWI, no international one does.
    await searchDestinations(page, "uwi");
    await expect(cards(section(page, "Caribbean Destinations"))).toHaveText(CARIBBEAN.map((destination) => destination.name));
    await expect(page.getByRole("heading", { name: "International Destinations" })).toHaveCount(0);

    // The filter links carry the search along; here nothing is left.
    const international = filterLink(page, "International");
    await expect(international).toHaveAttribute("href", "/destinations?type=international&q=uwi");
    await international.click();
    await expect(page.getByRole("heading", { name: "No destinations found" })).toBeVisible();

    // And a search keeps the active filter.
    await searchDestinations(page, "English");
    await expect(page).toHaveURL((url) => url.searchParams.get("type") === "international");
    await expect(cards(section(page, "International Destinations"))).toHaveText(["Ireland", "Germany"]);
    await expect(page.getByRole("heading", { name: "Caribbean Destinations" })).toHaveCount(0);
  });

  test("a search with no match shows 'No destinations found', and Clear Filters resets search and filter", async ({ page }) => {
    await page.goto("/destinations?type=caribbean&q=quidditch");
    await ready(page);
    await expect(page.getByRole("heading", { name: "No destinations found" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "International Destinations" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Caribbean Destinations" })).toHaveCount(0);

    const clear = page.getByRole("link", { name: "Clear Filters" });
    await expect(clear).toHaveAttribute("href", "/destinations");
    await clear.click();
    await expect(page).toHaveURL(/\/destinations$/);
    await expect(page.getByLabel("Search destinations by name or description")).toHaveValue("");
    await expect(filterLink(page, "All Destinations")).toHaveAttribute("aria-current", "true");
    await expect(cards(section(page, "International Destinations"))).toHaveCount(LISTED_INTERNATIONAL.length);
    await expect(cards(section(page, "Caribbean Destinations"))).toHaveCount(CARIBBEAN.length);
  });

  test("odd search input is searched safely and shown escaped, never a server error", ONCE, async ({ page }) => {
    for (const term of ODD_INPUTS) {
      const response = await page.goto(`/destinations?q=${encodeURIComponent(term)}&type=${encodeURIComponent("<b>x</b>")}`);
      // A control character is refused at the edge with a clear message; the rest is searched.
      const refused = oddQueryStatus(encodeURIComponent(term)) === 400;
      expect(response?.status(), JSON.stringify(term.slice(0, 20))).toBe(refused ? 400 : 200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(refused ? "Request Not Accepted" : "Study Destinations");
    }
    // `%` and `_` match themselves, not anything.
    await page.goto("/destinations?q=%25");
    await expect(page.getByRole("heading", { name: "No destinations found" })).toBeVisible();
    // Markup in the query is text on the page, not markup.
    await page.goto(`/destinations?q=${encodeURIComponent('<script>alert("pwned")</script>')}`);
    await expect(page.getByText('0 destinations found for “<script>alert("pwned")</script>”')).toBeVisible();
    await expect(page.getByLabel("Search destinations by name or description")).toHaveValue('<script>alert("pwned")</script>');
    // A very long term is cut to 100 characters.
    await page.goto(`/destinations?q=${"x".repeat(5000)}`);
    await expect(page.getByText(`0 destinations found for “${"x".repeat(100)}”`)).toBeVisible();
  });

  test("the Global Education Map is a real map: every destination is a named link at its place, with a Caribbean inset", ONCE, async ({ page }) => {
    await page.goto("/destinations");
    const map = page.getByRole("figure", { name: "Global Education Map" });
    await expect(map).toBeVisible();
    const world = map.getByRole("group", { name: "World map of study destinations" });
    const inset = map.getByRole("group", { name: "Caribbean inset, enlarged" });

    for (const destination of INTERNATIONAL) {
      await expect(world.getByRole("link", { name: destination.name, exact: true })).toHaveAttribute("href", `/destinations/${destination.slug}`);
    }
    for (const destination of CARIBBEAN) {
      await expect(inset.getByRole("link", { name: destination.name, exact: true })).toHaveAttribute("href", `/destinations/${destination.slug}`);
    }
    await expect(world.getByRole("link")).toHaveCount(INTERNATIONAL.length);
    await expect(inset.getByRole("link")).toHaveCount(CARIBBEAN.length);

    // Markers sit where the places are: west to east, north to south.
    const centre = async (container: Locator, name: string) => {
      const box = await container.getByRole("link", { name, exact: true }).locator(".marker-dot").boundingBox();
      if (!box) throw new Error(`no marker for ${name}`);
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const canada = await centre(world, "Canada");
    const usa = await centre(world, "United States");
    const ireland = await centre(world, "Ireland");
    const germany = await centre(world, "Germany");
    const australia = await centre(world, "Australia");
    expect(canada.x).toBeLessThan(ireland.x);
    expect(ireland.x).toBeLessThan(germany.x);
    expect(germany.x).toBeLessThan(australia.x);
    expect(canada.y).toBeLessThan(usa.y);
    expect(germany.y).toBeLessThan(australia.y);
    const bahamas = await centre(inset, "The Bahamas");
    const jamaica = await centre(inset, "Jamaica");
    const trinidad = await centre(inset, "Trinidad and Tobago");
    const barbados = await centre(inset, "Barbados");
    expect(bahamas.y).toBeLessThan(jamaica.y);
    expect(jamaica.y).toBeLessThan(trinidad.y);
    expect(jamaica.x).toBeLessThan(trinidad.x);
    expect(trinidad.x).toBeLessThan(barbados.x);

    // A text alternative names every destination.
    for (const destination of [...INTERNATIONAL, ...CARIBBEAN]) {
      await expect(map.locator(".visually-hidden li", { hasText: `${destination.name}:` })).toHaveCount(1);
    }
  });

  test("a map marker opens its destination", async ({ page }) => {
    await page.goto("/destinations");
    await ready(page);
    await page.getByRole("group", { name: "Caribbean inset, enlarged" }).getByRole("link", { name: "Barbados" }).click();
    await expect(page).toHaveURL(/\/destinations\/barbados$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Study in Barbados");
  });

  test("has a title, description, canonical URL and Open Graph tags", ONCE, async ({ page }) => {
    await page.goto("/destinations?q=canada&type=international");
    await expect(page).toHaveTitle("Study Destinations | Study Compass");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Caribbean students/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/destinations$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Study Destinations | Study Compass");
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /\/destinations$/);
  });

  test("passes an axe scan, with results and with the empty state", ONCE, async ({ page }) => {
    await expectAccessiblePage(page, "/destinations");
    await expectAccessiblePage(page, "/destinations?type=caribbean&q=quidditch");
  });
});

test.describe("destinations list with JavaScript", () => {
  test.skip(() => !withJavaScript(), "as-you-type and loading texts need JavaScript");

  test("results follow the typing without pressing Enter, and the box keeps focus", async ({ page }) => {
    await page.goto("/destinations");
    await ready(page);
    const box = page.getByLabel("Search destinations by name or description");
    await box.pressSequentially("barb", { delay: 40 });
    await expect(page).toHaveURL(/\/destinations\?q=barb$/);
    await expect(cards(section(page, "Caribbean Destinations"))).toHaveText(["Barbados"]);
    await expect(box).toBeFocused();
    await box.fill("");
    await expect(page).toHaveURL(/\/destinations$/);
    await expect(cards(section(page, "Caribbean Destinations"))).toHaveCount(CARIBBEAN.length);
  });

  test("client-side navigation shows the spec's loading texts", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("banner").getByRole("link", { name: "Destinations" }).click();
    await expect(page.getByRole("status").getByText("Loading destinations...")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Study Destinations");

    let releaseDetail = () => {};
    const heldDetail = new Promise<void>((resolve) => (releaseDetail = resolve));
    await page.unroute(/\.data(\?|$)/);
    await page.route(/\.data(\?|$)/, async (route) => {
      await heldDetail;
      await route.continue();
    });
    await section(page, "International Destinations").getByRole("link", { name: "Canada" }).click();
    await expect(page.getByRole("status").getByText("Loading destination details...")).toBeVisible();
    releaseDetail();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Study in Canada");
  });
});

test.describe("destination page", () => {
  test("shows the hero with its badges, the five-section navigation, guides, schools, costs, quick facts and the call to action", ONCE, async ({ page }) => {
    const response = await page.goto("/destinations/jamaica");
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Study in Jamaica");
    const hero = page.locator(".destination-hero");
    await expect(hero.getByText("Popular", { exact: true })).toBeVisible();
    await expect(hero.getByText("Caribbean", { exact: true })).toBeVisible();

    const onThisPage = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    expect(await onThisPage.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "#overview",
      "#universities",
      "#student-life",
      "#costs",
      "#requirements",
    ]);
    for (const id of ["overview", "universities", "student-life", "costs", "requirements"]) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }

    // Overview renders the destination's content.
    await expect(page.locator("#overview")).toContainText("The University of the West Indies, Mona");
    // Three essential guides.
    const guides = page.locator(".essential-guides").getByRole("link");
    expect(await guides.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(["/application-guide", "/funding", "/student-life"]);

    // Schools: name, type badge, location, link.
    expect((await schoolCards(page).allInnerTexts()).sort()).toEqual([...JAMAICA_SCHOOLS].sort());
    const mona = page.locator(".school-card", { hasText: "The University of the West Indies, Mona Campus" });
    await expect(mona.getByRole("link")).toHaveAttribute("href", "/schools/uwi-mona");
    await expect(mona.getByText("University", { exact: true })).toBeVisible();
    await expect(mona.getByText("Kingston, Jamaica", { exact: true })).toBeVisible();
    await expect(page.locator(".school-card", { hasText: "Norman Manley Law School" }).getByText("College", { exact: true })).toBeVisible();

    // Unverified costs say so rather than inventing figures.
    await expect(page.locator("#costs").getByText("Not yet verified", { exact: true })).toHaveCount(3);
    // Requirements: CXC transcripts.
    await expect(page.locator("#requirements")).toContainText("Caribbean Examinations Council (CXC)");

    const facts = page.getByRole("complementary", { name: "Quick Facts" });
    await expect(facts).toContainText("Early in the calendar year for August/September entry");
    await expect(facts).toContainText("JMD");
    await expect(page.getByRole("link", { name: "Start Application Process" })).toHaveAttribute("href", "/application-guide");
  });

  test("a destination with no schools yet says so, and its page is otherwise whole", ONCE, async ({ page }) => {
    const response = await page.goto(`/destinations/${DESTINATION_WITHOUT_SCHOOLS.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Study in ${DESTINATION_WITHOUT_SCHOOLS.name}`);
    const universities = section(page, `Universities & Colleges in ${DESTINATION_WITHOUT_SCHOOLS.name}`);
    await expect(universities.getByText("No schools data available for this destination yet.", { exact: true })).toBeVisible();
    await expect(universities.getByRole("search")).toHaveCount(0);
    await expect(universities.getByRole("listitem")).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: "Quick Facts" })).toBeVisible();
  });

  test("uses the destination's own facts, and the spec's defaults where a fact is missing", ONCE, async ({ page }) => {
    await page.goto("/destinations/canada");
    const hero = page.locator(".destination-hero");
    await expect(hero.getByText("Popular", { exact: true })).toBeVisible();
    await expect(hero.getByText("Caribbean", { exact: true })).toHaveCount(0);
    await expect(page.locator("#costs")).toContainText("Roughly CAD 20,000 - 60,000+ a year");
    await expect(page.locator("#requirements")).toContainText("Study permit");
    const facts = page.getByRole("complementary", { name: "Quick Facts" });
    await expect(facts).toContainText("October to January for September entry");
    await expect(facts).toContainText("September to April");

    await page.goto("/destinations/bahamas");
    await expect(page.locator(".destination-hero").getByText("Popular", { exact: true })).toHaveCount(0);
    await expect(page.locator(".destination-hero").getByText("Caribbean", { exact: true })).toBeVisible();
    const bahamasFacts = page.getByRole("complementary", { name: "Quick Facts" });
    await expect(bahamasFacts).toContainText("Sep-Jan");
    await expect(bahamasFacts).toContainText("August to May, in two semesters");
    await expect(bahamasFacts.getByText("Not yet verified", { exact: true })).toHaveCount(1);

    await page.goto("/destinations/germany");
    await expect(page.locator(".destination-hero .badge")).toHaveCount(0);
  });

  test("the school search filters by name, location or type, ignoring case, and offers to clear when nothing matches", async ({ page }) => {
    await page.goto("/destinations/jamaica");
    await ready(page);
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (/\.data(\?|$)/.test(request.url())) dataRequests.push(request.url());
    });

    await searchSchools(page, "MANDEVILLE");
    await expect(schoolCards(page)).toHaveText(["Northern Caribbean University"]);
    await expect(page.getByText("1 of 4 schools match “MANDEVILLE”")).toBeVisible();

    await searchSchools(page, "college");
    await expect(schoolCards(page)).toHaveText(["Norman Manley Law School"]);

    await searchSchools(page, "Technology");
    await expect(schoolCards(page)).toHaveText(["University of Technology, Jamaica (UTech)"]);

    await searchSchools(page, "Quidditch");
    await expect(schoolCards(page)).toHaveCount(0);
    await expect(page.getByText("No schools match your search.")).toBeVisible();
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(schoolCards(page)).toHaveCount(JAMAICA_SCHOOLS.length);
    await expect(page.getByLabel("Search schools by name, location or type")).toHaveValue("");
    await expect(page).toHaveURL((url) => !url.searchParams.has("school"));

    // With JavaScript all of that happened in the page, with no round trip.
    if (withJavaScript()) expect(dataRequests).toEqual([]);
  });

  test("a school search in the address is applied when the page loads", ONCE, async ({ page }) => {
    const response = await page.goto("/destinations/jamaica?school=kingston");
    expect(response?.status()).toBe(200);
    await expect(page.getByLabel("Search schools by name, location or type")).toHaveValue("kingston");
    expect((await schoolCards(page).allInnerTexts()).sort()).toEqual(
      ["Norman Manley Law School", "The University of the West Indies, Mona Campus", "University of Technology, Jamaica (UTech)"].sort(),
    );
  });

  test("odd school search input is handled safely and shown escaped", ONCE, async ({ page }) => {
    for (const term of ODD_INPUTS) {
      const response = await page.goto(`/destinations/jamaica?school=${encodeURIComponent(term)}`);
      const refused = oddQueryStatus(encodeURIComponent(term)) === 400;
      expect(response?.status(), JSON.stringify(term.slice(0, 20))).toBe(refused ? 400 : 200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(refused ? "Request Not Accepted" : "Study in Jamaica");
    }
    await page.goto(`/destinations/jamaica?school=${encodeURIComponent("<img src=x onerror=alert(1)>")}`);
    await expect(page.getByText("0 of 4 schools match “<img src=x onerror=alert(1)>”")).toBeVisible();
    await expect(page.locator("main img")).toHaveCount(0);
  });

  test("has a title, description, canonical URL and Open Graph tags", ONCE, async ({ page }) => {
    await page.goto("/destinations/canada?school=toronto");
    await expect(page).toHaveTitle("Study in Canada | Study Compass");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Caribbean diaspora/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/destinations\/canada$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Study in Canada | Study Compass");
  });

  test("an unknown destination answers 404 with 'Destination Not Found' and a way back", ONCE, async ({ page }) => {
    const response = await page.goto("/destinations/atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Destination Not Found");
    await expect(page.getByText("The destination you're looking for doesn't exist.")).toBeVisible();
    await expect(page).toHaveTitle("Destination Not Found | Study Compass");
    await page.getByRole("link", { name: "Browse all destinations" }).click();
    await expect(page).toHaveURL(/\/destinations$/);
  });

  test("an odd slug is a 404, not a server error", ONCE, async ({ request }) => {
    for (const slug of ["%27%20or%201%3D1%20--", "%3Cscript%3E", "%E2%9C%88", "x".repeat(2000)]) {
      const response = await request.get(`/destinations/${slug}`);
      expect(response.status()).toBe(404);
    }
  });

  test("passes an axe scan, including with no matching school and on the 404", ONCE, async ({ page }) => {
    await expectAccessiblePage(page, "/destinations/jamaica");
    await expectAccessiblePage(page, "/destinations/canada?school=quidditch");
    await expectAccessiblePage(page, "/destinations/atlantis");
  });
});
