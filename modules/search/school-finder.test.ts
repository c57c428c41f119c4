import { describe, expect, it } from "vitest";
import { findSchools, readSchoolFinderQuery, FINDER_BUDGET_MESSAGE, FINDER_PAGE_SIZE, type SchoolFinderQuery, type SchoolFinderRow } from "./school-finder.ts";

const row = (id: string, overrides: Partial<SchoolFinderRow>): SchoolFinderRow => ({
  id,
  listing: "profiled",
  slug: id,
  name: id,
  location: null,
  destinationId: "dest_canada",
  destinationSlug: "canada",
  destinationName: "Canada",
  isCaribbean: false,
  type: "university",
  fields: [],
  tuition: null,
  oldTuitionCycles: [],
  acceptsCapeDiploma: null,
  deadlineMonths: [],
  ...overrides,
});

const rows = [
  row("Toronto", { fields: ["engineering", "medicine"], tuition: { usd: 45_000, basis: "x" }, deadlineMonths: [1], acceptsCapeDiploma: true }),
  row("York", { fields: ["engineering"], tuition: { usd: 25_000, basis: "x" }, deadlineMonths: [2] }),
  row("Mona", { destinationSlug: "jamaica", destinationName: "Jamaica", isCaribbean: true, fields: ["medicine"], tuition: { usd: 6_000, basis: "x" } }),
  row("Seneca", { listing: "directory", type: "college" }),
  row("Ohio", { listing: "directory", destinationSlug: "usa", destinationName: "United States", tuition: { usd: 20_000, basis: "x" } }),
];
const labels = {
  destinations: new Map([
    ["canada", "Canada"],
    ["usa", "United States"],
    ["jamaica", "Jamaica"],
  ]),
  fields: new Map([
    ["engineering", "Engineering"],
    ["medicine", "Medicine"],
  ]),
};
const everything: SchoolFinderQuery = {
  q: "",
  countries: [],
  region: null,
  types: [],
  fields: [],
  budgetUsd: null,
  acceptsCapeDiploma: false,
  deadlineMonth: null,
  listing: null,
  sort: "relevance",
  page: 1,
};
const counts = (values: { value: string; count: number }[]) => Object.fromEntries(values.map((value) => [value.value, value.count]));

describe("the school finder", () => {
  it("given no filter, then every school, the profiled ones first, each facet value counted", () => {
    const result = findSchools(rows, everything, labels, null);
    expect(result.rows.map((school) => school.name)).toEqual(["Mona", "Toronto", "York", "Ohio", "Seneca"]);
    expect(counts(result.facets.country)).toEqual({ canada: 3, usa: 1, jamaica: 1 });
    expect(counts(result.facets.field)).toEqual({ engineering: 2, medicine: 2 });
    expect(result.facets.budget).toEqual({ count: 4, withoutTuition: 1 });
    expect(result.facets.cape.count).toBe(1);
  });

  it("given a country, a field and a budget, then the schools passing all three; each facet counts as if its own choice were open", () => {
    const result = findSchools(rows, { ...everything, countries: ["canada"], fields: ["engineering"], budgetUsd: 30_000 }, labels, null);
    expect(result.rows.map((school) => school.name)).toEqual(["York"]);
    // Another country with the same field and budget: the United States has no engineering school, so it is not offered.
    expect(counts(result.facets.country)).toEqual({ canada: 1 });
    // Medicine in Canada within the budget: none (Toronto costs more), so it is not offered either.
    expect(counts(result.facets.field)).toEqual({ engineering: 1 });
    // Without the budget: Toronto too.
    expect(result.facets.budget).toEqual({ count: 2, withoutTuition: 0 });
    expect(result.facets.country.find((value) => value.value === "canada")?.selected).toBe(true);
  });

  it("given words, then only the schools they find, in the search's order, unless sorted by name", () => {
    const relevance = new Map([
      ["York", 0],
      ["Toronto", 1],
    ]);
    expect(findSchools(rows, everything, labels, relevance).rows.map((school) => school.name)).toEqual(["York", "Toronto"]);
    expect(findSchools(rows, { ...everything, sort: "name" }, labels, relevance).rows.map((school) => school.name)).toEqual(["Toronto", "York"]);
  });

  it("given more schools than a page, then pages of a fixed size, a page past the end showing the last", () => {
    const many = Array.from({ length: FINDER_PAGE_SIZE + 3 }, (_, index) => row(`School ${String(index).padStart(2, "0")}`, {}));
    const last = findSchools(many, { ...everything, page: 9 }, labels, null);
    expect([last.page, last.pageCount, last.rows.length]).toEqual([2, 2, 3]);
  });

  it("given an address with unknown values and a budget in words, then those are left out and the budget is reported", () => {
    const read = readSchoolFinderQuery(new URLSearchParams("country=canada&country=<script>&type=castle&budget=lots&deadline=13&cape=1&page=-4"));
    expect(read.query).toMatchObject({ countries: ["canada"], types: [], deadlineMonth: null, acceptsCapeDiploma: true, page: 1 });
    expect(read).toMatchObject({ budget: null, budgetError: FINDER_BUDGET_MESSAGE });
    expect(readSchoolFinderQuery(new URLSearchParams("budget=2,500,000")).budget).toBe(2_500_000);
  });
});
