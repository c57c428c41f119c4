import { staleSchoolFacts, type StaleReason } from "@modules/catalog/index.ts";
import { staleScholarships } from "@modules/funding/index.ts";
import { saveCountsOf, shortlistCountsBySchool } from "@modules/portal/index.ts";

export const STALE_KINDS = ["school", "scholarship"] as const;
export type StaleKind = (typeof STALE_KINDS)[number];

export interface StaleFactLink {
  key: string;
  label: string;
  reason: StaleReason;
  /** Straight to the fact in its editor. */
  href: string;
}

export interface StaleFactsRow {
  kind: StaleKind;
  id: string;
  name: string;
  /** Its editor. */
  href: string;
  /** Students who shortlisted the school or saved the scholarship: the queue's order, most first. */
  students: number;
  stale: StaleFactLink[];
}

export const STALE_FACTS_PAGE_SIZE = 20;

export interface StaleFactsFilter {
  /** Part of a school's name or a scholarship's title. */
  q?: string;
  /** Only facts stale for this reason. */
  reason?: StaleReason;
  kind?: StaleKind;
  page?: number;
}

export interface StaleFactsPage {
  /** This page's schools and scholarships. */
  rows: StaleFactsRow[];
  /** Schools and scholarships the filter keeps, on every page. */
  matching: Record<StaleKind, number>;
  /** Every stale fact, whatever the filter: the dashboard's count. */
  staleFactCount: number;
}

/**
 * The staleness queue: every school and scholarship with a fact that has no
 * statement for the intake students apply for today, those most students
 * shortlisted or saved first (then the most stale facts, then by name),
 * searched by name and filtered by kind and by why a fact is stale, 20 a
 * page; and how many stale facts there are in all.
 */
export async function staleFactsQueue(today: string, filter: StaleFactsFilter = {}): Promise<StaleFactsPage> {
  const [schools, scholarships, shortlisted, saved] = await Promise.all([
    staleSchoolFacts(today),
    staleScholarships(today),
    shortlistCountsBySchool(),
    saveCountsOf("scholarship"),
  ]);
  const all: StaleFactsRow[] = [
    ...schools.map((school) => {
      const href = `/admin/schools/${encodeURIComponent(school.schoolId)}/edit`;
      const stale = school.stale.map((fact) => ({ ...fact, href: `${href}#fact-${fact.key}` }));
      return { kind: "school" as const, id: school.schoolId, name: school.name, href, students: shortlisted.get(school.schoolId) ?? 0, stale };
    }),
    ...scholarships.map((scholarship) => {
      const href = `/admin/scholarships/${encodeURIComponent(scholarship.scholarshipId)}/edit`;
      const stale = scholarship.stale.map((fact) => ({ ...fact, href }));
      return {
        kind: "scholarship" as const,
        id: scholarship.scholarshipId,
        name: scholarship.title,
        href,
        students: saved.get(scholarship.scholarshipId) ?? 0,
        stale,
      };
    }),
  ].sort((a, b) => b.students - a.students || b.stale.length - a.stale.length || a.name.localeCompare(b.name));
  const term = filter.q?.toLowerCase() ?? "";
  const matching = all
    .filter((row) => (filter.kind === undefined || row.kind === filter.kind) && (term === "" || row.name.toLowerCase().includes(term)))
    .map((row) => (filter.reason ? { ...row, stale: row.stale.filter((fact) => fact.reason === filter.reason) } : row))
    .filter((row) => row.stale.length > 0);
  const page = Math.max(1, filter.page ?? 1);
  return {
    rows: matching.slice((page - 1) * STALE_FACTS_PAGE_SIZE, page * STALE_FACTS_PAGE_SIZE),
    matching: { school: matching.filter((row) => row.kind === "school").length, scholarship: matching.filter((row) => row.kind === "scholarship").length },
    staleFactCount: all.reduce((sum, row) => sum + row.stale.length, 0),
  };
}
