import type { ShortlistPriority, ShortlistStatus } from "./browser.ts";

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
