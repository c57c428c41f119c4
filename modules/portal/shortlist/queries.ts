import {
  listDestinations,
  listPathways,
  listSchools,
  quickFactViews,
  schoolCostAmountsById,
  schoolCxcVerdict,
  type QuickFactStatementView,
  type QuickFactView,
  type SchoolView,
} from "../../catalog/index.ts";
import type { CxcEntryVerdict } from "../../cxc/index.ts";
import { studentEligibilityProfile } from "../../identity/index.ts";
import { db } from "./db.ts";
import { normalizeSearchTerm, todayUtc } from "../../platform/index.ts";
import { studentProfile, type StudentProfileView } from "../../quiz/index.ts";
import { COMPARE_LIMIT, COMPARE_MINIMUM, type ShortlistPriority, type ShortlistSort, type ShortlistStatus, type SortDirection } from "./browser.ts";
import { REFERENCE_USD_RATES, yearlyCostUsd, type UsdRates, type YearlyCostUsd } from "./costs.ts";
import { NotOnShortlistError } from "./decide.ts";
import { shortlistListing, upcomingDeadlines, type ListableEntry, type NextDeadlineDay } from "./listing.ts";
import { matchScore, type MatchScore, type MatchStudent } from "./match.ts";

/** One shortlisted school with the catalogue's real fields, the student's status, priority and notes, and its match. */
export interface ShortlistEntryView extends ListableEntry {
  schoolId: string;
  schoolSlug: string;
  country: string | null;
  type: "university" | "college";
  ranking: string | null;
  acceptanceRate: string | null;
  /** The spec's display texts of the quick facts. */
  tuitionRange: string | null;
  livingCosts: string | null;
  applicationDeadline: string | null;
  /** Each quick fact as verified (with sources and cycles) or not found (with the page to check). */
  quickFacts: QuickFactView[];
  notes: string;
  addedAt: Date;
  updatedAt: Date;
  matchDetail: MatchScore | null;
  yearlyCostUsd: YearlyCostUsd;
  /** The student's CXC results against the school's published entry minimum (decision 0048). */
  cxcVerdict: CxcEntryVerdict;
}

export interface ShortlistOptions {
  q?: string | null;
  country?: string | null;
  status?: ShortlistStatus | null;
  sort?: ShortlistSort;
  dir?: SortDirection;
  /** "YYYY-MM-DD"; today (UTC) by default. */
  today?: string;
  rates?: UsdRates;
}

export interface Shortlist {
  /** The entries the filters let through, sorted. */
  entries: ShortlistEntryView[];
  /** How many schools the whole shortlist holds, before filters. */
  total: number;
  /** The countries on the shortlist, for the country filter. */
  countries: { slug: string; name: string }[];
  /** Match scores need a saved quiz result. */
  hasQuizResult: boolean;
}

async function shortlistRows(userId: string) {
  return db().selectFrom("shortlist_entries").selectAll().where("user_id", "=", userId).orderBy("added_at").execute();
}

/** What the match score knows of the student, from their saved quiz result. */
async function matchStudent(profile: StudentProfileView | null): Promise<MatchStudent | null> {
  if (!profile) return null;
  const pathways = await listPathways();
  const interests = new Set(profile.careerInterests.map((interest) => interest.toLowerCase()));
  return {
    preferredDestinations: profile.preferredDestinations,
    careerPathwaySlugs: pathways.filter((pathway) => interests.has(pathway.name.toLowerCase())).map((pathway) => pathway.slug),
    budgetUsdPerYear: profile.quizAnswers.budget_range,
  };
}

interface ShortlistEntries {
  entries: ShortlistEntryView[];
  hasQuizResult: boolean;
  /** By school id: the deadline statements still upcoming on the day asked, and the next day they name (the dashboard and reminders read them). */
  upcomingDeadlines: Map<string, { statements: QuickFactStatementView[]; next: NextDeadlineDay | null }>;
}

/** Every entry of a student's shortlist with its school's catalogue fields, unfiltered, in the order added. */
async function shortlistEntries(userId: string, today: string, rates: UsdRates): Promise<ShortlistEntries> {
  const rows = await shortlistRows(userId);
  const upcomingDeadlinesBySchool: ShortlistEntries["upcomingDeadlines"] = new Map();
  if (rows.length === 0) return { entries: [], hasQuizResult: (await studentProfile(userId)) !== null, upcomingDeadlines: upcomingDeadlinesBySchool };
  const [schools, destinations, profile, costs, eligibility] = await Promise.all([
    listSchools(),
    listDestinations(),
    studentProfile(userId),
    schoolCostAmountsById(rows.map((row) => row.school_id)),
    studentEligibilityProfile(userId),
  ]);
  const cxcResults = eligibility?.cxcResults ?? [];
  const student = await matchStudent(profile);
  const schoolsById = new Map<string, SchoolView>(schools.map((school) => [school.id, school]));
  const destinationsById = new Map(destinations.map((destination) => [destination.id, destination]));
  const entries: ShortlistEntryView[] = [];
  for (const row of rows) {
    // A school the catalogue no longer lists has nothing to show.
    const school = schoolsById.get(row.school_id);
    if (!school) continue;
    const destination = destinationsById.get(school.destinationId) ?? null;
    const cost = yearlyCostUsd(costs.get(school.id) ?? [], rates);
    const quickFacts = quickFactViews(school.quickFacts, today, school.inheritedFacts);
    const deadlineFact = school.quickFacts.applicationDeadline;
    const deadlineViews = quickFacts.find((fact) => fact.key === "applicationDeadline")?.statements ?? [];
    // The views list the statements in the same order: each keeps its own view through the filter.
    const deadline = upcomingDeadlines(
      (deadlineFact.status === "verified" ? deadlineFact.statements : []).map((statement, index) => ({ ...statement, view: deadlineViews[index]! })),
      today,
    );
    upcomingDeadlinesBySchool.set(school.id, { statements: deadline.statements.map((statement) => statement.view), next: deadline.next });
    const matchDetail = student
      ? matchScore(student, {
          destinationName: destination?.name ?? "",
          isCaribbean: destination?.isCaribbean ?? false,
          pathwaySlugs: school.pathwaySlugs,
          yearlyCostUsd: cost.total,
        })
      : null;
    entries.push({
      schoolId: school.id,
      schoolName: school.name,
      schoolSlug: school.slug,
      location: school.location,
      country: destination?.name ?? null,
      countrySlug: destination?.slug ?? null,
      type: school.type,
      ranking: school.ranking,
      acceptanceRate: school.acceptanceRate,
      tuitionRange: school.tuitionRange,
      livingCosts: school.livingCosts,
      applicationDeadline: school.applicationDeadline,
      quickFacts,
      status: row.status,
      priority: row.priority,
      notes: row.notes,
      addedAt: row.added_at,
      updatedAt: row.updated_at,
      match: matchDetail?.score ?? null,
      matchDetail,
      yearlyCostUsd: cost,
      tuitionUsdPerYear: cost.tuition,
      daysToDeadline: deadline.next?.days ?? null,
      cxcVerdict: schoolCxcVerdict(school, cxcResults),
    });
  }
  return { entries, hasQuizResult: student !== null, upcomingDeadlines: upcomingDeadlinesBySchool };
}

/** A student's shortlist, searched, filtered and sorted (default: match, descending). */
export async function shortlistOf(userId: string, options: ShortlistOptions = {}): Promise<Shortlist> {
  const { entries, hasQuizResult } = await shortlistEntries(userId, options.today ?? todayUtc(), options.rates ?? REFERENCE_USD_RATES);
  const countries = new Map<string, string>();
  for (const entry of entries) if (entry.countrySlug && entry.country) countries.set(entry.countrySlug, entry.country);
  return {
    entries: shortlistListing(entries, {
      q: normalizeSearchTerm(options.q ?? undefined),
      country: options.country ?? null,
      status: options.status ?? null,
      sort: options.sort ?? "match",
      dir: options.dir ?? "desc",
    }),
    total: entries.length,
    countries: [...countries].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name)),
    hasQuizResult,
  };
}

/** How many students have each school on their shortlist (schools no one has are left out). */
export async function shortlistCountsBySchool(): Promise<Map<string, number>> {
  const rows = await db()
    .selectFrom("shortlist_entries")
    .select((eb) => ["school_id", eb.fn.count<string>("user_id").distinct().as("students")])
    .groupBy("school_id")
    .execute();
  return new Map(rows.map((row) => [row.school_id, Number(row.students)]));
}

/** The schools on a student's shortlist, in the order added (the financial planner adds up their costs). */
export async function shortlistedSchoolIds(userId: string): Promise<string[]> {
  return (await shortlistRows(userId)).map((row) => row.school_id);
}

export async function isOnShortlist(userId: string, schoolId: string): Promise<boolean> {
  const row = await db().selectFrom("shortlist_entries").select("id").where("user_id", "=", userId).where("school_id", "=", schoolId).executeTakeFirst();
  return row !== undefined;
}

export type CompareOutcome =
  | { status: "compared"; entries: ShortlistEntryView[]; hasQuizResult: boolean }
  | { status: "refused"; message: string; entries: ShortlistEntryView[]; hasQuizResult: boolean };

/**
 * Two or three of the student's shortlisted schools side by side, in
 * the order asked. A school that is not on this student's shortlist (another
 * student's, or no school at all) is NotOnShortlistError: a 404.
 */
export async function compareShortlist(
  userId: string,
  schoolIds: readonly string[],
  options: Pick<ShortlistOptions, "today" | "rates"> = {},
): Promise<CompareOutcome> {
  const chosen = [...new Set(schoolIds)];
  const { entries, hasQuizResult } = await shortlistEntries(userId, options.today ?? todayUtc(), options.rates ?? REFERENCE_USD_RATES);
  const byId = new Map(entries.map((entry) => [entry.schoolId, entry]));
  const compared = chosen.map((id) => {
    const entry = byId.get(id);
    if (!entry) throw new NotOnShortlistError(id);
    return entry;
  });
  if (compared.length > COMPARE_LIMIT) {
    return {
      status: "refused",
      message: `You can compare at most ${COMPARE_LIMIT} schools at a time. Choose ${COMPARE_LIMIT} or fewer.`,
      entries: [],
      hasQuizResult,
    };
  }
  if (compared.length < COMPARE_MINIMUM) {
    return { status: "refused", message: `Choose at least ${COMPARE_MINIMUM} schools from your shortlist to compare.`, entries: compared, hasQuizResult };
  }
  return { status: "compared", entries: compared, hasQuizResult };
}

export interface ShortlistDeadline {
  schoolId: string;
  schoolName: string;
  schoolSlug: string;
  status: ShortlistStatus;
  priority: ShortlistPriority;
  /** The verified deadline statements still upcoming, in the source's own words, each with its cycle note and source. */
  statements: QuickFactView["statements"];
  /** The next day the statements name, and whether the source gave its year; null when they name none. */
  next: NextDeadlineDay | null;
}

/** Statuses for which a school's application deadline still matters. */
const BEFORE_APPLYING: readonly ShortlistStatus[] = ["saved", "considering", "application_started"];

/**
 * For the dashboard and the reminders: the application deadlines of the
 * shortlisted schools the student has not applied to yet, soonest named date
 * first. Each comes with the source's words, cycle note and source beside
 * the next day they name (a day given without a year is this cycle's
 * reading of it, not a promise); a statement whose cycle is over is not upcoming (`upcomingDeadlines`), and a
 * school with no other leaves the list.
 */
export async function upcomingShortlistDeadlines(userId: string, options: Pick<ShortlistOptions, "today"> = {}): Promise<ShortlistDeadline[]> {
  const { entries, upcomingDeadlines: upcoming } = await shortlistEntries(userId, options.today ?? todayUtc(), REFERENCE_USD_RATES);
  return shortlistListing(entries, { sort: "deadline", dir: "asc" })
    .filter((entry) => BEFORE_APPLYING.includes(entry.status))
    .flatMap((entry) => {
      const { statements = [], next = null } = upcoming.get(entry.schoolId) ?? {};
      if (statements.length === 0) return [];
      const { schoolId, schoolName, schoolSlug, status, priority } = entry;
      return [{ schoolId, schoolName, schoolSlug, status, priority, statements, next }];
    });
}

/** GET /api/portal/shortlist: the student's entries, match descending. */
export async function shortlistForApi(userId: string) {
  const { entries } = await shortlistOf(userId);
  return entries.map((entry) => ({
    schoolId: entry.schoolId,
    name: entry.schoolName,
    slug: entry.schoolSlug,
    status: entry.status,
    priority: entry.priority,
    notes: entry.notes,
    match: entry.match,
    addedAt: entry.addedAt.toISOString(),
  }));
}

/** Every student with at least one shortlisted school: deadline reminders reconcile them. */
export async function studentsWithShortlist(): Promise<string[]> {
  const rows = await db().selectFrom("shortlist_entries").select("user_id").distinct().orderBy("user_id").execute();
  return rows.map((row) => row.user_id);
}
