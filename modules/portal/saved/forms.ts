// Schemas of the saved-content forms (Save buttons, notes, statuses, remove), validated on the server.
import { z } from "zod";
import { SCHOLARSHIP_DESTINATIONS } from "../../funding/index.ts";
import { NOTES_TOO_LONG_MESSAGE } from "./decide.ts";
import { CONTENT_TYPES, NOTES_MAX_LENGTH, SAVED_ITEM_STATUSES, SCHOLARSHIP_STATUSES } from "./events.ts";

const contentId = z.string().min(1).max(200);
// An item id by its shape: anything else is a bad request; a well-shaped one that names none of the
// student's items is answered 404, like another student's.
const itemId = z.string().uuid();
/** Where a form without JavaScript returns after its action; the route keeps it on this site. */
const returnTo = z.string().max(2000).optional();

export const savedContentFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), contentType: z.enum(CONTENT_TYPES), contentId, returnTo }),
  z.object({ intent: z.literal("unsave"), contentType: z.enum(CONTENT_TYPES), contentId, returnTo }),
  z.object({ intent: z.literal("remove"), itemId, returnTo }),
  z.object({
    intent: z.literal("note"),
    itemId,
    // An empty box clears the notes (the form sends nothing for it).
    notes: z.string().max(NOTES_MAX_LENGTH, NOTES_TOO_LONG_MESSAGE).optional(),
    returnTo,
  }),
  z.object({ intent: z.literal("status"), itemId, status: z.enum(SCHOLARSHIP_STATUSES, { error: "Choose one of the listed statuses." }), returnTo }),
]);
export type SavedContentForm = z.infer<typeof savedContentFormSchema>;

/** The /portal/saved filters from a query string: anything odd reads as "all", never an error. */
export const savedContentQuerySchema = z.object({
  q: z.string().max(500).catch(""),
  status: z.enum(SAVED_ITEM_STATUSES).nullable().catch(null),
  destination: z.enum(SCHOLARSHIP_DESTINATIONS).nullable().catch(null),
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .nullable()
    .catch(null),
});
