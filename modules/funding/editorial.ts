import { z } from "zod";
import { blankToUndefined, checkbox, optionalDay, optionalText, optionalWebAddress, requiredText } from "../platform/index.ts";
import { normalisedStudyLevels, STUDY_LEVELS, type StudyLevel } from "./eligibility.ts";
import { currencyContradiction, type Currency } from "./currency-marks.ts";
import { CURRENCIES, SCHOLARSHIP_DESTINATIONS, type Scholarship } from "./schemas.ts";

/*
 * The admin's scholarship form and API body:
 * what an editor may set, and how it turns into the scholarship's whole content.
 * Pure: the command hands in today's date and the current content.
 */

export const SCHOLARSHIP_TITLE_MAX_LENGTH = 200;
export const SCHOLARSHIP_PROVIDER_MAX_LENGTH = 200;
export const SCHOLARSHIP_DESCRIPTION_MAX_LENGTH = 5_000;
export const SCHOLARSHIP_TEXT_MAX_LENGTH = 2_000;

/** Said next to a field; the spec gives no wording, so each says what to do. */
export const SCHOLARSHIP_FIELD_MESSAGES = {
  title: "Enter the scholarship's title.",
  description: "Enter a description of the scholarship.",
  provider: "Enter who provides the scholarship.",
  currency: "Choose the currency from the list.",
  currencyContradicted: (named: readonly string[]) =>
    `The amount's words name ${named.join(" and ")}: choose ${named.length === 1 ? named[0] : `one of them`}, or correct the amount.`,
  deadline: "Enter the deadline as a date (YYYY-MM-DD), or leave it empty.",
  applicationUrl: "Enter a full web address starting with https://, or leave it empty.",
  sourceUrl: "Enter a full web address starting with https://, or leave it empty.",
  destinationId: "Choose a destination from the list.",
  pathwayId: "Choose a pathway from the list.",
  studyLevels: "Tick undergraduate, postgraduate or both, or neither for any level.",
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
  amount: optionalText(200),
  currency: z.preprocess(blankToUndefined, z.enum(CURRENCIES, { error: SCHOLARSHIP_FIELD_MESSAGES.currency }).default("USD")),
  deadline: optionalDay(SCHOLARSHIP_FIELD_MESSAGES.deadline),
  applicationUrl: optionalWebAddress(SCHOLARSHIP_FIELD_MESSAGES.applicationUrl),
  /** Where an editor checked the facts: shown to students with the last-verified date. */
  sourceUrl: optionalWebAddress(SCHOLARSHIP_FIELD_MESSAGES.sourceUrl),
  eligibilityCriteria: optionalText(SCHOLARSHIP_TEXT_MAX_LENGTH),
  destinationId: z
    .preprocess(blankToUndefined, z.enum(SCHOLARSHIP_DESTINATIONS, { error: SCHOLARSHIP_FIELD_MESSAGES.destinationId }).optional())
    .transform((value) => value ?? null),
  /** Checked against the catalogue by the command (a schema cannot know which pathways exist). */
  pathwayId: optionalText(200),
  /** Empty: the award does not say, so it is open to any level. */
  studyLevels,
};

/** An amount filed under a currency its own words contradict (TT$ figures as US dollars) is refused beside the currency. */
function currencyAgreesWithAmount(edit: { amount: string | null; currency: Currency }, context: z.RefinementCtx): void {
  const named = currencyContradiction(edit.amount, edit.currency);
  if (named) context.addIssue({ code: "custom", path: ["currency"], message: SCHOLARSHIP_FIELD_MESSAGES.currencyContradicted(named) });
}

/** The form posts checkboxes: absent means unticked, so both flags read false when not sent. */
export const scholarshipFormSchema = z
  .object({
    ...editableFields,
    isFeatured: checkbox(false),
    isActive: checkbox(false),
    expectedVersion: z.coerce.number().int().min(0).optional(),
  })
  .superRefine(currencyAgreesWithAmount);

/** The JSON API: an absent flag takes the spec's default (isFeatured false, isActive true). */
export const scholarshipApiSchema = z
  .object({
    ...editableFields,
    isFeatured: checkbox(false),
    isActive: checkbox(true),
    expectedVersion: z.number().int().min(1).optional(),
  })
  .superRefine(currencyAgreesWithAmount);

export type ScholarshipEdit = Omit<z.output<typeof scholarshipFormSchema>, "expectedVersion">;

/**
 * An editor's form applied to the scholarship's content. An editor who saves
 * vouches for the facts as of that day, so `lastVerifiedOn` becomes the edit
 * day and `sourceUrl` is what they checked (the form shows it, prefilled).
 * The deadline's cycle, note and source described the date a source gave: they
 * stay while the deadline does, and are cleared when the editor sets another
 * date (they would describe a date that is no longer shown). Fields the form
 * does not show (`howToApply`, the slug) are kept, so links keep working.
 */
export function applyScholarshipEdit(current: Scholarship | null, edit: ScholarshipEdit, identity: { id: string; slug: string }, today: string): Scholarship {
  const deadlineKept = current !== null && current.deadline === edit.deadline;
  return {
    id: current?.id ?? identity.id,
    slug: current?.slug ?? identity.slug,
    title: edit.title,
    description: edit.description,
    provider: edit.provider,
    amount: edit.amount,
    currency: edit.currency,
    deadline: edit.deadline,
    eligibility: edit.eligibilityCriteria,
    howToApply: current?.howToApply ?? null,
    applicationUrl: edit.applicationUrl,
    sourceUrl: edit.sourceUrl,
    lastVerifiedOn: today,
    destinationId: edit.destinationId,
    pathwayId: edit.pathwayId,
    studyLevels: edit.studyLevels,
    isFeatured: edit.isFeatured,
    isActive: edit.isActive,
    deadlineCycle: deadlineKept ? current.deadlineCycle : null,
    deadlineNote: deadlineKept ? current.deadlineNote : null,
    deadlineSourceUrl: deadlineKept ? current.deadlineSourceUrl : null,
  };
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
