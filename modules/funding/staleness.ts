import { daysBetween } from "../platform/index.ts";

/*
 * A scholarship's facts that are not current, for the staleness queue beside
 * the schools' (issue 25 item 5), in the same words. Until awards keep their
 * yearly cycles (issue 26), a scholarship's dated fact is its confirmed
 * closing date: once it has passed, the next cycle's is not confirmed yet.
 * Pure; "today" is always passed in.
 */

export type ScholarshipStaleReason = "not found" | "not verified" | "last cycle" | "older";

export interface ScholarshipStaleFact {
  key: "deadline" | "checked";
  label: string;
  reason: ScholarshipStaleReason;
}

/** A check or a closing date more than a year before today belongs to an earlier cycle than the last. */
const CYCLE_DAYS = 366;

/**
 * Given a scholarship on `today`: its deadline when none is confirmed to come
 * (passed within the last year: last cycle's; before that: older; none and no
 * word on why: not found; "no fixed deadline" in its note is current), and its
 * facts when nobody has checked them within a year.
 */
/** What staleness reads of a scholarship (queries.ts `ScholarshipView` has them). */
export interface ScholarshipDating {
  deadline: string | null;
  deadlineNote: string | null;
  lastVerifiedOn: string | null;
}

export function staleScholarshipFacts(scholarship: ScholarshipDating, today: string): ScholarshipStaleFact[] {
  const stale: ScholarshipStaleFact[] = [];
  const { deadline, deadlineNote, lastVerifiedOn } = scholarship;
  if (deadline === null && deadlineNote === null) stale.push({ key: "deadline", label: "Deadline", reason: "not found" });
  else if (deadline !== null && deadline < today)
    stale.push({ key: "deadline", label: "Deadline", reason: daysBetween(deadline, today) <= CYCLE_DAYS ? "last cycle" : "older" });
  if (lastVerifiedOn === null) stale.push({ key: "checked", label: "Facts checked", reason: "not verified" });
  else if (daysBetween(lastVerifiedOn, today) > CYCLE_DAYS) stale.push({ key: "checked", label: "Facts checked", reason: "older" });
  return stale;
}
