import { z } from "zod";
import { blankToUndefined, checkbox, linesList, optionalText, optionalWebAddress, requiredText } from "../platform/index.ts";
import {
  EMPTY_STATEMENT,
  MAX_STATEMENTS,
  isBlankStatement,
  quickFactOf,
  SCHOOL_FIELD_MESSAGES,
  statementFormValues,
  statementSlot,
  type StatementFormValues,
} from "./school-editor.ts";
import { quickFactKeys, type Destination, type QuickFactKey, type SharedSchoolFact } from "./schemas.ts";

/*
 * The admin's destination form: its words, its facts and the facts every
 * school of it shares, each shared fact edited as the school editor's
 * statements (same slot, same checks). Pure: the command hands in today's
 * date and the destination's id and address (on create the address is the
 * typed slug, else the name's; it never changes after).
 */

export const DESTINATION_FIELD_MESSAGES = {
  name: "Enter the destination's name.",
  description: "Enter a short description of the destination.",
  content: "Write the destination's guide (markdown).",
  currency: 'Enter the currency, for example "Canadian Dollar (CAD)".',
  address: "Enter a full web address starting with http:// or https://, or leave it empty.",
  schoolFactKey: "Choose which quick fact this is, or clear this shared fact's other fields.",
  appliesTo: 'Say which schools it holds for, for example "Every UK university, through UCAS".',
  statementsNeeded: "Add at least one statement with its source, or clear this shared fact.",
  slug: 'Use lowercase letters, numbers and single hyphens, for example "new-zealand", or leave it empty to make it from the name.',
} as const;

/** Said beside the slug field when another destination already has that address (typed, or made from the name). */
export const destinationSlugTakenMessage = (slug: string) =>
  `The slug "${slug}" is already used by another destination (/destinations/${slug}). Type another slug.`;

/** How many shared school facts one destination may hold. */
export const MAX_SHARED_SCHOOL_FACTS = 10;

/** One shared-fact slot of the form: a slot left wholly empty is no fact. */
const sharedFactSlot = z.object({
  key: z.preprocess(blankToUndefined, z.enum(quickFactKeys, { error: DESTINATION_FIELD_MESSAGES.schoolFactKey }).optional()),
  appliesTo: optionalText(500),
  statements: z.preprocess((value) => value ?? [], z.array(statementSlot).max(MAX_STATEMENTS + 1)),
});

export const destinationFormSchema = z.object({
  name: requiredText(DESTINATION_FIELD_MESSAGES.name, 200),
  description: requiredText(DESTINATION_FIELD_MESSAGES.description, 2_000),
  imageUrl: optionalWebAddress(DESTINATION_FIELD_MESSAGES.address, /^https?$/),
  isPopular: checkbox(false),
  isCaribbean: checkbox(false),
  content: requiredText(DESTINATION_FIELD_MESSAGES.content, 50_000),
  currency: requiredText(DESTINATION_FIELD_MESSAGES.currency, 200),
  languages: linesList(20, 100),
  studentVisa: optionalText(1_000),
  workRights: optionalText(1_000),
  academicYear: optionalText(200),
  bestTimeToApply: optionalText(200),
  tuitionInternationalUndergrad: optionalText(500),
  tuitionInternationalPostgrad: optionalText(500),
  livingCostsMonthly: optionalText(500),
  officialStudyInfoUrl: optionalWebAddress(DESTINATION_FIELD_MESSAGES.address, /^https?$/),
  schoolFacts: z.preprocess((value) => value ?? [], z.array(sharedFactSlot).max(MAX_SHARED_SCHOOL_FACTS + 1)),
  expectedVersion: z.coerce.number().int().min(0).optional(),
});

export type DestinationEdit = Omit<z.output<typeof destinationFormSchema>, "expectedVersion">;

/** The new-destination form: the editor's fields and the address, made from the name when left empty. */
export const newDestinationFormSchema = destinationFormSchema.extend({
  slug: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(80, DESTINATION_FIELD_MESSAGES.slug)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, DESTINATION_FIELD_MESSAGES.slug)
      .optional(),
  ),
});

export type NewDestinationEdit = Omit<z.output<typeof newDestinationFormSchema>, "expectedVersion">;

/** A problem with an edit, on its field's path in the form ("schoolFacts[0].statements[1].sourceUrl"). */
export type DestinationEditProblems = Record<string, string>;

const fieldPath = (path: (string | number)[]) => path.map((part, index) => (typeof part === "number" ? `[${part}]` : index === 0 ? part : `.${part}`)).join("");

type SharedFactSlot = DestinationEdit["schoolFacts"][number];

const isBlankSlot = (slot: SharedFactSlot) => slot.key === undefined && slot.appliesTo === null && slot.statements.every(isBlankStatement);

/**
 * An editor's form applied to a destination (its id and address never
 * change): its whole content, or the problems found, each on its field.
 */
export function applyDestinationEdit(
  edit: DestinationEdit,
  identity: { id: string; slug: string },
  today: string,
): { destination: Destination } | { problems: DestinationEditProblems } {
  const problems: DestinationEditProblems = {};
  const schoolFacts: SharedSchoolFact[] = [];
  edit.schoolFacts.forEach((slot, index) => {
    if (isBlankSlot(slot)) return;
    const at = (...path: (string | number)[]) => fieldPath(["schoolFacts", index, ...path]);
    if (slot.key === undefined) problems[at("key")] = DESTINATION_FIELD_MESSAGES.schoolFactKey;
    if (slot.appliesTo === null) problems[at("appliesTo")] = DESTINATION_FIELD_MESSAGES.appliesTo;
    const fact = quickFactOf({ status: "verified", note: null, checkUrl: null, checkedOn: null, statements: slot.statements }, today);
    if ("problems" in fact) {
      for (const problem of fact.problems)
        problems[at(...problem.path)] ??=
          problem.message === SCHOOL_FIELD_MESSAGES.statementsNeeded ? DESTINATION_FIELD_MESSAGES.statementsNeeded : problem.message;
      return;
    }
    if (slot.key !== undefined && slot.appliesTo !== null && fact.fact.status === "verified")
      schoolFacts.push({ key: slot.key, appliesTo: slot.appliesTo, statements: fact.fact.statements });
  });
  if (Object.keys(problems).length) return { problems };
  return {
    destination: {
      ...identity,
      name: edit.name,
      description: edit.description,
      imageUrl: edit.imageUrl,
      isPopular: edit.isPopular,
      isCaribbean: edit.isCaribbean,
      content: edit.content,
      facts: {
        currency: edit.currency,
        languages: edit.languages,
        studentVisa: edit.studentVisa,
        workRights: edit.workRights,
        academicYear: edit.academicYear,
        bestTimeToApply: edit.bestTimeToApply,
        tuitionInternationalUndergrad: edit.tuitionInternationalUndergrad,
        tuitionInternationalPostgrad: edit.tuitionInternationalPostgrad,
        livingCostsMonthly: edit.livingCostsMonthly,
        officialStudyInfoUrl: edit.officialStudyInfoUrl,
        schoolFacts,
      },
    },
  };
}

export interface SharedSchoolFactFormValues {
  key: QuickFactKey | "";
  appliesTo: string;
  statements: StatementFormValues[];
}

const withEmptyStatement = (statements: StatementFormValues[]) => (statements.length < MAX_STATEMENTS ? [...statements, EMPTY_STATEMENT] : statements);

const EMPTY_SHARED_FACT: SharedSchoolFactFormValues = { key: "", appliesTo: "", statements: [EMPTY_STATEMENT] };

/** A destination as the form shows it: every field as the text a browser posts, an empty slot to add a shared fact or a statement. */
export function destinationFormValues(destination: Destination) {
  const text = (value: string | null) => value ?? "";
  const { facts } = destination;
  const schoolFacts = facts.schoolFacts.map((fact) => ({
    key: fact.key,
    appliesTo: fact.appliesTo,
    statements: withEmptyStatement(fact.statements.map(statementFormValues)),
  }));
  return {
    name: destination.name,
    slug: destination.slug,
    description: destination.description,
    imageUrl: text(destination.imageUrl),
    isPopular: destination.isPopular ? "on" : "",
    isCaribbean: destination.isCaribbean ? "on" : "",
    content: destination.content,
    currency: facts.currency,
    languages: facts.languages.join("\n"),
    studentVisa: text(facts.studentVisa),
    workRights: text(facts.workRights),
    academicYear: text(facts.academicYear),
    bestTimeToApply: text(facts.bestTimeToApply),
    tuitionInternationalUndergrad: text(facts.tuitionInternationalUndergrad),
    tuitionInternationalPostgrad: text(facts.tuitionInternationalPostgrad),
    livingCostsMonthly: text(facts.livingCostsMonthly),
    officialStudyInfoUrl: text(facts.officialStudyInfoUrl),
    schoolFacts: schoolFacts.length < MAX_SHARED_SCHOOL_FACTS ? [...schoolFacts, EMPTY_SHARED_FACT] : schoolFacts,
  };
}

export type DestinationFormValues = ReturnType<typeof destinationFormValues>;

/** The new-destination form's starting values: every field empty, one empty shared-fact slot. */
export const NEW_DESTINATION_FORM_VALUES: DestinationFormValues = {
  name: "",
  slug: "",
  description: "",
  imageUrl: "",
  isPopular: "",
  isCaribbean: "",
  content: "",
  currency: "",
  languages: "",
  studentVisa: "",
  workRights: "",
  academicYear: "",
  bestTimeToApply: "",
  tuitionInternationalUndergrad: "",
  tuitionInternationalPostgrad: "",
  livingCostsMonthly: "",
  officialStudyInfoUrl: "",
  schoolFacts: [EMPTY_SHARED_FACT],
};
