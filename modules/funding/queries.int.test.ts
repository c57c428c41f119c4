import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appendEvents, catchUp, closeProjectionsQueue } from "../eventstore/index.ts";
import { closeDatabase, closeRedis, todayUtc } from "../platform/index.ts";
import { scholarships as seedScholarships } from "../../infra/seed/funding/scholarships.ts";
import {
  featuredScholarships,
  fundingWindow,
  isClosedWindow,
  listScholarships,
  publicScholarship,
  scholarshipListing,
  scholarshipsProjection,
  syncScholarship,
  type Scholarship,
} from "./index.ts";

const by = { actor: "system", requestId: "funding-queries-test" };

function award(overrides: Partial<Scholarship> & Pick<Scholarship, "id" | "slug" | "title">): Scholarship {
  return {
    description: "A test award for Caribbean students.",
    provider: "Test Foundation",
    amount: "Partial tuition",
    currency: "USD",
    deadline: null,
    deadlineCycle: null,
    deadlineNote: null,
    deadlineSourceUrl: null,
    opensOn: null,
    earlierCycles: [],
    fixedWindow: true,
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    eligibility: null,
    howToApply: null,
    applicationUrl: "https://example.org/apply",
    sourceUrl: "https://example.org/source",
    sourceConfidence: null,
    lastVerifiedOn: "2026-01-15",
    destinationId: null,
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
    ...overrides,
  };
}

/** Its deadline passed long ago; featured, so the featured list must drop it too. */
const closed = award({
  id: "scholarship_closed_award",
  slug: "closed-award",
  title: "Closed Award",
  deadline: "2001-03-31",
  destinationId: "canada",
  isFeatured: true,
});
/** Open with a known deadline, and a fourth open featured award, so the featured limit has something to cut. */
const closesSoon = award({
  id: "scholarship_closes_soon",
  slug: "closes-soon",
  title: "Closes Soon Award",
  deadline: "2999-06-01",
  isFeatured: true,
  amount: "Full tuition and living stipend",
});
const inactive = award({ id: "scholarship_withdrawn", slug: "withdrawn-award", title: "Withdrawn Award", isActive: false });

/** Listed at event schema version 1, before deadlines had a cycle, a note or a source. */
const listedLongAgo = award({ id: "scholarship_listed_long_ago", slug: "listed-long-ago", title: "Listed Long Ago Award", deadline: "2999-01-31" });
const { deadlineCycle: _cycle, deadlineNote: _note, deadlineSourceUrl: _source, ...listedAtVersionOne } = listedLongAgo;

/** The facts file was checked on this day (infra/seed/funding/scholarships.ts). */
const VERIFIED_ON = "2026-11-23";
/** The cycles file was checked on this day; the awards taken from it say so. */
const CYCLES_VERIFIED_ON = "2026-11-27";
/** Seed scholarships not closed today: a confirmed cycle open or to come, no yearly window, or no dates at all (cycles.ts). */
const seedOpen = seedScholarships.filter((scholarship) => !isClosedWindow(fundingWindow(scholarship, todayUtc())));

beforeAll(async () => {
  for (const scholarship of [...seedScholarships, closed, closesSoon, inactive]) await syncScholarship(scholarship, by);
  await appendEvents(
    [
      {
        streamId: `scholarship-${listedAtVersionOne.id}`,
        expectedVersion: "no_stream",
        events: [{ type: "ScholarshipListed", schemaVersion: 1, data: listedAtVersionOne }],
      },
    ],
    by,
  );
  await catchUp(scholarshipsProjection);
});

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const ids = (list: { id: string }[]) => list.map((scholarship) => scholarship.id);

describe("the funding page's listing", () => {
  it("leaves closed scholarships out and counts them, or lists them after every open one when asked for", async () => {
    const hidden = await scholarshipListing({});
    expect(hidden.scholarships.every((scholarship) => !scholarship.isClosed)).toBe(true);
    expect(hidden.hiddenClosed).toBe(1 + seedScholarships.length - seedOpen.length);

    const shown = await scholarshipListing({ includeClosed: true });
    expect(shown.hiddenClosed).toBe(0);
    const firstClosed = shown.scholarships.findIndex((scholarship) => scholarship.isClosed);
    expect(ids(shown.scholarships.slice(0, firstClosed))).toEqual(ids(hidden.scholarships));
    expect(shown.scholarships.slice(firstClosed).every((scholarship) => scholarship.isClosed)).toBe(true);
    expect(shown.scholarships).toHaveLength(hidden.scholarships.length + hidden.hiddenClosed);
  });
});

describe("closed scholarships", () => {
  it("leave the default list, and come back marked closed when asked for", async () => {
    const open = await listScholarships();
    expect(ids(open)).not.toContain(closed.id);
    expect(open.every((scholarship) => !scholarship.isClosed)).toBe(true);
    // The seed's open ones, "Closes Soon" and the one listed at schema version 1.
    expect(open).toHaveLength(seedOpen.length + 2);

    const all = await listScholarships({ includeClosed: true });
    expect(all).toHaveLength(open.length + 1 + seedScholarships.length - seedOpen.length);
    expect(all.find((scholarship) => scholarship.id === closed.id)).toMatchObject({ isClosed: true, deadline: "2001-03-31" });
  });

  it("a deadline is open through its own day and closed the day after", async () => {
    expect(ids(await listScholarships({ q: "Closes Soon", on: "2999-06-01" }))).toEqual([closesSoon.id]);
    expect(await listScholarships({ q: "Closes Soon", on: "2999-06-02" })).toEqual([]);
    expect(await listScholarships({ q: "Closes Soon", on: "2999-06-02", includeClosed: true })).toMatchObject([{ id: closesSoon.id, isClosed: true }]);
  });

  it("stay reachable by id or slug, marked closed", async () => {
    expect(await publicScholarship(closed.id)).toMatchObject({ slug: "closed-award", isClosed: true });
    expect(await publicScholarship("closed-award")).toMatchObject({ id: closed.id, isClosed: true });
  });

  it("a scholarship with no deadline is never closed", async () => {
    const gate = await publicScholarship("trinidad-and-tobago-gate");
    expect(gate).toMatchObject({ deadline: null, isClosed: false });
  });
});

describe("seeded scholarship facts (checked on 2026-11-23)", () => {
  it("a seeded scholarship whose last confirmed deadline is an earlier cycle's is closed, with that cycle and where it was stated", async () => {
    const chevening = await publicScholarship("chevening-scholarships", VERIFIED_ON);
    expect(chevening).toMatchObject({
      isClosed: true,
      deadline: "2025-10-07",
      deadlineCycle: "2026/27 cycle, for study from autumn 2026",
      deadlineSourceUrl: "https://www.legit.ng/education/1663790-chevening-scholarships-announces-date-202627-application/",
      lastVerifiedOn: VERIFIED_ON,
      sourceUrl: expect.stringMatching(/^https:\/\/www\.chevening\.org\//),
      sourceConfidence: "high",
    });
    expect(ids(await listScholarships({ on: VERIFIED_ON }))).not.toContain("scholarship_chevening_scholarships");
    expect(ids(await listScholarships({ on: VERIFIED_ON, includeClosed: true }))).toContain("scholarship_chevening_scholarships");
    // Every deadline the facts gave was an earlier cycle's: on that day each dated seed scholarship with a yearly window is closed.
    const dated = (await listScholarships({ on: VERIFIED_ON, includeClosed: true })).filter(
      (scholarship) => scholarship.deadline !== null && scholarship.fixedWindow && seedScholarships.some((seed) => seed.id === scholarship.id),
    );
    expect(dated.length).toBeGreaterThanOrEqual(20);
    expect(dated.filter((scholarship) => !scholarship.isClosed)).toEqual([]);
  });

  it("every seeded scholarship was verified on the day its data file was checked (2026-11-23 or 2026-11-27) against a graded source, and every dated deadline names its cycle and source", async () => {
    const seeded = (await listScholarships({ includeClosed: true })).filter((scholarship) => seedScholarships.some((seed) => seed.id === scholarship.id));
    expect(seeded).toHaveLength(seedScholarships.length);
    for (const scholarship of seeded) {
      const seed = seedScholarships.find((candidate) => candidate.id === scholarship.id)!;
      expect([VERIFIED_ON, CYCLES_VERIFIED_ON], scholarship.slug).toContain(seed.lastVerifiedOn);
      expect(scholarship, scholarship.slug).toMatchObject({
        lastVerifiedOn: seed.lastVerifiedOn,
        sourceUrl: expect.stringMatching(/^https?:\/\//),
        sourceConfidence: seed.sourceConfidence,
      });
      if (scholarship.deadline)
        expect(scholarship, scholarship.slug).toMatchObject({ deadlineCycle: expect.any(String), deadlineSourceUrl: expect.stringMatching(/^https?:\/\//) });
    }
  });

  it("a scholarship with no deadline by design says so instead of a date", async () => {
    for (const slug of ["trinidad-and-tobago-national-scholarships", "trinidad-and-tobago-gate", "barbados-scholarships-and-exhibitions"]) {
      const scholarship = await publicScholarship(slug, VERIFIED_ON);
      expect(scholarship, slug).toMatchObject({ deadline: null, isClosed: false, deadlineNote: expect.stringMatching(/^No (application|fixed) deadline: /) });
    }
  });

  it("the corrected links are the ones stored", async () => {
    expect(await publicScholarship("commonwealth-shared-scholarships")).toMatchObject({
      applicationUrl: "https://cscuk.fcdo.gov.uk/scholarships/commonwealth-shared-scholarships-applications/",
    });
    expect(await publicScholarship("ubc-international-major-entrance-scholarship")).toMatchObject({
      sourceUrl: "https://you.ubc.ca/financial-planning/scholarships-awards-international-students/",
    });
    expect(await publicScholarship("oas-academic-scholarship-program")).toMatchObject({
      applicationUrl: "https://www.oas.org/en/scholarships/Academic_Program_OAS_2026.asp",
    });
    expect((await publicScholarship("erasmus-mundus-joint-masters"))?.sourceUrl).not.toContain("eacea.ec.europa.eu");
  });

  it("lists the scholarships added from the facts file, closed when their last deadline has passed", async () => {
    const all = ids(await listScholarships({ includeClosed: true }));
    for (const id of [
      "scholarship_barbados_national_development_scholarships",
      "scholarship_errol_walton_barrow_scholarship",
      "scholarship_marcus_garvey_public_sector_graduate_scholarship",
      "scholarship_trinidad_and_tobago_national_bursaries",
      "scholarship_global_korea_scholarship_graduate",
      "scholarship_mofa_taiwan_scholarship",
      "scholarship_mexican_government_scholarships_for_international_students",
      "scholarship_turkiye_scholarships",
      "scholarship_mccall_macbain_scholarships",
      "scholarship_knight_hennessy_scholars",
    ]) {
      expect(all).toContain(id);
    }
    expect(await publicScholarship("knight-hennessy-scholars", VERIFIED_ON)).toMatchObject({
      isClosed: true,
      deadline: "2024-10-09",
      deadlineCycle: "2025 cohort",
    });
  });
});

describe("a scholarship listed at event schema version 1", () => {
  it("reads with no deadline cycle, note or source, and syncing the same content appends nothing", async () => {
    expect(await publicScholarship("listed-long-ago")).toMatchObject({
      deadline: "2999-01-31",
      deadlineCycle: null,
      deadlineNote: null,
      deadlineSourceUrl: null,
    });
    expect(await syncScholarship(listedLongAgo, by)).toBe("unchanged");
    expect(await syncScholarship({ ...listedLongAgo, deadlineCycle: "2999 round" }, by)).toBe("revised");
    await catchUp(scholarshipsProjection);
    expect(await publicScholarship("listed-long-ago")).toMatchObject({ deadlineCycle: "2999 round" });
  });
});

describe("inactive scholarships", () => {
  it("are never public, listed or by id or slug", async () => {
    expect(ids(await listScholarships({ includeClosed: true }))).not.toContain(inactive.id);
    expect(await listScholarships({ q: "Withdrawn" })).toEqual([]);
    expect(await publicScholarship(inactive.id)).toBeNull();
    expect(await publicScholarship("withdrawn-award")).toBeNull();
  });
});

describe("filters", () => {
  it.each(["full", "partial", "living"] as const)("amount %s narrows the list to amounts that say so", async (kind) => {
    const all = await listScholarships();
    const matching = await listScholarships({ amount: kind });
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(all.length);
    expect(matching.every((scholarship) => scholarship.amount?.toLowerCase().includes(kind))).toBe(true);
    // Nothing that says so is left out.
    const expected = all.filter((scholarship) => scholarship.amount?.toLowerCase().includes(kind));
    expect(ids(matching).sort()).toEqual(ids(expected).sort());
  });

  it.each(["canada", "usa", "uk", "caribbean"] as const)("destination %s keeps only awards for study there", async (destination) => {
    const matching = await listScholarships({ destination });
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.every((scholarship) => scholarship.destinationId === destination)).toBe(true);
  });

  it("a study level keeps the awards open to it: those for that level and those that name none", async () => {
    const all = await listScholarships({ includeClosed: true });
    const forLevel = (level: "undergraduate" | "postgraduate" | null) =>
      ids(all.filter((scholarship) => scholarship.studyLevels.length === 0 || (level !== null && scholarship.studyLevels.includes(level)))).sort();
    const undergraduate = await listScholarships({ includeClosed: true, openToStudyLevel: "undergraduate" });
    expect(ids(undergraduate)).not.toContain("scholarship_chevening_scholarships");
    expect(ids(undergraduate)).toContain("scholarship_uwi_open_scholarship");
    expect(ids(undergraduate).sort()).toEqual(forLevel("undergraduate"));
    const postgraduate = await listScholarships({ includeClosed: true, openToStudyLevel: "postgraduate" });
    expect(ids(postgraduate)).toContain("scholarship_chevening_scholarships");
    expect(ids(postgraduate)).not.toContain("scholarship_uwi_open_scholarship");
    expect(ids(postgraduate).sort()).toEqual(forLevel("postgraduate"));
    // A short course is neither level: only the awards that name none.
    const anyLevel = await listScholarships({ includeClosed: true, openToStudyLevel: null });
    expect(anyLevel.length).toBeGreaterThan(0);
    expect(ids(anyLevel).sort()).toEqual(forLevel(null));
  });

  it("combines the search, destination and amount filters", async () => {
    const matching = await listScholarships({ q: "university", destination: "canada", amount: "full", includeClosed: true });
    expect(ids(matching)).toEqual(["scholarship_lester_b_pearson_international_scholarship"]);
  });

  it("searches title, description or provider, ignoring case", async () => {
    expect(ids(await listScholarships({ q: "CHEVENING", includeClosed: true }))).toContain("scholarship_chevening_scholarships");
    // Provider only: "Gates Cambridge Trust".
    expect(ids(await listScholarships({ q: "cambridge trust", includeClosed: true }))).toEqual(["scholarship_gates_cambridge_scholarship"]);
    // Description only.
    expect(ids(await listScholarships({ q: "Coimbra Group", includeClosed: true }))).toEqual(["scholarship_oas_paec_partnership_scholarships"]);
  });

  it.each(["%", "_", "\\", "' or 1=1 --", "<script>alert(1)</script>", "x".repeat(5000), "日本語", "🎓", "\u0000"])("searches safely for %j", async (term) => {
    await expect(listScholarships({ q: term })).resolves.toEqual(term === "\u0000" ? await listScholarships() : []);
  });
});

describe("featured scholarships", () => {
  it("are at most three, featured, active and open, the soonest deadline first", async () => {
    const featured = await featuredScholarships(3);
    expect(featured).toHaveLength(3);
    expect(featured.every((scholarship) => scholarship.isFeatured && scholarship.isActive && !scholarship.isClosed)).toBe(true);
    expect(ids(featured)).not.toContain(closed.id);
    expect(featured[0]?.id).toBe(closesSoon.id);
    // Every open featured award is listed; the limit cuts the list.
    const openFeatured = 1 + seedOpen.filter((scholarship) => scholarship.isFeatured).length;
    expect(await listScholarships({ featured: true })).toHaveLength(openFeatured);
    expect(ids(await featuredScholarships(openFeatured - 1))).toEqual(ids(featured).slice(0, openFeatured - 1));
    expect(await featuredScholarships(1)).toHaveLength(1);
  });
});
