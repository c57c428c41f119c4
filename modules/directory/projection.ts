import { defineProjection, foldedTableWrites, type FoldedTable, type JsonRowOf, type RecordedEvent } from "../eventstore/index.ts";
import { DirectoryEntryListed, DirectoryEntryRevised } from "./events.ts";
import type { DirectoryEntriesTable, DirectoryTables } from "./tables.ts";

/** A `directory_entries` row as the projection folds it: times as ISO text. */
type DirectoryEntryRow = JsonRowOf<DirectoryEntriesTable>;

/** A directory entry's row after an event: listed or revised, the whole entry replaces the row (created when first seen). */
function evolveDirectoryEntry(row: DirectoryEntryRow | undefined, event: RecordedEvent): DirectoryEntryRow | undefined {
  const entry = DirectoryEntryListed.match(event) ?? DirectoryEntryRevised.match(event);
  if (!entry) return row;
  const at = event.recordedAt.toISOString();
  return {
    id: entry.id,
    slug: entry.slug,
    name: entry.name,
    destination_id: entry.destinationId,
    country_code: entry.countryCode,
    country: entry.country,
    region: entry.region,
    city: entry.city,
    website: entry.website,
    application_url: entry.applicationUrl,
    type: entry.type,
    control: entry.control,
    figures: entry.figures,
    dataset: entry.dataset,
    profiled_school_id: entry.profiledSchoolId,
    is_active: entry.isActive,
    created_at: row?.created_at ?? at,
    updated_at: at,
  };
}

const directoryEntriesTable: FoldedTable<DirectoryEntryRow> = {
  table: "directory_entries",
  key: "id",
  keyOf: (event) => (DirectoryEntryListed.match(event) ?? DirectoryEntryRevised.match(event))?.id ?? null,
  evolve: evolveDirectoryEntry,
};

export const directoryProjection = defineProjection<DirectoryTables>({
  name: "directory.entries",
  kind: "read-model",
  publicPages: true,
  version: 1,
  handles: [DirectoryEntryListed, DirectoryEntryRevised],
  tables: ["directory_entries"],
  ...foldedTableWrites(directoryEntriesTable),
});
