import { catalogue } from "../catalog/index.ts";
import {
  foldState,
  readStreams,
  runImport,
  type ImportFile,
  type ImportOptions,
  type ImportPlan,
  type Importer,
  type ImportReport,
  type ImportRow,
  type PlannedImportRow,
  type StreamAppend,
} from "../eventstore/index.ts";
import { firstFreeSlug, slugify } from "../platform/index.ts";
import { db } from "./db.ts";
import { directoryEntryDecider } from "./decide.ts";
import { directoryEntryStream } from "./events.ts";
import { directoryProjection } from "./projection.ts";
import {
  HIPO_COLUMNS,
  layoutOf,
  profiledLinks,
  readHipoRow,
  readScorecardRow,
  SCORECARD_COLUMNS,
  staleRecordNote,
  UNKNOWN_LAYOUT_MESSAGE,
  type EntryDraft,
  type RowReading,
} from "./records.ts";
import type { DirectoryEntry } from "./schemas.ts";

/*
 * The directory's bulk import (issue 27 item 1, decision 0046): either open
 * data file, recognised by its header, through the shared importer
 * (eventstore's runImport: dry run, a report per row, all or nothing, actor
 * "import"). Each row is decided against its entry's stream, so re-importing
 * a file writes nothing and a newer file revises only the entries it changes,
 * one Revised event each. All the file's streams are read in one query and
 * all its appends go in one transaction: a whole data set is one import.
 */

export const INSTITUTION_IMPORT_COLUMNS: readonly string[] = [...new Set([...SCORECARD_COLUMNS, ...HIPO_COLUMNS])];

/** A whole data set's file in one import: the Scorecard extract has 2,898 rows. */
const MAX_INSTITUTION_ROWS = 10_000;

/** A slug of its own: the name's, else the name with its city or region, else numbered. */
function freeSlug(draft: EntryDraft, taken: ReadonlySet<string>): string {
  const byName = slugify(draft.name, "institution");
  if (!taken.has(byName)) return byName;
  const place = draft.city ?? draft.region;
  return firstFreeSlug(place ? slugify(`${draft.name} ${place}`, byName) : byName, taken);
}

type Reading = RowReading & { line: number };

async function planInstitutions(rows: readonly ImportRow[]): Promise<ImportPlan> {
  const layout = layoutOf(Object.keys(rows[0]?.values ?? {}));
  if (!layout)
    return {
      rows: rows.map((row) => ({
        report: { line: row.line, name: "", action: "invalid", errors: [{ field: "row", message: UNKNOWN_LAYOUT_MESSAGE }] },
        key: null,
      })),
      appends: [],
    };
  const read = layout === "scorecard" ? readScorecardRow : readHipoRow;
  const readings: Reading[] = rows.map((row) => ({ ...read(row.values), line: row.line }));
  const known = await catalogue();
  const destinationIds = new Map(known.destinations.map((destination) => [destination.slug, destination.id]));
  const drafts = readings.flatMap((reading) => {
    const destinationId = reading.kind === "invalid" || !reading.destinationSlug ? undefined : destinationIds.get(reading.destinationSlug);
    return reading.kind !== "invalid" && reading.entry && reading.hosts && destinationId ? [{ draft: reading.entry, hosts: reading.hosts, destinationId }] : [];
  });
  const links = profiledLinks(
    drafts.map(({ draft, hosts, destinationId }) => ({ id: draft.id, name: draft.name, destinationId, hosts })),
    known.schools,
  );
  const streams = await readStreams(
    db(),
    drafts.map(({ draft }) => directoryEntryStream(draft.id)),
  );
  const states = new Map(
    [...streams].map(([streamId, events]) => [streamId, { entry: foldState(directoryEntryDecider, events), version: events.length }] as const),
  );
  const listedSlugs = await db().selectFrom("directory_entries").select("slug").execute();
  const takenSlugs = new Set([
    ...known.schools.map((school) => school.slug),
    ...listedSlugs.map((row) => row.slug),
    ...[...states.values()].flatMap(({ entry }) => (entry ? [entry.slug] : [])),
  ]);
  const schoolNames = new Map(known.schools.map((school) => [school.id, school.name]));
  const planned: PlannedImportRow[] = [];
  const appends: StreamAppend[] = [];
  for (const reading of readings) {
    if (reading.kind === "invalid") {
      planned.push({ report: { line: reading.line, name: reading.name, action: "invalid", errors: reading.errors }, key: reading.id });
      continue;
    }
    const draft = reading.entry;
    const destinationId = reading.destinationSlug ? destinationIds.get(reading.destinationSlug) : undefined;
    const [id, name] = reading.kind === "entry" ? [reading.entry.id, reading.entry.name] : [reading.id, reading.name];
    const skip = (note: string) => planned.push({ report: { line: reading.line, name, action: "skipped", errors: [], note }, key: id });
    if (!draft || !destinationId) {
      skip(reading.kind === "skipped" ? reading.note : `The site has no destination "${reading.destinationSlug}".`);
      continue;
    }
    const profiledSchoolId = links.get(draft.id) ?? null;
    const stale = staleRecordNote(draft.id, profiledSchoolId !== null);
    if (stale) {
      skip(`${stale} Not listed under this name.`);
      continue;
    }
    const streamId = directoryEntryStream(draft.id);
    const { entry: current, version } = states.get(streamId) ?? { entry: null, version: 0 };
    const desired: DirectoryEntry = { ...draft, slug: current?.slug ?? freeSlug(draft, takenSlugs), destinationId, profiledSchoolId };
    const events = directoryEntryDecider.decide(desired, current);
    if (!current && events.length > 0) takenSlugs.add(desired.slug);
    const linkedNote = profiledSchoolId ? `Is the profiled school ${schoolNames.get(profiledSchoolId) ?? profiledSchoolId}: not listed on its own.` : undefined;
    if (reading.kind === "skipped" && !current) {
      skip(reading.note);
      continue;
    }
    const action = events.length === 0 ? "unchanged" : current ? "revise" : "create";
    planned.push({ report: { line: reading.line, name: draft.name, action, errors: [], ...(linkedNote ? { note: linkedNote } : {}) }, key: draft.id });
    if (events.length) appends.push({ streamId, expectedVersion: version === 0 ? "no_stream" : version, events });
  }
  return { rows: planned, appends };
}

/** Institutions of the destinations, from the College Scorecard extract or the Hipo world universities list (each recognised by its header). */
export const institutionsImporter: Importer = {
  noun: "institution",
  columns: INSTITUTION_IMPORT_COLUMNS,
  projections: [directoryProjection],
  maxRows: MAX_INSTITUTION_ROWS,
  sameRecordMessage: (firstLine) => `Line ${firstLine} is the same institution: keep one row per institution.`,
  plan: (rows) => planInstitutions(rows),
};

/** Checks every row of a data set's file and, unless `dryRun`, writes them all or none. */
export function importInstitutions(file: ImportFile, options: ImportOptions): Promise<ImportReport> {
  return runImport(institutionsImporter, file, options);
}
