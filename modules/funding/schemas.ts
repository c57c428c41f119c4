import { z } from "zod";
import { CURRENCIES } from "./currency-marks.ts";
import { STUDY_LEVELS } from "./eligibility.ts";
export { CURRENCIES } from "./currency-marks.ts";

const text = z.string().trim().min(1);
const optionalText = z.string().trim().min(1).nullable();
const isoDate = z.iso.date();
const webAddress = z.url({ protocol: /^https?$/ });

/** Where a scholarship is for (the spec's values), used by the funding page's destination filter. */
export const SCHOLARSHIP_DESTINATIONS = ["canada", "usa", "uk", "caribbean"] as const;

/**
 * The scholarship as ScholarshipListed/ScholarshipRevised carried it at schema
 * version 1, before deadlines named their cycle and source (events.ts lifts it).
 */
export const scholarshipSchemaV1 = z.object({
  id: text,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: text.max(200),
  description: text.max(5_000),
  provider: text.max(200),
  amount: optionalText,
  currency: z.enum(CURRENCIES),
  deadline: isoDate.nullable(),
  eligibility: optionalText,
  howToApply: optionalText,
  applicationUrl: webAddress.nullable(),
  /** Where the facts were checked, and when: both are shown to students. */
  sourceUrl: webAddress.nullable(),
  lastVerifiedOn: isoDate.nullable(),
  destinationId: z.enum(SCHOLARSHIP_DESTINATIONS).nullable(),
  pathwayId: optionalText,
  isFeatured: z.boolean(),
  isActive: z.boolean(),
});

/**
 * The scholarship as ScholarshipListed/ScholarshipRevised carried it at schema
 * version 2, before awards named the study levels they are for (events.ts lifts it).
 */
export const scholarshipSchemaV2 = scholarshipSchemaV1.extend({
  /**
   * The latest closing date confirmed by a source, even an earlier cycle's: once
   * it has passed the scholarship is closed until a newer date is confirmed.
   * Null when no source gives one (then `deadlineNote` says why).
   */
  deadline: isoDate.nullable(),
  /** The intake, year or round that deadline belongs to, as its source names it ("2026/27 cycle"). */
  deadlineCycle: z.string().trim().min(1).max(120).nullable(),
  /**
   * What else a student must know about the deadline, in a sentence: no deadline
   * by design ("awarded on CAPE results"), set by each programme, or none found.
   */
  deadlineNote: z.string().trim().min(1).max(500).nullable(),
  /** Where the deadline (or the note) was stated. */
  deadlineSourceUrl: webAddress.nullable(),
});

export const scholarshipSchema = scholarshipSchemaV2.extend({
  /**
   * The levels of study the award is for, as its sources state them; empty
   * when they do not say (open to any level). The first of the structured
   * eligibility facts (decision 0032): `eligibility` stays the award's own words.
   */
  studyLevels: z
    .array(z.enum(STUDY_LEVELS))
    .max(STUDY_LEVELS.length)
    .refine((levels) => new Set(levels).size === levels.length, "Each study level once."),
});

export type Scholarship = z.infer<typeof scholarshipSchema>;
