import { randomBytes } from "node:crypto";
import {
  cellText as text,
  checkboxCell,
  foldState,
  hasCell as has,
  listCell,
  planEachRow,
  readStream,
  runImport,
  schemaErrors,
  type ImportFile,
  type ImportOptions,
  type Importer,
  type ImportReport,
  type ImportRow,
  type ImportRowError,
  type ImportRowReport,
  type PlannedOwnRow,
} from "../eventstore/index.ts";
import { firstFreeSlug, slugify } from "../platform/index.ts";
import { db } from "./db.ts";
import { schoolEditorialDecider } from "./decide.ts";
import { catalogEntryKinds } from "./events.ts";
import { catalogProjection } from "./projection.ts";
import {
  applySchoolEdit,
  EMPTY_STATEMENT,
  NEW_SCHOOL_FORM_VALUES,
  schoolFormSchema,
  schoolFormValues,
  type QuickFactFormValues,
  type SchoolFormValues,
  type StatementFormValues,
} from "./school-editor.ts";
import type { CxcEntryFormValues } from "./cxc-entry-editor.ts";
import { quickFactKeys, type QuickFactKey, type School } from "./schemas.ts";

/*
 * Bulk import of schools from CSV or JSON (issue 25 item 6). Each row is the
 * school form's fields under flat names (docs/admin.md lists them), validated
 * with the editor's own schema and decided against the school's stream; the
 * file's reading, the report and the all or nothing write with actor
 * "import" are the shared importer's (eventstore's bulk-import.ts). Rows are
 * matched to schools by the website's domain (else the name's slug), so
 * importing the same file twice writes nothing the second time. A column a
 * file leaves out, or an empty cell, keeps the school's current value: a file
 * updates what it states and never clears (the editor does).
 */

/** A statement's fields under the names a file uses: `tuition.text`, `tuition.cycle`... */
const STATEMENT_COLUMNS = {
  text: "text",
  cycle: "cycle",
  sourceUrl: "sourceUrl",
  confidence: "confidence",
  checkedOn: "verifiedOn",
  figures: "amounts",
  dates: "dates",
  olderPage: "olderPage",
} as const;
const FACT_COLUMNS = ["status", "note", "checkUrl", ...Object.keys(STATEMENT_COLUMNS)] as const;

/** The profile columns: the form's own field names, with `destination` and `pathways` taking names or ids. */
const PROFILE_COLUMNS = [
  "name",
  "destination",
  "type",
  "description",
  "location",
  "established",
  "website",
  "applicationUrl",
  "imageUrl",
  "logoUrl",
  "programs",
  "ranking",
  "accreditation",
  "admissionRequirements",
  "acceptanceRate",
  "studentPopulation",
  "internationalStudents",
  "campusSize",
  "accommodation",
  "highlights",
  "notableAlumni",
  "researchAreas",
  "contactEmail",
  "contactPhone",
  "pathways",
  "caribbeanApplicantsText",
  "caribbeanApplicantsSourceUrl",
  "isFeatured",
  "isActive",
] as const;

/** The CXC entry minimum's columns (`cxcEntry.requirements`...): the editor's own fields, requirements one a line as the editor types them. */
const CXC_ENTRY_COLUMNS = [
  "status",
  "appliesTo",
  "requirements",
  "capeDiploma",
  "csecEnglishA",
  "capeCommunicationStudies",
  "text",
  "sourceUrl",
  "confidence",
  "cycle",
  "olderPage",
  "verifiedOn",
  "checkUrl",
  "checkedOn",
] as const satisfies readonly (keyof CxcEntryFormValues)[];

export const SCHOOL_IMPORT_COLUMNS: readonly string[] = [
  ...PROFILE_COLUMNS,
  ...quickFactKeys.flatMap((key) => FACT_COLUMNS.map((column) => `${key}.${column}`)),
  ...CXC_ENTRY_COLUMNS.map((column) => `cxcEntry.${column}`),
];

/** Said on a file's `destination` cell that names no destination. */
export const UNKNOWN_DESTINATION_CELL = "Name one of the site's destinations (its name, such as Canada, or its id).";

/** The destination a file's cell names: its id, name or slug, in any case. */
export function destinationNamed<Destination extends { id: string; name: string; slug: string }>(
  destinations: readonly Destination[],
  cell: string,
): Destination | undefined {
  const wanted = cell.trim().toLowerCase();
  return destinations.find((each) => [each.id, each.name, each.slug].some((name) => name.toLowerCase() === wanted));
}

/** The website's domain without "www.", the natural key of a school; null without a website. */
export function domainOf(website: string | null): string | null {
  return website && URL.canParse(website) ? new URL(website).hostname.replace(/^www\./, "").toLowerCase() : null;
}

export interface Catalogue {
  destinations: { id: string; name: string; slug: string }[];
  pathwaySlugs: Set<string>;
  schools: { id: string; slug: string; name: string; domain: string | null; destinationId: string }[];
}

/** What rows are matched against: the destinations, pathways and schools (each with its natural keys), every school's whether active or not. */
export async function catalogue(): Promise<Catalogue> {
  const [destinations, pathways, schools] = await Promise.all([
    db().selectFrom("destinations").select(["id", "name", "slug"]).execute(),
    db().selectFrom("pathways").select("slug").execute(),
    db()
      .selectFrom("schools")
      .select(["id", "slug", "name", "destination_id", (eb) => eb.ref("profile", "->>").key("website").as("website")])
      .execute(),
  ]);
  return {
    destinations,
    pathwaySlugs: new Set(pathways.map((pathway) => pathway.slug)),
    schools: schools.map((school) => ({
      id: school.id,
      slug: school.slug,
      name: school.name,
      domain: domainOf(typeof school.website === "string" ? school.website : null),
      destinationId: school.destination_id,
    })),
  };
}

/**
 * One quick fact's columns over the form's current fact: the columns a row
 * gives replace those fields of the fact's first statement (a file states one
 * statement per fact), the others keep theirs; a statement with words is
 * verified unless the row names another status.
 */
function factFromColumns(values: Record<string, unknown>, key: QuickFactKey, current: QuickFactFormValues): QuickFactFormValues {
  if (!FACT_COLUMNS.some((column) => has(values, `${key}.${column}`))) return current;
  const given = (name: string) => (has(values, `${key}.${name}`) ? text(values[`${key}.${name}`]).trim() : null);
  const [first, ...rest] = current.statements;
  const fields: Record<string, string> = {
    ...(first ?? EMPTY_STATEMENT),
  };
  for (const [fileName, formName] of Object.entries(STATEMENT_COLUMNS)) {
    const value = given(fileName);
    if (value !== null) fields[formName] = formName === "olderPage" ? checkboxCell(value) : value;
  }
  // New words without their days: the days the new words name are read, not the old ones kept.
  if (given("text") !== null && given("dates") === null) fields["dates"] = "";
  const statement = fields as unknown as StatementFormValues;
  const checkUrl = given("checkUrl") ?? current.checkUrl;
  const status = given("status") ?? (statement.text ? "verified" : given("checkUrl") ? "not-found" : current.status);
  return {
    status: status as QuickFactFormValues["status"],
    note: given("note") ?? current.note,
    checkUrl,
    checkedOn: given("checkedOn") ?? current.checkedOn,
    statements: statement.text || statement.sourceUrl ? [statement, ...rest] : rest,
  };
}

/** The CXC entry minimum's columns over the school's current one; a row naming requirements is a published minimum unless it names another status. */
function cxcEntryFromColumns(values: Record<string, unknown>, current: CxcEntryFormValues): CxcEntryFormValues {
  const entry: Record<string, string> = { ...current };
  for (const column of CXC_ENTRY_COLUMNS) {
    if (!has(values, `cxcEntry.${column}`)) continue;
    const value = text(values[`cxcEntry.${column}`]).trim();
    entry[column] = column === "olderPage" ? checkboxCell(value) : value;
  }
  if (!has(values, "cxcEntry.status") && has(values, "cxcEntry.requirements") && entry.requirements) entry.status = "published";
  return entry as unknown as CxcEntryFormValues;
}

/** The form's values for a row: the school's current ones (or a new school's) with the row's columns over them. */
function formValuesOf(values: Record<string, unknown>, current: School | null, known: Catalogue): { form: SchoolFormValues; errors: ImportRowError[] } {
  const base = current ? schoolFormValues(current) : { ...NEW_SCHOOL_FORM_VALUES, isActive: "on" as const };
  const form: Record<string, unknown> = { ...base, quickFacts: { ...base.quickFacts } };
  const errors: ImportRowError[] = [];
  for (const column of PROFILE_COLUMNS) {
    if (!has(values, column)) continue;
    const value = values[column];
    if (column === "destination") {
      const destination = destinationNamed(known.destinations, text(value));
      if (destination) form.destinationId = destination.id;
      else errors.push({ field: "destination", message: UNKNOWN_DESTINATION_CELL });
    } else if (column === "pathways") {
      const slugs = listCell(value);
      const unknown = slugs.filter((slug) => !known.pathwaySlugs.has(slug));
      if (unknown.length) errors.push({ field: "pathways", message: `Unknown pathways: ${unknown.join(", ")}. Use the pathways' slugs, such as medicine.` });
      form.pathwaySlugs = slugs;
    } else if (column === "isFeatured" || column === "isActive") {
      form[column] = checkboxCell(value);
    } else {
      form[column] = text(value);
    }
  }
  for (const key of quickFactKeys) (form.quickFacts as Record<string, QuickFactFormValues>)[key] = factFromColumns(values, key, base.quickFacts[key]);
  form.cxcEntry = cxcEntryFromColumns(values, base.cxcEntry);
  return { form: form as SchoolFormValues, errors };
}

/** A form field's path (`quickFacts.tuition.statements[0].amounts`) as the file's column (`tuition.figures`). */
function columnOf(path: string): string {
  if (path.startsWith("cxcEntry.")) return path;
  const fact = /^quickFacts\.(\w+)\.(?:statements\[\d+\]\.)?(\w+)/.exec(path);
  if (fact) {
    const fileName = Object.entries(STATEMENT_COLUMNS).find(([, formName]) => formName === fact[2])?.[0] ?? fact[2];
    return `${fact[1]}.${fact[2] === "statements" ? "text" : fileName}`;
  }
  const field = path.split(/[.[]/)[0]!;
  return field === "destinationId" ? "destination" : field === "pathwaySlugs" ? "pathways" : field;
}

/** A row checked against the editor's schema and decided against its school's stream: the events it would append. */
async function planRow(row: ImportRow, known: Catalogue, today: string, takenSlugs: Set<string>): Promise<PlannedOwnRow> {
  const name = text(row.values.name).trim();
  const report: ImportRowReport = { line: row.line, name, action: "invalid", errors: [] };
  const website = has(row.values, "website") ? text(row.values.website).trim() : null;
  const domain = domainOf(website);
  // The school's natural key: its website's domain, else its name's slug.
  const key = domain ?? slugify(name, "school");
  const existing = known.schools.find((school) => (domain ? school.domain === domain : school.slug === key));
  const stream = existing ? catalogEntryKinds.school.stream(existing.id) : null;
  const state = stream ? foldState(schoolEditorialDecider, await readStream(db(), stream)) : schoolEditorialDecider.initialState();
  const { form, errors } = formValuesOf(row.values, state.content, known);
  report.errors.push(...errors);
  const parsed = schoolFormSchema.safeParse(form);
  if (!parsed.success) {
    report.errors.push(...schemaErrors(parsed.error.issues, columnOf));
    return { report, key, append: null };
  }
  const { expectedVersion: _version, ...edit } = parsed.data;
  const slug = state.content?.slug ?? firstFreeSlug(slugify(edit.name, "school"), takenSlugs);
  const applied = applySchoolEdit(edit, { id: state.content?.id ?? `school_${randomBytes(8).toString("hex")}`, slug }, today);
  if ("problems" in applied) {
    for (const [path, message] of Object.entries(applied.problems)) report.errors.push({ field: columnOf(path), message });
    return { report, key, append: null };
  }
  if (report.errors.length) return { report, key, append: null };
  takenSlugs.add(slug);
  const command = state.content
    ? ({ kind: "revise", content: applied.school, expectedVersion: state.version } as const)
    : ({ kind: "create", content: applied.school } as const);
  const events = schoolEditorialDecider.decide(command, state);
  report.action = events.length === 0 ? "unchanged" : state.content ? "revise" : "create";
  return {
    report,
    key,
    append: events.length ? { streamId: catalogEntryKinds.school.stream(applied.school.id), expectedVersion: state.version, events } : null,
  };
}

/** Schools: a row matches a school by its website's domain, else its name's slug. */
export const schoolImporter: Importer = {
  noun: "school",
  columns: SCHOOL_IMPORT_COLUMNS,
  projections: [catalogProjection],
  sameRecordMessage: (firstLine) => `Line ${firstLine} is the same school: keep one row per school.`,
  async plan(rows, today) {
    const known = await catalogue();
    const takenSlugs = new Set(known.schools.map((school) => school.slug));
    return planEachRow(rows, (row) => planRow(row, known, today, takenSlugs));
  },
};

/** Checks every row of a file of schools and, unless `dryRun`, writes them all or none. */
export function importSchools(file: ImportFile, options: ImportOptions): Promise<ImportReport> {
  return runImport(schoolImporter, file, options);
}
