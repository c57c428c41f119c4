/*
 * The school finder (`/schools`, issue 27 item 2): every profiled school and
 * directory entry as one row, narrowed by facets and counted per facet value,
 * in memory. A few thousand rows are faceted in a millisecond, where the same
 * counts in SQL cost a grouped scan per facet; the rows are loaded once per
 * change of the tables behind them (school-finder-rows.ts).
 */

export const FINDER_TYPES = ["university", "college"] as const;
export type FinderType = (typeof FINDER_TYPES)[number];
export const FINDER_REGIONS = ["caribbean", "international"] as const;
export type FinderRegion = (typeof FINDER_REGIONS)[number];
export const FINDER_LISTINGS = ["profiled", "directory"] as const;
export type FinderListing = (typeof FINDER_LISTINGS)[number];
export const FINDER_SORTS = ["relevance", "name"] as const;
export type FinderSort = (typeof FINDER_SORTS)[number];
export const FINDER_PAGE_SIZE = 24;

/** A yearly tuition figure as a card states it, with the US dollars it is compared in. */
export interface FinderTuition {
  /** The lowest yearly tuition, in US dollars at the rates of the day (what a budget is compared with). */
  usd: number;
  /** Whose figure, and for when: "the US Department of Education's College Scorecard (2022-23)", "the school's figures (2025-26)". */
  basis: string;
}

export interface SchoolFinderRow {
  id: string;
  listing: FinderListing;
  slug: string;
  name: string;
  location: string | null;
  destinationId: string;
  destinationSlug: string;
  destinationName: string;
  isCaribbean: boolean;
  type: FinderType | null;
  /** Pathway slugs: its fields of study. */
  fields: readonly string[];
  tuition: FinderTuition | null;
  /** When its only tuition figures are from intakes long gone: their cycles, named on the card and never compared with a budget. */
  oldTuitionCycles: readonly string[];
  /** Whether it accepts the CAPE diploma for entry; null when it has not published that. */
  acceptsCapeDiploma: boolean | null;
  /** The months (1-12) its application deadlines fall in. */
  deadlineMonths: readonly number[];
}

export interface SchoolFinderQuery {
  q: string;
  /** Destination slugs. */
  countries: readonly string[];
  region: FinderRegion | null;
  types: readonly FinderType[];
  /** Pathway slugs. */
  fields: readonly string[];
  /** The most a student will pay in tuition a year, in US dollars (converted from their currency by the caller). */
  budgetUsd: number | null;
  acceptsCapeDiploma: boolean;
  deadlineMonth: number | null;
  listing: FinderListing | null;
  sort: FinderSort;
  page: number;
}

export interface FacetValue {
  value: string;
  label: string;
  /** How many rows match every other facet with this value chosen as well. */
  count: number;
  selected: boolean;
}

export interface Facets {
  country: FacetValue[];
  region: FacetValue[];
  type: FacetValue[];
  field: FacetValue[];
  budget: { count: number; withoutTuition: number };
  cape: FacetValue;
  deadline: FacetValue[];
  listing: FacetValue[];
}

export interface SchoolFinderResult {
  total: number;
  page: number;
  pageCount: number;
  rows: SchoolFinderRow[];
  facets: Facets;
}

type FacetName = "country" | "region" | "type" | "field" | "budget" | "cape" | "deadline" | "listing";

/** Whether a row passes one facet of the query (a facet not chosen passes everything). */
function passes(row: SchoolFinderRow, query: SchoolFinderQuery, facet: FacetName): boolean {
  switch (facet) {
    case "country":
      return query.countries.length === 0 || query.countries.includes(row.destinationSlug);
    case "region":
      return query.region === null || (query.region === "caribbean") === row.isCaribbean;
    case "type":
      return query.types.length === 0 || (row.type !== null && query.types.includes(row.type));
    case "field":
      return query.fields.length === 0 || query.fields.some((field) => row.fields.includes(field));
    case "budget":
      return query.budgetUsd === null || (row.tuition !== null && row.tuition.usd <= query.budgetUsd);
    case "cape":
      return !query.acceptsCapeDiploma || row.acceptsCapeDiploma === true;
    case "deadline":
      return query.deadlineMonth === null || row.deadlineMonths.includes(query.deadlineMonth);
    case "listing":
      return query.listing === null || row.listing === query.listing;
  }
}

const FACETS: readonly FacetName[] = ["country", "region", "type", "field", "budget", "cape", "deadline", "listing"];

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export interface FacetLabels {
  /** Destination slug to name, in the order destinations are listed. */
  destinations: ReadonlyMap<string, string>;
  /** Pathway slug to name, in the order pathways are listed. */
  fields: ReadonlyMap<string, string>;
}

/**
 * Given every row, a query and, when the query has words, the matching rows'
 * ids best first: the page of rows, and for each facet value how many rows
 * it would leave with the rest of the query kept (a chosen value's count is
 * the total's share it contributes; values no row has are left out, except
 * chosen ones, so a student can always clear what she chose).
 */
export function findSchools(
  rows: readonly SchoolFinderRow[],
  query: SchoolFinderQuery,
  labels: FacetLabels,
  relevance: ReadonlyMap<string, number> | null,
): SchoolFinderResult {
  const candidates = relevance ? rows.filter((row) => relevance.has(row.id)) : rows;
  // A row counts towards a facet's values when it fails no facet but, perhaps, that one.
  const matching: SchoolFinderRow[] = [];
  const failingOnly = new Map<FacetName, SchoolFinderRow[]>(FACETS.map((facet) => [facet, []]));
  for (const row of candidates) {
    const fails = FACETS.filter((facet) => !passes(row, query, facet));
    if (fails.length === 0) matching.push(row);
    else if (fails.length === 1) failingOnly.get(fails[0]!)!.push(row);
  }
  const countFor = (facet: FacetName, has: (row: SchoolFinderRow) => boolean) => matching.filter(has).length + failingOnly.get(facet)!.filter(has).length;
  const values = (facet: FacetName, entries: Iterable<[string, string]>, has: (row: SchoolFinderRow, value: string) => boolean, chosen: readonly string[]) =>
    [...entries]
      .map(([value, label]) => ({ value, label, count: countFor(facet, (row) => has(row, value)), selected: chosen.includes(value) }))
      .filter((value) => value.count > 0 || value.selected);

  const sorted = [...matching].sort(
    query.sort === "name"
      ? byName
      : relevance
        ? (a, b) => relevance.get(a.id)! - relevance.get(b.id)! || byName(a, b)
        : // Without words, the schools we have profiled in full come first.
          (a, b) => Number(a.listing === "directory") - Number(b.listing === "directory") || byName(a, b),
  );
  const pageCount = Math.max(1, Math.ceil(sorted.length / FINDER_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page), pageCount);
  return {
    total: sorted.length,
    page,
    pageCount,
    rows: sorted.slice((page - 1) * FINDER_PAGE_SIZE, page * FINDER_PAGE_SIZE),
    facets: {
      country: values("country", labels.destinations, (row, slug) => row.destinationSlug === slug, query.countries),
      region: values(
        "region",
        [
          ["caribbean", "In the Caribbean"],
          ["international", "International"],
        ],
        (row, region) => (region === "caribbean") === row.isCaribbean,
        query.region ? [query.region] : [],
      ),
      type: values(
        "type",
        [
          ["university", "University"],
          ["college", "College"],
        ],
        (row, type) => row.type === type,
        query.types,
      ),
      field: values("field", labels.fields, (row, field) => row.fields.includes(field), query.fields),
      budget: { count: countFor("budget", (row) => row.tuition !== null), withoutTuition: countFor("budget", (row) => row.tuition === null) },
      cape: {
        value: "1",
        label: "Accepts the CAPE diploma",
        count: countFor("cape", (row) => row.acceptsCapeDiploma === true),
        selected: query.acceptsCapeDiploma,
      },
      deadline: values(
        "deadline",
        MONTH_NAMES.map((name, index) => [String(index + 1), name]),
        (row, month) => row.deadlineMonths.includes(Number(month)),
        query.deadlineMonth ? [String(query.deadlineMonth)] : [],
      ),
      listing: values(
        "listing",
        [
          ["profiled", "Profiled in full"],
          ["directory", "In our directory"],
        ],
        (row, listing) => row.listing === listing,
        query.listing ? [query.listing] : [],
      ),
    },
  };
}

const collator = new Intl.Collator("en", { sensitivity: "base" });
function byName(a: SchoolFinderRow, b: SchoolFinderRow): number {
  return collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
}

/** What the finder's form may say is wrong, next to the field. */
export const FINDER_BUDGET_MESSAGE = "Enter your yearly budget as a whole number, such as 20000.";
export const MAX_FINDER_BUDGET = 10_000_000_000;

/**
 * The finder's query from its address: values it does not know are left out
 * (a link from an older page still opens), a budget that is not a whole
 * number is reported next to its field and not applied.
 */
export function readSchoolFinderQuery(params: URLSearchParams): {
  query: Omit<SchoolFinderQuery, "budgetUsd">;
  budget: number | null;
  /** The budget as typed, given back to its field whether or not it could be read. */
  budgetInput: string;
  budgetError: string | null;
} {
  const all = (name: string) =>
    [
      ...new Set(
        params
          .getAll(name)
          .map((value) => value.trim())
          .filter(Boolean),
      ),
    ].slice(0, 20);
  const one = <T extends string>(name: string, allowed: readonly T[]): T | null => {
    const value = params.get(name)?.trim();
    return (allowed as readonly string[]).includes(value ?? "") ? (value as T) : null;
  };
  const slugs = (name: string) => all(name).filter((value) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value));
  const budgetText = params.get("budget")?.replace(/[,\s]/g, "") ?? "";
  const budget = /^\d{1,11}$/.test(budgetText) && Number(budgetText) > 0 && Number(budgetText) <= MAX_FINDER_BUDGET ? Number(budgetText) : null;
  const month = Number(params.get("deadline"));
  const page = Number(params.get("page"));
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  return {
    query: {
      q,
      countries: slugs("country"),
      region: one("region", FINDER_REGIONS),
      types: all("type").filter((type): type is FinderType => (FINDER_TYPES as readonly string[]).includes(type)),
      fields: slugs("field"),
      acceptsCapeDiploma: params.get("cape") === "1",
      deadlineMonth: Number.isInteger(month) && month >= 1 && month <= 12 ? month : null,
      listing: one("listing", FINDER_LISTINGS),
      sort: one("sort", FINDER_SORTS) ?? "relevance",
      page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
    },
    budget,
    budgetInput: (params.get("budget") ?? "").trim().slice(0, 40),
    budgetError: budgetText !== "" && budget === null ? FINDER_BUDGET_MESSAGE : null,
  };
}
