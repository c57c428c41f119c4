import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect, ONCE, test } from "./fixtures.ts";
import { articles as seededArticles } from "../infra/seed/content/articles.ts";
import { scholarships as seededScholarships } from "../infra/seed/funding/scholarships.ts";
import { makeAdmin, newSignedInPage, withDatabase } from "./admin-helpers.ts";

/*
 * The authorisation walk: every admin page and admin API
 * call, as anonymous, a student and an admin. Anonymous gets 401, a student
 * 403, both with the spec's 'Unauthorized' / 'You need admin privileges to
 * access this page.' on pages and the JSON error shape on the API; the admin
 * gets through. A non-admin's POST to an admin action writes nothing.
 */

const UNAUTHORIZED = "Unauthorized";
const NEED_ADMIN = "You need admin privileges to access this page.";

/** Built by this branch: always walked strictly. */
const SHELL_PAGES = ["/admin", "/admin/operations"];

/** The official fee and exchange-rate editors (a seeded fee's pages): walked strictly. */
const SEEDED_FEE = "usa-f1-visa-fee";
const OFFICIAL_FEE_PAGES = [
  "/admin/official-fees",
  "/admin/official-fees/new",
  `/admin/official-fees/${SEEDED_FEE}/edit`,
  `/admin/official-fees/${SEEDED_FEE}/history`,
  "/admin/exchange-rates",
];

/** Built (the history pages and the school editor): walked strictly too, so a 404 fails instead of reading as "not built". */
const historyPages = (ids: { article: string; scholarship: string }) => [
  `/admin/articles/${ids.article}/history`,
  `/admin/scholarships/${ids.scholarship}/history`,
  "/admin/schools",
  "/admin/schools/new",
  `/admin/schools/${SEEDED_SCHOOL}/edit`,
  `/admin/schools/${SEEDED_SCHOOL}/history`,
  "/admin/import",
  "/admin/opening-soon",
  "/admin/destinations",
  "/admin/destinations/new",
  "/admin/destinations/dest_ireland/edit",
  "/admin/destinations/dest_ireland/history",
  "/admin/pathways",
  "/admin/pathways/new",
  "/admin/pathways/pathway_nursing/edit",
  "/admin/pathways/pathway_nursing/history",
  "/admin/programmes",
  "/admin/programmes/new",
  "/admin/programmes/hugh-wooding-law-school--legal-education-certificate-lec/edit",
  "/admin/programmes/hugh-wooding-law-school--legal-education-certificate-lec/history",
  `/admin/events/${SEEDED_EVENT}/history`,
  "/admin/counselors",
  "/admin/counselors/new",
  `/admin/counselors/${SEEDED_COUNSELOR}/edit`,
  `/admin/counselors/${SEEDED_COUNSELOR}/history`,
];

/** A seeded event: the walk only reads it, and a non-admin's write to it must be refused. */
const SEEDED_EVENT = "interview-master-class";

/** A seeded school the walk reads (nothing is written to it). */
const SEEDED_SCHOOL = "school_mcgill_university";

/** A seeded counselor the walk reads (nothing is written to them). */
const SEEDED_COUNSELOR = "counselor_alicia_baptiste";

/**
 * Built on other branches in parallel when this walk was written. Until a branch
 * is merged a page may not exist here: when even the admin gets a 404 (or
 * 405 from an API route without that method), the page is noted as not built
 * and its anonymous and student answers are not asserted.
 */
function otherPages(ids: { article: string; scholarship: string }): string[] {
  return [
    "/admin/articles",
    "/admin/articles/new",
    `/admin/articles/${ids.article}/edit`,
    "/admin/scholarships",
    "/admin/scholarships/new",
    `/admin/scholarships/${ids.scholarship}/edit`,
    "/admin/inbox/consultations",
    "/admin/inbox/questions",
    "/admin/stale-facts",
    "/admin/events",
    "/admin/events/new",
    `/admin/events/${SEEDED_EVENT}/edit`,
  ];
}

type ApiCall = { method: "GET" | "POST" | "PATCH" | "DELETE"; path: string; data?: Record<string, unknown> };

function adminApis(ids: { article: string; scholarship: string }): ApiCall[] {
  return [
    { method: "GET", path: "/api/admin/articles" },
    { method: "GET", path: "/api/categories" },
    { method: "POST", path: "/api/articles", data: { title: "Walk test article", content: "Body", categoryId: "guide", readTime: 5 } },
    { method: "PATCH", path: `/api/articles/${ids.article}`, data: { title: "Walk test rename" } },
    { method: "DELETE", path: `/api/admin/articles/${ids.article}` },
    { method: "POST", path: "/api/scholarships", data: { title: "Walk test scholarship", description: "Walk", provider: "Walk" } },
    { method: "PATCH", path: `/api/scholarships/${ids.scholarship}`, data: { title: "Walk test rename" } },
    { method: "DELETE", path: `/api/admin/scholarships/${ids.scholarship}` },
  ];
}

/** A seeded article and scholarship: the admin specs running alongside edit and delete only what they create. */
async function seededIds() {
  return { article: seededArticles[0]!.id, scholarship: seededScholarships[0]!.id };
}

/**
 * What a non-admin's write to the walked ids could change: those two rows, and
 * the events about them or with a walk-test title. Not whole-table counts: the
 * other admin specs create and delete their own content at the same time.
 */
async function contentSnapshot(ids: { article: string; scholarship: string }) {
  return withDatabase(async (sql) => {
    const [article] = await sql`select title, slug, is_published, updated_at from articles where id = ${ids.article}`;
    const [scholarship] = await sql`select title, is_active from scholarships where id = ${ids.scholarship}`;
    const [events] = await sql<{ count: string }[]>`
      select count(*) as count from events
      where data->>'articleId' = ${ids.article} or data->>'id' = ${ids.scholarship} or data->>'title' like 'Walk test%' or data->>'title' like 'Forged%' or data->>'name' like 'Forged%'`;
    return { article, scholarship, events: events!.count };
  });
}

function call(request: APIRequestContext, api: ApiCall): Promise<APIResponse> {
  return request.fetch(api.path, { method: api.method, data: api.data, maxRedirects: 0 });
}

const notBuilt = (status: number) => status === 404 || status === 405;

test(
  "anonymous and a student get 401 and 403 with 'Unauthorized' on every admin page and API call; an admin gets through",
  ONCE,
  async ({ browser, clientIp }) => {
    test.slow();
    const ids = await seededIds();
    const { page: admin } = await newSignedInPage(browser, clientIp);
    await makeAdmin(admin);
    const { page: student } = await newSignedInPage(browser, clientIp);
    const anonymous = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });

    const strict = [...SHELL_PAGES, ...historyPages(ids), ...OFFICIAL_FEE_PAGES];
    const pages = [...strict, ...otherPages(ids)];
    const notYetBuilt: string[] = [];
    for (const path of pages) {
      const adminStatus = (await admin.request.get(path, { maxRedirects: 0 })).status();
      expect([401, 403], `admin ${path}`).not.toContain(adminStatus);
      if (!strict.includes(path) && notBuilt(adminStatus)) {
        notYetBuilt.push(path);
        continue;
      }
      expect(adminStatus, `admin ${path}`).toBe(200);
      for (const [who, request, status] of [
        ["anonymous", anonymous.request, 401],
        ["student", student.request, 403],
      ] as const) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), `${who} ${path}`).toBe(status);
        expect(response.headers()["cache-control"], `${who} ${path}`).toContain("no-store");
        const html = await response.text();
        expect(html, `${who} ${path}`).toContain(`<h1>${UNAUTHORIZED}</h1>`);
        expect(html, `${who} ${path}`).toContain(NEED_ADMIN);
        // No admin nav, no admin data: the boundary replaces the whole layout.
        expect(html, `${who} ${path}`).not.toContain('aria-label="Admin area"');
      }
    }

    const before = await contentSnapshot(ids);
    for (const api of adminApis(ids)) {
      const label = `${api.method} ${api.path}`;
      for (const [who, request, status] of [
        ["anonymous", anonymous.request, 401],
        ["student", student.request, 403],
      ] as const) {
        const response = await call(request, api);
        if (notBuilt(response.status())) {
          notYetBuilt.push(label);
          break;
        }
        expect(response.status(), `${who} ${label}`).toBe(status);
        expect(await response.json(), `${who} ${label}`).toEqual({ error: { message: expect.any(String) } });
      }
    }
    expect(await contentSnapshot(ids), "no non-admin call wrote anything").toEqual(before);
    // The admin's GET gets through (writes are the other helpers' specs to check).
    for (const path of ["/api/admin/articles", "/api/categories"]) {
      const adminRead = await admin.request.get(path);
      expect(adminRead.status(), `admin GET ${path}`).toBe(200);
    }

    if (notYetBuilt.length) test.info().annotations.push({ type: "not built in this branch", description: [...new Set(notYetBuilt)].join(", ") });
    await anonymous.close();
    await admin.context().close();
    await student.context().close();
  },
);

test(
  "an admin's GET /api/categories lists the catalogue's article categories with the spec's field names, never cached",
  ONCE,
  async ({ browser, clientIp }) => {
    const { page: admin } = await newSignedInPage(browser, clientIp);
    await makeAdmin(admin);
    const response = await admin.request.get("/api/categories");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    const categories: Record<string, unknown>[] = await response.json();
    expect(categories.map((category) => category.id).sort()).toEqual(["application-guide", "funding", "news", "student-life", "tips"]);
    for (const category of categories) expect(Object.keys(category).sort()).toEqual(["createdAt", "description", "id", "name", "slug"]);
    expect(categories).toContainEqual(expect.objectContaining({ id: "funding", name: "Funding & Scholarships", slug: "funding" }));
    // The same list, in the same order, as the admin article list's category filter offers.
    await admin.goto("/admin/articles");
    const offered = await admin.locator("#article-category option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offered).toEqual(["all", ...categories.map((category) => category.id)]);
    await admin.context().close();
  },
);

test("a student's and a visitor's POSTs to admin actions are refused and write nothing", ONCE, async ({ browser, clientIp }) => {
  const ids = await seededIds();
  const { page: student } = await newSignedInPage(browser, clientIp);
  const anonymous = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
  const before = await contentSnapshot(ids);
  const rebuildsBefore = await student.request.get("/admin/operations");
  expect(rebuildsBefore.status()).toBe(403);

  const posts: { path: string; form: Record<string, string> }[] = [
    { path: "/admin/operations", form: { intent: "rebuild", projection: "counseling.counselors" } },
    { path: "/admin/operations", form: { intent: "retry", queue: "projections", jobId: "1" } },
    { path: "/admin/articles/new", form: { title: "Forged article", content: "Forged", categoryId: "guide", readTime: "5" } },
    { path: `/admin/articles/${ids.article}/edit`, form: { title: "Forged rename", content: "Forged", categoryId: "guide", readTime: "5" } },
    { path: "/admin/scholarships/new", form: { title: "Forged scholarship", description: "Forged", provider: "Forged" } },
    { path: `/admin/scholarships/${ids.scholarship}/edit`, form: { title: "Forged rename", description: "Forged", provider: "Forged" } },
    // Restores name version 1 as current: seeded streams are at version 1 or more, so a restore that got through could only conflict or write.
    { path: `/admin/articles/${ids.article}/history`, form: { fromVersion: "1", expectedVersion: "1" } },
    { path: `/admin/scholarships/${ids.scholarship}/history`, form: { fromVersion: "1", expectedVersion: "1" } },
    {
      path: "/admin/official-fees/new",
      form: { destinationId: "dest_usa", kind: "visa", label: "Forged fee", per: "once", checkedOn: "2026-11-23", note: "Forged" },
    },
    {
      path: `/admin/official-fees/${SEEDED_FEE}/edit`,
      form: { destinationId: "dest_usa", kind: "visa", label: "Forged rename", per: "once", checkedOn: "2026-11-23", note: "Forged" },
    },
    { path: `/admin/official-fees/${SEEDED_FEE}/history`, form: { fromVersion: "1", expectedVersion: "1" } },
    { path: "/admin/destinations/new", form: { name: "Forged destination", description: "Forged", content: "Forged", currency: "Forged" } },
    { path: "/admin/exchange-rates", form: { currency: "JMD", unitsPerUsd: "1", asOf: "2026-11-23", sourceUrl: "https://example.org/forged" } },
    { path: "/admin/events/new", form: { title: "Forged event", description: "Forged", type: "webinar", startsAt: "2030-01-01T19:00", durationMinutes: "60" } },
    { path: `/admin/events/${SEEDED_EVENT}/edit`, form: { title: "Forged rename", description: "Forged", type: "webinar", expectedVersion: "1" } },
    { path: `/admin/events/${SEEDED_EVENT}/history`, form: { fromVersion: "1", expectedVersion: "1" } },
    { path: "/admin/events?index", form: { intent: "cancel", eventId: SEEDED_EVENT } },
  ];
  for (const [who, request, status] of [
    ["anonymous", anonymous.request, 401],
    ["student", student.request, 403],
  ] as const) {
    for (const post of posts) {
      const response = await request.post(post.path, { form: post.form, maxRedirects: 0 });
      // The operations action and the history pages are built; the other forms may not be built here yet (404/405).
      const built =
        post.path === "/admin/operations" ||
        post.path.endsWith("/history") ||
        post.path === "/admin/destinations/new" ||
        OFFICIAL_FEE_PAGES.some((page) => post.path.startsWith(page));
      if (!built && notBuilt(response.status())) continue;
      expect(response.status(), `${who} POST ${post.path}`).toBe(status);
    }
  }
  expect(await contentSnapshot(ids)).toEqual(before);

  // No rebuild was queued: the admin sees none on the operations page.
  const { page: admin } = await newSignedInPage(browser, clientIp);
  await makeAdmin(admin);
  await admin.goto("/admin/operations");
  await expect(admin.locator('tr[data-projection="counseling.counselors"]')).not.toContainText(/Rebuil(d queued|ding|t from)/);
  await anonymous.close();
  await admin.context().close();
  await student.context().close();
});
