import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { expect, expectNoAccessibilityViolations, ONCE, signUp, test } from "./fixtures.ts";

interface PublicArticle {
  id: string;
  slug: string;
  title: string;
}
interface PublicScholarship {
  id: string;
  slug: string;
  title: string;
  applicationUrl: string | null;
  destinationId: string | null;
}
interface SavedContent {
  id: string;
  contentType: string;
  contentId: string;
  status: string;
  priority: string;
  savedAt: string;
  personalNotes: string | null;
  title: string | null;
}

const SCHOOL = { slug: "university-of-toronto" };
const NOTES_TOO_LONG = "Notes can be at most 2,000 characters. Shorten them and save again.";
const withJavaScript = () => test.info().project.name === "js";

/** With JavaScript, waits until React has hydrated the document, so the fetcher (not the plain form) handles a click. */
async function ready(page: Page) {
  if (!withJavaScript()) return;
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
}

async function anArticle(request: APIRequestContext): Promise<PublicArticle> {
  const articles: PublicArticle[] = await (await request.get("/api/articles?limit=1")).json();
  expect(articles.length).toBeGreaterThan(0);
  return articles[0]!;
}

/** An open scholarship with an application page (so Apply Now has somewhere real to go). */
async function aScholarship(request: APIRequestContext): Promise<PublicScholarship> {
  const scholarships: PublicScholarship[] = await (await request.get("/api/scholarships")).json();
  const scholarship = scholarships.find((candidate) => candidate.applicationUrl && candidate.destinationId);
  expect(scholarship).toBeDefined();
  return scholarship!;
}

async function savedContent(request: APIRequestContext): Promise<SavedContent[]> {
  const response = await request.get("/api/portal/saved-content");
  expect(response.status()).toBe(200);
  return response.json();
}

/** Saves through the same form a Save button posts (setup for tests about /portal/saved itself). */
async function save(request: APIRequestContext, contentType: string, contentId: string) {
  const response = await request.post("/portal/saved", { form: { intent: "save", contentType, contentId } });
  expect(response.status()).toBe(200);
}

/** Clicks a Save/Saved button and waits for the server's answer (a fetcher with JavaScript, a redirect back without). */
async function toggleSave(page: Page, button: Locator) {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/portal/saved") && response.request().method() === "POST");
  await button.click();
  await answered;
}

/** Opens an item's notes editor (its disclosure) unless it is open already. */
async function openNotes(item: Locator) {
  if (!(await item.getByLabel("Your notes").isVisible())) await item.locator("summary").click();
  await expect(item.getByLabel("Your notes")).toBeVisible();
}

/** A new student who saved an article and a scholarship. */
async function studentWithSavedArticleAndScholarship(page: Page) {
  await signUp(page);
  const article = await anArticle(page.request);
  const scholarship = await aScholarship(page.request);
  await save(page.request, "article", article.id);
  await save(page.request, "scholarship", scholarship.id);
  return { article, scholarship };
}

const saveButton = (scope: Page | Locator, title: string) => scope.getByRole("button", { name: `Save ${title}`, exact: true });
const savedButton = (scope: Page | Locator, title: string) => scope.getByRole("button", { name: `Saved ${title}`, exact: true });
const savedItem = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

async function openTab(page: Page, name: RegExp) {
  await page.getByRole("navigation", { name: "Saved content" }).getByRole("link", { name }).click();
}

/** A second student in their own browser context (same JavaScript setting as the project). */
async function secondStudent(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: withJavaScript(),
    extraHTTPHeaders: { "X-Forwarded-For": "10.250.1.2" },
  });
  const other = await context.newPage();
  await signUp(other, { firstName: "Kemar", lastName: "Brown", email: `kemar-${Date.now()}-${Math.random()}@example.com`, password: "blue-mountain-coffee-7" });
  page.on("close", () => void context.close());
  return other;
}

test("a student saves an article, a scholarship and a school from their pages and finds them in /portal/saved with real titles", async ({ page }) => {
  await signUp(page);
  const article = await anArticle(page.request);
  const scholarship = await aScholarship(page.request);

  await page.goto(`/articles/${article.slug}`);
  await ready(page);
  await toggleSave(page, saveButton(page, article.title));
  await expect(savedButton(page, article.title)).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(new RegExp(`/articles/${article.slug}$`));

  await page.goto("/funding");
  await ready(page);
  const card = page.getByRole("region", { name: "Find Scholarships" }).getByRole("article", { name: scholarship.title, exact: true });
  await toggleSave(page, saveButton(card, scholarship.title));
  await expect(savedButton(card, scholarship.title)).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/funding/);

  await page.goto(`/schools/${SCHOOL.slug}`);
  await ready(page);
  const schoolName = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  await toggleSave(page, saveButton(page, schoolName));
  await expect(savedButton(page, schoolName)).toHaveAttribute("aria-pressed", "true");

  await page.goto("/portal/saved");
  await expect(page.getByRole("heading", { level: 1, name: "Saved Content" })).toBeVisible();
  await expect(page.getByPlaceholder("Search saved content...")).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Saved content" });
  await expect(tabs.getByRole("link", { name: "Articles & Guides (1)" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "Scholarships (1)" })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "My Checklists (0)" })).toBeVisible();
  const articleItem = savedItem(page, article.title);
  await expect(articleItem.getByRole("heading", { level: 3 })).toHaveText(article.title);
  await expect(articleItem.getByText("Saved", { exact: true })).toBeVisible();
  await expect(articleItem.getByRole("link", { name: `Read Article: ${article.title}` })).toHaveAttribute("href", `/articles/${article.slug}`);
  await expect(page.getByRole("region", { name: "Saved Schools (1)" }).getByRole("heading", { level: 3 })).toHaveText(schoolName);

  await openTab(page, /^Scholarships/);
  const scholarshipItem = savedItem(page, scholarship.title);
  await expect(scholarshipItem.getByRole("link", { name: `View Details: ${scholarship.title}` })).toBeVisible();
  await expect(scholarshipItem.getByRole("link", { name: `Apply Now: ${scholarship.title} (external site)` })).toHaveAttribute(
    "href",
    scholarship.applicationUrl!,
  );

  // Saving again from the page toggles it off: the button says Save again and the portal forgets it.
  await page.goto(`/articles/${article.slug}`);
  await ready(page);
  await toggleSave(page, savedButton(page, article.title));
  await expect(saveButton(page, article.title)).toHaveAttribute("aria-pressed", "false");
  expect((await savedContent(page.request)).map((item) => item.contentType).sort()).toEqual(["scholarship", "school"]);
});

test("notes, a scholarship's status, search and filters, and Remove work on /portal/saved", async ({ page }) => {
  const { article, scholarship } = await studentWithSavedArticleAndScholarship(page);

  await page.goto("/portal/saved");
  await ready(page);
  const articleItem = savedItem(page, article.title);
  await openNotes(articleItem);
  await articleItem.getByLabel("Your notes").fill("Read before my UWI interview");
  await articleItem.getByRole("button", { name: "Save notes" }).click();
  await expect(savedItem(page, article.title).getByText("My Notes:")).toBeVisible();
  await expect(
    savedItem(page, article.title)
      .getByRole("paragraph")
      .filter({ hasText: /^Read before my UWI interview$/ }),
  ).toBeVisible();

  // Oversized notes: a clear message beside the field, and nothing written.
  await expect(savedItem(page, article.title).locator("summary")).toContainText("Edit notes");
  await openNotes(savedItem(page, article.title));
  await savedItem(page, article.title).getByLabel("Your notes").fill("x".repeat(2001));
  await savedItem(page, article.title).getByRole("button", { name: "Save notes" }).click();
  await expect(savedItem(page, article.title).getByRole("alert")).toHaveText(NOTES_TOO_LONG);
  expect((await savedContent(page.request)).find((item) => item.contentType === "article")?.personalNotes).toBe("Read before my UWI interview");

  // Applied: the badge says so and Apply Now is gone.
  await page.goto("/portal/saved?tab=scholarships");
  await ready(page);
  const scholarshipItem = savedItem(page, scholarship.title);
  await expect(scholarshipItem.getByRole("link", { name: /^Apply Now/ })).toBeVisible();
  await scholarshipItem.getByLabel(/^Application status/).selectOption("applied");
  if (!withJavaScript()) await scholarshipItem.getByRole("button", { name: "Update status" }).click();
  await expect(savedItem(page, scholarship.title).getByText("Applied", { exact: true }).first()).toBeVisible();
  await expect(savedItem(page, scholarship.title).getByRole("link", { name: /^Apply Now/ })).toHaveCount(0);
  expect((await savedContent(page.request)).find((item) => item.contentType === "scholarship")?.status).toBe("applied");

  // Search runs over notes too; a term nothing matches says so.
  await page.goto("/portal/saved");
  await page.getByPlaceholder("Search saved content...").fill("UWI interview");
  await page.getByRole("search", { name: "Saved content" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=UWI\+interview/);
  const tabs = page.getByRole("navigation", { name: "Saved content" });
  await expect(tabs.getByRole("link", { name: "Articles & Guides (1)" })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Scholarships (0)" })).toBeVisible();
  await page.getByPlaceholder("Search saved content...").fill("zzqx nothing like this");
  await page.getByRole("search", { name: "Saved content" }).getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "Nothing matches your search or filters" })).toBeVisible();

  // The status filter: only the applied scholarship is left.
  await page.goto("/portal/saved");
  await page.getByText("Filters", { exact: true }).click();
  await page.getByLabel("Status", { exact: true }).selectOption("applied");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/status=applied/);
  await expect(tabs.getByRole("link", { name: "Articles & Guides (0)" })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Scholarships (1)" })).toBeVisible();

  // Remove: the article goes, and the tab's empty state links to the articles.
  await page.goto("/portal/saved");
  await savedItem(page, article.title)
    .getByRole("button", { name: /^Remove/ })
    .click();
  await expect(page.getByRole("heading", { name: "No saved articles yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Articles" })).toHaveAttribute("href", "/");
  await expect(tabs.getByRole("link", { name: "Articles & Guides (0)" })).toBeVisible();

  // /portal/library shows the same item, with the same forms.
  await page.goto("/portal/library?tab=scholarships");
  await expect(page.getByRole("heading", { level: 1, name: "My Library" })).toBeVisible();
  await expect(savedItem(page, scholarship.title).getByRole("heading", { level: 3 })).toHaveText(scholarship.title);
  await page.goto("/portal/library");
  await expect(page.getByRole("heading", { name: "No saved articles yet" })).toBeVisible();
});

test("empty tabs say so with the spec's texts and links", async ({ page }) => {
  await signUp(page);
  await page.goto("/portal/saved");
  await expect(page.getByRole("heading", { name: "No saved articles yet" })).toBeVisible();
  await page.goto("/portal/saved?tab=scholarships");
  await expect(page.getByRole("heading", { name: "No saved scholarships yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Scholarships" })).toHaveAttribute("href", "/funding");
  await page.goto("/portal/saved?tab=checklists");
  await expect(page.getByRole("heading", { name: "No checklists yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Your First Checklist" })).toHaveAttribute("href", "/portal/tasks?tab=library");
  await expectNoAccessibilityViolations(page);
});

test("student B never sees student A's saved items, and B posting A's item id changes nothing (404)", ONCE, async ({ page, browser }) => {
  await signUp(page);
  const scholarship = await aScholarship(page.request);
  await save(page.request, "scholarship", scholarship.id);
  const [itemOfA] = await savedContent(page.request);
  expect(itemOfA).toMatchObject({ contentType: "scholarship", contentId: scholarship.id, status: "saved", priority: "medium", title: scholarship.title });

  const pageOfB = await secondStudent(browser, page);
  await pageOfB.goto("/portal/saved?tab=scholarships");
  await expect(pageOfB.getByRole("heading", { name: "No saved scholarships yet" })).toBeVisible();
  await expect(pageOfB.getByText(scholarship.title)).toHaveCount(0);
  expect(await savedContent(pageOfB.request)).toEqual([]);
  expect(await (await pageOfB.request.get("/api/portal/saved-scholarships")).json()).toEqual([]);

  const forms: Record<string, string>[] = [
    { intent: "note", itemId: itemOfA!.id, notes: "B was here", returnTo: "/portal/saved" },
    { intent: "status", itemId: itemOfA!.id, status: "rejected", returnTo: "/portal/saved" },
    { intent: "remove", itemId: itemOfA!.id, returnTo: "/portal/saved" },
  ];
  for (const form of forms) {
    const response = await pageOfB.request.post("/portal/saved", { form, maxRedirects: 0 });
    expect(response.status(), form.intent).toBe(404);
  }
  expect(await savedContent(page.request)).toEqual([itemOfA]);
  expect(await savedContent(pageOfB.request)).toEqual([]);
});

test("forged Save forms (unknown content, unknown type) get a 4xx and write nothing", ONCE, async ({ page }) => {
  await signUp(page);
  const article = await anArticle(page.request);
  const forged: { form: Record<string, string>; status: number }[] = [
    { form: { intent: "save", contentType: "article", contentId: "no-such-article" }, status: 404 },
    { form: { intent: "save", contentType: "scholarship", contentId: article.id }, status: 404 },
    { form: { intent: "save", contentType: "podcast", contentId: article.id }, status: 400 },
    // An id of the wrong shape names nothing; a well-shaped one that is not the student's is not found.
    { form: { intent: "status", itemId: "not-an-item", status: "applied" }, status: 400 },
    { form: { intent: "note", itemId: "constructor", notes: "Forged" }, status: 400 },
    { form: { intent: "status", itemId: "00000000-0000-4000-8000-000000000000", status: "applied" }, status: 404 },
    { form: { intent: "explode" }, status: 400 },
  ];
  for (const { form, status } of forged) {
    const response = await page.request.post("/portal/saved", { form, maxRedirects: 0 });
    expect(response.status(), JSON.stringify(form)).toBe(status);
  }
  expect(await savedContent(page.request)).toEqual([]);
});

test("signed out: /portal/saved says Access Denied, the APIs answer 401, and Save sends the visitor to sign in and back", async ({ page }) => {
  const response = await page.goto("/portal/saved");
  expect(response?.status()).toBe(401);
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Please log in to access your saved content.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Student portal" })).toHaveCount(0);

  for (const path of ["/api/portal/saved-content", "/api/portal/saved-articles", "/api/portal/saved-scholarships"]) {
    const api = await page.request.get(path);
    expect(api.status(), path).toBe(401);
    expect(await api.json()).toEqual({ error: { message: "Not signed in" } });
  }
  const post = await page.request.post("/portal/saved", { form: { intent: "save", contentType: "article", contentId: "x" }, maxRedirects: 0 });
  expect(post.status()).toBe(401);

  const article = await anArticle(page.request);
  const student = await signUp(page);
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL("/");
  await page.goto(`/articles/${article.slug}`);
  await page.getByRole("link", { name: `Save ${article.title}`, exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/login");
  await page.getByLabel("Email address").fill(student.email);
  await page.getByLabel("Password").fill(student.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`/articles/${article.slug}`);
  await expect(saveButton(page, article.title)).toBeVisible();
});

test("/portal/saved with items and open notes, and /portal/library, pass axe", ONCE, async ({ page }) => {
  const { article } = await studentWithSavedArticleAndScholarship(page);
  await page.goto("/portal/saved");
  await expectNoAccessibilityViolations(page);
  await openNotes(savedItem(page, article.title));
  await expectNoAccessibilityViolations(page);
  await page.goto("/portal/saved?tab=scholarships");
  await expectNoAccessibilityViolations(page);
  await page.goto("/portal/library");
  await expectNoAccessibilityViolations(page);
  await page.goto("/portal/library?tab=scholarships");
  await expectNoAccessibilityViolations(page);
});
