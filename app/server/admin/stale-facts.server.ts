import { staleSchoolFacts, type SchoolStaleFacts } from "@modules/catalog/index.ts";
import { shortlistCountsBySchool } from "@modules/portal/index.ts";

export interface StaleFactsRow extends SchoolStaleFacts {
  /** Students who have the school on their shortlist: the queue's order, most first. */
  students: number;
}

/**
 * The staleness queue: every school with a fact that has no statement for the
 * intake students apply for today, the schools most students shortlisted
 * first (then the most stale facts, then by name), and how many facts in all.
 */
export async function staleFactsQueue(today: string): Promise<{ rows: StaleFactsRow[]; staleFactCount: number }> {
  const [schools, students] = await Promise.all([staleSchoolFacts(today), shortlistCountsBySchool()]);
  const rows = schools
    .map((school) => ({ ...school, students: students.get(school.schoolId) ?? 0 }))
    .sort((a, b) => b.students - a.students || b.stale.length - a.stale.length || a.name.localeCompare(b.name));
  return { rows, staleFactCount: rows.reduce((sum, row) => sum + row.stale.length, 0) };
}
