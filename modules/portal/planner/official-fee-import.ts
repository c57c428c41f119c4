import { randomBytes } from "node:crypto";
import { destinationNamed, listDestinations, UNKNOWN_DESTINATION_CELL } from "../../catalog/index.ts";
import {
  cellText,
  foldState,
  hasCell,
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
} from "../../eventstore/index.ts";
import { db } from "./db.ts";
import { officialFeeEditorialDecider } from "./decide.ts";
import { upfrontCostStream, type UpfrontCost } from "./events.ts";
import { upfrontCostsProjection } from "./projection.ts";
import { officialFeeFormSchema, officialFeeFormValues } from "./schemas.ts";

/*
 * Bulk import of official fees (issue 25 item 6): each row is the official fee
 * editor's fields, checked with its own schema (a figure needs its currency
 * and source, no figure needs a note, a source is not read in the future),
 * then decided against the fee's stream; the file's reading, the report and
 * the all or nothing write are the shared importer's.
 *
 * A row matches a fee by destination, kind and label (the label in any case):
 * what an editor recognises a fee by, and unique among the seeded ones (the
 * UK's two proof-of-funds sums differ by label). The effective date is not
 * part of it: a fee is one record whose versions each state a figure from a
 * day (decision 0039), so a row with next year's figure and its effective
 * date revises the fee and the current figure stays in force until then, as
 * when an editor saves it. A column left out, or an empty cell, keeps the
 * stored value: a file states, it never clears. A new fee needs every field
 * the editor asks for, `per` and `checkedOn` included (the form's prefills
 * are not facts a file gives).
 */

export const OFFICIAL_FEE_IMPORT_COLUMNS: readonly string[] = [
  "destination",
  "kind",
  "label",
  "amount",
  "currency",
  "per",
  "effectiveFrom",
  "checkedOn",
  "sourceUrl",
  "note",
];

const columnOf = (path: string) => {
  const field = path.split(/[.[]/)[0]!;
  return field === "destinationId" ? "destination" : field;
};

/** A fee's natural key: its destination, kind and label. */
const keyOf = (destinationId: string, kind: string, label: string) => `${destinationId}\n${kind}\n${label.trim().toLowerCase()}`;

interface Known {
  destinations: { id: string; name: string; slug: string }[];
  fees: Map<string, string>;
  nextPosition: number;
}

async function planRow(row: ImportRow, known: Known, today: string): Promise<PlannedOwnRow> {
  const values = row.values;
  const report: ImportRowReport = { line: row.line, name: cellText(values.label).trim(), action: "invalid", errors: [] };
  const form: Record<string, unknown> = {};
  let destinationId: string | null = null;
  if (hasCell(values, "destination")) {
    destinationId = destinationNamed(known.destinations, cellText(values.destination))?.id ?? null;
    if (!destinationId) report.errors.push({ field: "destination", message: UNKNOWN_DESTINATION_CELL });
  }
  const kind = cellText(values.kind).trim();
  const label = cellText(values.label).trim();
  const key = destinationId && kind && label ? keyOf(destinationId, kind, label) : null;
  const id = key === null ? undefined : known.fees.get(key);
  const state = id ? foldState(officialFeeEditorialDecider, await readStream(db(), upfrontCostStream(id))) : officialFeeEditorialDecider.initialState();
  const current = liveContent(state);

  if (current) Object.assign(form, officialFeeFormValues(current));
  for (const column of OFFICIAL_FEE_IMPORT_COLUMNS) {
    if (!hasCell(values, column)) continue;
    if (column === "destination") form.destinationId = destinationId ?? cellText(values.destination).trim();
    else form[column] = cellText(values[column]).trim();
  }
  const parsed = officialFeeFormSchema(today).safeParse(form);
  if (!parsed.success) {
    // An unknown destination is said once, in the file's words.
    const issues =
      destinationId === null && report.errors.length ? parsed.error.issues.filter((issue) => issue.path[0] !== "destinationId") : parsed.error.issues;
    report.errors.push(...schemaErrors(issues, columnOf));
    return { report, key, append: null };
  }
  if (report.errors.length) return { report, key, append: null };
  const { expectedVersion: _version, ...edit } = parsed.data;
  const identity = current ? { id: current.id, position: current.position } : { id: `fee-${randomBytes(6).toString("hex")}`, position: known.nextPosition++ };
  const fee: UpfrontCost = { ...identity, schoolId: null, ...edit };
  const events = officialFeeEditorialDecider.decide(
    current ? { kind: "revise", content: fee, expectedVersion: state.version } : { kind: "create", content: fee },
    state,
  );
  report.action = events.length === 0 ? "unchanged" : current ? "revise" : "create";
  return { report, key, append: events.length ? { streamId: upfrontCostStream(fee.id), expectedVersion: state.version, events } : null };
}

/** Official fees: a row matches a fee by destination, kind and label. */
export const officialFeesImporter: Importer = {
  noun: "official fee",
  columns: OFFICIAL_FEE_IMPORT_COLUMNS,
  projections: [upfrontCostsProjection],
  sameRecordMessage: (firstLine) => `Line ${firstLine} is the same fee (destination, kind and label): keep one row per fee.`,
  async plan(rows, today) {
    const [destinations, fees, last] = await Promise.all([
      listDestinations(),
      db().selectFrom("upfront_costs").select(["id", "destination_id", "kind", "label"]).where("school_id", "is", null).execute(),
      db()
        .selectFrom("upfront_costs")
        .select((eb) => eb.fn.max("position").as("position"))
        .executeTakeFirst(),
    ]);
    const known: Known = {
      destinations,
      fees: new Map(fees.map((fee) => [keyOf(fee.destination_id, fee.kind, fee.label), fee.id])),
      nextPosition: (last?.position ?? -1) + 1,
    };
    return planEachRow(rows, (row) => planRow(row, known, today));
  },
};

/** Checks every row of a file of official fees and, unless `dryRun`, writes them all or none. */
export function importOfficialFees(file: ImportFile, options: ImportOptions): Promise<ImportReport> {
  return runImport(officialFeesImporter, file, options);
}
