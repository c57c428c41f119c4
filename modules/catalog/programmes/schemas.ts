import { z } from "zod";
import { formatFigure } from "../schemas.ts";
import { programmeLevels } from "./tables.ts";

const text = z.string().trim().min(1);
const optionalText = text.nullable();
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens");

export const programmeSourceConfidences = ["official", "secondary"] as const;

/** How long a programme takes: months, for sorting and filtering, and the source's own words ("two-year"). */
export const programmeDurationSchema = z.object({ months: z.number().int().min(1).max(180), text });

/** A yearly fee as a source states it: the figure must appear in the statement's words. */
export const programmeFeeSchema = z.object({
  amount: z.number().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/, "an ISO 4217 code"),
  /** The year or cycle the source gives ("2015-16"); null when it gives none. */
  cycle: optionalText,
  text,
});

export const programmeSourceSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  confidence: z.enum(programmeSourceConfidences),
  verifiedOn: z.iso.date(),
});

/**
 * A programme record (issue 27 item 3): what a school teaches, with the facts a
 * source states about it. A fact no source gives is null (or, for start
 * months, empty): the page says "not published" rather than guess. A record
 * known only from the school's own list has no source and so no facts but its
 * level when the name itself states it ("Medicine (MD)").
 */
export const programmeSchema = z
  .object({
    id: z.string().regex(/^[\w-]{1,160}$/),
    schoolId: text,
    name: text,
    /** Unique within its school: the address `/schools/{school}#{slug}`. */
    slug,
    level: z.enum(programmeLevels).nullable(),
    /** Its fields of study, as pathway slugs. */
    fields: z.array(slug),
    duration: programmeDurationSchema.nullable(),
    /** 1-12, in calendar order; empty when not published. */
    startMonths: z.array(z.number().int().min(1).max(12)),
    /** The CXC (CSEC and CAPE) entry requirements in the source's words. */
    cxcPrerequisites: optionalText,
    fee: programmeFeeSchema.nullable(),
    source: programmeSourceSchema.nullable(),
    isActive: z.boolean(),
  })
  .superRefine((programme, context) => {
    for (const problem of programmeFactProblems(programme)) context.addIssue({ code: "custom", message: problem.message, path: [problem.path] });
  });

export type Programme = z.infer<typeof programmeSchema>;
export type ProgrammeFee = z.infer<typeof programmeFeeSchema>;
export type ProgrammeSource = z.infer<typeof programmeSourceSchema>;

export const PROGRAMME_FACT_MESSAGES = {
  feeNotInText: (figure: string) => `The fee ${figure} does not appear in the statement's words: give the figure as the source writes it.`,
  needsSource: "A programme's duration, start months, CXC prerequisites and fee must come from a source: give its web address.",
  startMonthsOrder: "List each start month once, in calendar order.",
  fieldsRepeated: "List each field of study once.",
} as const;

/**
 * The rules a schema's shape cannot say: every figure is one its source states
 * (the fee's amount appears in its words), a fact needs a source, and lists
 * hold each item once. Shared by the event schema and the admin form.
 */
export function programmeFactProblems(programme: {
  fields: readonly string[];
  duration: unknown;
  startMonths: readonly number[];
  cxcPrerequisites: string | null;
  fee: { amount: number; text: string } | null;
  source: unknown;
}): { path: "fee" | "source" | "startMonths" | "fields"; message: string }[] {
  const problems: { path: "fee" | "source" | "startMonths" | "fields"; message: string }[] = [];
  if (programme.fee && !programme.fee.text.includes(formatFigure(programme.fee.amount))) {
    problems.push({ path: "fee", message: PROGRAMME_FACT_MESSAGES.feeNotInText(formatFigure(programme.fee.amount)) });
  }
  const statesAFact = programme.duration !== null || programme.startMonths.length > 0 || programme.cxcPrerequisites !== null || programme.fee !== null;
  if (statesAFact && programme.source === null) problems.push({ path: "source", message: PROGRAMME_FACT_MESSAGES.needsSource });
  if (programme.startMonths.some((month, index) => index > 0 && month <= programme.startMonths[index - 1]!)) {
    problems.push({ path: "startMonths", message: PROGRAMME_FACT_MESSAGES.startMonthsOrder });
  }
  if (new Set(programme.fields).size !== programme.fields.length) problems.push({ path: "fields", message: PROGRAMME_FACT_MESSAGES.fieldsRepeated });
  return problems;
}
