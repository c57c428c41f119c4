import { z } from "zod";

const text = z.string().trim().min(1);
const optionalText = z.string().trim().min(1).nullable();
const isoDate = z.iso.date();

export const CURRENCIES = ["USD", "CAD", "GBP", "EUR", "AUD"] as const;
/** Where a scholarship is for (spec §3 values), used by the funding page's destination filter. */
export const SCHOLARSHIP_DESTINATIONS = ["canada", "usa", "uk", "caribbean"] as const;

export const scholarshipSchema = z.object({
  id: text,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: text.max(200),
  description: text.max(5_000),
  provider: text.max(200),
  amount: optionalText,
  currency: z.enum(CURRENCIES),
  /** The next closing date, only when confirmed; null shows "Open". */
  deadline: isoDate.nullable(),
  eligibility: optionalText,
  howToApply: optionalText,
  applicationUrl: z.url({ protocol: /^https?$/ }).nullable(),
  /** Where the facts were checked, and when: both are shown to students. */
  sourceUrl: z.url({ protocol: /^https?$/ }).nullable(),
  lastVerifiedOn: isoDate.nullable(),
  destinationId: z.enum(SCHOLARSHIP_DESTINATIONS).nullable(),
  pathwayId: optionalText,
  isFeatured: z.boolean(),
  isActive: z.boolean(),
});

export type Scholarship = z.infer<typeof scholarshipSchema>;
