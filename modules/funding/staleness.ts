import { daysBetween } from "../platform/index.ts";
import { datedCycles, fundingWindow, type ScholarshipDating } from "./cycles.ts";

/*
 * A scholarship's facts that are not current, for the staleness queue beside
 * the schools' (issue 25 item 5), in the same words. A scholarship's dated
 * fact is its cycle (decision 0043): once the latest confirmed one has passed,
 * the next is not confirmed yet. Pure; "today" is always passed in.
 */

export type ScholarshipStaleReason = "not found" | "not verified" | "last cycle" | "older";

export interface ScholarshipStaleFact {
  key: "deadline" | "checked";
  label: string;
  reason: ScholarshipStaleReason;
}

/** A check or a cycle that ended more than a year before today belongs to an earlier cycle than the last. */
const CYCLE_DAYS = 366;

/** What staleness reads of a scholarship (queries.ts `ScholarshipView` has them). */
export interface ScholarshipFactDating extends ScholarshipDating {
  lastVerifiedOn: string | null;
}

/**
 * Given a scholarship on `today`: its cycle when none is confirmed open or to
 * come (the latest ended within the last year: last cycle's; before that:
 * older; no dated cycle at all: not found), unless it has no yearly window;
 * and its facts when nobody has checked them within a year.
 */
export function staleScholarshipFacts(scholarship: ScholarshipFactDating, today: string): ScholarshipStaleFact[] {
  const stale: ScholarshipStaleFact[] = [];
  const window = fundingWindow(scholarship, today);
  if (window.status === "expected" || window.status === "no dates") {
    const latest = datedCycles(scholarship)[0];
    const ended = latest ? (latest.closesOn ?? latest.opensOn) : null;
    stale.push({
      key: "deadline",
      label: "Deadline",
      reason: ended === null ? "not found" : daysBetween(ended, today) <= CYCLE_DAYS ? "last cycle" : "older",
    });
  }
  const { lastVerifiedOn } = scholarship;
  if (lastVerifiedOn === null) stale.push({ key: "checked", label: "Facts checked", reason: "not verified" });
  else if (daysBetween(lastVerifiedOn, today) > CYCLE_DAYS) stale.push({ key: "checked", label: "Facts checked", reason: "older" });
  return stale;
}
