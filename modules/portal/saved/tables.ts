// The value sets its columns hold live here, so this file imports nothing from the module (docs/conventions.md); browser.ts re-exports them.

/** What a student can save (the spec's saved_content.contentType). */
export const CONTENT_TYPES = ["article", "scholarship", "school"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** A saved scholarship's application statuses; only scholarships have them. */
export const SCHOLARSHIP_STATUSES = ["to_do", "in_progress", "applied", "awarded", "rejected"] as const;
export type ScholarshipStatus = (typeof SCHOLARSHIP_STATUSES)[number];

/** A saved item starts as 'saved' with priority 'medium'. */
export const SAVED_ITEM_STATUSES = ["saved", ...SCHOLARSHIP_STATUSES] as const;
export type SavedItemStatus = (typeof SAVED_ITEM_STATUSES)[number];

export const SAVED_ITEM_PRIORITIES = ["high", "medium", "low"] as const;
export type SavedItemPriority = (typeof SAVED_ITEM_PRIORITIES)[number];

/** One student's saved article, scholarship or school (the spec's saved_content). */
export interface SavedItemsTable {
  id: string;
  user_id: string;
  content_type: ContentType;
  content_id: string;
  personal_notes: string | null;
  status: SavedItemStatus;
  priority: SavedItemPriority;
  saved_at: Date;
  updated_at: Date;
}

export interface PortalSavedTables {
  saved_items: SavedItemsTable;
}
