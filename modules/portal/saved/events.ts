import { z } from "zod";
import { defineEvent } from "../../eventstore/index.ts";

import { CONTENT_TYPES, NOTES_MAX_LENGTH, SCHOLARSHIP_STATUSES } from "./browser.ts";

export {
  CONTENT_TYPES,
  INITIAL_PRIORITY,
  INITIAL_STATUS,
  NOTES_MAX_LENGTH,
  SAVED_ITEM_PRIORITIES,
  SAVED_ITEM_STATUSES,
  SCHOLARSHIP_STATUSES,
  type ContentType,
  type SavedItemPriority,
  type SavedItemStatus,
  type ScholarshipStatus,
} from "./browser.ts";

const contentId = z.string().min(1).max(200);
/** Each save gets its own id, so a student's item id names nothing in another student's portal. */
const itemId = z.string().uuid();

export const ContentSaved = defineEvent("ContentSaved", z.object({ userId: z.string().min(1), itemId, contentType: z.enum(CONTENT_TYPES), contentId }));
export const ContentUnsaved = defineEvent("ContentUnsaved", z.object({ userId: z.string().min(1), itemId, contentType: z.enum(CONTENT_TYPES), contentId }));
/** `notes` is the student's own text (personal data); empty means the notes were cleared. */
export const SavedItemNoted = defineEvent(
  "SavedItemNoted",
  // Sealed with the student's key (decision 0010): null once the account is deleted.
  z.object({ userId: z.string().min(1), itemId, notes: z.string().max(NOTES_MAX_LENGTH).nullable() }),
  { personal: { subject: (data) => data.userId, fields: ["notes"] } },
);
export const SavedItemStatusChanged = defineEvent(
  "SavedItemStatusChanged",
  z.object({ userId: z.string().min(1), itemId, status: z.enum(SCHOLARSHIP_STATUSES) }),
);

/** One stream per student for everything they save. */
export const savedStream = (userId: string) => `saved-${userId}`;
