import { expect, test } from "./fixtures.ts";

test("GET /api/destinations lists the eleven seeded destinations (and the end-to-end one without schools) with the spec's field names", async ({ request }) => {
  const response = await request.get("/api/destinations");
  expect(response.status()).toBe(200);
  const destinations = await response.json();
  expect(destinations).toHaveLength(12);
  expect(destinations[0]).toMatchObject({ id: "dest_canada", slug: "canada", name: "Canada", isCaribbean: false });
  for (const field of ["id", "name", "slug", "description", "imageUrl", "isPopular", "isCaribbean", "content", "createdAt", "updatedAt"]) {
    expect(destinations[0]).toHaveProperty(field);
  }
});

test("GET /api/destinations/{slug} returns one destination, or 404", async ({ request }) => {
  expect(await (await request.get("/api/destinations/trinidad-tobago")).json()).toMatchObject({ id: "dest_trinidad", isCaribbean: true });
  const missing = await request.get("/api/destinations/atlantis");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: { message: "Destination not found" } });
});

test("GET /api/pathways and /api/pathways/{slug}", async ({ request }) => {
  const pathways = await (await request.get("/api/pathways")).json();
  expect(pathways).toHaveLength(16);
  expect(pathways[0]).toMatchObject({ slug: "medicine", iconClass: expect.any(String), color: expect.stringMatching(/^#/) });
  expect(await (await request.get("/api/pathways/law")).json()).toMatchObject({ slug: "law", name: "Law" });
  expect((await request.get("/api/pathways/alchemy")).status()).toBe(404);
});

test("GET /api/schools?destinationId= lists that destination's schools; /api/schools/{slug} one school, or 404", async ({ request }) => {
  const schools = await (await request.get("/api/schools?destinationId=dest_canada")).json();
  expect(schools.length).toBeGreaterThanOrEqual(4);
  expect(schools.every((school: { destinationId: string }) => school.destinationId === "dest_canada")).toBe(true);
  expect(await (await request.get("/api/schools?destinationId=nowhere")).json()).toEqual([]);

  const toronto = await (await request.get("/api/schools/university-of-toronto")).json();
  for (const field of ["tuitionRange", "applicationFee", "applicationDeadline", "englishRequirements", "acceptanceRate", "highlights", "notableAlumni", "admissionRequirements"]) {
    expect(toronto).toHaveProperty(field);
  }
  const missing = await request.get("/api/schools/hogwarts");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: { message: "School not found" } });
});
