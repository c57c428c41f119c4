import { sql, type Expression, type SqlBool } from "kysely";
import { containsPattern, normalizeSearchTerm } from "../platform/index.ts";
import { db } from "./db.ts";
import { NOT_LOOKED_FOR, upcastSchoolFromVersion1 } from "./events.ts";
import {
  quickFactTexts,
  staleFacts,
  withSharedFacts,
  type StaleFact,
  type InheritedFacts,
  type QuickFactSpecField,
  type SchoolCostAmount,
} from "./quick-facts.ts";
import type { School, SharedSchoolFact } from "./schemas.ts";
import type { DestinationFactsRow, PathwayDetailsRow, SchoolProfileRow } from "./tables.ts";

// Read-side shapes use the spec's field names; the JSON API returns them as they are.

export interface DestinationView {
  id: string;
  name: string;
  slug: string;
  description: string;
  imageUrl: string | null;
  isPopular: boolean;
  isCaribbean: boolean;
  content: string;
  /** `content` rendered to sanitised HTML at projection time. */
  contentHtml: string;
  facts: DestinationFactsRow;
  createdAt: Date;
  updatedAt: Date;
}

export interface PathwayView extends PathwayDetailsRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  iconClass: string;
  color: string;
  content: string;
  /** `content` rendered to sanitised HTML at projection time. */
  contentHtml: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A school as the site shows it: its catalogue entry (schemas.ts) with its
 * destination's shared facts in place of any of its own not verified
 * (`inheritedFacts` says which, and who they hold for), the spec's display
 * texts of its quick facts (`tuitionRange`, `livingCosts`, ...) and timestamps.
 */
export type SchoolView = School & Record<QuickFactSpecField, string | null> & { inheritedFacts: InheritedFacts; createdAt: Date; updatedAt: Date };

/** The fixed orders in which destinations are listed. */
const CARIBBEAN_ORDER = ["dest_jamaica", "dest_bahamas", "dest_barbados", "dest_trinidad", "dest_eastern_caribbean"];
const INTERNATIONAL_ORDER = ["dest_canada", "dest_usa", "dest_uk", "dest_ireland", "dest_germany", "dest_australia"];
/** The pathway order; the first three are shown as most popular. */
const PATHWAY_ORDER = [
  "medicine",
  "engineering",
  "information-technology",
  "business-finance",
  "law",
  "creative-arts",
  "psychology",
  "education",
  "communications",
  "agriculture",
  "hospitality",
  "social-work",
  "sports",
  "aviation",
  "culinary",
  "fashion",
  "nursing",
  "architecture",
  "veterinary-medicine",
];

export type DestinationType = "international" | "caribbean";

function orderIndex(order: readonly string[], value: string): number {
  const index = order.indexOf(value);
  return index === -1 ? order.length : index;
}

type DestinationRow = {
  id: string;
  name: string;
  slug: string;
  description: string;
  image_url: string | null;
  is_popular: boolean;
  is_caribbean: boolean;
  content: string;
  content_html: string;
  facts: DestinationFactsRow;
  created_at: Date;
  updated_at: Date;
};

function toDestination(row: DestinationRow): DestinationView {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    imageUrl: row.image_url,
    isPopular: row.is_popular,
    isCaribbean: row.is_caribbean,
    content: row.content,
    contentHtml: row.content_html,
    facts: row.facts,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function byDestinationOrder(a: DestinationView, b: DestinationView): number {
  if (a.isCaribbean !== b.isCaribbean) return a.isCaribbean ? 1 : -1;
  const order = a.isCaribbean ? CARIBBEAN_ORDER : INTERNATIONAL_ORDER;
  return orderIndex(order, a.id) - orderIndex(order, b.id) || a.name.localeCompare(b.name);
}

/** Destinations, international first then Caribbean, each in the spec's order; optionally searched and filtered. */
export async function listDestinations(filter: { q?: string; type?: DestinationType } = {}): Promise<DestinationView[]> {
  let query = db().selectFrom("destinations").selectAll();
  const term = normalizeSearchTerm(filter.q);
  if (term) {
    const pattern = containsPattern(term);
    query = query.where((eb) => eb.or([eb("name", "ilike", pattern), eb("description", "ilike", pattern)]));
  }
  if (filter.type) query = query.where("is_caribbean", "=", filter.type === "caribbean");
  const rows = await query.execute();
  return rows.map(toDestination).sort(byDestinationOrder);
}

/** Destinations' names by id, for another module's rows that name a destination (the planner's up-front costs). */
export async function destinationNames(ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db()
    .selectFrom("destinations")
    .select(["id", "name"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Up to six, in the fixed order canada, usa, uk, ireland, germany, australia. */
export async function featuredDestinations(): Promise<DestinationView[]> {
  const rows = await db().selectFrom("destinations").selectAll().where("id", "in", INTERNATIONAL_ORDER).execute();
  return rows.map(toDestination).sort(byDestinationOrder).slice(0, 6);
}

export async function destinationBySlug(slug: string): Promise<DestinationView | null> {
  const row = await db().selectFrom("destinations").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? toDestination(row) : null;
}

export async function destinationById(id: string): Promise<DestinationView | null> {
  const row = await db().selectFrom("destinations").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toDestination(row) : null;
}

type PathwayRow = {
  id: string;
  name: string;
  slug: string;
  description: string;
  icon_class: string;
  color: string;
  content: string;
  content_html: string;
  details: PathwayDetailsRow;
  created_at: Date;
  updated_at: Date;
};

function toPathway(row: PathwayRow): PathwayView {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    iconClass: row.icon_class,
    color: row.color,
    content: row.content,
    contentHtml: row.content_html,
    ...row.details,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listPathways(filter: { q?: string } = {}): Promise<PathwayView[]> {
  let query = db().selectFrom("pathways").selectAll();
  const term = normalizeSearchTerm(filter.q);
  if (term) {
    const pattern = containsPattern(term);
    query = query.where((eb) => eb.or([eb("name", "ilike", pattern), eb("description", "ilike", pattern)]));
  }
  const rows = await query.execute();
  return rows.map(toPathway).sort((a, b) => orderIndex(PATHWAY_ORDER, a.slug) - orderIndex(PATHWAY_ORDER, b.slug) || a.name.localeCompare(b.name));
}

export async function pathwayBySlug(slug: string): Promise<PathwayView | null> {
  const row = await db().selectFrom("pathways").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? toPathway(row) : null;
}

type SchoolRow = {
  id: string;
  slug: string;
  name: string;
  destination_id: string;
  type: "university" | "college";
  profile: SchoolProfileRow;
  cost_amounts: SchoolCostAmount[];
  is_featured: boolean;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
};

type SchoolProfile = Omit<School, "id" | "name" | "slug" | "destinationId" | "type" | "isFeatured" | "isActive">;

function toSchool(row: SchoolRow, shared: readonly SharedSchoolFact[]): SchoolView {
  // A row projected before quick facts existed (until the rebuild swaps in) reads as its events would.
  const profile = ("quickFacts" in row.profile ? row.profile : upcastSchoolFromVersion1(row.profile)) as SchoolProfile;
  const { quickFacts, inherited } = withSharedFacts(profile.quickFacts, shared);
  return {
    ...profile,
    quickFacts,
    // A row projected before schools' schema version 5 (until the rebuild swaps in) has no CXC entry minimum: never looked for.
    cxcEntry: profile.cxcEntry ?? NOT_LOOKED_FOR,
    inheritedFacts: inherited,
    ...quickFactTexts(quickFacts),
    id: row.id,
    name: row.name,
    slug: row.slug,
    destinationId: row.destination_id,
    type: row.type,
    isFeatured: row.is_featured,
    isActive: row.is_active,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Schools as the site shows them, each with the facts its destination's schools share. */
async function toSchools(rows: readonly SchoolRow[]): Promise<SchoolView[]> {
  const destinationIds = [...new Set(rows.map((row) => row.destination_id))];
  const destinations =
    destinationIds.length === 0 ? [] : await db().selectFrom("destinations").select(["id", "facts"]).where("id", "in", destinationIds).execute();
  const shared = new Map(destinations.map((destination) => [destination.id, (destination.facts.schoolFacts ?? []) as SharedSchoolFact[]]));
  return rows.map((row) => toSchool(row, shared.get(row.destination_id) ?? []));
}

function activeSchools() {
  return db().selectFrom("schools").selectAll().where("is_active", "=", true);
}

/** A destination's schools, optionally searched by name, location or type (case-insensitive). */
export async function schoolsInDestination(destinationId: string, filter: { q?: string } = {}): Promise<SchoolView[]> {
  let query = activeSchools().where("destination_id", "=", destinationId);
  const term = normalizeSearchTerm(filter.q);
  if (term) {
    const pattern = containsPattern(term);
    query = query.where((eb) =>
      eb.or([eb("name", "ilike", pattern), eb(sql<string>`coalesce(profile->>'location', '')`, "ilike", pattern), eb(sql<string>`type`, "ilike", pattern)]),
    );
  }
  const rows = await query.orderBy("is_featured", "desc").orderBy("name").execute();
  return toSchools(rows);
}

export async function listSchools(): Promise<SchoolView[]> {
  const rows = await activeSchools().orderBy("name").execute();
  return toSchools(rows);
}

export async function schoolBySlug(slug: string): Promise<SchoolView | null> {
  const row = await activeSchools().where("slug", "=", slug).executeTakeFirst();
  return row ? ((await toSchools([row]))[0] ?? null) : null;
}

/**
 * The financial planner's figures: each school's verified tuition, living-cost
 * and application-fee amounts, with currency, period, cycle and source. Schools
 * without any (or unknown ids) map to an empty list.
 */
export async function schoolCostAmountsById(schoolIds: readonly string[]): Promise<Map<string, SchoolCostAmount[]>> {
  const amounts = new Map(schoolIds.map((id) => [id, [] as SchoolCostAmount[]]));
  if (schoolIds.length === 0) return amounts;
  const rows = await db().selectFrom("schools").select(["id", "cost_amounts"]).where("is_active", "=", true).where("id", "in", schoolIds).execute();
  for (const row of rows) amounts.set(row.id, row.cost_amounts);
  return amounts;
}

export interface SchoolStaleFacts {
  schoolId: string;
  name: string;
  slug: string;
  stale: StaleFact[];
}

/** Every active school with a quick fact that has no statement for the intake students apply for on `today`, by name. */
export async function staleSchoolFacts(today: string): Promise<SchoolStaleFacts[]> {
  return (await listSchools()).flatMap((school) => {
    const stale = staleFacts(school.quickFacts, today);
    return stale.length === 0 ? [] : [{ schoolId: school.id, name: school.name, slug: school.slug, stale }];
  });
}

/** The home page's six featured schools. */
export async function featuredSchools(limit = 6): Promise<SchoolView[]> {
  const rows = await activeSchools().where("is_featured", "=", true).orderBy("name").limit(limit).execute();
  return toSchools(rows);
}

/** Schools that teach a pathway: featured first, then by name. */
export async function schoolsTeachingPathway(pathwaySlug: string, limit = 8): Promise<SchoolView[]> {
  const teaches: Expression<SqlBool> = sql<SqlBool>`profile->'pathwaySlugs' ? ${pathwaySlug}`;
  const rows = await activeSchools().where(teaches).orderBy("is_featured", "desc").orderBy("name").limit(limit).execute();
  return toSchools(rows);
}

export interface CatalogSitemapEntry {
  path: string;
  updatedAt: Date;
}

export async function catalogSitemapEntries(): Promise<CatalogSitemapEntry[]> {
  const [destinations, pathways, schools] = await Promise.all([
    db().selectFrom("destinations").select(["slug", "updated_at"]).execute(),
    db().selectFrom("pathways").select(["slug", "updated_at"]).execute(),
    activeSchools().select(["slug", "updated_at"]).execute(),
  ]);
  return [
    ...destinations.map((row) => ({ path: `/destinations/${row.slug}`, updatedAt: row.updated_at })),
    ...pathways.map((row) => ({ path: `/pathways/${row.slug}`, updatedAt: row.updated_at })),
    ...schools.map((row) => ({ path: `/schools/${row.slug}`, updatedAt: row.updated_at })),
  ];
}

export interface CategoryView {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  createdAt: Date;
}

export async function listCategories(): Promise<CategoryView[]> {
  const rows = await db().selectFrom("categories").selectAll().orderBy("name").execute();
  return rows.map((row) => ({ id: row.id, name: row.name, slug: row.slug, description: row.description, createdAt: row.created_at }));
}
