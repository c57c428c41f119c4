// Saved content's browser-safe door: the choices both the server and the page know. Pure: no server code, no zod.
import type { SavedItemStatus, SavedItemPriority } from "./tables.ts";
export {
  CONTENT_TYPES,
  type ContentType,
  SCHOLARSHIP_STATUSES,
  type ScholarshipStatus,
  SAVED_ITEM_STATUSES,
  type SavedItemStatus,
  SAVED_ITEM_PRIORITIES,
  type SavedItemPriority,
} from "./tables.ts";

export const INITIAL_STATUS = "saved" satisfies SavedItemStatus;
export const INITIAL_PRIORITY = "medium" satisfies SavedItemPriority;

/** A student's notes on one saved item, at most this many characters (UTF-16 units, as a textarea's maxlength counts them); longer is refused, nothing written. */
export const NOTES_MAX_LENGTH = 2000;
