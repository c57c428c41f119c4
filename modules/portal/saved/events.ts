import { z } from "zod";
import { defineEvent } from "../../eventstore/index.ts";

/** What a student can save (spec §3 saved_content.contentType). */
export const CONTENT_TYPES = ["article", "scholarship", "school"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** A saved scholarship's application statuses (spec §4); only scholarships have them. */
export const SCHOLARSHIP_STATUSES = ["to_do", "in_progress", "applied", "awarded", "rejected"] as const;
export type ScholarshipStatus = (typeof SCHOLARSHIP_STATUSES)[number];

/** Spec §4: a saved item starts as 'saved' with priority 'medium'. */
export const SAVED_ITEM_STATUSES = ["saved", ...SCHOLARSHIP_STATUSES] as const;
export type SavedItemStatus = (typeof SAVED_ITEM_STATUSES)[number];
export const INITIAL_STATUS = "saved" satisfies SavedItemStatus;
export const SAVED_ITEM_PRIORITIES = ["high", "medium", "low"] as const;
export type SavedItemPriority = (typeof SAVED_ITEM_PRIORITIES)[number];
export const INITIAL_PRIORITY = "medium" satisfies SavedItemPriority;

/** A student's notes on one saved item, at most this many characters (UTF-16 units, as a textarea's maxlength counts them); longer is refused, nothing written. */
export const NOTES_MAX_LENGTH = 2000;

const contentId = z.string().min(1).max(200);
/** Each save gets its own id, so a student's item id names nothing in another student's portal. */
const itemId = z.string().uuid();

export const ContentSaved = defineEvent("ContentSaved", z.object({ userId: z.string().min(1), itemId, contentType: z.enum(CONTENT_TYPES), contentId }));
export const ContentUnsaved = defineEvent("ContentUnsaved", z.object({ userId: z.string().min(1), itemId, contentType: z.enum(CONTENT_TYPES), contentId }));
/** `notes` is the student's own text (personal data); empty means the notes were cleared. */
export const SavedItemNoted = defineEvent("SavedItemNoted", z.object({ userId: z.string().min(1), itemId, notes: z.string().max(NOTES_MAX_LENGTH) }));
export const SavedItemStatusChanged = defineEvent(
  "SavedItemStatusChanged",
  z.object({ userId: z.string().min(1), itemId, status: z.enum(SCHOLARSHIP_STATUSES) }),
);

/** One stream per student for everything they save. */
export const savedStream = (userId: string) => `saved-${userId}`;
