import { staleSchoolFacts, type SchoolStaleFacts, type StaleReason } from "@modules/catalog/index.ts";
import { shortlistCountsBySchool } from "@modules/portal/index.ts";

export interface StaleFactsRow extends SchoolStaleFacts {
  /** Students who have the school on their shortlist: the queue's order, most first. */
  students: number;
}

export const STALE_FACTS_PAGE_SIZE = 20;

export interface StaleFactsFilter {
  /** Part of a school's name. */
  q?: string;
  /** Only facts stale for this reason. */
  reason?: StaleReason;
  page?: number;
}

export interface StaleFactsPage {
  /** This page's schools. */
  rows: StaleFactsRow[];
  /** Schools the filter keeps, on every page. */
  matchingSchools: number;
  /** Every stale fact, whatever the filter: the dashboard's count. */
  staleFactCount: number;
}

/**
 * The staleness queue: every school with a fact that has no statement for the
 * intake students apply for today, the schools most students shortlisted
 * first (then the most stale facts, then by name), searched by name and
 * filtered by why a fact is stale, 20 schools a page; and how many facts in all.
 */
export async function staleFactsQueue(today: string, filter: StaleFactsFilter = {}): Promise<StaleFactsPage> {
  const [schools, students] = await Promise.all([staleSchoolFacts(today), shortlistCountsBySchool()]);
  const all = schools
    .map((school) => ({ ...school, students: students.get(school.schoolId) ?? 0 }))
    .sort((a, b) => b.students - a.students || b.stale.length - a.stale.length || a.name.localeCompare(b.name));
  const term = filter.q?.toLowerCase() ?? "";
  const matching = all
    .filter((row) => term === "" || row.name.toLowerCase().includes(term))
    .map((row) => (filter.reason ? { ...row, stale: row.stale.filter((fact) => fact.reason === filter.reason) } : row))
    .filter((row) => row.stale.length > 0);
  const page = Math.max(1, filter.page ?? 1);
  return {
    rows: matching.slice((page - 1) * STALE_FACTS_PAGE_SIZE, page * STALE_FACTS_PAGE_SIZE),
    matchingSchools: matching.length,
    staleFactCount: all.reduce((sum, row) => sum + row.stale.length, 0),
  };
}
