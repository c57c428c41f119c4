import { randomBytes } from "node:crypto";
import { listPathways } from "../catalog/index.ts";
import {
  cellText,
  checkboxCell,
  foldState,
  hasCell,
  listCell,
  liveContent,
  planEachRow,
  readStream,
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
import { UNKNOWN_PATHWAY_MESSAGE } from "./commands.ts";
import { db } from "./db.ts";
import { scholarshipEditorialDecider } from "./decide.ts";
import { applyScholarshipEdit, scholarshipFormSchema } from "./editorial.ts";
import { scholarshipStream } from "./events.ts";
import { scholarshipFormValues } from "./form-values.ts";
import { scholarshipsProjection } from "./projection.ts";

/*
 * Bulk import of scholarships (issue 25 item 6): each row is the scholarship
 * editor's fields, checked with its own schema and applied with its own rule
 * (applyScholarshipEdit), then decided against the scholarship's stream; the
 * file's reading, the report and the all or nothing write are the shared
 * importer's. A row matches a scholarship by its `slug` when it gives one
 * (the scholarship's unique, never-changing address), else by its title's
 * slug, which is how a new scholarship's address is made. A column left out,
 * or an empty cell, keeps the stored value: a file states, it never clears.
 * As in the editor, a row that changes a scholarship vouches for it as of the
 * import day (`lastVerifiedOn`); a row that changes nothing else leaves it be,
 * so importing the same file again, on any day, writes nothing.
 */

/** The form's own field names, with `destination` and `pathway` read as in the school import, and `slug` to name the scholarship. */
const FORM_COLUMNS = [
  "title",
  "description",
  "provider",
  "amount",
  "currency",
  "deadline",
  "opensOn",
  "deadlineCycle",
  "deadlineSourceUrl",
  "deadlineNote",
  "noFixedWindow",
  "applicationUrl",
  "sourceUrl",
  "sourceConfidence",
  "eligibilityCriteria",
  // Who may apply and what is owed, in the editor's text (rules-text.ts): codes as "JM, TT, OECS", one CXC requirement a line (or a JSON list).
  "citizenships",
  "minAge",
  "maxAge",
  "minWorkYears",
  "cxcRequirements",
  "bondYears",
  "returnHomeYears",
  "serviceHours",
  "destination",
  "pathway",
  "studyLevels",
  "isFeatured",
  "isActive",
] as const;

export const SCHOLARSHIP_IMPORT_COLUMNS: readonly string[] = ["slug", ...FORM_COLUMNS];

const MESSAGES = {
  unknownSlug: "No scholarship has this slug: check it, or leave slug empty to add a new scholarship (its address comes from its title).",
  unknownPathway: "Name one of the site's pathways (its slug, such as medicine, its name or its id).",
} as const;

/** A form field's path as the file's column. */
const columnOf = (path: string) => {
  const field = path.split(/[.[]/)[0]!;
  return field === "destinationId" ? "destination" : field === "pathwayId" ? "pathway" : field;
};

interface Known {
  scholarships: { id: string; slug: string }[];
  pathways: { id: string; slug: string; name: string }[];
  takenSlugs: Set<string>;
}

async function planRow(row: ImportRow, known: Known, today: string): Promise<PlannedOwnRow> {
  const values = row.values;
  const title = cellText(values.title).trim();
  const report: ImportRowReport = { line: row.line, name: title, action: "invalid", errors: [] };
  const givenSlug = hasCell(values, "slug") ? cellText(values.slug).trim().toLowerCase() : null;
  const key = givenSlug ?? (title ? slugify(title, "scholarship") : null);
  const existing = key === null ? undefined : known.scholarships.find((scholarship) => scholarship.slug === key);
  if (givenSlug !== null && !existing) report.errors.push({ field: "slug", message: MESSAGES.unknownSlug });
  const state = existing
    ? foldState(scholarshipEditorialDecider, await readStream(db(), scholarshipStream(existing.id)))
    : scholarshipEditorialDecider.initialState();
  const current = liveContent(state);
  if (current) report.name = title || current.title;

  const form: Record<string, unknown> = { ...scholarshipFormValues(current) };
  for (const column of FORM_COLUMNS) {
    if (!hasCell(values, column)) continue;
    const value = values[column];
    if (column === "destination") form.destinationId = cellText(value).trim().toLowerCase();
    else if (column === "sourceConfidence") form.sourceConfidence = cellText(value).trim().toLowerCase();
    else if (column === "pathway") {
      const wanted = cellText(value).trim().toLowerCase();
      const pathway = known.pathways.find((each) => [each.id, each.slug, each.name].some((name) => name.toLowerCase() === wanted));
      if (pathway) form.pathwayId = pathway.id;
      else report.errors.push({ field: "pathway", message: MESSAGES.unknownPathway });
    } else if (column === "studyLevels") form.studyLevels = listCell(value);
    else if (column === "isFeatured" || column === "isActive" || column === "noFixedWindow") form[column] = checkboxCell(value);
    else form[column] = cellText(value);
  }
  const parsed = scholarshipFormSchema.safeParse(form);
  if (!parsed.success) {
    report.errors.push(...schemaErrors(parsed.error.issues, columnOf));
    return { report, key, append: null };
  }
  const { expectedVersion: _version, ...edit } = parsed.data;
  // The command's own check: the pathway must be one the catalogue has.
  if (edit.pathwayId !== null && !known.pathways.some((pathway) => pathway.id === edit.pathwayId) && !report.errors.some((error) => error.field === "pathway"))
    report.errors.push({ field: "pathway", message: UNKNOWN_PATHWAY_MESSAGE });
  if (report.errors.length) return { report, key, append: null };

  const identity = current
    ? { id: current.id, slug: current.slug }
    : { id: `scholarship_${randomBytes(8).toString("hex")}`, slug: firstFreeSlug(slugify(edit.title, "scholarship"), known.takenSlugs) };
  known.takenSlugs.add(identity.slug);
  const scholarship = applyScholarshipEdit(current, edit, identity, today);
  if (current) {
    // Nothing but the verification day would change: the file says what the scholarship already says.
    const same = scholarshipEditorialDecider.decide(
      { kind: "revise", content: { ...scholarship, lastVerifiedOn: current.lastVerifiedOn }, expectedVersion: state.version },
      state,
    );
    if (same.length === 0) {
      report.action = "unchanged";
      return { report, key, append: null };
    }
  }
  const events = scholarshipEditorialDecider.decide(
    current ? { kind: "revise", content: scholarship, expectedVersion: state.version } : { kind: "create", content: scholarship },
    state,
  );
  report.action = current ? "revise" : "create";
  return { report, key, append: { streamId: scholarshipStream(identity.id), expectedVersion: state.version, events } };
}

/** Scholarships: a row matches a scholarship by its slug, else its title's slug. */
export const scholarshipsImporter: Importer = {
  noun: "scholarship",
  columns: SCHOLARSHIP_IMPORT_COLUMNS,
  projections: [scholarshipsProjection],
  sameRecordMessage: (firstLine) => `Line ${firstLine} is the same scholarship: keep one row per scholarship.`,
  async plan(rows, today) {
    const [scholarships, pathways] = await Promise.all([db().selectFrom("scholarships").select(["id", "slug"]).execute(), listPathways()]);
    const known: Known = { scholarships, pathways, takenSlugs: new Set(scholarships.map((scholarship) => scholarship.slug)) };
    return planEachRow(rows, (row) => planRow(row, known, today));
  },
};

/** Checks every row of a file of scholarships and, unless `dryRun`, writes them all or none. */
export function importScholarships(file: ImportFile, options: ImportOptions): Promise<ImportReport> {
  return runImport(scholarshipsImporter, file, options);
}
