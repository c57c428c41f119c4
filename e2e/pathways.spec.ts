import type { Page } from "@playwright/test";
import { expect, expectNoAccessibilityViolations, oddQueryStatus, ONCE, test } from "./fixtures.ts";

/** The pathway order, by the names the seed gives them. */
const PATHWAYS_IN_ORDER = [
  "Medicine",
  "Engineering",
  "Information Technology",
  "Business & Finance",
  "Law",
  "Creative Arts",
  "Psychology",
  "Education",
  "Communications",
  "Agriculture",
  "Hospitality & Tourism",
  "Social Work",
  "Sports Science",
  "Aviation",
  "Culinary Arts",
  "Fashion & Design",
  "Nursing",
  "Architecture",
  "Veterinary Medicine",
];

const withJavaScript = () => test.info().project.name === "js";

/** With JavaScript, waits until React has hydrated, so typing is handled by the app. */
async function ready(page: Page) {
  if (!withJavaScript()) return;
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
}

function resultsRegion(page: Page) {
  return page.getByRole("region", { name: /^(All Study Pathways|Search results)$/ });
}

/** The names on the pathway cards of the main grid (or the search results). */
function resultNames(page: Page) {
  return resultsRegion(page).getByRole("heading", { level: 3 });
}

async function searchFor(page: Page, term: string) {
  await page.getByLabel("Search pathways by name or description").fill(term);
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/pathways" && url.searchParams.get("q") === term);
}

test("the pathways page lists all nineteen in order, the first three as Most Popular Among Caribbean Students", ONCE, async ({ page }) => {
  const response = await page.goto("/pathways");
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Explore Study Pathways");

  const popular = page.getByRole("region", { name: "Most Popular Among Caribbean Students" });
  await expect(popular.getByRole("heading", { level: 3 })).toHaveText(PATHWAYS_IN_ORDER.slice(0, 3));
  await expect(popular.getByRole("link", { name: "Medicine" })).toHaveAttribute("href", "/pathways/medicine");

  await expect(resultNames(page)).toHaveText(PATHWAYS_IN_ORDER);
  const cardLinks = resultsRegion(page).getByRole("link");
  expect(await cardLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
    expect.arrayContaining(["/pathways/medicine", "/pathways/information-technology", "/pathways/fashion"]),
  );
  // Every card shows its pathway's icon in the pathway's colour.
  const medicineCard = resultsRegion(page)
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Medicine", exact: true }) });
  await expect(medicineCard.locator('svg[data-icon="stethoscope"]')).toHaveCount(1);
  await expect(medicineCard.locator(".pathway-card-icon")).toHaveCSS("background-color", "rgb(185, 28, 28)");
});

test("the Quick Career Explorer links to every pathway with its icon and colour", ONCE, async ({ page }) => {
  await page.goto("/pathways");
  const explorer = page.getByRole("complementary", { name: "Quick Career Explorer" });
  const links = explorer.getByRole("link");
  await expect(links).toHaveText(PATHWAYS_IN_ORDER);
  await expect(links.locator("svg[data-icon]")).toHaveCount(PATHWAYS_IN_ORDER.length);
  const it = explorer.getByRole("link", { name: "Information Technology" });
  await expect(it).toHaveAttribute("href", "/pathways/information-technology");
  await expect(it.locator('svg[data-icon="laptop"]')).toHaveCount(1);
  await expect(it.locator(".explorer-icon")).toHaveCSS("background-color", "rgb(29, 78, 216)");
  await it.click();
  await expect(page).toHaveURL("/pathways/information-technology");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Information Technology");
});

test("search matches name or description, case-insensitively, and hides the most popular section", async ({ page }) => {
  await page.goto("/pathways");
  await ready(page);
  await searchFor(page, "ENGINEERING");
  await expect(resultNames(page)).toContainText(["Engineering"]);
  await expect(page.getByRole("region", { name: "Most Popular Among Caribbean Students" })).toHaveCount(0);
  await expect(page.getByLabel("Search pathways by name or description")).toHaveValue("ENGINEERING");

  // "cybersecurity" is only in Information Technology's description.
  await searchFor(page, "cybersecurity");
  await expect(resultNames(page)).toHaveText(["Information Technology"]);
  await expect(page.getByText("1 pathway matches “cybersecurity”.")).toBeVisible();
});

test("with JavaScript the results follow the typing; without it the form submits as a GET", async ({ page }) => {
  await page.goto("/pathways");
  await ready(page);
  const box = page.getByLabel("Search pathways by name or description");
  if (withJavaScript()) {
    await box.pressSequentially("aviat");
    await expect(page).toHaveURL("/pathways?q=aviat");
    await expect(resultNames(page)).toHaveText(["Aviation"]);
    await expect(box).toBeFocused();
    await box.fill("");
    await expect(page).toHaveURL("/pathways");
    await expect(resultNames(page)).toHaveText(PATHWAYS_IN_ORDER);
  } else {
    await box.fill("aviat");
    await box.press("Enter");
    await expect(page).toHaveURL("/pathways?q=aviat");
    await expect(resultNames(page)).toHaveText(["Aviation"]);
  }
});

test("the quick picks Medicine, Engineering, Business, IT and Law set ?q= and find their pathway", async ({ page }) => {
  await page.goto("/pathways");
  const picks = page.getByRole("list", { name: "Quick picks" }).getByRole("link");
  await expect(picks).toHaveText(["Medicine", "Engineering", "Business", "IT", "Law"]);
  const expected: [string, string][] = [
    ["Medicine", "Medicine"],
    ["Engineering", "Engineering"],
    ["Business", "Business & Finance"],
    ["IT", "Information Technology"],
    ["Law", "Law"],
  ];
  for (const [pick, pathway] of expected) {
    const link = page.getByRole("list", { name: "Quick picks" }).getByRole("link", { name: pick, exact: true });
    await link.click();
    await expect(page).toHaveURL(`/pathways?q=${pick}`);
    await expect(resultNames(page).filter({ hasText: new RegExp(`^${pathway}$`) })).toHaveCount(1);
    await expect(link).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("region", { name: "Most Popular Among Caribbean Students" })).toHaveCount(0);
  }
});

test("no match shows 'No pathways found' with 'Clear search' back to every pathway", async ({ page }) => {
  await page.goto("/pathways?q=quantum-basket-weaving");
  await expect(page.getByRole("heading", { name: "No pathways found" })).toBeVisible();
  await expect(resultNames(page).filter({ hasNotText: "No pathways found" })).toHaveCount(0);
  const clear = page.getByRole("link", { name: "Clear search" });
  await expect(clear).toHaveAttribute("href", "/pathways");
  await clear.click();
  await expect(page).toHaveURL("/pathways");
  await expect(resultNames(page)).toHaveText(PATHWAYS_IN_ORDER);
  await expect(page.getByRole("region", { name: "Most Popular Among Caribbean Students" })).toBeVisible();
  await expect(page.getByLabel("Search pathways by name or description")).toHaveValue("");
});

test("odd search input is searched safely and shown escaped, never a 500", ONCE, async ({ page, request }) => {
  const oddTerms = ["' or 1=1 --", "<script>alert(1)</script>", "100%", "_", "\\", "Médecine ☕ 医学 🩺", '"quoted"; DROP TABLE pathways;'];
  for (const term of oddTerms) {
    const response = await page.goto(`/pathways?q=${encodeURIComponent(term)}`);
    expect(response?.status(), term).toBe(200);
    await expect(page.getByLabel("Search pathways by name or description")).toHaveValue(term);
    await expect(page.getByRole("heading", { name: "No pathways found" })).toBeVisible();
    await expect(page.getByText(`No pathways match “${term}”.`)).toBeVisible();
  }
  // The markup arrived as text, not as an element.
  await page.goto(`/pathways?q=${encodeURIComponent("<b id=injected>bold</b>")}`);
  await expect(page.locator("#injected")).toHaveCount(0);

  // A very long term is cut to 100 characters (an emoji is never split in half).
  // (500 emoji is a 6 kB address: long, yet under the server's header size limit.)
  const long = "🩺".repeat(500);
  const longResponse = await page.goto(`/pathways?q=${encodeURIComponent(long)}`);
  expect(longResponse?.status()).toBe(200);
  await expect(page.getByLabel("Search pathways by name or description")).toHaveValue("🩺".repeat(100));

  for (const query of ["q=%00", "q=%FF%FE", "q=a&q=b", "q[]=x", "q=%E0%A4%A", "q=" + "x".repeat(3000)]) {
    const direct = await request.get(`/pathways?${query}`);
    expect(direct.status(), query).toBe(oddQueryStatus(query));
  }
});

test("a pathway's page shows what you study, skills, careers, top universities, overview and quick facts", ONCE, async ({ page }) => {
  const response = await page.goto("/pathways/medicine");
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Medicine");

  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "Pathways", "Medicine"]);
  await expect(breadcrumb.getByText("Medicine")).toHaveAttribute("aria-current", "page");

  const study = page.getByRole("region", { name: "What You'll Study" });
  await expect(study.getByRole("listitem")).toHaveCount(6);
  await expect(study.getByRole("listitem").first()).toHaveText("Anatomy, physiology and biochemistry");

  const skills = page.getByRole("region", { name: "Required Skills & Attributes" });
  await expect(skills.getByRole("listitem")).toContainText(["Scientific reasoning", "Resilience and empathy"]);

  const careers = page.getByRole("region", { name: "Career Paths & Job Outlook" });
  await expect(careers.getByRole("heading", { level: 3 }).first()).toHaveText("General practitioner / family doctor");
  await expect(careers.getByText("Needed in every Caribbean country, in both public clinics and private practice.")).toBeVisible();

  const overview = page.getByRole("region", { name: "Overview" });
  await expect(overview.locator("strong", { hasText: "MBBS at The University of the West Indies" })).toBeVisible();

  // Top Universities: real schools that teach it, each linking to its page, with its destination.
  const universities = page.getByRole("region", { name: "Top Universities" });
  const schoolLinks = universities.getByRole("link");
  const count = await schoolLinks.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(8);
  for (const href of await schoolLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
    expect(href).toMatch(/^\/schools\/[a-z0-9-]+$/);
  }
  await expect(universities.getByRole("listitem").filter({ hasText: "University of Toronto" })).toContainText("Canada");

  const facts = page.getByRole("region", { name: "Quick Facts" });
  await expect(facts.getByText("Typical duration")).toBeVisible();
  await expect(facts.getByText(/^5-6 years \(MBBS\/MBChB/)).toBeVisible();
  await expect(facts.locator("div", { hasText: "Schools listed" }).locator("dd")).toHaveText(String(count));

  const related = page.getByRole("region", { name: "Related Pathways" });
  await expect(related.getByRole("listitem")).toHaveText(["Psychology", "Sports Science", "Social Work"]);
  await related.getByRole("link", { name: "Psychology" }).click();
  await expect(page).toHaveURL("/pathways/psychology");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Psychology");
});

test("a top university links through to its school page", async ({ page }) => {
  await page.goto("/pathways/aviation");
  const universities = page.getByRole("region", { name: "Top Universities" });
  await universities.getByRole("link", { name: "Embry-Riddle Aeronautical University" }).click();
  await expect(page).toHaveURL("/schools/embry-riddle-aeronautical-university");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Embry-Riddle Aeronautical University");
});

test("a pathway lists the programmes of its field with their schools, each linking to the school's programme", async ({ page }) => {
  await page.goto("/pathways/nursing");
  const programmes = page.getByRole("region", { name: "Programmes in Nursing" });
  // The five schools whose programmes name nursing (issue 27 item 5).
  await expect(programmes.locator(".programme-school")).toHaveCount(5);
  for (const school of [
    "York University",
    "Northern Caribbean University",
    "University of The Bahamas",
    "University of the Southern Caribbean (USC)",
    "Sir Arthur Lewis Community College",
  ]) {
    await expect(programmes.getByRole("link", { name: school, exact: true })).toHaveCount(1);
  }
  const usc = programmes.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Nursing", exact: true }) });
  await expect(usc.locator("div:has(> dt:text-is('CXC prerequisites')) > dd")).toHaveText(
    "Regular admission asks for five GCE O-Level or CSEC passes including English Language (a CSEC general-level pass means Grades 1–3 from June 1998)",
  );
  await usc.getByRole("link", { name: "University of the Southern Caribbean (USC)" }).click();
  await expect(page).toHaveURL("/schools/university-of-the-southern-caribbean#programme-nursing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("University of the Southern Caribbean (USC)");
});

test("pages carry their own title, description, canonical URL and Open Graph tags", ONCE, async ({ page, baseURL }) => {
  await page.goto("/pathways");
  await expect(page).toHaveTitle("Study Pathways | Study Compass");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/pathways`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Study Pathways | Study Compass");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /study pathways for Caribbean students/);

  await page.goto("/pathways/law");
  await expect(page).toHaveTitle("Study Law | Study Compass");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/pathways/law`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}/pathways/law`);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /LLB/);
});

test("an unknown pathway is a real 404 with 'Pathway Not Found' and a way back", ONCE, async ({ page, request }) => {
  const response = await page.goto("/pathways/underwater-archaeology");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Pathway Not Found | Study Compass");
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pathway Not Found");
  await expect(page.getByText("The study pathway you're looking for doesn't exist.")).toBeVisible();
  const back = page.getByRole("link", { name: "Browse study pathways" });
  await expect(back).toHaveAttribute("href", "/pathways");
  await back.click();
  await expect(page).toHaveURL("/pathways");

  for (const slug of ["%3Cscript%3E", "'%20or%201%3D1%20--", "%00", "MEDICINE", "x".repeat(3000), "%F0%9F%A9%BA"]) {
    expect((await request.get(`/pathways/${slug}`)).status(), slug).toBe(404);
  }
});

// One scan per template and state: the list, its empty state, a pathway and the 404.
for (const path of ["/pathways", "/pathways?q=nothing-matches-this", "/pathways/medicine", "/pathways/not-a-pathway"]) {
  test(`${path} passes an axe scan`, ONCE, async ({ page }) => {
    await page.goto(path);
    await expectNoAccessibilityViolations(page);
  });
}
