import { z } from "zod";
import { CXC_REQUIREMENT_LIMITS, cxcRequirementSchema } from "../cxc/index.ts";
import { CURRENCIES } from "./currency-marks.ts";
import { STUDY_LEVELS } from "./eligibility.ts";
import { CITIZENSHIP_GROUPS, SOURCE_CONFIDENCES } from "./tables.ts";
export { CITIZENSHIP_GROUPS } from "./tables.ts";
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

/**
 * The scholarship as ScholarshipListed/ScholarshipRevised carried it at schema
 * version 3, before awards kept their earlier cycles and opening dates (events.ts lifts it).
 */
export const scholarshipSchemaV3 = scholarshipSchemaV2.extend({
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

/**
 * One dated round of an award, as a source states it: the days it opened and
 * closed (one may be unknown) and the intake it was for (decision 0043).
 */
export const scholarshipCycleSchema = z
  .object({
    /** The intake, year or round as its source names it ("2026/27", "2022 programme"). */
    intake: z.string().trim().min(1).max(120),
    opensOn: isoDate.nullable(),
    closesOn: isoDate.nullable(),
    /** Where these dates were stated. */
    sourceUrl: webAddress.nullable(),
  })
  .refine((cycle) => cycle.opensOn !== null || cycle.closesOn !== null, "A cycle needs the day it opened or closed.")
  .refine((cycle) => cycle.opensOn === null || cycle.closesOn === null || cycle.opensOn <= cycle.closesOn, "A cycle cannot close before it opens.");

export type ScholarshipCycle = z.infer<typeof scholarshipCycleSchema>;

/**
 * The latest cycle is the one `deadline`, `deadlineCycle` and
 * `deadlineSourceUrl` describe, with the day it opened beside them; the
 * earlier ones are kept to show the award's yearly pattern (decision 0043).
 * Schema version 4, before awards stated their rules and obligations as values.
 */
export const scholarshipSchemaV4 = scholarshipSchemaV3.extend({
  /** The day the latest cycle opened, when a source states it. */
  opensOn: isoDate.nullable(),
  /** Earlier dated cycles, newest first: the history the expected window is computed from. */
  earlierCycles: z.array(scholarshipCycleSchema).max(30),
  /**
   * False when the award has no yearly window (applied for at registration,
   * awarded on results, dates set per programme): `deadlineNote` says why.
   */
  fixedWindow: z.boolean(),
});

/** ISO 3166-1 alpha-2, or a regional group an award names as a whole (CITIZENSHIP_GROUPS). */
const citizenshipRule = z.union([z.string().regex(/^[A-Z]{2}$/), z.enum(CITIZENSHIP_GROUPS)]);

/**
 * Who may apply, as values a student's profile can be checked against
 * (issue 26 item 4), only as the award's sources state them: an empty list
 * or a null is a rule the sources do not set. The award's own words stay in
 * `eligibility`.
 */
export const eligibilityRulesSchema = z.object({
  citizenships: z.array(citizenshipRule).max(60),
  /** Inclusive ages when applying. */
  minAge: z.number().int().min(10).max(100).nullable(),
  maxAge: z.number().int().min(10).max(100).nullable(),
  minWorkYears: z.number().min(0).max(40).nullable(),
  /** CXC requirements in the cxc module's model (decision 0048). */
  cxc: z.array(cxcRequirementSchema).max(CXC_REQUIREMENT_LIMITS.requirements),
});
export type EligibilityRules = z.infer<typeof eligibilityRulesSchema>;

/** What a student owes afterwards, as the sources state it: null when they do not say. */
export const obligationsSchema = z.object({
  bondYears: z.number().min(0).max(20).nullable(),
  returnHomeYears: z.number().min(0).max(20).nullable(),
  serviceHours: z.number().int().min(0).max(5_000).nullable(),
});
export type Obligations = z.infer<typeof obligationsSchema>;

export const NO_ELIGIBILITY_RULES: EligibilityRules = { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] };
export const NO_OBLIGATIONS: Obligations = { bondYears: null, returnHomeYears: null, serviceHours: null };

/**
 * The scholarship as ScholarshipListed/ScholarshipRevised carried it at schema
 * version 5, before its source's facts were graded (events.ts lifts it).
 */
export const scholarshipSchemaV5 = scholarshipSchemaV4.extend({
  eligibilityRules: eligibilityRulesSchema,
  obligations: obligationsSchema,
});

export { SOURCE_CONFIDENCES, type SourceConfidence } from "./tables.ts";

export const scholarshipSchema = scholarshipSchemaV5.extend({
  /**
   * How far `sourceUrl`'s facts can be trusted, as the data files grade them:
   * high, the official page; medium, a reputable secondary source; null, not
   * graded. Low-confidence facts are never shown, so there is no "low".
   */
  sourceConfidence: z.enum(SOURCE_CONFIDENCES).nullable(),
});

export type Scholarship = z.infer<typeof scholarshipSchema>;
