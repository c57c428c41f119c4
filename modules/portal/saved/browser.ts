// Saved content's browser-safe door: the choices both the server and the page know. Pure: no server code, no zod.

/** What a student can save (the spec's saved_content.contentType). */
export const CONTENT_TYPES = ["article", "scholarship", "school"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** A saved scholarship's application statuses; only scholarships have them. */
export const SCHOLARSHIP_STATUSES = ["to_do", "in_progress", "applied", "awarded", "rejected"] as const;
export type ScholarshipStatus = (typeof SCHOLARSHIP_STATUSES)[number];

/** A saved item starts as 'saved' with priority 'medium'. */
export const SAVED_ITEM_STATUSES = ["saved", ...SCHOLARSHIP_STATUSES] as const;
export type SavedItemStatus = (typeof SAVED_ITEM_STATUSES)[number];
export const INITIAL_STATUS = "saved" satisfies SavedItemStatus;
export const SAVED_ITEM_PRIORITIES = ["high", "medium", "low"] as const;
export type SavedItemPriority = (typeof SAVED_ITEM_PRIORITIES)[number];
export const INITIAL_PRIORITY = "medium" satisfies SavedItemPriority;

/** A student's notes on one saved item, at most this many characters (UTF-16 units, as a textarea's maxlength counts them); longer is refused, nothing written. */
export const NOTES_MAX_LENGTH = 2000;
