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
  listSchools,
  schoolBySlug,
  schoolCostAmountsById,
  schoolsInDestination,
  schoolsTeachingPathway,
} from "./index.ts";

beforeAll(async () => {
  await seed({ actor: "system", requestId: "catalog-queries-test" }, { directory: false });
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
      "dest_canada",
      "dest_usa",
      "dest_uk",
      "dest_ireland",
      "dest_germany",
      "dest_australia",
      "dest_jamaica",
      "dest_bahamas",
      "dest_barbados",
      "dest_trinidad",
      "dest_eastern_caribbean",
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

  it.each(["%", "_", "\\", "' or 1=1 --", "<script>alert(1)</script>", "x".repeat(5000), "日本語", "🇯🇲"])("searches safely for %j", async (term) => {
    await expect(listDestinations({ q: term })).resolves.toEqual([]);
  });

  it("features up to six destinations in the fixed order", async () => {
    expect((await featuredDestinations()).map((destination) => destination.slug)).toEqual(["canada", "usa", "uk", "ireland", "germany", "australia"]);
  });

  it("finds a destination by slug, and nothing for an unknown one", async () => {
    expect((await destinationBySlug("trinidad-tobago"))?.id).toBe("dest_trinidad");
    expect(await destinationBySlug("atlantis")).toBeNull();
  });
});

describe("pathways and schools", () => {
  it("lists the nineteen pathways with medicine, engineering and IT first", async () => {
    const slugs = (await listPathways()).map((pathway) => pathway.slug);
    expect(slugs).toHaveLength(19);
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

describe("schools' quick facts", () => {
  it("corrects the University of Toronto's student population to the university's 2024-25 figure", async () => {
    expect((await schoolBySlug("university-of-toronto"))?.studentPopulation).toBe("102,431 full- and part-time students across three campuses (2024-25)");
  });

  it("keeps tuition as a structured amount with its cycle, source and verified date, beside the display text", async () => {
    const school = await schoolBySlug("toronto-metropolitan-university");
    const tuition = school?.quickFacts.tuition;
    expect(tuition?.status).toBe("verified");
    if (tuition?.status !== "verified") return;
    expect(tuition.statements[0]).toMatchObject({
      cycle: "2025-2026",
      sourceUrl: "https://www.torontomu.ca/admissions/tuition-fees/",
      verifiedOn: "2026-11-23",
      amounts: [{ currency: "CAD", min: 36806, max: 42498, period: "year", label: "International full-time undergraduate" }],
    });
    expect(school?.tuitionRange).toMatch(/^International full-time undergraduate tuition \$36,806–\$42,498: .* \(2025-2026\)$/);
  });

  it("records a fact not found with the official page to check, and keeps an old cycle's figure labelled with its year", async () => {
    const mcgill = await schoolBySlug("mcgill-university");
    expect(mcgill?.quickFacts.tuition).toEqual({
      status: "not-found",
      note: null,
      checkUrl: "https://mcgill.ca/student-accounts/node/98/",
      checkedOn: "2026-11-23",
    });
    expect(mcgill?.tuitionRange).toBeNull();
    const utech = await schoolBySlug("university-of-technology-jamaica");
    expect(utech?.quickFacts.tuition.status === "verified" && utech.quickFacts.tuition.statements[0]?.cycle).toBe("2021/22");
  });

  it("gives the planner each school's tuition, living-cost and fee amounts, in their own currencies and periods", async () => {
    const amounts = await schoolCostAmountsById(["school_howard_university", "school_unknown", "school_toronto_metropolitan_university"]);
    expect(amounts.get("school_unknown")).toEqual([]);
    const howard = amounts.get("school_howard_university") ?? [];
    expect(howard.filter((amount) => amount.fact === "tuition")).toEqual([
      {
        fact: "tuition",
        label: "Tuition",
        currency: "USD",
        min: 37996,
        max: 37996,
        period: "year",
        cycle: "2026-2027",
        olderPage: false,
        sourceUrl: "https://financialservices.howard.edu/2026-2027-estimated-cost-attendance",
        verifiedOn: "2026-11-23",
      },
      {
        fact: "tuition",
        label: "Mandatory fees",
        currency: "USD",
        min: 940,
        max: 940,
        period: "year",
        cycle: "2026-2027",
        olderPage: false,
        sourceUrl: "https://financialservices.howard.edu/2026-2027-estimated-cost-attendance",
        verifiedOn: "2026-11-23",
      },
    ]);
    expect(howard.some((amount) => amount.fact === "livingCosts" && amount.label === "Housing, on campus" && amount.min === 13618)).toBe(true);
    const toronto = amounts.get("school_toronto_metropolitan_university") ?? [];
    expect(toronto.find((amount) => amount.fact === "livingCosts")).toMatchObject({
      currency: "CAD",
      min: 22895,
      max: 22895,
      period: "year",
      cycle: "from 1 Sep 2025",
    });
    expect(await schoolCostAmountsById([])).toEqual(new Map());
  });

  it("gives every school all five quick facts, each verified with a source or not found with a page to check", async () => {
    for (const school of await listSchools()) {
      for (const fact of Object.values(school.quickFacts)) {
        expect(["verified", "not-found"], school.slug).toContain(fact.status);
        if (fact.status === "verified") for (const statement of fact.statements) expect(statement.verifiedOn, school.slug).toBe("2026-11-23");
      }
    }
  });
});
