import { parse as parseCsv } from "csv-parse/sync";
import type { Projection } from "./projection.ts";
import { waitForProjections } from "./projector.ts";
import { appendEvents, type StreamAppend } from "./store.ts";

/*
 * The part of bulk import (issue 25 item 6) every kind of record shares:
 * reading a CSV or JSON file into rows with the line each starts on, the
 * report of every row, refusing two rows for one record, and the all or
 * nothing write: every row's events appended in one transaction with actor
 * "import" and the file's name and source in their metadata, so each import
 * reads in a record's history as "Import (file name)" (history.ts) and the
 * seed leaves imported records alone (seedSyncDecider). What a row means
 * (its columns, its natural key, the editor's schema it is checked with, the
 * events it appends) is the importer's, in the module that owns the record.
 */

/** The actor an import appends as: its history reads "Import", and the seed leaves imported records alone. */
export const IMPORT_ACTOR = "import";

export const MAX_IMPORT_ROWS = 2_000;

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
  /** What the row names, in words (a school's name, a fee's label). */
  name: string;
  /** "skipped": a row the importer leaves out on purpose (a closed institution, a country the site does not cover); `note` says why. */
  action: "create" | "revise" | "unchanged" | "skipped" | "invalid";
  errors: ImportRowError[];
  /** Why a row was skipped, in words. */
  note?: string;
}

export interface ImportReport {
  rows: ImportRowReport[];
  /** Problems with the file itself (not a row's): unreadable, empty, too long. */
  fileErrors: string[];
  /** Whether anything was written: never on a dry run, never when any row is invalid. */
  written: boolean;
}

/** One row of a file: its cells by column, and the line (CSV) or item number (JSON) it starts on. */
export interface ImportRow {
  line: number;
  values: Record<string, unknown>;
}

/** A row checked and decided: its report, and its natural key (null when it has none to compare, such as a row too broken to name its record). */
export interface PlannedImportRow {
  report: ImportRowReport;
  key: string | null;
}

/** What a real run of a file would do: each row's report and the appends that write them all. */
export interface ImportPlan {
  rows: PlannedImportRow[];
  appends: StreamAppend[];
}

/** One kind of record a file can hold (schools, scholarships...): the owning module says what a row means. */
export interface Importer {
  /** One record in words ("school"), for the file's messages. */
  noun: string;
  /** The columns a row may have: any other is a problem on its row. */
  columns: readonly string[];
  /** The read tables that show what an import writes: the site waits for them. */
  projections: readonly Projection[];
  /** The most rows one file may hold, when not MAX_IMPORT_ROWS (a published data set's whole file). */
  maxRows?: number;
  /** Said on a row whose natural key an earlier row (on `firstLine`) has. */
  sameRecordMessage(firstLine: number): string;
  /**
   * Every row checked with the editor's schema and decided against its
   * stream, in the file's order, without writing: each row's report and key,
   * and the appends a real run makes (several rows may share one append).
   */
  plan(rows: readonly ImportRow[], today: string): Promise<ImportPlan>;
}

export interface ImportOptions {
  dryRun: boolean;
  requestId: string;
  today: string;
  /** Who ran the import (an admin's id, or "operator" for the command line): kept in every event's metadata. */
  importedBy: string;
  /** Wait for the running projector to show the import (the site); a command line without one catches up itself. */
  waitForReadTables?: boolean;
}

/** The file's rows with the line each starts on; or the file's problems. */
function readRows(file: ImportFile, noun: string): { rows: ImportRow[] } | { fileErrors: string[] } {
  try {
    if (file.format === "json") {
      const parsed: unknown = JSON.parse(file.text);
      if (!Array.isArray(parsed) || parsed.some((item) => item === null || typeof item !== "object" || Array.isArray(item)))
        return { fileErrors: [`A JSON file must hold an array of objects, one per ${noun}.`] };
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

/** A cell as text: a JSON list reads as one item per line, as the editors' list fields do. */
export const cellText = (value: unknown): string => (value === undefined || value === null ? "" : Array.isArray(value) ? value.join("\n") : String(value));

/** Whether a row gives a column: an empty cell (or null) keeps the record's current value, as a column the file leaves out does. */
export const hasCell = (values: Record<string, unknown>, column: string) => Object.hasOwn(values, column) && cellText(values[column]).trim() !== "";

/** A yes/no cell as a form's checkbox posts it ("on" or nothing); a JSON boolean reads as itself. */
export const checkboxCell = (value: unknown): "on" | "" =>
  typeof value === "boolean" ? (value ? "on" : "") : /^(true|yes|y|1|on)$/i.test(cellText(value).trim()) ? "on" : "";

/** A list cell's items: a JSON array, or text separated by spaces, commas or semicolons. */
export const listCell = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(cellText) : cellText(value).split(/[\s,;]+/)).map((item) => item.trim()).filter(Boolean);

/** A row planned on its own: its report, key and the append it makes (none when it changes nothing or is invalid). */
export type PlannedOwnRow = PlannedImportRow & { append: StreamAppend | null };

/** The plan of a file whose rows each touch their own record's stream, planned in the file's order. */
export async function planEachRow(rows: readonly ImportRow[], planRow: (row: ImportRow) => Promise<PlannedOwnRow>): Promise<ImportPlan> {
  const planned: PlannedOwnRow[] = [];
  for (const row of rows) planned.push(await planRow(row));
  return {
    rows: planned.map(({ report, key }) => ({ report, key })),
    appends: planned.flatMap((plan) => (plan.append && plan.report.errors.length === 0 ? [plan.append] : [])),
  };
}

/** A zod issue's path as one string: `quickFacts.tuition.statements[0].amounts`. */
export const issuePath = (path: readonly PropertyKey[]): string =>
  path
    .map((part) => (typeof part === "number" ? `[${part}]` : String(part)))
    .join(".")
    .replaceAll(".[", "[");

/** Every schema problem of a row as the file's column (`columnOf` names a form field's column). */
export function schemaErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[], columnOf: (path: string) => string): ImportRowError[] {
  return issues.map((issue) => ({ field: columnOf(issuePath(issue.path)), message: issue.message }));
}

/**
 * Checks every row of `file` with `importer` and, unless `dryRun`, writes
 * them all or none, in one transaction. Two rows for one record are refused
 * (the second names the first's line).
 */
export async function runImport(importer: Importer, file: ImportFile, options: ImportOptions): Promise<ImportReport> {
  const read = readRows(file, importer.noun);
  if ("fileErrors" in read) return { rows: [], fileErrors: read.fileErrors, written: false };
  if (read.rows.length === 0) return { rows: [], fileErrors: ["The file has no rows."], written: false };
  const maxRows = importer.maxRows ?? MAX_IMPORT_ROWS;
  if (read.rows.length > maxRows)
    return { rows: [], fileErrors: [`The file has ${read.rows.length} rows; import at most ${maxRows} at a time.`], written: false };
  const plan = await importer.plan(read.rows, options.today);
  const firstLineOf = new Map<string, number>();
  for (const [index, { report, key }] of plan.rows.entries()) {
    const unknownColumns = Object.keys(read.rows[index]!.values).filter((column) => !importer.columns.includes(column));
    report.errors.unshift(
      ...unknownColumns.map((column) => ({ field: column, message: "Not a column the importer knows: check its spelling (docs/admin.md lists them)." })),
    );
    const first = key === null ? undefined : firstLineOf.get(key);
    if (first !== undefined) report.errors.push({ field: "row", message: importer.sameRecordMessage(first) });
    else if (key !== null) firstLineOf.set(key, report.line);
    if (report.errors.length) report.action = "invalid";
  }
  const rows = plan.rows.map((row) => row.report);
  if (options.dryRun || rows.some((row) => row.action === "invalid")) return { rows, fileErrors: [], written: false };
  const metadata = { importFile: file.name, importSource: file.source, importedBy: options.importedBy };
  const appends = plan.appends
    .filter((append) => append.events.length > 0)
    .map((append) => ({ ...append, events: append.events.map((event) => ({ ...event, metadata })) }));
  if (appends.length === 0) return { rows, fileErrors: [], written: false };
  const result = await appendEvents(appends, { actor: IMPORT_ACTOR, requestId: options.requestId });
  if (options.waitForReadTables ?? true) await waitForProjections(importer.projections, result.position);
  return { rows, fileErrors: [], written: true };
}
