import {
  cellText,
  foldState,
  liveContent,
  readStream,
  runImport,
  type EditorialState,
  type ImportFile,
  type ImportOptions,
  type Importer,
  type ImportReport,
  type ImportRowReport,
  type PlannedImportRow,
  type StreamAppend,
} from "../eventstore/index.ts";
import { db } from "./db.ts";
import { schoolEditorialDecider } from "./decide.ts";
import { catalogEntryKinds } from "./events.ts";
import { catalogProjection } from "./projection.ts";
import { schoolFormSchema } from "./school-editor.ts";
import { catalogue, domainOf, type Catalogue } from "./school-import.ts";
import type { School } from "./schemas.ts";

/*
 * Bulk import of programmes (issue 25 item 6). Until programmes are records
 * of their own (issue 27) they are the `programs` list of a school, so a row
 * names a school (its website's domain or its slug) and one programme; an
 * import adds the names a school's list lacks, in the file's order, as the
 * school editor's ordinary SchoolRevised (one per school), and never removes
 * one. A name already listed (in any case) is no change, so importing the
 * same file twice writes nothing the second time.
 */

export const PROGRAMME_IMPORT_COLUMNS: readonly string[] = ["school", "programme"];

const MESSAGES = {
  schoolMissing: "Name the school by its website's domain (such as mcgill.ca) or its address's slug (such as mcgill-university).",
  schoolUnknown: "No school has this website domain or slug: check it, or import the school first.",
  programmeMissing: "Enter the programme's name.",
} as const;

/** The school a cell names: a domain or web address (it has a dot) by the website's domain, else by the slug. */
function schoolNamed(known: Catalogue, cell: string) {
  const wanted = cell.trim().toLowerCase();
  if (!wanted.includes(".")) return known.schools.find((school) => school.slug === wanted);
  const domain = domainOf(/^https?:\/\//.test(wanted) ? wanted : `https://${wanted}`);
  return domain ? known.schools.find((school) => school.domain === domain) : undefined;
}

/** A school the file adds to: its stream as read, and its list with the file's additions so far. */
interface SchoolPrograms {
  state: EditorialState<School>;
  school: School;
  programs: string[];
}

/** Programmes: a row adds one programme to a school's list unless it is there; rows naming one school share its one revision. */
export const programmesImporter: Importer = {
  noun: "programme",
  columns: PROGRAMME_IMPORT_COLUMNS,
  projections: [catalogProjection],
  sameRecordMessage: (firstLine) => `Line ${firstLine} names the same programme of the same school: keep one row per programme.`,
  async plan(rows) {
    const known = await catalogue();
    const schools = new Map<string, SchoolPrograms | null>();
    const planned: PlannedImportRow[] = [];
    for (const row of rows) {
      const cell = cellText(row.values.school).trim();
      const programme = cellText(row.values.programme).trim();
      const found = cell ? schoolNamed(known, cell) : undefined;
      const report: ImportRowReport = { line: row.line, name: `${found?.name ?? cell}: ${programme}`, action: "invalid", errors: [] };
      planned.push({ report, key: found && programme ? `${found.id}\n${programme.toLowerCase()}` : null });
      if (!cell) report.errors.push({ field: "school", message: MESSAGES.schoolMissing });
      if (!programme) report.errors.push({ field: "programme", message: MESSAGES.programmeMissing });
      if (cell && !found) report.errors.push({ field: "school", message: MESSAGES.schoolUnknown });
      if (!found || !programme) continue;
      if (!schools.has(found.id)) {
        const state = foldState(schoolEditorialDecider, await readStream(db(), catalogEntryKinds.school.stream(found.id)));
        const school = liveContent(state);
        schools.set(found.id, school ? { state, school, programs: [...school.programs] } : null);
      }
      const entry = schools.get(found.id);
      if (!entry) {
        report.errors.push({ field: "school", message: MESSAGES.schoolUnknown });
        continue;
      }
      if (entry.programs.some((name) => name.toLowerCase() === programme.toLowerCase())) {
        report.action = "unchanged";
        continue;
      }
      // The school editor's own rule for its programmes list (how long a name, how many names).
      const checked = schoolFormSchema.shape.programs.safeParse([...entry.programs, programme]);
      if (!checked.success) {
        report.errors.push(...checked.error.issues.map((issue) => ({ field: "programme", message: issue.message })));
        continue;
      }
      entry.programs = checked.data;
      report.action = "create";
    }
    const appends: StreamAppend[] = [];
    for (const entry of schools.values()) {
      if (!entry) continue;
      const events = schoolEditorialDecider.decide(
        { kind: "revise", content: { ...entry.school, programs: entry.programs }, expectedVersion: entry.state.version },
        entry.state,
      );
      if (events.length) appends.push({ streamId: catalogEntryKinds.school.stream(entry.school.id), expectedVersion: entry.state.version, events });
    }
    return { rows: planned, appends };
  },
};

/** Checks every row of a file of programmes and, unless `dryRun`, adds them all or none. */
export function importProgrammes(file: ImportFile, options: ImportOptions): Promise<ImportReport> {
  return runImport(programmesImporter, file, options);
}
