/*
 * The shortlist's words and limits, shared by the server and the browser:
 * pure, free of server code and zod (the browser bundle imports it through
 * modules/portal/browser.ts).
 */

/** A shortlisted school's application status ('considering' comes from the original's sample data). */
export const SHORTLIST_STATUSES = ["saved", "considering", "application_started", "applied", "accepted", "rejected"] as const;
export type ShortlistStatus = (typeof SHORTLIST_STATUSES)[number];

/** A shortlisted school's priority, in the spec's priority order (top_choice 1 ... considering 4). */
export const SHORTLIST_PRIORITIES = ["top_choice", "second_choice", "safety_school", "considering"] as const;
export type ShortlistPriority = (typeof SHORTLIST_PRIORITIES)[number];

export const SHORTLIST_STATUS_LABELS: Record<ShortlistStatus, string> = {
  saved: "Saved",
  considering: "Considering",
  application_started: "Application started",
  applied: "Applied",
  accepted: "Accepted",
  rejected: "Rejected",
};

export const SHORTLIST_PRIORITY_LABELS: Record<ShortlistPriority, string> = {
  top_choice: "Top choice",
  second_choice: "Second choice",
  safety_school: "Safety school",
  considering: "Considering",
};

/** The shortlist's sorts, and the default (match, descending). */
export const SHORTLIST_SORTS = ["match", "name", "deadline", "tuition", "priority"] as const;
export type ShortlistSort = (typeof SHORTLIST_SORTS)[number];
export type SortDirection = "asc" | "desc";

export const SHORTLIST_SORT_LABELS: Record<ShortlistSort, string> = {
  match: "Match",
  name: "Name",
  deadline: "Application deadline",
  tuition: "Tuition",
  priority: "Priority",
};

/** At most three schools side by side; comparing needs at least two. */
export const COMPARE_LIMIT = 3;
export const COMPARE_MINIMUM = 2;

/** A student's notes on one school. */
export const SHORTLIST_NOTES_LIMIT = 2000;
