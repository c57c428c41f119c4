import {
  cellText,
  checkboxCell,
  hasCell,
  listCell,
  planEachRow,
  runImport,
  schemaErrors,
  type ImportFile,
  type ImportOptions,
  type Importer,
  type ImportReport,
  type ImportRow,
  type ImportRowReport,
  type PlannedOwnRow,
} from "../eventstore/index.ts";
import { firstFreeSlug, slugify } from "../platform/index.ts";
import {
  applyProgrammeEdit,
  MONTH_NAMES,
  NEW_PROGRAMME_FORM_VALUES,
  newProgrammeId,
  PROGRAMME_FIELD_MESSAGES,
  programmeEditorialDecider,
  programmeFormSchema,
  programmeFormValues,
  programmeKeys,
  programmesProjection,
  programmeState,
  programmeStream,
  type ProgrammeFormValues,
} from "./programmes/index.ts";
import { catalogue, domainOf, type Catalogue } from "./school-import.ts";

/*
 * Bulk import of programme records (issue 27 item 3; the kind keeps its name,
 * `programmes`). A row is the programme form's fields under flat names
 * (docs/admin.md), its school named by name, slug or website, checked with
 * the editor's own schema and decided against the programme's stream. Rows
 * are matched to programmes by school and name (in any case), so importing
 * the same file twice writes nothing the second time; a changed row is one
 * ProgrammeRevised. A column a file leaves out, or an empty cell, keeps the
 * programme's current value: a file states, it never clears (the editor does).
 */

/** The form's fields a file may give, with the school and the programme's name under the names files have always used. */
const FACT_COLUMNS = [
  "level",
  "fields",
  "durationMonths",
  "durationText",
  "startMonths",
  "cxcPrerequisites",
  "feeAmount",
  "feeCurrency",
  "feeCycle",
  "feeText",
  "sourceUrl",
  "sourceConfidence",
  "verifiedOn",
  "isActive",
] as const satisfies readonly (keyof ProgrammeFormValues)[];

export const PROGRAMME_IMPORT_COLUMNS: readonly string[] = ["school", "programme", ...FACT_COLUMNS];

const MESSAGES = {
  schoolMissing: "Name the school by its name, its website's domain (such as mcgill.ca) or its address's slug (such as mcgill-university).",
  schoolUnknown: "No school has this name, website domain or slug: check it, or import the school first.",
  programmeMissing: "Enter the programme's name.",
  startMonths: 'Give start months as numbers 1-12 or month names, separated by commas, for example "1, September".',
} as const;

/** The school a cell names: a domain or web address (it has a dot) by the website's domain, else by its slug or name (in any case). */
function schoolNamed(known: Catalogue, cell: string) {
  const wanted = cell.trim().toLowerCase();
  const byName = known.schools.find((school) => school.slug === wanted || school.name.toLowerCase() === wanted);
  if (byName || !wanted.includes(".")) return byName;
  const domain = domainOf(/^https?:\/\//.test(wanted) ? wanted : `https://${wanted}`);
  return domain ? known.schools.find((school) => school.domain === domain) : undefined;
}

/** A start-months cell: numbers or month names (as the form's checkboxes post them: "1".."12"); null when one is neither. */
function monthsOf(value: unknown): string[] | null {
  const months = listCell(value).map((item) => {
    const named = MONTH_NAMES.findIndex((month) => month.toLowerCase() === item.toLowerCase() || month.slice(0, 3).toLowerCase() === item.toLowerCase());
    return named >= 0 ? String(named + 1) : /^(?:[1-9]|1[0-2])$/.test(item) ? item : null;
  });
  return months.every((month) => month !== null) ? (months as string[]) : null;
}

interface KnownProgrammes {
  catalogue: Catalogue;
  programmes: Awaited<ReturnType<typeof programmeKeys>>;
  /** Slugs each school's programmes use, with those this file has handed out. */
  takenSlugs: Map<string, Set<string>>;
}

async function planRow(row: ImportRow, known: KnownProgrammes): Promise<PlannedOwnRow> {
  const schoolCell = cellText(row.values.school).trim();
  const name = cellText(row.values.programme).trim();
  const school = schoolCell ? schoolNamed(known.catalogue, schoolCell) : undefined;
  const report: ImportRowReport = { line: row.line, name: `${school?.name ?? schoolCell}: ${name}`, action: "invalid", errors: [] };
  const key = school && name ? `${school.id}\n${name.toLowerCase()}` : null;
  if (!schoolCell) report.errors.push({ field: "school", message: MESSAGES.schoolMissing });
  else if (!school) report.errors.push({ field: "school", message: MESSAGES.schoolUnknown });
  if (!name) report.errors.push({ field: "programme", message: MESSAGES.programmeMissing });
  if (!school || !name) return { report, key, append: null };

  const existing = known.programmes.find((programme) => programme.schoolId === school.id && programme.name.toLowerCase() === name.toLowerCase());
  const state = existing ? await programmeState(existing.id) : programmeEditorialDecider.initialState();
  const base = state.content ? programmeFormValues(state.content) : NEW_PROGRAMME_FORM_VALUES;
  // A name matched in another case names the same programme: its stored spelling stays (the editor changes it).
  const form: Record<string, unknown> = { ...base, schoolId: school.id, name: state.content?.name ?? name };
  for (const column of FACT_COLUMNS) {
    if (!hasCell(row.values, column)) continue;
    const value = row.values[column];
    if (column === "fields") form.fields = listCell(value);
    else if (column === "startMonths") {
      const months = monthsOf(value);
      if (months) form.startMonths = months;
      else report.errors.push({ field: "startMonths", message: MESSAGES.startMonths });
    } else if (column === "isActive") form.isActive = checkboxCell(value);
    else form[column] = cellText(value);
  }
  const parsed = programmeFormSchema.safeParse(form);
  if (!parsed.success) {
    report.errors.push(...schemaErrors(parsed.error.issues, (path) => (path.startsWith("name") ? "programme" : path.split(/[.[]/)[0]!)));
    return { report, key, append: null };
  }
  const unknownFields = parsed.data.fields.filter((slug) => !known.catalogue.pathwaySlugs.has(slug));
  if (unknownFields.length) report.errors.push({ field: "fields", message: PROGRAMME_FIELD_MESSAGES.fieldUnknown(unknownFields.join(", ")) });
  if (report.errors.length) return { report, key, append: null };

  const { expectedVersion: _version, ...edit } = parsed.data;
  const taken = known.takenSlugs.get(school.id) ?? new Set<string>();
  known.takenSlugs.set(school.id, taken);
  const slug = state.content?.slug ?? firstFreeSlug(slugify(name, "programme"), taken);
  taken.add(slug);
  const programme = applyProgrammeEdit(edit, { id: state.content?.id ?? newProgrammeId(), slug });
  const command = state.content
    ? ({ kind: "revise", content: programme, expectedVersion: state.version } as const)
    : ({ kind: "create", content: programme } as const);
  const events = programmeEditorialDecider.decide(command, state);
  report.action = events.length === 0 ? "unchanged" : state.content ? "revise" : "create";
  return { report, key, append: events.length ? { streamId: programmeStream(programme.id), expectedVersion: state.version, events } : null };
}

/** Programmes: a row matches a programme by its school and name (in any case); a new one gets the first free slug of its school. */
export const programmesImporter: Importer = {
  noun: "programme",
  columns: PROGRAMME_IMPORT_COLUMNS,
  projections: [programmesProjection],
  sameRecordMessage: (firstLine) => `Line ${firstLine} names the same programme of the same school: keep one row per programme.`,
  async plan(rows) {
    const [known, programmes] = await Promise.all([catalogue(), programmeKeys()]);
    const takenSlugs = new Map<string, Set<string>>();
    for (const programme of programmes) takenSlugs.set(programme.schoolId, (takenSlugs.get(programme.schoolId) ?? new Set()).add(programme.slug));
    return planEachRow(rows, (row) => planRow(row, { catalogue: known, programmes, takenSlugs }));
  },
};

/** Checks every row of a file of programmes and, unless `dryRun`, writes them all or none. */
export function importProgrammes(file: ImportFile, options: ImportOptions): Promise<ImportReport> {
  return runImport(programmesImporter, file, options);
}
