import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeProjectionsQueue } from "../eventstore/index.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { seed } from "../../infra/seed/index.ts";
import {
  destinationBySlug,
  featuredDestinations,
  featuredSchools,
  listDestinations,
  listPathways,
  schoolBySlug,
  schoolsInDestination,
  schoolsTeachingPathway,
} from "./index.ts";

beforeAll(async () => {
  await seed({ actor: "system", requestId: "catalog-queries-test" });
});

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("destinations", () => {
  it("lists international then Caribbean destinations in the spec's orders", async () => {
    const ids = (await listDestinations()).map((destination) => destination.id);
    expect(ids).toEqual([
      "dest_canada", "dest_usa", "dest_uk", "dest_ireland", "dest_germany", "dest_australia",
      "dest_jamaica", "dest_bahamas", "dest_barbados", "dest_trinidad", "dest_eastern_caribbean",
    ]);
  });

  it("filters by type and searches name or description case-insensitively", async () => {
    expect((await listDestinations({ type: "caribbean" })).every((destination) => destination.isCaribbean)).toBe(true);
    expect((await listDestinations({ type: "international" })).some((destination) => destination.isCaribbean)).toBe(false);
    expect((await listDestinations({ q: "JAMAICA" })).map((destination) => destination.slug)).toContain("jamaica");
    expect(await listDestinations({ q: "jamaica", type: "international" })).not.toContainEqual(expect.objectContaining({ slug: "jamaica" }));
  });

  it("treats control characters (NUL included) as spaces instead of failing", async () => {
    expect((await listDestinations({ q: "jam\u0000" })).map((destination) => destination.slug)).toEqual(["jamaica"]);
  });

  it.each(["%", "_", "\\", "' or 1=1 --", "<script>alert(1)</script>", "x".repeat(5000), "日本語", "🇯🇲"])(
    "searches safely for %j",
    async (term) => {
      await expect(listDestinations({ q: term })).resolves.toEqual([]);
    },
  );

  it("features up to six destinations in the fixed order", async () => {
    expect((await featuredDestinations()).map((destination) => destination.slug)).toEqual(["canada", "usa", "uk", "ireland", "germany", "australia"]);
  });

  it("finds a destination by slug, and nothing for an unknown one", async () => {
    expect((await destinationBySlug("trinidad-tobago"))?.id).toBe("dest_trinidad");
    expect(await destinationBySlug("atlantis")).toBeNull();
  });
});

describe("pathways and schools", () => {
  it("lists the sixteen pathways with medicine, engineering and IT first", async () => {
    const slugs = (await listPathways()).map((pathway) => pathway.slug);
    expect(slugs).toHaveLength(16);
    expect(slugs.slice(0, 3)).toEqual(["medicine", "engineering", "information-technology"]);
    expect((await listPathways({ q: "LAW" })).map((pathway) => pathway.slug)).toContain("law");
  });

  it("searches a destination's schools by name, location or type", async () => {
    const all = await schoolsInDestination("dest_canada");
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect((await schoolsInDestination("dest_canada", { q: "montreal" })).map((school) => school.slug)).toContain("mcgill-university");
    expect((await schoolsInDestination("dest_canada", { q: "UNIVERSITY" })).length).toBeGreaterThan(0);
    expect(await schoolsInDestination("dest_canada", { q: "no such school anywhere" })).toEqual([]);
  });

  it("returns a school with the spec's field names", async () => {
    const school = await schoolBySlug("university-of-toronto");
    expect(school).toMatchObject({ name: "University of Toronto", destinationId: "dest_canada", type: "university", isFeatured: true });
    expect(school).toHaveProperty("tuitionRange");
    expect(school).toHaveProperty("admissionRequirements");
    expect(await schoolBySlug("hogwarts")).toBeNull();
  });

  it("features six schools and finds the schools that teach a pathway", async () => {
    expect(await featuredSchools()).toHaveLength(6);
    const medicine = await schoolsTeachingPathway("medicine");
    expect(medicine.length).toBeGreaterThan(0);
    expect(medicine.every((school) => school.pathwaySlugs.includes("medicine"))).toBe(true);
  });
});
