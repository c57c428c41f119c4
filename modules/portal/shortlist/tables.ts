// The value sets its columns hold live here, so this file imports nothing from the module (docs/conventions.md); browser.ts re-exports them.

/** A shortlisted school's application status ('considering' comes from the original's sample data). */
export const SHORTLIST_STATUSES = ["saved", "considering", "application_started", "applied", "accepted", "rejected"] as const;
export type ShortlistStatus = (typeof SHORTLIST_STATUSES)[number];

/** In priority order (top_choice 1 ... considering 4). */
export const SHORTLIST_PRIORITIES = ["top_choice", "second_choice", "safety_school", "considering"] as const;
export type ShortlistPriority = (typeof SHORTLIST_PRIORITIES)[number];

/** One school on one student's shortlist. */
export interface ShortlistEntriesTable {
  /** `${userId}:${schoolId}`: one row per student and school, the same on every replay. */
  id: string;
  user_id: string;
  school_id: string;
  status: ShortlistStatus;
  priority: ShortlistPriority;
  notes: string;
  added_at: Date;
  updated_at: Date;
}

export interface ShortlistTables {
  shortlist_entries: ShortlistEntriesTable;
}
