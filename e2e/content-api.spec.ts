import { expect, ONCE, test } from "./fixtures.ts";

/** The scholarship fields, plus currency and eligibilityCriteria (the admin form's names) and where the facts were checked. */
const SCHOLARSHIP_FIELDS = [
  "id",
  "title",
  "slug",
  "description",
  "provider",
  "amount",
  "currency",
  "deadline",
  "eligibility",
  "eligibilityCriteria",
  "applicationUrl",
  "destinationId",
  "pathwayId",
  "isFeatured",
  "isActive",
  "createdAt",
  "updatedAt",
  "sourceUrl",
  "lastVerifiedOn",
  "howToApply",
  "isClosed",
  "deadlineCycle",
  "deadlineNote",
  "deadlineSourceUrl",
  "opensOn",
  "earlierCycles",
  "fixedWindow",
  "window",
];
/** The article fields; the list leaves the body out. */
const ARTICLE_FIELDS = [
  "id",
  "title",
  "slug",
  "excerpt",
  "imageUrl",
  "categoryId",
  "destinationId",
  "pathwayId",
  "authorId",
  "readTime",
  "isPublished",
  "isFeatured",
  "publishedAt",
  "createdAt",
  "updatedAt",
];
const ODD_KEYS = ["%27%20or%201%3D1%20--", "%3Cscript%3E", "%E2%9C%88", "%00", "%25", "x".repeat(2000)];

interface Article {
  id: string;
  slug: string;
  categoryId: string | null;
  publishedAt: string;
  isPublished: boolean;
}

test.describe("GET /api/scholarships", () => {
  test("lists every active scholarship with the spec's field names, the open ones first, closed ones after", ONCE, async ({ request }) => {
    const response = await request.get("/api/scholarships");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    const scholarships = await response.json();
    expect(scholarships.length).toBeGreaterThanOrEqual(10);
    for (const field of SCHOLARSHIP_FIELDS) expect(scholarships[0]).toHaveProperty(field);
    expect(scholarships.every((scholarship: { isActive: boolean }) => scholarship.isActive)).toBe(true);
    const closed = scholarships.map((scholarship: { isClosed: boolean }) => scholarship.isClosed);
    expect(closed).toEqual([...closed].sort((a, b) => Number(a) - Number(b)));
    expect(closed).toContain(true);
    expect(scholarships).toContainEqual(
      expect.objectContaining({
        slug: "gates-cambridge-scholarship",
        provider: "Gates Cambridge Trust",
        destinationId: "uk",
        lastVerifiedOn: "2026-11-23",
      }),
    );
  });

  test("featured=true lists only featured scholarships; any other value is ignored", ONCE, async ({ request }) => {
    const all = await (await request.get("/api/scholarships")).json();
    const featured = await (await request.get("/api/scholarships?featured=true")).json();
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((scholarship: { isFeatured: boolean }) => scholarship.isFeatured)).toBe(true);
    // The featured ones that are open, as the home page shows them.
    expect(featured).toHaveLength(
      all.filter((scholarship: { isFeatured: boolean; isClosed: boolean }) => scholarship.isFeatured && !scholarship.isClosed).length,
    );
    for (const odd of ["false", "1", "yes", "", "<b>"]) {
      const response = await request.get(`/api/scholarships?featured=${odd}`);
      expect(response.status(), odd).toBe(200);
      expect(await response.json()).toHaveLength(all.length);
    }
    expect((await request.get("/api/scholarships?featured=%00")).status()).toBe(400);
  });
});

test.describe("GET /api/scholarships/{id}", () => {
  test("returns one scholarship by id or by slug", ONCE, async ({ request }) => {
    const byId = await request.get("/api/scholarships/scholarship_chevening_scholarships");
    expect(byId.status()).toBe(200);
    const scholarship = await byId.json();
    // Closed (its last confirmed deadline was the 2026/27 cycle's) but still reachable.
    expect(scholarship).toMatchObject({
      id: "scholarship_chevening_scholarships",
      slug: "chevening-scholarships",
      title: "Chevening Scholarships",
      isActive: true,
      deadline: "2025-10-07",
      deadlineCycle: "2026/27 cycle, for study from autumn 2026",
      isClosed: true,
    });
    for (const field of SCHOLARSHIP_FIELDS) expect(scholarship).toHaveProperty(field);
    expect(await (await request.get("/api/scholarships/chevening-scholarships")).json()).toEqual(scholarship);
  });

  test("answers 404 with the JSON error shape for an unknown or odd id", ONCE, async ({ request }) => {
    const missing = await request.get("/api/scholarships/hogwarts-bursary");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: { message: "Scholarship not found" } });
    for (const key of ODD_KEYS) {
      const response = await request.get(`/api/scholarships/${key}`);
      expect(response.status(), key.slice(0, 20)).toBe(404);
      // A control character in the address is refused at the edge, before the route.
      expect(await response.json()).toEqual({ error: { message: key === "%00" ? "Nothing exists at this address." : "Scholarship not found" } });
    }
  });
});

test.describe("GET /api/articles", () => {
  test("lists published articles, newest first, with the spec's field names and without the body", ONCE, async ({ request }) => {
    const response = await request.get("/api/articles");
    expect(response.status()).toBe(200);
    const articles: Article[] = await response.json();
    expect(articles.length).toBeGreaterThanOrEqual(24);
    for (const field of ARTICLE_FIELDS) expect(articles[0]).toHaveProperty(field);
    expect(articles[0]).not.toHaveProperty("content");
    expect(articles[0]).not.toHaveProperty("contentHtml");
    expect(articles.every((article) => article.isPublished)).toBe(true);
    const dates = articles.map((article) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test("categoryId narrows to one category, and limit caps the list", ONCE, async ({ request }) => {
    const funding: Article[] = await (await request.get("/api/articles?categoryId=funding")).json();
    expect(funding.length).toBeGreaterThanOrEqual(8);
    expect(funding.every((article) => article.categoryId === "funding")).toBe(true);

    const three: Article[] = await (await request.get("/api/articles?categoryId=student-life&limit=3")).json();
    expect(three).toHaveLength(3);
    expect(three.every((article) => article.categoryId === "student-life")).toBe(true);

    expect(await (await request.get("/api/articles?categoryId=no-such-category")).json()).toEqual([]);
  });

  test("a limit out of range is clamped to 1-100 and one that is not a number is ignored, never an error", ONCE, async ({ request }) => {
    const all: Article[] = await (await request.get("/api/articles")).json();
    const cases: [string, number][] = [
      ["0", 1],
      ["-5", 1],
      ["2.9", 2],
      ["1e3", Math.min(all.length, 100)],
      ["100000", Math.min(all.length, 100)],
      ["abc", all.length],
      ["", all.length],
      ["Infinity", all.length],
    ];
    for (const [limit, expected] of cases) {
      const response = await request.get(`/api/articles?limit=${limit}`);
      expect(response.status(), limit).toBe(200);
      expect(await response.json(), limit).toHaveLength(expected);
    }
  });

  test("odd categoryId values match nothing and never error", ONCE, async ({ request }) => {
    for (const categoryId of ["%27%20or%201%3D1%20--", "%3Cscript%3E", "%25", "x".repeat(2000), "%E2%9C%88"]) {
      const response = await request.get(`/api/articles?categoryId=${categoryId}`);
      expect(response.status(), categoryId.slice(0, 20)).toBe(200);
      expect(await response.json()).toEqual([]);
    }
    // A control character never reaches the query: the edge refuses it.
    for (const query of ["limit=%00", "categoryId=%00"]) expect((await request.get(`/api/articles?${query}`)).status(), query).toBe(400);
  });
});

test.describe("GET /api/articles/{slug or id}", () => {
  test("returns one published article by slug or id, with its content and compiled HTML", ONCE, async ({ request }) => {
    const response = await request.get("/api/articles/avoiding-scholarship-scams");
    expect(response.status()).toBe(200);
    const article = await response.json();
    for (const field of [...ARTICLE_FIELDS, "content", "contentHtml"]) expect(article).toHaveProperty(field);
    expect(article).toMatchObject({ id: "article_avoiding_scholarship_scams", categoryId: "funding", isPublished: true, authorId: null });
    expect(article.content).toContain("## Warning signs");
    expect(article.contentHtml).toContain("<h2");
    expect(await (await request.get("/api/articles/article_avoiding_scholarship_scams")).json()).toEqual(article);
  });

  test("answers 404 with the JSON error shape for an unknown or odd slug", ONCE, async ({ request }) => {
    const missing = await request.get("/api/articles/how-to-train-your-dragon");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: { message: "Article not found" } });
    for (const key of ODD_KEYS) {
      const response = await request.get(`/api/articles/${key}`);
      expect(response.status(), key.slice(0, 20)).toBe(404);
      expect(await response.json()).toEqual({ error: { message: key === "%00" ? "Nothing exists at this address." : "Article not found" } });
    }
  });
});

test("GET /api/categories is the admin filter's call: signed out it answers 401 in the JSON error shape, never cached", ONCE, async ({ request }) => {
  const response = await request.get("/api/categories");
  expect(response.status()).toBe(401);
  expect(response.headers()["cache-control"]).toContain("no-store");
  expect(await response.json()).toEqual({ error: { message: "Not signed in" } });
});
