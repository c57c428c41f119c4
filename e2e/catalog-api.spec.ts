import { expect, ONCE, test } from "./fixtures.ts";

test(
  "GET /api/destinations lists the eleven seeded destinations (and the end-to-end one without schools) with the spec's field names",
  ONCE,
  async ({ request }) => {
    const response = await request.get("/api/destinations");
    expect(response.status()).toBe(200);
    const destinations = await response.json();
    expect(destinations).toHaveLength(12);
    expect(destinations[0]).toMatchObject({ id: "dest_canada", slug: "canada", name: "Canada", isCaribbean: false });
    for (const field of ["id", "name", "slug", "description", "imageUrl", "isPopular", "isCaribbean", "content", "createdAt", "updatedAt"]) {
      expect(destinations[0]).toHaveProperty(field);
    }
  },
);

test("GET /api/destinations/{slug} returns one destination, or 404", ONCE, async ({ request }) => {
  expect(await (await request.get("/api/destinations/trinidad-tobago")).json()).toMatchObject({ id: "dest_trinidad", isCaribbean: true });
  const missing = await request.get("/api/destinations/atlantis");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: { message: "Destination not found" } });
});

test("GET /api/pathways and /api/pathways/{slug}", ONCE, async ({ request }) => {
  const pathways = await (await request.get("/api/pathways")).json();
  // Sixteen seeded at first, Nursing (issue 25), Architecture and Veterinary Medicine (issue 27).
  expect(pathways).toHaveLength(19);
  expect(pathways[0]).toMatchObject({ slug: "medicine", iconClass: expect.any(String), color: expect.stringMatching(/^#/) });
  expect(await (await request.get("/api/pathways/law")).json()).toMatchObject({ slug: "law", name: "Law" });
  expect((await request.get("/api/pathways/alchemy")).status()).toBe(404);
});

test("GET /api/schools?destinationId= lists that destination's schools; /api/schools/{slug} one school, or 404", ONCE, async ({ request }) => {
  const schools = await (await request.get("/api/schools?destinationId=dest_canada")).json();
  expect(schools.length).toBeGreaterThanOrEqual(4);
  expect(schools.every((school: { destinationId: string }) => school.destinationId === "dest_canada")).toBe(true);
  expect(await (await request.get("/api/schools?destinationId=nowhere")).json()).toEqual([]);

  const toronto = await (await request.get("/api/schools/university-of-toronto")).json();
  for (const field of [
    "tuitionRange",
    "livingCosts",
    "applicationFee",
    "applicationDeadline",
    "englishRequirements",
    "acceptanceRate",
    "quickFacts",
    "highlights",
    "notableAlumni",
    "admissionRequirements",
  ]) {
    expect(toronto).toHaveProperty(field);
  }
  const missing = await request.get("/api/schools/hogwarts");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: { message: "School not found" } });
});

test("GET /api/schools/{slug} gives each quick fact's display text and its structured, sourced amounts", ONCE, async ({ request }) => {
  const howard = await (await request.get("/api/schools/howard-university")).json();
  expect(howard.tuitionRange).toBe("Undergraduate tuition $37,996 and mandatory fees $940 (one rate for all undergraduates) (2026-2027)");
  expect(howard.quickFacts.tuition).toEqual({
    status: "verified",
    note: null,
    statements: [
      {
        text: "Undergraduate tuition $37,996 and mandatory fees $940 (one rate for all undergraduates)",
        cycle: "2026-2027",
        olderPage: false,
        amounts: [
          { label: "Tuition", currency: "USD", min: 37996, max: 37996, period: "year" },
          { label: "Mandatory fees", currency: "USD", min: 940, max: 940, period: "year" },
        ],
        dates: [],
        sourceUrl: "https://financialservices.howard.edu/2026-2027-estimated-cost-attendance",
        confidence: "official",
        verifiedOn: "2026-11-23",
      },
    ],
  });
  expect(howard.quickFacts.englishRequirements).toEqual({
    status: "not-found",
    note: null,
    checkUrl: "https://admission.howard.edu/undergraduate/intl-first-year",
    checkedOn: "2026-11-23",
  });
  expect(howard.englishRequirements).toBeNull();
});
