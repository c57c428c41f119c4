// The institution directory (issue 27 item 1, decision 0046): every institution of the destinations an open data set lists,
// beside the profiled schools, each with its source, year and licence.
export { DirectoryEntryListed, DirectoryEntryRevised, directoryEntryStream } from "./events.ts";
export { directoryProjection } from "./projection.ts";
export {
  directoryCounts,
  directoryEntryBySlug,
  directoryPageBySlug,
  listedDirectoryEntries,
  YEARLY_COST_LABEL,
  type DirectoryCounts,
  type DirectoryEntryView,
  type DirectoryIndexEntry,
  type DirectoryPage,
} from "./queries.ts";
export type { DirectoryDataset, DirectoryEntry, DirectoryFigures, MoneyFigure } from "./schemas.ts";
export { INSTITUTION_CONTROLS, INSTITUTION_TYPES, type InstitutionControl, type InstitutionType } from "./tables.ts";
// Bulk import of either open data file (the College Scorecard extract or the Hipo list), recognised by its header.
export { importInstitutions, INSTITUTION_IMPORT_COLUMNS, institutionsImporter } from "./import.ts";
