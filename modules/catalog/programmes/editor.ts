import { z } from "zod";
import { blankToUndefined, checkbox, optionalDay, optionalText, optionalWebAddress, requiredText } from "../../platform/index.ts";
import { programmeFactProblems, programmeSourceConfidences, type Programme } from "./schemas.ts";
import { programmeLevels } from "./tables.ts";

/*
 * The admin's programme form, shared by the editor and the import (a file's
 * row is the form's fields): every fact of a record, flat. Pure: the command
 * hands in the programme's id and slug (from its name on create, never
 * changed after) and checks the school and fields against the catalogue.
 */

export const PROGRAMME_FIELD_MESSAGES = {
  schoolId: "Choose the school that teaches this programme.",
  name: "Enter the programme's name.",
  level: "Choose a level from the list, or leave it as not published.",
  fields: "Choose fields of study from the list.",
  durationMonths: "Enter the duration in months, a whole number from 1 to 180.",
  durationText: 'Give the duration in the source\'s words, for example "two-year".',
  durationPair: "Give the duration both in months and in the source's words, or neither.",
  startMonths: "Choose start months from the list.",
  feeAmount: "Enter the yearly fee as a number, for example 91014.",
  feeCurrency: 'Enter the currency as a three-letter ISO 4217 code, for example "TTD".',
  feeText: "Give the fee statement in the source's words.",
  feeParts: "Give the fee's amount, currency and statement together, or none of them.",
  sourceUrl: "Enter the source's full web address (http or https).",
  sourceConfidence: "Choose official page or secondary source.",
  verifiedOn: "Enter the day the source was checked as YYYY-MM-DD.",
  sourceParts: "Give the source's web address, how far it can be trusted and the day it was checked together, or none of them.",
  schoolUnknown: "No such school: choose one from the list.",
  fieldUnknown: (slugs: string) => `Unknown fields of study: ${slugs}. Use the pathways' slugs, such as nursing.`,
  nameTaken: "This school already has a programme of this name.",
} as const;

/** Values a multi-choice field posts: nothing, one value or several. */
const choices = (item: z.ZodType, message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value]),
    z.array(item, { error: message }).max(40, message),
  );

const slugChoice = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, PROGRAMME_FIELD_MESSAGES.fields);
const monthChoice = z.coerce
  .number({ error: PROGRAMME_FIELD_MESSAGES.startMonths })
  .int(PROGRAMME_FIELD_MESSAGES.startMonths)
  .min(1, PROGRAMME_FIELD_MESSAGES.startMonths)
  .max(12, PROGRAMME_FIELD_MESSAGES.startMonths);

/** A number the editor may leave empty (null then); thousands may be grouped with commas, as sources write them ("91,014"). */
const optionalNumber = (message: string, schema: z.ZodNumber) =>
  z
    .preprocess(
      (value) => blankToUndefined(typeof value === "string" && /^\s*\d{1,3}(,\d{3})+(\.\d+)?\s*$/.test(value) ? value.replaceAll(",", "") : value),
      z.coerce.number({ error: message }).pipe(schema).optional(),
    )
    .transform((value) => value ?? null);

export const programmeFormSchema = z
  .object({
    schoolId: requiredText(PROGRAMME_FIELD_MESSAGES.schoolId, 200),
    name: requiredText(PROGRAMME_FIELD_MESSAGES.name, 200),
    level: z.preprocess(blankToUndefined, z.enum(programmeLevels, { error: PROGRAMME_FIELD_MESSAGES.level }).optional()).transform((value) => value ?? null),
    fields: choices(slugChoice, PROGRAMME_FIELD_MESSAGES.fields).transform((slugs) => [...new Set(slugs as string[])]),
    durationMonths: optionalNumber(
      PROGRAMME_FIELD_MESSAGES.durationMonths,
      z.number().int(PROGRAMME_FIELD_MESSAGES.durationMonths).min(1, PROGRAMME_FIELD_MESSAGES.durationMonths).max(180, PROGRAMME_FIELD_MESSAGES.durationMonths),
    ),
    durationText: optionalText(200),
    startMonths: choices(monthChoice, PROGRAMME_FIELD_MESSAGES.startMonths).transform((months) => [...new Set(months as number[])].sort((a, b) => a - b)),
    cxcPrerequisites: optionalText(2_000),
    feeAmount: optionalNumber(
      PROGRAMME_FIELD_MESSAGES.feeAmount,
      z.number().positive(PROGRAMME_FIELD_MESSAGES.feeAmount).max(10_000_000, PROGRAMME_FIELD_MESSAGES.feeAmount),
    ),
    feeCurrency: z
      .preprocess(
        blankToUndefined,
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{3}$/, PROGRAMME_FIELD_MESSAGES.feeCurrency)
          .optional(),
      )
      .transform((value) => value ?? null),
    feeCycle: optionalText(100),
    feeText: optionalText(1_000),
    sourceUrl: optionalWebAddress(PROGRAMME_FIELD_MESSAGES.sourceUrl, /^https?$/),
    sourceConfidence: z
      .preprocess(blankToUndefined, z.enum(programmeSourceConfidences, { error: PROGRAMME_FIELD_MESSAGES.sourceConfidence }).optional())
      .transform((value) => value ?? null),
    verifiedOn: optionalDay(PROGRAMME_FIELD_MESSAGES.verifiedOn),
    isActive: checkbox(false),
    expectedVersion: z.coerce.number().int().min(0).optional(),
  })
  .superRefine((form, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if ((form.durationMonths === null) !== (form.durationText === null))
      problem(form.durationMonths === null ? "durationMonths" : "durationText", PROGRAMME_FIELD_MESSAGES.durationPair);
    const fee = [form.feeAmount, form.feeCurrency, form.feeText];
    if (fee.some((part) => part !== null) && fee.some((part) => part === null)) {
      problem(form.feeAmount === null ? "feeAmount" : form.feeCurrency === null ? "feeCurrency" : "feeText", PROGRAMME_FIELD_MESSAGES.feeParts);
    }
    const source = [form.sourceUrl, form.sourceConfidence, form.verifiedOn];
    const halfASource = source.some((part) => part !== null) && source.some((part) => part === null);
    if (halfASource) {
      problem(form.sourceUrl === null ? "sourceUrl" : form.sourceConfidence === null ? "sourceConfidence" : "verifiedOn", PROGRAMME_FIELD_MESSAGES.sourceParts);
    }
    for (const found of programmeFactProblems(recordFacts(form))) {
      // Half a source is said once, beside its missing part.
      if (found.path === "source" && halfASource) continue;
      problem(found.path === "fee" ? "feeText" : found.path === "source" ? "sourceUrl" : found.path, found.message);
    }
  });

export type ProgrammeEdit = Omit<z.output<typeof programmeFormSchema>, "expectedVersion">;

/** The facts part of a record as the form states it (a half-given fee or source reads as none; the schema refuses it). */
function recordFacts(edit: Omit<ProgrammeEdit, "schoolId" | "name" | "isActive">) {
  return {
    level: edit.level,
    fields: edit.fields,
    duration: edit.durationMonths !== null && edit.durationText !== null ? { months: edit.durationMonths, text: edit.durationText } : null,
    startMonths: edit.startMonths,
    cxcPrerequisites: edit.cxcPrerequisites,
    fee:
      edit.feeAmount !== null && edit.feeCurrency !== null && edit.feeText !== null
        ? { amount: edit.feeAmount, currency: edit.feeCurrency, cycle: edit.feeCycle, text: edit.feeText }
        : null,
    source:
      edit.sourceUrl !== null && edit.sourceConfidence !== null && edit.verifiedOn !== null
        ? { url: edit.sourceUrl, confidence: edit.sourceConfidence, verifiedOn: edit.verifiedOn }
        : null,
  };
}

/** The edit as the programme's whole record. */
export function applyProgrammeEdit(edit: ProgrammeEdit, identity: { id: string; slug: string }): Programme {
  return { ...identity, schoolId: edit.schoolId, name: edit.name, ...recordFacts(edit), isActive: edit.isActive };
}

/** A programme as the form shows it (and as an import row starts from). */
export function programmeFormValues(programme: Programme) {
  return {
    schoolId: programme.schoolId,
    name: programme.name,
    level: programme.level ?? "",
    fields: programme.fields,
    durationMonths: programme.duration ? String(programme.duration.months) : "",
    durationText: programme.duration?.text ?? "",
    startMonths: programme.startMonths.map(String),
    cxcPrerequisites: programme.cxcPrerequisites ?? "",
    feeAmount: programme.fee ? String(programme.fee.amount) : "",
    feeCurrency: programme.fee?.currency ?? "",
    feeCycle: programme.fee?.cycle ?? "",
    feeText: programme.fee?.text ?? "",
    sourceUrl: programme.source?.url ?? "",
    sourceConfidence: programme.source?.confidence ?? "",
    verifiedOn: programme.source?.verifiedOn ?? "",
    isActive: programme.isActive ? ("on" as const) : ("" as const),
  };
}

export type ProgrammeFormValues = ReturnType<typeof programmeFormValues>;

export const NEW_PROGRAMME_FORM_VALUES: ProgrammeFormValues = {
  schoolId: "",
  name: "",
  level: "",
  fields: [],
  durationMonths: "",
  durationText: "",
  startMonths: [],
  cxcPrerequisites: "",
  feeAmount: "",
  feeCurrency: "",
  feeCycle: "",
  feeText: "",
  sourceUrl: "",
  sourceConfidence: "",
  verifiedOn: "",
  isActive: "on",
};
