import { parse as parseCsv } from "csv-parse/sync";
import { appendEvents, foldState, readStream, waitForProjections, type StreamAppend } from "../eventstore/index.ts";
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
import { quickFactKeys, type QuickFactKey, type School } from "./schemas.ts";
import { randomBytes } from "node:crypto";
import { firstFreeSlug, slugify } from "../platform/index.ts";

/*
 * Bulk import of schools from CSV or JSON (issue 25 item 6). Each row is the
 * school form's fields under flat names (docs/admin.md lists them), validated
 * with the editor's own schema; a dry run reports every bad row with its line
 * and field; a real run writes every row or none, in one transaction, as the
 * editor's own events with actor "import" and the file's name and source in
 * their metadata. Rows are matched to schools by the website's domain (else the
 * name's slug), so importing the same file twice writes nothing the second time.
 * A column a file leaves out, or an empty cell, keeps the school's current
 * value: a file updates what it states and never clears (the editor does).
 */

/** The actor an import appends as: its history reads "Import", and the seed leaves imported schools alone. */
export const IMPORT_ACTOR = "import";

export const MAX_IMPORT_ROWS = 2_000;

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

export const SCHOOL_IMPORT_COLUMNS: readonly string[] = [
  ...PROFILE_COLUMNS,
  ...quickFactKeys.flatMap((key) => FACT_COLUMNS.map((column) => `${key}.${column}`)),
];

export interface ImportFile {
  /** The file's name, kept in every event's metadata. */
  name: string;
  format: "csv" | "json";
  text: string;
  /** Where the data comes from (a data set, a page), kept in every event's metadata. */
  source: string;
}

export interface ImportRowError {
  /** The column the problem is in (`tuition.sourceUrl`), or "row". */
  field: string;
  message: string;
}

export interface ImportRowReport {
  /** The file's line (CSV) or item number (JSON) the row starts on. */
  line: number;
  name: string;
  action: "create" | "revise" | "unchanged" | "invalid";
  errors: ImportRowError[];
}

export interface ImportReport {
  rows: ImportRowReport[];
  /** Problems with the file itself (not a row's): unreadable, empty, unknown columns. */
  fileErrors: string[];
  /** Whether anything was written: never on a dry run, never when any row is invalid. */
  written: boolean;
}

type Row = { line: number; values: Record<string, unknown> };

/** The file's rows with the line each starts on; or the file's problems. */
function readRows(file: ImportFile): { rows: Row[] } | { fileErrors: string[] } {
  try {
    if (file.format === "json") {
      const parsed: unknown = JSON.parse(file.text);
      if (!Array.isArray(parsed) || parsed.some((item) => item === null || typeof item !== "object" || Array.isArray(item)))
        return { fileErrors: ["A JSON file must hold an array of objects, one per school."] };
      return { rows: (parsed as Record<string, unknown>[]).map((values, index) => ({ line: index + 1, values })) };
    }
    const records = parseCsv(file.text, { columns: true, skip_empty_lines: true, trim: true, bom: true, info: true }) as {
      record: Record<string, string>;
      info: { lines: number };
    }[];
    let previousEnd = 1;
    return {
      rows: records.map(({ record, info }) => {
        const row = { line: previousEnd + 1, values: record };
        previousEnd = info.lines;
        return row;
      }),
    };
  } catch (error) {
    return {
      fileErrors: [`The file could not be read as ${file.format.toUpperCase()}: ${error instanceof Error ? error.message.split("\n")[0] : "unknown error"}`],
    };
  }
}

const text = (value: unknown): string => (value === undefined || value === null ? "" : Array.isArray(value) ? value.join("\n") : String(value));
/** Whether a row gives a column: an empty cell (or null) keeps the school's current value, as a column the file leaves out does. */
const has = (values: Record<string, unknown>, column: string) => Object.hasOwn(values, column) && text(values[column]).trim() !== "";
const yes = (value: unknown) => (/^(true|yes|y|1|on)$/i.test(text(value).trim()) ? "on" : "");

/** The website's domain without "www.", the natural key of a school; null without a website. */
function domainOf(website: string | null): string | null {
  return website && URL.canParse(website) ? new URL(website).hostname.replace(/^www\./, "").toLowerCase() : null;
}

interface Catalogue {
  destinations: { id: string; name: string; slug: string }[];
  pathwaySlugs: Set<string>;
  schools: { id: string; slug: string; domain: string | null }[];
}

async function catalogue(): Promise<Catalogue> {
  const [destinations, pathways, schools] = await Promise.all([
    db().selectFrom("destinations").select(["id", "name", "slug"]).execute(),
    db().selectFrom("pathways").select("slug").execute(),
    db()
      .selectFrom("schools")
      .select(["id", "slug", (eb) => eb.ref("profile", "->>").key("website").as("website")])
      .execute(),
  ]);
  return {
    destinations,
    pathwaySlugs: new Set(pathways.map((pathway) => pathway.slug)),
    schools: schools.map((school) => ({ id: school.id, slug: school.slug, domain: domainOf(typeof school.website === "string" ? school.website : null) })),
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
    if (value !== null) fields[formName] = formName === "olderPage" ? yes(value) : value;
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

/** The form's values for a row: the school's current ones (or a new school's) with the row's columns over them. */
function formValuesOf(values: Record<string, unknown>, current: School | null, known: Catalogue): { form: SchoolFormValues; errors: ImportRowError[] } {
  const base = current ? schoolFormValues(current) : { ...NEW_SCHOOL_FORM_VALUES, isActive: "on" as const };
  const form: Record<string, unknown> = { ...base, quickFacts: { ...base.quickFacts } };
  const errors: ImportRowError[] = [];
  for (const column of PROFILE_COLUMNS) {
    if (!has(values, column)) continue;
    const value = values[column];
    if (column === "destination") {
      const wanted = text(value).trim().toLowerCase();
      const destination = known.destinations.find((each) => [each.id, each.name, each.slug].some((name) => name.toLowerCase() === wanted));
      if (destination) form.destinationId = destination.id;
      else errors.push({ field: "destination", message: "Name one of the site's destinations (its name, such as Canada, or its id)." });
    } else if (column === "pathways") {
      const slugs = (Array.isArray(value) ? value.map(text) : text(value).split(/[\s,;]+/)).map((slug) => slug.trim()).filter(Boolean);
      const unknown = slugs.filter((slug) => !known.pathwaySlugs.has(slug));
      if (unknown.length) errors.push({ field: "pathways", message: `Unknown pathways: ${unknown.join(", ")}. Use the pathways' slugs, such as medicine.` });
      form.pathwaySlugs = slugs;
    } else if (column === "isFeatured" || column === "isActive") {
      form[column] = typeof value === "boolean" ? (value ? "on" : "") : yes(value);
    } else {
      form[column] = text(value);
    }
  }
  for (const key of quickFactKeys) (form.quickFacts as Record<string, QuickFactFormValues>)[key] = factFromColumns(values, key, base.quickFacts[key]);
  return { form: form as SchoolFormValues, errors };
}

/** A form field's path (`quickFacts.tuition.statements[0].amounts`) as the file's column (`tuition.figures`). */
function columnOf(path: string): string {
  const fact = /^quickFacts\.(\w+)\.(?:statements\[\d+\]\.)?(\w+)/.exec(path);
  if (fact) {
    const fileName = Object.entries(STATEMENT_COLUMNS).find(([, formName]) => formName === fact[2])?.[0] ?? fact[2];
    return `${fact[1]}.${fact[2] === "statements" ? "text" : fileName}`;
  }
  const field = path.split(/[.[]/)[0]!;
  return field === "destinationId" ? "destination" : field === "pathwaySlugs" ? "pathways" : field;
}

interface PlannedRow {
  report: ImportRowReport;
  /** The school's natural key: its website's domain, else its name's slug. */
  key: string;
  append: StreamAppend | null;
}

/** A row checked against the editor's schema and decided against its school's stream: the events it would append. */
async function planRow(row: Row, known: Catalogue, today: string, takenSlugs: Set<string>): Promise<PlannedRow> {
  const name = text(row.values.name).trim();
  const report: ImportRowReport = { line: row.line, name, action: "invalid", errors: [] };
  const unknownColumns = Object.keys(row.values).filter((column) => !SCHOOL_IMPORT_COLUMNS.includes(column));
  for (const column of unknownColumns)
    report.errors.push({ field: column, message: "Not a column the importer knows: check its spelling (docs/admin.md lists them)." });

  const website = has(row.values, "website") ? text(row.values.website).trim() : null;
  const domain = domainOf(website);
  const key = domain ?? slugify(name, "school");
  const existing = known.schools.find((school) => (domain ? school.domain === domain : school.slug === key));
  const stream = existing ? catalogEntryKinds.school.stream(existing.id) : null;
  const state = stream ? foldState(schoolEditorialDecider, await readStream(db(), stream)) : schoolEditorialDecider.initialState();
  const { form, errors } = formValuesOf(row.values, state.content, known);
  report.errors.push(...errors);
  const parsed = schoolFormSchema.safeParse(form);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      report.errors.push({
        field: columnOf(
          issue.path
            .map((part) => (typeof part === "number" ? `[${part}]` : String(part)))
            .join(".")
            .replaceAll(".[", "["),
        ),
        message: issue.message,
      });
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

/**
 * Checks every row of `file` and, unless `dryRun`, writes them all or none.
 * Two rows for one school are refused (the second names the first's line).
 */
export async function importSchools(
  file: ImportFile,
  options: {
    dryRun: boolean;
    requestId: string;
    today: string;
    /** Who ran the import (an admin's id, or "operator" for the command line): kept in every event's metadata. */
    importedBy: string;
    /** Wait for the running projector to show the import (the site); a command line without one catches up itself. */
    waitForReadTables?: boolean;
  },
): Promise<ImportReport> {
  const read = readRows(file);
  if ("fileErrors" in read) return { rows: [], fileErrors: read.fileErrors, written: false };
  if (read.rows.length === 0) return { rows: [], fileErrors: ["The file has no rows."], written: false };
  if (read.rows.length > MAX_IMPORT_ROWS)
    return { rows: [], fileErrors: [`The file has ${read.rows.length} rows; import at most ${MAX_IMPORT_ROWS} at a time.`], written: false };
  const known = await catalogue();
  const takenSlugs = new Set(known.schools.map((school) => school.slug));
  const planned: PlannedRow[] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of read.rows) {
    const plan = await planRow(row, known, options.today, takenSlugs);
    const first = firstLineOf.get(plan.key);
    if (first !== undefined) plan.report.errors.push({ field: "row", message: `Line ${first} is the same school: keep one row per school.` });
    else firstLineOf.set(plan.key, row.line);
    if (plan.report.errors.length) plan.report.action = "invalid";
    planned.push(plan);
  }
  const rows = planned.map((plan) => plan.report);
  if (options.dryRun || rows.some((row) => row.action === "invalid")) return { rows, fileErrors: [], written: false };
  const appends = planned.flatMap((plan) =>
    plan.append
      ? [
          {
            ...plan.append,
            events: plan.append.events.map((event) => ({
              ...event,
              metadata: { importFile: file.name, importSource: file.source, importedBy: options.importedBy },
            })),
          },
        ]
      : [],
  );
  if (appends.length === 0) return { rows, fileErrors: [], written: false };
  const result = await appendEvents(appends, { actor: IMPORT_ACTOR, requestId: options.requestId });
  if (options.waitForReadTables ?? true) await waitForProjections([catalogProjection], result.position);
  return { rows, fileErrors: [], written: true };
}
