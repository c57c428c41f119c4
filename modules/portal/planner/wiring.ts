/*
 * INTEGRATOR: wire these two after merging (issue 12). The shortlist and the
 * saved scholarships are other helpers' areas of the portal module, not in
 * this branch yet. Replace each body with a call through that area's door:
 *
 *   shortlistedSchoolIds(userId)  → the student's shortlisted school ids (../shortlist/index.ts)
 *   savedScholarshipIds(userId)   → the student's saved scholarship ids (../saved/index.ts)
 *
 * Until then the planner sees no shortlist and no saved scholarships, and says so.
 * `financialPlan` (pure) and its tests do not depend on this.
 */

/** The school ids on the student's shortlist. */
export async function shortlistedSchoolIds(_userId: string): Promise<string[]> {
  return [];
}

/** The scholarship ids the student saved. */
export async function savedScholarshipIds(_userId: string): Promise<string[]> {
  return [];
}
