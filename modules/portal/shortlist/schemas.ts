import { z } from "zod";
import { SHORTLIST_NOTES_LIMIT, SHORTLIST_PRIORITIES, SHORTLIST_SORTS, SHORTLIST_STATUSES } from "./browser.ts";

const schoolId = z.string().trim().min(1, "Choose a school.").max(200);

/** The shortlist's POST forms, one per intent (each card's selects, notes and remove; the school page's toggle). */
export const shortlistChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), schoolId }),
  z.object({ intent: z.literal("remove"), schoolId }),
  z.object({ intent: z.literal("status"), schoolId, status: z.enum(SHORTLIST_STATUSES, "Choose a status from the list.") }),
  z.object({ intent: z.literal("priority"), schoolId, priority: z.enum(SHORTLIST_PRIORITIES, "Choose a priority from the list.") }),
  z.object({
    intent: z.literal("notes"),
    schoolId,
    notes: z
      .string()
      .max(SHORTLIST_NOTES_LIMIT, `Keep your notes to ${SHORTLIST_NOTES_LIMIT} characters or fewer.`)
      .optional()
      .transform((notes) => notes?.trim() ?? ""),
  }),
]);

export type ShortlistChange = z.infer<typeof shortlistChangeSchema>;

/** The page's query string: odd values fall back to the defaults, never an error (docs/conventions.md). */
export const shortlistQuerySchema = z.object({
  q: z.string().max(200).optional().catch(undefined),
  country: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional()
    .catch(undefined),
  status: z.enum(SHORTLIST_STATUSES).optional().catch(undefined),
  sort: z.enum(SHORTLIST_SORTS).catch("match"),
  dir: z.enum(["asc", "desc"]).catch("desc"),
  view: z.enum(["cards", "table"]).catch("cards"),
});

export type ShortlistQuery = z.infer<typeof shortlistQuerySchema>;

/** Reads the query string into the page's filters. */
export function readShortlistQuery(searchParams: URLSearchParams): ShortlistQuery {
  const blankToUndefined = (value: string | null) => (value === null || value.trim() === "" ? undefined : value);
  return shortlistQuerySchema.parse({
    q: blankToUndefined(searchParams.get("q")),
    country: blankToUndefined(searchParams.get("country")),
    status: blankToUndefined(searchParams.get("status")),
    sort: searchParams.get("sort") ?? undefined,
    dir: searchParams.get("dir") ?? undefined,
    view: searchParams.get("view") ?? undefined,
  });
}
