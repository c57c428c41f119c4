import type { Selectable } from "kysely";
import { db } from "./db.ts";
import { containsPattern, normalizeSearchTerm, todayUtc } from "../platform/index.ts";
import { APPLICATION_ROUTES } from "./application-routes.ts";
import { fundingCalendar, fundingCalendarIcs, type FundingCalendar } from "./calendar.ts";
import { isNotRuledOut, isOpenToStudyLevel, type StudentFacts, type StudyLevel } from "./eligibility.ts";
import { fundingWindow, isClosedWindow, nextWindowDay, type FundingWindow } from "./cycles.ts";
import { openFirst, type AmountKind, type ScholarshipListing } from "./listing.ts";
import type { ScholarshipCycle } from "./schemas.ts";
import { staleScholarshipFacts, type ScholarshipStaleFact } from "./staleness.ts";
import type { EligibilityRulesRow, ObligationsRow, ScholarshipsTable, SourceConfidence } from "./tables.ts";

/** A scholarship with the spec's field names, plus where and when its facts were checked. */
export interface ScholarshipView {
  id: string;
  title: string;
  slug: string;
  description: string;
  provider: string;
  amount: string | null;
  currency: string;
  /** YYYY-MM-DD: the latest confirmed closing date, possibly an earlier cycle's; null when none was found. */
  deadline: string | null;
  /** The cycle, year or round that deadline belongs to, as its source names it. */
  deadlineCycle: string | null;
  /** Said with the deadline, or instead of it when there is none (no deadline by design, set per programme, none found). */
  deadlineNote: string | null;
  /** Where the deadline was stated. */
  deadlineSourceUrl: string | null;
  /** The day the latest cycle opened, when a source states it. */
  opensOn: string | null;
  /** Earlier dated cycles, newest first. */
  earlierCycles: ScholarshipCycle[];
  /** False: no yearly window (`deadlineNote` says why). */
  fixedWindow: boolean;
  /** Its window on the day read: confirmed open or opening, expected from past cycles, none fixed, or no dates (cycles.ts). */
  window: FundingWindow;
  eligibility: string | null;
  /** The admin form's name for `eligibility`. */
  eligibilityCriteria: string | null;
  howToApply: string | null;
  applicationUrl: string | null;
  sourceUrl: string | null;
  /** How far `sourceUrl`'s facts can be trusted: the official page (high), a reputable secondary source (medium), or not graded. */
  sourceConfidence: SourceConfidence | null;
  lastVerifiedOn: string | null;
  destinationId: string | null;
  pathwayId: string | null;
  /** The levels of study it is for; empty when it does not say (any level). */
  studyLevels: StudyLevel[];
  /** Who may apply, as values (empty or null: the sources set no such rule). */
  eligibilityRules: EligibilityRulesRow;
  /** What a student owes afterwards (null: not stated). */
  obligations: ObligationsRow;
  isFeatured: boolean;
  isActive: boolean;
  /** Its latest confirmed cycle has passed and no newer one is confirmed: listed after the open ones, marked closed with its expected window. */
  isClosed: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type ScholarshipDestination = "canada" | "usa" | "uk" | "caribbean";

type Row = Selectable<ScholarshipsTable>;

function toScholarship(row: Row, on: string): ScholarshipView {
  const dating = {
    deadline: row.deadline,
    deadlineCycle: row.deadline_cycle,
    deadlineSourceUrl: row.deadline_source_url,
    opensOn: row.opens_on,
    earlierCycles: row.earlier_cycles,
    fixedWindow: row.fixed_window,
  };
  const window = fundingWindow(dating, on);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    provider: row.provider,
    amount: row.amount,
    currency: row.currency,
    deadline: row.deadline,
    deadlineCycle: row.deadline_cycle,
    deadlineNote: row.deadline_note,
    deadlineSourceUrl: row.deadline_source_url,
    opensOn: row.opens_on,
    earlierCycles: row.earlier_cycles,
    fixedWindow: row.fixed_window,
    window,
    eligibility: row.eligibility,
    eligibilityCriteria: row.eligibility,
    howToApply: row.how_to_apply,
    applicationUrl: row.application_url,
    sourceUrl: row.source_url,
    sourceConfidence: row.source_confidence,
    lastVerifiedOn: row.last_verified_on,
    destinationId: row.destination_id,
    pathwayId: row.pathway_id,
    studyLevels: row.study_levels,
    eligibilityRules: row.eligibility_rules,
    obligations: row.obligations,
    isFeatured: row.is_featured,
    isActive: row.is_active,
    isClosed: isClosedWindow(window),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface ScholarshipFilter {
  q?: string;
  destination?: ScholarshipDestination;
  amount?: AmountKind;
  featured?: boolean;
  /**
   * Only awards open to a student at this level (isOpenToStudyLevel's rule):
   * those for it and those that name no level; null (a level none of ours)
   * leaves only the latter. Absent: every level.
   */
  openToStudyLevel?: StudyLevel | null;
  /** Closed scholarships (deadline passed) are left out unless asked for. */
  includeClosed?: boolean;
  limit?: number;
  on?: string;
}

/** Active scholarships: featured first, then the soonest next date, those with none last. */
export async function listScholarships(filter: ScholarshipFilter = {}): Promise<ScholarshipView[]> {
  const on = filter.on ?? todayUtc();
  let query = db().selectFrom("scholarships").selectAll().where("is_active", "=", true);
  const term = normalizeSearchTerm(filter.q);
  if (term) {
    const pattern = containsPattern(term);
    query = query.where((eb) => eb.or([eb("title", "ilike", pattern), eb("description", "ilike", pattern), eb("provider", "ilike", pattern)]));
  }
  if (filter.destination) query = query.where("destination_id", "=", filter.destination);
  if (filter.amount) query = query.where("amount", "ilike", containsPattern(filter.amount));
  if (filter.featured) query = query.where("is_featured", "=", true);
  const level = filter.openToStudyLevel;
  if (level !== undefined) {
    query = query.where((eb) =>
      eb.or([eb(eb.fn("cardinality", ["study_levels"]), "=", 0), ...(level === null ? [] : [eb(eb.val(level), "=", eb.fn.any("study_levels"))])]),
    );
  }
  const rows = await query.execute();
  // The window is decided in TypeScript (cycles.ts), so "closed" and the order by next date are too: a few hundred rows at most.
  const scholarships = rows
    .map((row) => toScholarship(row, on))
    .filter((scholarship) => filter.includeClosed || !scholarship.isClosed)
    .sort(byFeaturedThenNextDate);
  return filter.limit ? scholarships.slice(0, filter.limit) : scholarships;
}

/** Featured first, then the soonest next date (a closing day, a confirmed or expected opening), awards with none last, then by title. */
function byFeaturedThenNextDate(a: ScholarshipView, b: ScholarshipView): number {
  if (a.isFeatured !== b.isFeatured) return a.isFeatured ? -1 : 1;
  const [dayA, dayB] = [nextWindowDay(a.window), nextWindowDay(b.window)];
  if (dayA !== dayB) return dayA === null ? 1 : dayB === null ? -1 : dayA < dayB ? -1 : 1;
  return a.title.localeCompare(b.title);
}

/**
 * The funding page's list for a search and filters. Closed
 * scholarships come after every open one when asked for; otherwise they are
 * left out and counted.
 */
export async function scholarshipListing(
  filter: Pick<ScholarshipFilter, "q" | "destination" | "amount" | "includeClosed" | "on">,
): Promise<ScholarshipListing<ScholarshipView>> {
  const scholarships = await listScholarships({ ...filter, includeClosed: true });
  return openFirst(scholarships, filter.includeClosed ?? false);
}

/** Up to three, featured and active (and still open). */
export function featuredScholarships(limit = 3): Promise<ScholarshipView[]> {
  return listScholarships({ featured: true, limit });
}

/** An active scholarship by id or slug (closed ones included: a shared link still works). */
export async function publicScholarship(idOrSlug: string, on = todayUtc()): Promise<ScholarshipView | null> {
  const row = await db()
    .selectFrom("scholarships")
    .selectAll()
    .where("is_active", "=", true)
    .where((eb) => eb.or([eb("id", "=", idOrSlug), eb("slug", "=", idOrSlug)]))
    .executeTakeFirst();
  return row ? toScholarship(row, on) : null;
}

export const ADMIN_STATUS_FILTERS = ["all", "active", "inactive", "featured"] as const;
export const ADMIN_AMOUNT_FILTERS = ["all", "full", "partial"] as const;

export interface AdminScholarshipFilter {
  q?: string;
  /** featured: isFeatured true, whether active or not. */
  status?: (typeof ADMIN_STATUS_FILTERS)[number];
  /** full: the amount text contains "full"; partial: it does not (or there is none). */
  amount?: (typeof ADMIN_AMOUNT_FILTERS)[number];
  on?: string;
}

/** The admin list: every scholarship, active or not, newest change first, filtered with AND. */
export async function adminScholarships(filter: AdminScholarshipFilter = {}): Promise<ScholarshipView[]> {
  const on = filter.on ?? todayUtc();
  let query = db().selectFrom("scholarships").selectAll();
  const term = normalizeSearchTerm(filter.q);
  if (term) {
    const pattern = containsPattern(term);
    query = query.where((eb) => eb.or([eb("title", "ilike", pattern), eb("description", "ilike", pattern), eb("provider", "ilike", pattern)]));
  }
  if (filter.status === "active") query = query.where("is_active", "=", true);
  if (filter.status === "inactive") query = query.where("is_active", "=", false);
  if (filter.status === "featured") query = query.where("is_featured", "=", true);
  if (filter.amount === "full") query = query.where("amount", "ilike", containsPattern("full"));
  if (filter.amount === "partial") query = query.where((eb) => eb.or([eb("amount", "is", null), eb("amount", "not ilike", containsPattern("full"))]));
  const rows = await query.orderBy("updated_at", "desc").orderBy("title").execute();
  return rows.map((row) => toScholarship(row, on));
}

export interface ScholarshipStaleFacts {
  scholarshipId: string;
  title: string;
  slug: string;
  stale: ScholarshipStaleFact[];
}

/** Every active scholarship with a fact that is not current on `today` (`staleScholarshipFacts`), by title. */
export async function staleScholarships(today: string): Promise<ScholarshipStaleFacts[]> {
  return (await listScholarships({ includeClosed: true, on: today })).flatMap((scholarship) => {
    const stale = staleScholarshipFacts(scholarship, today);
    return stale.length === 0 ? [] : [{ scholarshipId: scholarship.id, title: scholarship.title, slug: scholarship.slug, stale }];
  });
}

/** Any scholarship by id, active or not (admins read inactive ones too). */
export async function adminScholarship(id: string, on = todayUtc()): Promise<ScholarshipView | null> {
  const row = await db().selectFrom("scholarships").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toScholarship(row, on) : null;
}

/** Every active scholarship's page, closed ones included, for the sitemap. */
export async function scholarshipSitemapEntries(): Promise<{ path: string; updatedAt: Date }[]> {
  const rows = await db().selectFrom("scholarships").select(["slug", "updated_at"]).where("is_active", "=", true).orderBy("slug").execute();
  return rows.map((row) => ({ path: `/funding/scholarships/${row.slug}`, updatedAt: row.updated_at }));
}

export interface FundingCalendarFilter {
  /** Only awards and routes open to a student at this level (isOpenToStudyLevel's rule); absent: every level. */
  openToStudyLevel?: StudyLevel;
  /** Only awards whose rules do not rule this student out ("For me"; unknown never hides one). */
  forStudent?: StudentFacts;
  on?: string;
}

/** The funding calendar (calendar.ts) of every active award, closed ones included, and the main application routes, on a day. */
export async function fundingCalendarFor(filter: FundingCalendarFilter = {}): Promise<FundingCalendar> {
  const on = filter.on ?? todayUtc();
  const level = filter.openToStudyLevel;
  const awards = await listScholarships({ includeClosed: true, on, openToStudyLevel: level });
  const routes = level ? APPLICATION_ROUTES.filter((route) => isOpenToStudyLevel(route.studyLevels, level)) : APPLICATION_ROUTES;
  const student = filter.forStudent;
  const include = student ? (award: ScholarshipView) => isNotRuledOut(award, student, on) : undefined;
  return fundingCalendar({ awards, routes, today: on, include });
}

/** The funding calendar as an ICS feed, its links on `publicOrigin`; `now` is when this copy was made. */
export async function fundingCalendarFeed(publicOrigin: string, filter: FundingCalendarFilter = {}, now: Date = new Date()): Promise<string> {
  return fundingCalendarIcs(await fundingCalendarFor(filter), { publicOrigin, stamp: now });
}
