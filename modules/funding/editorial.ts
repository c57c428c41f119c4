import { z } from "zod";
import { blankToUndefined, checkbox, optionalDay, optionalText, optionalWebAddress, requiredText } from "../platform/index.ts";
import { normalisedStudyLevels, STUDY_LEVELS, type StudyLevel } from "./eligibility.ts";
import { currencyContradiction, type Currency } from "./currency-marks.ts";
import { isGradeOfExam, readCxcRequirements, type ReadRule } from "../cxc/browser.ts";
import { readCitizenships, RULES_TEXT_MESSAGES, unknownCitizenships } from "./rules-text.ts";
import {
  CURRENCIES,
  eligibilityRulesSchema,
  NO_ELIGIBILITY_RULES,
  NO_OBLIGATIONS,
  obligationsSchema,
  SCHOLARSHIP_DESTINATIONS,
  SOURCE_CONFIDENCES,
  type EligibilityRules,
  type Obligations,
  type Scholarship,
  type ScholarshipCycle,
} from "./schemas.ts";

/*
 * The admin's scholarship form and API body:
 * what an editor may set, and how it turns into the scholarship's whole content.
 * Pure: the command hands in today's date and the current content.
 */

export const SCHOLARSHIP_TITLE_MAX_LENGTH = 200;
export const SCHOLARSHIP_PROVIDER_MAX_LENGTH = 200;
export const SCHOLARSHIP_DESCRIPTION_MAX_LENGTH = 5_000;
export const SCHOLARSHIP_TEXT_MAX_LENGTH = 2_000;
/** What an award pays, in words: long enough for an official notice's list of allowances. */
export const SCHOLARSHIP_AMOUNT_MAX_LENGTH = 500;
/** A source is cited as it was found: an older official page may only be served over http. Links students follow to apply stay https. */
const CITATION_PROTOCOL = /^https?$/;

/** Said next to a field; the spec gives no wording, so each says what to do. */
export const SCHOLARSHIP_FIELD_MESSAGES = {
  title: "Enter the scholarship's title.",
  description: "Enter a description of the scholarship.",
  provider: "Enter who provides the scholarship.",
  currency: "Choose the currency from the list.",
  currencyContradicted: (named: readonly string[]) =>
    `The amount's words name ${named.join(" and ")}: choose ${named.length === 1 ? named[0] : `one of them`}, or correct the amount.`,
  deadline: "Enter the deadline as a date (YYYY-MM-DD), or leave it empty.",
  opensOn: "Enter the opening day as a date (YYYY-MM-DD), or leave it empty.",
  opensAfterDeadline: "The window cannot open after its deadline: check both dates.",
  deadlineSourceUrl: "Enter a full web address starting with https:// (or http://), or leave it empty.",
  noFixedWindowNote: "Say why the award has no yearly window (for example: awarded on CAPE results, no application).",
  applicationUrl: "Enter a full web address starting with https://, or leave it empty.",
  sourceUrl: "Enter a full web address starting with https:// (or http://), or leave it empty.",
  destinationId: "Choose a destination from the list.",
  pathwayId: "Choose a pathway from the list.",
  studyLevels: "Tick undergraduate, postgraduate or both, or neither for any level.",
  sourceConfidence: "Choose how far the source can be trusted from the list.",
  confidenceWithoutSource: "Enter the source URL this grades, or choose Not graded.",
  citizenships: "Enter citizenship codes such as JM, TT or OECS, separated by commas, or leave it empty.",
  cxcRequirements: "Enter one CXC requirement a line, such as CAPE 8 at II, or leave it empty.",
  age: "Enter an age in whole years from 10 to 100, or leave it empty.",
  agesReversed: "The maximum age cannot be below the minimum age.",
  subjectWithComma: "Name each subject without a comma, one subject an item.",
  minWorkYears: "Enter the years of work experience as a number from 0 to 40 (such as 2 or 1.5), or leave it empty.",
  obligationYears: "Enter the years as a number from 0 to 20 (such as 2 or 1.5), or leave it empty.",
  serviceHours: "Enter the hours as a whole number from 0 to 5000, or leave it empty.",
  ...RULES_TEXT_MESSAGES,
} as const;

const isStudyLevel = (value: string): value is StudyLevel => (STUDY_LEVELS as readonly string[]).includes(value);

/**
 * The study-level checkboxes: none ticked posts nothing (any level), one ticked
 * a string, several an array; JSON sends an array. An unknown level is said
 * next to the group, not against one box.
 */
const studyLevels = z
  .preprocess(
    (value) => (value === undefined || value === null || value === "" ? [] : typeof value === "string" ? [value] : value),
    z
      .array(z.string({ error: SCHOLARSHIP_FIELD_MESSAGES.studyLevels }), { error: SCHOLARSHIP_FIELD_MESSAGES.studyLevels })
      .max(10, SCHOLARSHIP_FIELD_MESSAGES.studyLevels),
  )
  .refine((levels) => levels.every(isStudyLevel), SCHOLARSHIP_FIELD_MESSAGES.studyLevels)
  .transform((levels) => normalisedStudyLevels(levels.filter(isStudyLevel)));

const editableFields = {
  title: requiredText(SCHOLARSHIP_FIELD_MESSAGES.title, SCHOLARSHIP_TITLE_MAX_LENGTH),
  description: requiredText(SCHOLARSHIP_FIELD_MESSAGES.description, SCHOLARSHIP_DESCRIPTION_MAX_LENGTH),
  provider: requiredText(SCHOLARSHIP_FIELD_MESSAGES.provider, SCHOLARSHIP_PROVIDER_MAX_LENGTH),
  amount: optionalText(SCHOLARSHIP_AMOUNT_MAX_LENGTH),
  currency: z.preprocess(blankToUndefined, z.enum(CURRENCIES, { error: SCHOLARSHIP_FIELD_MESSAGES.currency }).default("USD")),
  deadline: optionalDay(SCHOLARSHIP_FIELD_MESSAGES.deadline),
  applicationUrl: optionalWebAddress(SCHOLARSHIP_FIELD_MESSAGES.applicationUrl),
  /** Where an editor checked the facts: shown to students with the last-verified date. */
  sourceUrl: optionalWebAddress(SCHOLARSHIP_FIELD_MESSAGES.sourceUrl, CITATION_PROTOCOL),
  eligibilityCriteria: optionalText(SCHOLARSHIP_TEXT_MAX_LENGTH),
  destinationId: z
    .preprocess(blankToUndefined, z.enum(SCHOLARSHIP_DESTINATIONS, { error: SCHOLARSHIP_FIELD_MESSAGES.destinationId }).optional())
    .transform((value) => value ?? null),
  /** Checked against the catalogue by the command (a schema cannot know which pathways exist). */
  pathwayId: optionalText(200),
  /** Empty: the award does not say, so it is open to any level. */
  studyLevels,
};

/**
 * The latest cycle beside its deadline (decision 0043). The form always
 * posts them; the JSON API may leave them out, which keeps what is stored
 * (a client written against the spec's fields sends only `deadline`).
 */
const cycleFields = {
  opensOn: optionalDay(SCHOLARSHIP_FIELD_MESSAGES.opensOn),
  /** The cycle or intake the dates are for, as the source names it. */
  deadlineCycle: optionalText(120),
  deadlineSourceUrl: optionalWebAddress(SCHOLARSHIP_FIELD_MESSAGES.deadlineSourceUrl, CITATION_PROTOCOL),
  /** Said with the window, or in its place when there is none. */
  deadlineNote: optionalText(500),
  /** Ticked: the award has no yearly window. */
  noFixedWindow: checkbox(false),
};

/**
 * A number typed as text (or sent as one): empty is null; anything else must
 * be digits, with a decimal part unless `whole`, within the bounds.
 */
const optionalNumber = (message: string, bounds: { min: number; max: number; whole?: boolean }) =>
  z
    .preprocess(
      (value) => {
        const given = blankToUndefined(value);
        return typeof given === "string" && /^\s*\d+(\.\d+)?\s*$/.test(given) ? Number(given) : given;
      },
      z
        .number({ error: message })
        .min(bounds.min, message)
        .max(bounds.max, message)
        .refine((number) => !bounds.whole || Number.isInteger(number), message)
        .optional(),
    )
    .transform((value) => value ?? null);

/** A rule typed as text (rules-text.ts): empty is `none`; what cannot be read is said next to the field, each problem once. */
const typedRule = <Value>(read: (text: string) => ReadRule<Value>, none: Value, message: string) =>
  z
    .union([z.string(), z.number(), z.array(z.string())], { error: message })
    .optional()
    .transform((value, context) => {
      const text = Array.isArray(value) ? value.join("\n") : String(value ?? "");
      if (text.trim() === "") return none;
      const result = read(text);
      if (result.ok) return result.value;
      for (const error of result.errors) context.addIssue({ code: "custom", message: error });
      return z.NEVER;
    });

/**
 * Who may apply and what is owed, as the form types them (issue 26): the
 * form parses them into the scholarship's `eligibilityRules` and
 * `obligations` (formRulesAsValues).
 */
const ruleFields = {
  citizenships: typedRule(readCitizenships, [] as string[], SCHOLARSHIP_FIELD_MESSAGES.citizenships),
  minAge: optionalNumber(SCHOLARSHIP_FIELD_MESSAGES.age, { min: 10, max: 100, whole: true }),
  maxAge: optionalNumber(SCHOLARSHIP_FIELD_MESSAGES.age, { min: 10, max: 100, whole: true }),
  minWorkYears: optionalNumber(SCHOLARSHIP_FIELD_MESSAGES.minWorkYears, { min: 0, max: 40 }),
  cxcRequirements: typedRule(readCxcRequirements, [] as EligibilityRules["cxc"], SCHOLARSHIP_FIELD_MESSAGES.cxcRequirements),
  bondYears: optionalNumber(SCHOLARSHIP_FIELD_MESSAGES.obligationYears, { min: 0, max: 20 }),
  returnHomeYears: optionalNumber(SCHOLARSHIP_FIELD_MESSAGES.obligationYears, { min: 0, max: 20 }),
  serviceHours: optionalNumber(SCHOLARSHIP_FIELD_MESSAGES.serviceHours, { min: 0, max: 5_000, whole: true }),
};

/** The grade of `sourceUrl`'s facts: "high" (the official page), "medium" (a reputable secondary source), or empty (not graded). */
const sourceConfidence = z
  .preprocess(blankToUndefined, z.enum(SOURCE_CONFIDENCES, { error: SCHOLARSHIP_FIELD_MESSAGES.sourceConfidence }).optional())
  .transform((value) => value ?? null);

/** A number the JSON API sends, or null where the sources do not say. */
const numberOrNull = (message: string, bounds: { min: number; max: number; whole?: boolean }) => {
  const number = z.number({ error: message }).min(bounds.min, message).max(bounds.max, message);
  return (bounds.whole ? number.int(message) : number).nullable();
};

/**
 * The JSON API sends the rules as the values it reads back (`eligibilityRules`,
 * `obligations`), each whole, checked as the form's text is and said on the
 * value's path. Absent keeps what is stored.
 */
const apiEligibilityRules = eligibilityRulesSchema
  .extend({
    citizenships: z
      .array(z.string({ error: SCHOLARSHIP_FIELD_MESSAGES.citizenships }).trim().toUpperCase(), { error: SCHOLARSHIP_FIELD_MESSAGES.citizenships })
      .max(60, SCHOLARSHIP_FIELD_MESSAGES.citizenships)
      .transform((codes) => [...new Set(codes)]),
    minAge: numberOrNull(SCHOLARSHIP_FIELD_MESSAGES.age, { min: 10, max: 100, whole: true }),
    maxAge: numberOrNull(SCHOLARSHIP_FIELD_MESSAGES.age, { min: 10, max: 100, whole: true }),
    minWorkYears: numberOrNull(SCHOLARSHIP_FIELD_MESSAGES.minWorkYears, { min: 0, max: 40 }),
  })
  .superRefine((rules, context) => {
    const unknown = unknownCitizenships(rules.citizenships);
    if (unknown.length > 0) context.addIssue({ code: "custom", path: ["citizenships"], message: RULES_TEXT_MESSAGES.unknownCitizenships(unknown) });
    agesInOrder(rules, context);
    rules.cxc.forEach((requirement, index) => {
      if (!isGradeOfExam(requirement))
        context.addIssue({ code: "custom", path: ["cxc", index, "grade"], message: RULES_TEXT_MESSAGES.cxcGradeOfExam(requirement.exam) });
      // The editor lists subjects separated by commas, so a comma inside one would split it there on the next save.
      if (requirement.including.some((subject) => subject.includes(",")))
        context.addIssue({ code: "custom", path: ["cxc", index, "including"], message: SCHOLARSHIP_FIELD_MESSAGES.subjectWithComma });
    });
  });

const apiObligations = obligationsSchema.extend({
  bondYears: numberOrNull(SCHOLARSHIP_FIELD_MESSAGES.obligationYears, { min: 0, max: 20 }),
  returnHomeYears: numberOrNull(SCHOLARSHIP_FIELD_MESSAGES.obligationYears, { min: 0, max: 20 }),
  serviceHours: numberOrNull(SCHOLARSHIP_FIELD_MESSAGES.serviceHours, { min: 0, max: 5_000, whole: true }),
});

/** A maximum age below the minimum is refused beside the maximum. */
function agesInOrder(rules: { minAge: number | null; maxAge: number | null }, context: z.RefinementCtx): void {
  if (rules.minAge !== null && rules.maxAge !== null && rules.minAge > rules.maxAge)
    context.addIssue({ code: "custom", path: ["maxAge"], message: SCHOLARSHIP_FIELD_MESSAGES.agesReversed });
}

/** A grade with no source to grade is refused beside the grade. */
function confidenceHasSource(edit: { sourceConfidence?: string | null; sourceUrl: string | null }, context: z.RefinementCtx): void {
  if (edit.sourceConfidence && edit.sourceUrl === null)
    context.addIssue({ code: "custom", path: ["sourceConfidence"], message: SCHOLARSHIP_FIELD_MESSAGES.confidenceWithoutSource });
}

/** The form's rule fields as the scholarship's values. */
function formRulesAsValues<Edit extends z.output<z.ZodObject<typeof ruleFields>>>(edit: Edit) {
  const { citizenships, minAge, maxAge, minWorkYears, cxcRequirements, bondYears, returnHomeYears, serviceHours, ...rest } = edit;
  const eligibilityRules: EligibilityRules = { citizenships, minAge, maxAge, minWorkYears, cxc: cxcRequirements };
  const obligations: Obligations = { bondYears, returnHomeYears, serviceHours };
  return { ...rest, eligibilityRules, obligations };
}

const keptWhenAbsent = <Fields extends Record<string, z.ZodType>>(fields: Fields) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.optional()])) as { [Name in keyof Fields]: z.ZodOptional<Fields[Name]> };

/** A window that opens after it closes is refused beside the opening day; no yearly window needs a note saying why. */
function windowIsCoherent(
  edit: { opensOn?: string | null; deadline: string | null; noFixedWindow?: boolean; deadlineNote?: string | null },
  context: z.RefinementCtx,
): void {
  if (edit.opensOn && edit.deadline && edit.opensOn > edit.deadline)
    context.addIssue({ code: "custom", path: ["opensOn"], message: SCHOLARSHIP_FIELD_MESSAGES.opensAfterDeadline });
  if (edit.noFixedWindow && edit.deadlineNote === null)
    context.addIssue({ code: "custom", path: ["deadlineNote"], message: SCHOLARSHIP_FIELD_MESSAGES.noFixedWindowNote });
}

/** An amount filed under a currency its own words contradict (TT$ figures as US dollars) is refused beside the currency. */
function currencyAgreesWithAmount(edit: { amount: string | null; currency: Currency }, context: z.RefinementCtx): void {
  const named = currencyContradiction(edit.amount, edit.currency);
  if (named) context.addIssue({ code: "custom", path: ["currency"], message: SCHOLARSHIP_FIELD_MESSAGES.currencyContradicted(named) });
}

/**
 * The form posts checkboxes: absent means unticked, so both flags read false
 * when not sent. Its rule fields are text, read into `eligibilityRules` and
 * `obligations`.
 */
export const scholarshipFormSchema = z
  .object({
    ...editableFields,
    ...cycleFields,
    ...ruleFields,
    sourceConfidence,
    isFeatured: checkbox(false),
    isActive: checkbox(false),
    expectedVersion: z.coerce.number().int().min(0).optional(),
  })
  .superRefine((edit, context) => {
    // One check for all, so each message shows at once.
    currencyAgreesWithAmount(edit, context);
    windowIsCoherent(edit, context);
    agesInOrder(edit, context);
    confidenceHasSource(edit, context);
  })
  .transform(formRulesAsValues);

/**
 * The JSON API: an absent flag takes the spec's default (isFeatured false,
 * isActive true); absent rules, obligations or grade keep what is stored (a
 * grade is dropped when the source URL changes without one).
 */
export const scholarshipApiSchema = z
  .object({
    ...editableFields,
    ...keptWhenAbsent(cycleFields),
    eligibilityRules: apiEligibilityRules.optional(),
    obligations: apiObligations.optional(),
    sourceConfidence: z.enum(SOURCE_CONFIDENCES, { error: SCHOLARSHIP_FIELD_MESSAGES.sourceConfidence }).nullable().optional(),
    isFeatured: checkbox(false),
    isActive: checkbox(true),
    expectedVersion: z.number().int().min(1).optional(),
  })
  .superRefine((edit, context) => {
    currencyAgreesWithAmount(edit, context);
    windowIsCoherent(edit, context);
    confidenceHasSource(edit, context);
  });

/** A form's or the API's edit: the API's cycle fields, rules and grade may be absent (undefined), which keeps what is stored. */
export type ScholarshipEdit = Omit<z.output<typeof scholarshipApiSchema>, "expectedVersion">;

/**
 * An editor's form applied to the scholarship's content. An editor who saves
 * vouches for the facts as of that day, so `lastVerifiedOn` becomes the edit
 * day and `sourceUrl` is what they checked (the form shows it, prefilled).
 * Confirming a new cycle is entering its dates under a new cycle name: the
 * cycle shown until then moves to the earlier cycles, so the award's yearly
 * pattern keeps growing (decision 0043); new dates under the same name
 * correct that cycle. The rules and obligations are the edit's (the API's,
 * when sent). Fields the form does not show (`howToApply`, the slug)
 * are kept, so links keep working.
 */
export function applyScholarshipEdit(current: Scholarship | null, edit: ScholarshipEdit, identity: { id: string; slug: string }, today: string): Scholarship {
  const kept = <Value>(edited: Value | undefined, stored: Value | undefined, fallback: Value): Value => (edited !== undefined ? edited : (stored ?? fallback));
  const latest = {
    deadline: edit.deadline,
    opensOn: kept(edit.opensOn, current?.opensOn, null),
    deadlineCycle: kept(edit.deadlineCycle, current?.deadlineCycle, null),
    deadlineSourceUrl: kept(edit.deadlineSourceUrl, current?.deadlineSourceUrl, null),
  };
  return {
    id: current?.id ?? identity.id,
    slug: current?.slug ?? identity.slug,
    title: edit.title,
    description: edit.description,
    provider: edit.provider,
    amount: edit.amount,
    currency: edit.currency,
    ...latest,
    deadlineNote: kept(edit.deadlineNote, current?.deadlineNote, null),
    earlierCycles: current ? cyclesAfterEdit(current, latest) : [],
    fixedWindow: edit.noFixedWindow === undefined ? (current?.fixedWindow ?? true) : !edit.noFixedWindow,
    eligibilityRules: kept(edit.eligibilityRules, current?.eligibilityRules, NO_ELIGIBILITY_RULES),
    obligations: kept(edit.obligations, current?.obligations, NO_OBLIGATIONS),
    eligibility: edit.eligibilityCriteria,
    howToApply: current?.howToApply ?? null,
    applicationUrl: edit.applicationUrl,
    sourceUrl: edit.sourceUrl,
    // A grade describes its source: with a new source and no grade given, it is not graded.
    sourceConfidence: edit.sourceConfidence !== undefined ? edit.sourceConfidence : current?.sourceUrl === edit.sourceUrl ? current.sourceConfidence : null,
    lastVerifiedOn: today,
    destinationId: edit.destinationId,
    pathwayId: edit.pathwayId,
    studyLevels: edit.studyLevels,
    isFeatured: edit.isFeatured,
    isActive: edit.isActive,
  };
}

/**
 * The earlier cycles once the latest is edited: when new dates come under
 * another cycle name, the dated cycle shown until then becomes the newest
 * earlier one; otherwise (a correction, a rename, no dates before) they stay.
 */
function cyclesAfterEdit(current: Scholarship, latest: Pick<Scholarship, "deadline" | "opensOn" | "deadlineCycle">): ScholarshipCycle[] {
  const wasDated = current.deadline !== null || current.opensOn !== null;
  const datesChanged = latest.deadline !== current.deadline || latest.opensOn !== current.opensOn;
  const isNewDated = latest.deadline !== null || latest.opensOn !== null;
  if (!wasDated || !datesChanged || !isNewDated || latest.deadlineCycle === current.deadlineCycle) return current.earlierCycles;
  const previous: ScholarshipCycle = {
    intake: current.deadlineCycle ?? `Cycle closing ${current.deadline ?? current.opensOn}`,
    opensOn: current.opensOn,
    closesOn: current.deadline,
    sourceUrl: current.deadlineSourceUrl,
  };
  return [previous, ...current.earlierCycles].slice(0, 30);
}

export type DeadlineBadge = "ongoing" | "expired" | "closing soon" | "open";

/** A deadline this many days away (or fewer) is closing soon. */
export const CLOSING_SOON_DAYS = 30;

/** The admin badge: no deadline is ongoing; past is expired; within 30 days (today included) closing soon; else open. */
export function deadlineBadge(deadline: string | null, today: string): DeadlineBadge {
  if (deadline === null) return "ongoing";
  if (deadline < today) return "expired";
  const daysLeft = (Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return daysLeft <= CLOSING_SOON_DAYS ? "closing soon" : "open";
}
