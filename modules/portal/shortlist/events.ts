import { z } from "zod";
import { defineEvent } from "../../eventstore/index.ts";
import { SHORTLIST_NOTES_LIMIT, SHORTLIST_PRIORITIES, SHORTLIST_STATUSES } from "./browser.ts";

const entry = { userId: z.string().min(1), schoolId: z.string().min(1) };

/** A student put a school on their shortlist (it starts as saved, priority considering). */
export const SchoolShortlisted = defineEvent("SchoolShortlisted", z.object(entry));
/** A student took a school off their shortlist; its status, priority and notes go with it. */
export const SchoolUnshortlisted = defineEvent("SchoolUnshortlisted", z.object(entry));
export const ShortlistStatusChanged = defineEvent("ShortlistStatusChanged", z.object({ ...entry, status: z.enum(SHORTLIST_STATUSES) }));
export const ShortlistPriorityChanged = defineEvent("ShortlistPriorityChanged", z.object({ ...entry, priority: z.enum(SHORTLIST_PRIORITIES) }));
/** `notes` is the student's own text: personal data, sealed (decision 0010). Empty clears them. */
export const ShortlistEntryNoted = defineEvent(
  "ShortlistEntryNoted",
  // Sealed with the student's key (decision 0010): null once the account is deleted.
  z.object({ ...entry, notes: z.string().max(SHORTLIST_NOTES_LIMIT).nullable() }),
  { personal: { subject: (data) => data.userId, fields: ["notes"] } },
);

/** One stream per student: their whole shortlist is one consistency boundary. */
export const shortlistStream = (userId: string) => `shortlist-${userId}`;

/** Where a new entry starts. */
export const NEW_ENTRY = { status: "saved", priority: "considering", notes: "" } as const;
