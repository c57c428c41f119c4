import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catchUp, closeProjectionsQueue } from "../eventstore/index.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { scholarships as seedScholarships } from "../../infra/seed/funding/scholarships.ts";
import { featuredScholarships, listScholarships, publicScholarship, scholarshipsProjection, syncScholarship, type Scholarship } from "./index.ts";

const by = { actor: "system", requestId: "funding-queries-test" };

function award(overrides: Partial<Scholarship> & Pick<Scholarship, "id" | "slug" | "title">): Scholarship {
  return {
    description: "A test award for Caribbean students.",
    provider: "Test Foundation",
    amount: "Partial tuition",
    currency: "USD",
    deadline: null,
    eligibility: null,
    howToApply: null,
    applicationUrl: "https://example.org/apply",
    sourceUrl: "https://example.org/source",
    lastVerifiedOn: "2026-01-15",
    destinationId: null,
    pathwayId: null,
    isFeatured: false,
    isActive: true,
    ...overrides,
  };
}

/** Its deadline passed long ago; featured, so the featured list must drop it too. */
const closed = award({ id: "scholarship_closed_award", slug: "closed-award", title: "Closed Award", deadline: "2001-03-31", destinationId: "canada", isFeatured: true });
/** Open with a known deadline, and a fourth open featured award, so the featured limit has something to cut. */
const closesSoon = award({ id: "scholarship_closes_soon", slug: "closes-soon", title: "Closes Soon Award", deadline: "2999-06-01", isFeatured: true, amount: "Full tuition and living stipend" });
const inactive = award({ id: "scholarship_withdrawn", slug: "withdrawn-award", title: "Withdrawn Award", isActive: false });

beforeAll(async () => {
  for (const scholarship of [...seedScholarships, closed, closesSoon, inactive]) await syncScholarship(scholarship, by);
  await catchUp(scholarshipsProjection);
});

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const ids = (list: { id: string }[]) => list.map((scholarship) => scholarship.id);

describe("closed scholarships", () => {
  it("leave the default list, and come back marked closed when asked for", async () => {
    const open = await listScholarships();
    expect(ids(open)).not.toContain(closed.id);
    expect(open.every((scholarship) => !scholarship.isClosed)).toBe(true);
    expect(open).toHaveLength(seedScholarships.length + 1);

    const all = await listScholarships({ includeClosed: true });
    expect(all).toHaveLength(open.length + 1);
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
    const chevening = await publicScholarship("chevening-scholarships");
    expect(chevening).toMatchObject({ deadline: null, isClosed: false });
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

  it("combines the search, destination and amount filters", async () => {
    const matching = await listScholarships({ q: "university", destination: "canada", amount: "full" });
    expect(ids(matching)).toEqual(["scholarship_lester_b_pearson_international_scholarship"]);
  });

  it("searches title, description or provider, ignoring case", async () => {
    expect(ids(await listScholarships({ q: "CHEVENING" }))).toContain("scholarship_chevening_scholarships");
    // Provider only: "Gates Cambridge Trust".
    expect(ids(await listScholarships({ q: "cambridge trust" }))).toEqual(["scholarship_gates_cambridge_scholarship"]);
    // Description only.
    expect(ids(await listScholarships({ q: "Coimbra Group" }))).toEqual(["scholarship_oas_paec_partnership_scholarships"]);
  });

  it.each(["%", "_", "\\", "' or 1=1 --", "<script>alert(1)</script>", "x".repeat(5000), "日本語", "🎓", "\u0000"])(
    "searches safely for %j",
    async (term) => {
      await expect(listScholarships({ q: term })).resolves.toEqual(term === "\u0000" ? await listScholarships() : []);
    },
  );
});

describe("featured scholarships", () => {
  it("are at most three, featured, active and open, the soonest deadline first", async () => {
    const featured = await featuredScholarships(3);
    expect(featured).toHaveLength(3);
    expect(featured.every((scholarship) => scholarship.isFeatured && scholarship.isActive && !scholarship.isClosed)).toBe(true);
    expect(ids(featured)).not.toContain(closed.id);
    expect(featured[0]?.id).toBe(closesSoon.id);
    // Four open awards are featured; the limit cuts the list.
    expect(await listScholarships({ featured: true })).toHaveLength(4);
    expect(await featuredScholarships(1)).toHaveLength(1);
  });
});
