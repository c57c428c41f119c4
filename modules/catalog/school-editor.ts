import { z } from "zod";
import { blankToUndefined, checkbox, linesList, optionalDay, optionalText, optionalWebAddress, requiredText } from "../platform/index.ts";
import { cxcEntryFields, cxcEntryFormValues, cxcEntryOf, type CxcEntryFormValues } from "./cxc-entry-editor.ts";
import { NOT_LOOKED_FOR } from "./events.ts";
import { formatStatedDate, isNamedIn, isStatedDate, readStatedDates } from "./stated-dates.ts";
import { moneyPeriods, type MoneyPeriod } from "./tables.ts";
import {
  formatFigure,
  quickFactKeys,
  sourceConfidences,
  type FactStatement,
  type MoneyAmount,
  type QuickFact,
  type QuickFactKey,
  type School,
} from "./schemas.ts";

/*
 * The admin's school form and API body: what an editor may set, and how it
 * becomes the school's whole content. Pure: the command hands in today's date,
 * the current school and what the catalogue knows (destinations, pathways).
 * Each quick fact is edited as its statements, each with its source, cycle,
 * confidence and figures, so the site can say how current it is.
 */

/** Said next to a field: what to do. */
export const SCHOOL_FIELD_MESSAGES = {
  name: "Enter the school's name.",
  description: "Enter a description of the school.",
  destinationId: "Choose a destination from the list.",
  type: "Choose university or college.",
  established: "Enter the year it was founded (for example 1948), or leave it empty.",
  website: "Enter a full web address starting with https://, or leave it empty.",
  address: "Enter a full web address starting with http:// or https://, or leave it empty.",
  contactEmail: "Enter an email address such as admissions@school.edu, or leave it empty.",
  pathwaySlugs: "Choose pathways from the list.",
  caribbeanText: "Write the note for Caribbean applicants, or clear its source too.",
  caribbeanSource: "Give the page the note for Caribbean applicants comes from (https://...).",
  factStatus: "Choose verified, not found or unverified.",
  statementsNeeded: "Add at least one statement with its source, or choose another status.",
  statementText: "Write what the source says, or clear this statement's other fields.",
  statementSource: "Give the page this statement is from (a full web address).",
  confidence: "Choose official page, secondary source or aggregator copy.",
  verifiedOn: "Enter the day you checked it as a date (YYYY-MM-DD).",
  checkUrl: "Give the official page you looked on (a full web address).",
  checkedOn: "Enter the day you looked as a date (YYYY-MM-DD).",
  amountLine: (line: number) => `Line ${line}: write a figure as CURRENCY AMOUNT PERIOD, for example "USD 37,996 year" or "CAD 45,000-60,000 year Arts".`,
  amountNotInText: (line: number, figure: string) =>
    `Line ${line}: ${figure} does not appear in the statement's words; copy the figure as the source writes it.`,
  dateLine: (line: number) => `Line ${line}: write a day as YYYY-MM-DD (that day only) or MM-DD (a day the source gives without a year).`,
  dateNotInText: (line: number, day: string) => `Line ${line}: the statement's words do not name ${day}; write the day as the source does.`,
} as const;

export const QUICK_FACT_LABELS: Record<QuickFactKey, string> = {
  tuition: "Tuition",
  livingCosts: "Living costs",
  applicationFee: "Application fee",
  applicationDeadline: "Application deadline",
  englishRequirements: "English requirements",
};

export const SOURCE_CONFIDENCE_LABELS: Record<(typeof sourceConfidences)[number], string> = {
  official: "Official page",
  secondary: "Secondary source",
  aggregator: "Aggregator copy",
};

/** How many statements one fact may hold. */
export const MAX_STATEMENTS = 8;

const AMOUNT_LINE = /^([A-Za-z]{3})\s+([\d,]+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*([\d,]+(?:\.\d+)?)|\s*(\+))?\s+([a-z-]+)(?:\s+(.+))?$/;

/** One typed figure line ("USD 37,996 year", "CAD 45,000-60,000 year Arts", "GBP 9,535+ year"), or null when it does not read as one. */
export function parseAmountLine(line: string): MoneyAmount | null {
  const match = AMOUNT_LINE.exec(line.trim());
  if (!match) return null;
  const [, currency, min, max, orMore, period, label] = match;
  if (!(moneyPeriods as readonly string[]).includes(period!)) return null;
  const number = (text: string) => Number(text.replaceAll(",", ""));
  const low = number(min!);
  const high = orMore ? null : max ? number(max) : low;
  if (high !== null && high < low) return null;
  return { currency: currency!.toUpperCase(), min: low, max: high, period: period as MoneyPeriod, label: label?.trim() || null };
}

/** A figure as the editor types it back (the inverse of parseAmountLine). */
export function amountLine(amount: MoneyAmount): string {
  const range =
    amount.max === null
      ? `${formatFigure(amount.min)}+`
      : amount.max === amount.min
        ? formatFigure(amount.min)
        : `${formatFigure(amount.min)}-${formatFigure(amount.max)}`;
  return [amount.currency, range, amount.period, amount.label].filter(Boolean).join(" ");
}

/** One typed day ("2027-01-15", or "01-15" for a day of every year) as a stated date, or null when it does not read as one. */
export function parseDateLine(line: string): string | null {
  const typed = line.trim();
  const date = /^\d{2}-\d{2}$/.test(typed) ? `--${typed}` : typed;
  return isStatedDate(date) ? date : null;
}

/** A stated date as the editor types it back (the inverse of parseDateLine). */
export function dateLine(date: string): string {
  return date.replace(/^--/, "");
}

/** One statement slot of the form: every slot left empty is no statement. Destinations' shared school facts use it too. */
export const statementSlot = z.object({
  text: optionalText(2_000),
  cycle: optionalText(100),
  sourceUrl: z.preprocess(blankToUndefined, z.string().trim().max(2_000).optional()).transform((value) => value ?? null),
  confidence: z.preprocess(blankToUndefined, z.enum(sourceConfidences, { error: SCHOOL_FIELD_MESSAGES.confidence }).optional()),
  verifiedOn: optionalDay(SCHOOL_FIELD_MESSAGES.verifiedOn),
  olderPage: checkbox(false),
  amounts: linesList(10, 200),
  /** Left empty, the days the words name are read (`readStatedDates`). */
  dates: linesList(20, 20),
});

type StatementSlot = z.output<typeof statementSlot>;

/** A statement slot left empty: no statement. */
export const isBlankStatement = (slot: StatementSlot) =>
  slot.text === null && slot.sourceUrl === null && slot.cycle === null && slot.amounts.length === 0 && slot.dates.length === 0;

/** A slot's typed days as stated dates, each named in the words; none typed: the days the words name. */
function statedDatesOf(slot: StatementSlot, problem: (message: string) => void): string[] {
  const text = slot.text ?? "";
  if (slot.dates.length === 0) return readStatedDates(text);
  const dates: string[] = [];
  slot.dates.forEach((line, lineIndex) => {
    const date = parseDateLine(line);
    if (date === null) return problem(SCHOOL_FIELD_MESSAGES.dateLine(lineIndex + 1));
    if (!isNamedIn(date, text)) return problem(SCHOOL_FIELD_MESSAGES.dateNotInText(lineIndex + 1, formatStatedDate(date)));
    if (!dates.includes(date)) dates.push(date);
  });
  return dates;
}

const factFields = z.object({
  status: z.enum(["verified", "not-found", "unverified"], { error: SCHOOL_FIELD_MESSAGES.factStatus }),
  note: optionalText(1_000),
  checkUrl: optionalWebAddress(SCHOOL_FIELD_MESSAGES.checkUrl, /^https?$/),
  checkedOn: optionalDay(SCHOOL_FIELD_MESSAGES.checkedOn),
  statements: z.preprocess((value) => value ?? [], z.array(statementSlot).max(MAX_STATEMENTS + 1)),
});

export type QuickFactEdit = z.output<typeof factFields>;

/**
 * A fact's fields as the school's fact, given the day the editor saves
 * (a statement or a look with no day is dated today) — or the problems, each
 * on its field path under the fact (["statements", 0, "sourceUrl"]).
 */
export function quickFactOf(edit: QuickFactEdit, today: string): { fact: QuickFact } | { problems: { path: (string | number)[]; message: string }[] } {
  const problems: { path: (string | number)[]; message: string }[] = [];
  if (edit.status === "unverified") return { fact: { status: "unverified", note: edit.note } };
  if (edit.status === "not-found") {
    if (edit.checkUrl === null) return { problems: [{ path: ["checkUrl"], message: SCHOOL_FIELD_MESSAGES.checkUrl }] };
    return { fact: { status: "not-found", note: edit.note, checkUrl: edit.checkUrl, checkedOn: edit.checkedOn ?? today } };
  }
  const statements: FactStatement[] = [];
  edit.statements.forEach((slot, index) => {
    if (isBlankStatement(slot)) return;
    const at = (field: string) => ["statements", index, field];
    if (slot.text === null) problems.push({ path: at("text"), message: SCHOOL_FIELD_MESSAGES.statementText });
    if (slot.sourceUrl === null || !URL.canParse(slot.sourceUrl) || !/^https?:$/.test(new URL(slot.sourceUrl).protocol))
      problems.push({ path: at("sourceUrl"), message: SCHOOL_FIELD_MESSAGES.statementSource });
    const amounts: MoneyAmount[] = [];
    slot.amounts.forEach((line, lineIndex) => {
      const amount = parseAmountLine(line);
      if (!amount) return problems.push({ path: at("amounts"), message: SCHOOL_FIELD_MESSAGES.amountLine(lineIndex + 1) });
      const missing = [amount.min, amount.max].find((figure) => figure !== null && !(slot.text ?? "").includes(formatFigure(figure)));
      if (missing !== undefined && missing !== null)
        return problems.push({ path: at("amounts"), message: SCHOOL_FIELD_MESSAGES.amountNotInText(lineIndex + 1, formatFigure(missing)) });
      amounts.push(amount);
    });
    const dates = statedDatesOf(slot, (message) => problems.push({ path: at("dates"), message }));
    if (slot.text !== null && slot.sourceUrl !== null)
      statements.push({
        text: slot.text,
        cycle: slot.cycle,
        olderPage: slot.olderPage,
        amounts,
        dates,
        sourceUrl: slot.sourceUrl,
        confidence: slot.confidence ?? "official",
        verifiedOn: slot.verifiedOn ?? today,
      });
  });
  if (problems.length) return { problems };
  if (statements.length === 0) return { problems: [{ path: ["statements", 0, "text"], message: SCHOOL_FIELD_MESSAGES.statementsNeeded }] };
  return { fact: { status: "verified", note: edit.note, statements } };
}

const quickFactsFields = z.object(Object.fromEntries(quickFactKeys.map((key) => [key, factFields])) as Record<QuickFactKey, typeof factFields>);

const editableFields = {
  name: requiredText(SCHOOL_FIELD_MESSAGES.name, 200),
  /** Checked against the catalogue by the command. */
  destinationId: requiredText(SCHOOL_FIELD_MESSAGES.destinationId, 200),
  type: z.enum(["university", "college"], { error: SCHOOL_FIELD_MESSAGES.type }),
  description: requiredText(SCHOOL_FIELD_MESSAGES.description, 5_000),
  location: optionalText(200),
  established: z
    .preprocess(
      (value) => (typeof blankToUndefined(value) === "string" ? Number(value) : blankToUndefined(value)),
      z
        .number({ error: SCHOOL_FIELD_MESSAGES.established })
        .int(SCHOOL_FIELD_MESSAGES.established)
        .min(800, SCHOOL_FIELD_MESSAGES.established)
        .max(2100, SCHOOL_FIELD_MESSAGES.established)
        .optional(),
    )
    .transform((value) => value ?? null),
  website: optionalWebAddress(SCHOOL_FIELD_MESSAGES.address, /^https?$/),
  applicationUrl: optionalWebAddress(SCHOOL_FIELD_MESSAGES.address, /^https?$/),
  imageUrl: optionalWebAddress(SCHOOL_FIELD_MESSAGES.address, /^https?$/),
  logoUrl: optionalWebAddress(SCHOOL_FIELD_MESSAGES.address, /^https?$/),
  programs: linesList(200, 200),
  ranking: optionalText(500),
  accreditation: optionalText(500),
  admissionRequirements: optionalText(2_000),
  acceptanceRate: optionalText(200),
  studentPopulation: optionalText(200),
  internationalStudents: optionalText(200),
  campusSize: optionalText(200),
  accommodation: optionalText(1_000),
  highlights: linesList(50, 500),
  notableAlumni: linesList(50, 300),
  researchAreas: linesList(50, 300),
  contactEmail: z.preprocess(blankToUndefined, z.email({ error: SCHOOL_FIELD_MESSAGES.contactEmail }).max(320).optional()).transform((value) => value ?? null),
  contactPhone: optionalText(100),
  /** Checked against the catalogue by the command. */
  pathwaySlugs: z
    .preprocess(
      (value) => (value === undefined || value === null || value === "" ? [] : typeof value === "string" ? [value] : value),
      z.array(z.string().max(200)).max(50),
    )
    .refine((slugs) => slugs.every((slug) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)), SCHOOL_FIELD_MESSAGES.pathwaySlugs),
  caribbeanApplicantsText: optionalText(2_000),
  caribbeanApplicantsSourceUrl: optionalWebAddress(SCHOOL_FIELD_MESSAGES.caribbeanSource, /^https?$/),
  quickFacts: quickFactsFields,
  cxcEntry: cxcEntryFields,
  isFeatured: checkbox(false),
};

/** The form posts checkboxes: absent means unticked. */
export const schoolFormSchema = z
  .object({ ...editableFields, isActive: checkbox(false), expectedVersion: z.coerce.number().int().min(0).optional() })
  .superRefine((edit, context) => {
    if (edit.caribbeanApplicantsText !== null && edit.caribbeanApplicantsSourceUrl === null)
      context.addIssue({ code: "custom", path: ["caribbeanApplicantsSourceUrl"], message: SCHOOL_FIELD_MESSAGES.caribbeanSource });
    if (edit.caribbeanApplicantsText === null && edit.caribbeanApplicantsSourceUrl !== null)
      context.addIssue({ code: "custom", path: ["caribbeanApplicantsText"], message: SCHOOL_FIELD_MESSAGES.caribbeanText });
  });

export type SchoolEdit = Omit<z.output<typeof schoolFormSchema>, "expectedVersion">;

/** A problem with an edit, on its field's path in the form ("quickFacts.tuition.statements[0].sourceUrl"). */
export type SchoolEditProblems = Record<string, string>;

const fieldPath = (path: (string | number)[]) => path.map((part, index) => (typeof part === "number" ? `[${part}]` : index === 0 ? part : `.${part}`)).join("");

/**
 * An editor's form applied to a school (null: a new one with `identity`):
 * the school's whole content, or the problems found (each fact's statements
 * checked here; unknown destinations and pathways by the caller).
 */
export function applySchoolEdit(
  edit: SchoolEdit,
  identity: { id: string; slug: string },
  today: string,
): { school: School } | { problems: SchoolEditProblems } {
  const problems: SchoolEditProblems = {};
  const quickFacts = {} as School["quickFacts"];
  for (const key of quickFactKeys) {
    const result = quickFactOf(edit.quickFacts[key], today);
    if ("problems" in result) for (const problem of result.problems) problems[fieldPath(["quickFacts", key, ...problem.path])] ??= problem.message;
    else quickFacts[key] = result.fact;
  }
  const cxcEntry = cxcEntryOf(edit.cxcEntry, today);
  if ("problems" in cxcEntry) for (const problem of cxcEntry.problems) problems[fieldPath(["cxcEntry", ...problem.path])] ??= problem.message;
  if (Object.keys(problems).length || "problems" in cxcEntry) return { problems };
  const { caribbeanApplicantsText, caribbeanApplicantsSourceUrl, quickFacts: _facts, cxcEntry: _entry, ...fields } = edit;
  return {
    school: {
      ...identity,
      ...fields,
      quickFacts,
      cxcEntry: cxcEntry.entry,
      caribbeanApplicants:
        caribbeanApplicantsText && caribbeanApplicantsSourceUrl ? { text: caribbeanApplicantsText, sourceUrl: caribbeanApplicantsSourceUrl } : null,
    },
  };
}

/** A school as the form shows it: every field as the text a browser posts, each fact with one empty statement slot to add another. */
export function schoolFormValues(school: School) {
  const { id: _id, slug: _slug, quickFacts, caribbeanApplicants, cxcEntry, ...fields } = school;
  const text = (value: string | null) => value ?? "";
  return {
    name: fields.name,
    destinationId: fields.destinationId,
    type: fields.type,
    description: fields.description,
    location: text(fields.location),
    established: fields.established === null ? "" : String(fields.established),
    website: text(fields.website),
    applicationUrl: text(fields.applicationUrl),
    imageUrl: text(fields.imageUrl),
    logoUrl: text(fields.logoUrl),
    programs: fields.programs.join("\n"),
    ranking: text(fields.ranking),
    accreditation: text(fields.accreditation),
    admissionRequirements: text(fields.admissionRequirements),
    acceptanceRate: text(fields.acceptanceRate),
    studentPopulation: text(fields.studentPopulation),
    internationalStudents: text(fields.internationalStudents),
    campusSize: text(fields.campusSize),
    accommodation: text(fields.accommodation),
    highlights: fields.highlights.join("\n"),
    notableAlumni: fields.notableAlumni.join("\n"),
    researchAreas: fields.researchAreas.join("\n"),
    contactEmail: text(fields.contactEmail),
    contactPhone: text(fields.contactPhone),
    pathwaySlugs: fields.pathwaySlugs,
    caribbeanApplicantsText: text(caribbeanApplicants?.text ?? null),
    caribbeanApplicantsSourceUrl: text(caribbeanApplicants?.sourceUrl ?? null),
    quickFacts: Object.fromEntries(quickFactKeys.map((key) => [key, quickFactFormValues(quickFacts[key])])) as Record<QuickFactKey, QuickFactFormValues>,
    cxcEntry: cxcEntryFormValues(cxcEntry) as CxcEntryFormValues,
    isFeatured: fields.isFeatured ? "on" : "",
    isActive: fields.isActive ? "on" : "",
  };
}

export type SchoolFormValues = ReturnType<typeof schoolFormValues>;

export interface StatementFormValues {
  text: string;
  cycle: string;
  sourceUrl: string;
  confidence: string;
  verifiedOn: string;
  olderPage: "on" | "";
  amounts: string;
  dates: string;
}

export interface QuickFactFormValues {
  status: QuickFact["status"];
  note: string;
  checkUrl: string;
  checkedOn: string;
  statements: StatementFormValues[];
}

export const EMPTY_STATEMENT: StatementFormValues = {
  text: "",
  cycle: "",
  sourceUrl: "",
  confidence: "official",
  verifiedOn: "",
  olderPage: "",
  amounts: "",
  dates: "",
};

/** A saved statement as its slot shows it. */
export function statementFormValues(statement: FactStatement): StatementFormValues {
  return {
    text: statement.text,
    cycle: statement.cycle ?? "",
    sourceUrl: statement.sourceUrl,
    confidence: statement.confidence,
    verifiedOn: statement.verifiedOn,
    olderPage: statement.olderPage ? "on" : "",
    amounts: statement.amounts.map(amountLine).join("\n"),
    dates: statement.dates.map(dateLine).join("\n"),
  };
}

function quickFactFormValues(fact: QuickFact): QuickFactFormValues {
  const statements = fact.status === "verified" ? fact.statements.map(statementFormValues) : [];
  return {
    status: fact.status,
    note: fact.note ?? "",
    checkUrl: fact.status === "not-found" ? fact.checkUrl : "",
    checkedOn: fact.status === "not-found" ? fact.checkedOn : "",
    statements: statements.length < MAX_STATEMENTS ? [...statements, EMPTY_STATEMENT] : statements,
  };
}

/** A new school's form: every fact not yet looked for. */
export const NEW_SCHOOL_FORM_VALUES: SchoolFormValues = {
  ...schoolFormValues({
    id: "",
    slug: "",
    name: "",
    destinationId: "",
    type: "university",
    description: "",
    imageUrl: null,
    logoUrl: null,
    website: null,
    location: null,
    established: null,
    programs: [],
    ranking: null,
    accreditation: null,
    admissionRequirements: null,
    acceptanceRate: null,
    quickFacts: Object.fromEntries(quickFactKeys.map((key) => [key, { status: "unverified", note: null }])) as School["quickFacts"],
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [],
    notableAlumni: [],
    researchAreas: [],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: null,
    pathwaySlugs: [],
    caribbeanApplicants: null,
    cxcEntry: NOT_LOOKED_FOR,
    isFeatured: false,
    isActive: true,
  }),
};
