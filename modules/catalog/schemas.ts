import { z } from "zod";
import { CXC_REQUIREMENT_LIMITS, cxcRequirementSchema, englishExemptionsSchema } from "../cxc/index.ts";
import { isNamedIn, isStatedDate } from "./stated-dates.ts";
import { moneyPeriods } from "./tables.ts";
export { moneyPeriods, type MoneyPeriod } from "./tables.ts";

const text = z.string().trim().min(1);
const optionalText = z.string().trim().min(1).nullable();
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens");
const url = z.url({ protocol: /^https?$/ }).nullable();

export const categorySchema = z.object({ id: text, name: text, slug, description: optionalText });

export const pathwaySchema = z.object({
  id: text,
  name: text,
  slug,
  description: text,
  iconClass: text,
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  content: text,
  whatYouStudy: z.array(text),
  skills: z.array(text),
  careers: z.array(z.object({ title: text, outlook: text })),
  typicalDuration: text,
  relatedSlugs: z.array(slug),
});

/*
 * A school's quick facts: each one is either verified, with every
 * statement tied to its source, the year or cycle the source gives and the day
 * it was checked, or recorded as not found with the official page to check.
 * Money is kept as structured amounts beside the text, for the planner, and
 * the days the source names as stated dates, for deadlines and reminders.
 */

const isoDate = z.iso.date();

export const moneyAmountSchema = z
  .object({
    /** What the amount covers when a statement gives several ("Arts", "Housing, on campus"). */
    label: optionalText,
    currency: z.string().regex(/^[A-Z]{3}$/, "an ISO 4217 code"),
    min: z.number().nonnegative(),
    /** Equal to `min` for a single figure; null when the source says "or more". */
    max: z.number().nonnegative().nullable(),
    period: z.enum(moneyPeriods),
  })
  .refine((amount) => amount.max === null || amount.min <= amount.max, "min must not exceed max");

/**
 * How far a statement's source can be trusted: the school's own page or a
 * government's ("official"); a reputable copy or report, such as a newspaper or
 * an official body's figures reproduced elsewhere ("secondary"); or an
 * aggregator, blog or agent's page whose figure could not be traced to an
 * official one ("aggregator"), which is never shown as verified.
 */
export const sourceConfidences = ["official", "secondary", "aggregator"] as const;

export const factStatementSchema = z
  .object({
    /** The value as the source states it. */
    text,
    /** The year or cycle the source refers to ("2025-2026", "Fall 2024", "from 1 Sep 2025"); null when it gives none. */
    cycle: optionalText,
    /** An undated page that is known to be old (an earlier site or an older version of the page). */
    olderPage: z.boolean(),
    amounts: z.array(moneyAmountSchema),
    /** The days the text names: "2027-01-15" for that day only, "--01-15" for a day the source gives without a year (stated-dates.ts). */
    dates: z.array(z.string().refine(isStatedDate, "a date as YYYY-MM-DD, or --MM-DD for a day of every year")),
    sourceUrl: z.url({ protocol: /^https?$/ }),
    confidence: z.enum(sourceConfidences),
    verifiedOn: isoDate,
  })
  .superRefine((statement, context) => {
    // Every structured figure and date must be one the text states, so the two cannot drift apart.
    for (const figure of statement.amounts.flatMap((amount) => [amount.min, amount.max])) {
      if (figure !== null && !statement.text.includes(formatFigure(figure))) {
        context.addIssue({ code: "custom", message: `amount ${formatFigure(figure)} does not appear in the text`, path: ["amounts"] });
      }
    }
    for (const date of statement.dates) {
      if (isStatedDate(date) && !isNamedIn(date, statement.text)) {
        context.addIssue({ code: "custom", message: `date ${date} is not a day the text names`, path: ["dates"] });
      }
    }
  });

export const quickFactSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("verified"), note: optionalText, statements: z.array(factStatementSchema).min(1) }),
  /** Looked for on the official pages on `checkedOn` and not found there: say so and link `checkUrl`. */
  z.object({ status: z.literal("not-found"), note: optionalText, checkUrl: z.url({ protocol: /^https?$/ }), checkedOn: isoDate }),
  /** A general note with no source: what schema version 1 of a school held. */
  z.object({ status: z.literal("unverified"), note: optionalText }),
]);

export const quickFactKeys = ["tuition", "livingCosts", "applicationFee", "applicationDeadline", "englishRequirements"] as const;

export const schoolQuickFactsSchema = z.object({
  tuition: quickFactSchema,
  livingCosts: quickFactSchema,
  applicationFee: quickFactSchema,
  applicationDeadline: quickFactSchema,
  englishRequirements: quickFactSchema,
});

/** A fact that holds for every school of a destination: what it applies to ("Every UK university, through UCAS") and its statements. */
export const sharedSchoolFactSchema = z.object({
  key: z.enum(quickFactKeys),
  appliesTo: text,
  statements: z.array(factStatementSchema).min(1),
});

export const destinationFactsSchema = z.object({
  currency: text,
  languages: z.array(text),
  studentVisa: optionalText,
  workRights: optionalText,
  academicYear: optionalText,
  bestTimeToApply: optionalText,
  tuitionInternationalUndergrad: optionalText,
  tuitionInternationalPostgrad: optionalText,
  livingCostsMonthly: optionalText,
  officialStudyInfoUrl: url,
  /** Facts every school of the destination shares (UCAS dates, a visa's funds rule): each school inherits them unless its own fact is verified. */
  schoolFacts: z.array(sharedSchoolFactSchema),
});

export const destinationSchema = z.object({
  id: text,
  name: text,
  slug,
  description: text,
  imageUrl: url,
  isPopular: z.boolean(),
  isCaribbean: z.boolean(),
  content: text,
  facts: destinationFactsSchema,
});

/*
 * A school's published CXC minimum for first-degree entry (issue 27 item 6,
 * decision 0048), in the cxc module's requirement model so a student's
 * results can be checked against it, with the source's own words, page,
 * confidence, cycle and the day it was checked. Or: the source says entry is
 * not on CXC results (a law school that admits law graduates); or not
 * published, with the official page looked on and the day (both null only
 * for schools stored before schema version 5, never looked for).
 */
export const cxcEntrySchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("published"),
    /** Whom the minimum is for when the source narrows it ("Faculty of Social Sciences"); null: every first degree. */
    appliesTo: optionalText,
    /** Every one must be met: CAPE units and CSEC subjects at a grade or better, including required subjects. */
    requirements: z.array(cxcRequirementSchema).min(1).max(CXC_REQUIREMENT_LIMITS.requirements),
    /** Whether the source says the CAPE diploma is accepted for entry; null when it does not say. */
    capeDiplomaAccepted: z.boolean().nullable(),
    englishExemptions: englishExemptionsSchema,
    /** The source's words. */
    text,
    sourceUrl: z.url({ protocol: /^https?$/ }),
    confidence: z.enum(sourceConfidences),
    cycle: optionalText,
    olderPage: z.boolean(),
    verifiedOn: isoDate,
  }),
  z.object({
    status: z.literal("not-by-cxc"),
    text,
    sourceUrl: z.url({ protocol: /^https?$/ }),
    confidence: z.enum(sourceConfidences),
    cycle: optionalText,
    verifiedOn: isoDate,
  }),
  z.object({ status: z.literal("not-published"), checkUrl: z.url({ protocol: /^https?$/ }).nullable(), checkedOn: isoDate.nullable() }),
]);

export const schoolSchema = z.object({
  id: text,
  name: text,
  slug,
  destinationId: text,
  type: z.enum(["university", "college"]),
  description: text,
  imageUrl: url,
  logoUrl: url,
  website: url,
  location: optionalText,
  established: z.number().int().min(800).max(2100).nullable(),
  programs: z.array(text),
  ranking: optionalText,
  accreditation: optionalText,
  admissionRequirements: optionalText,
  acceptanceRate: optionalText,
  quickFacts: schoolQuickFactsSchema,
  studentPopulation: optionalText,
  internationalStudents: optionalText,
  campusSize: optionalText,
  accommodation: optionalText,
  highlights: z.array(text),
  notableAlumni: z.array(text),
  researchAreas: z.array(text),
  contactEmail: z.email().nullable(),
  contactPhone: optionalText,
  applicationUrl: url,
  pathwaySlugs: z.array(slug),
  caribbeanApplicants: z.object({ text, sourceUrl: z.url({ protocol: /^https?$/ }) }).nullable(),
  cxcEntry: cxcEntrySchema,
  isFeatured: z.boolean(),
  isActive: z.boolean(),
});

export type Category = z.infer<typeof categorySchema>;
export type Destination = z.infer<typeof destinationSchema>;
export type Pathway = z.infer<typeof pathwaySchema>;
export type School = z.infer<typeof schoolSchema>;
export type MoneyAmount = z.infer<typeof moneyAmountSchema>;
export type SharedSchoolFact = z.infer<typeof sharedSchoolFactSchema>;
export type FactStatement = z.infer<typeof factStatementSchema>;
export type QuickFact = z.infer<typeof quickFactSchema>;
export type QuickFactKey = (typeof quickFactKeys)[number];
export type SourceConfidence = (typeof sourceConfidences)[number];
export type SchoolQuickFacts = z.infer<typeof schoolQuickFactsSchema>;
export type CxcEntry = z.infer<typeof cxcEntrySchema>;

/** A figure as sources and our texts write it: thousands grouped with commas, decimals kept ("1,651.62", "22,895"). */
export function formatFigure(figure: number): string {
  const [whole = "0", fraction] = String(figure).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction ? `${grouped}.${fraction.padEnd(2, "0")}` : grouped;
}
