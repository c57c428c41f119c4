import { programmesImporter, schoolImporter } from "../catalog/index.ts";
import { institutionsImporter } from "../directory/index.ts";
import { runImport, type ImportFile, type ImportOptions, type Importer, type ImportReport } from "../eventstore/index.ts";
import { scholarshipsImporter } from "../funding/index.ts";
import { officialFeesImporter } from "../portal/index.ts";

/** What a file can hold, as the import page's choice and the command line's first word name it. */
export const IMPORT_KINDS = ["schools", "programmes", "scholarships", "official-fees", "institutions"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const isImportKind = (value: unknown): value is ImportKind => (IMPORT_KINDS as readonly unknown[]).includes(value);

/**
 * Every kind of record a file can hold, with the module's importer that
 * reads it: the one list the import page (app/) and `npm run import`
 * (workers/) both read, as they read the projections' registry (decision 0014).
 */
export const importers: Readonly<Record<ImportKind, Importer>> = {
  schools: schoolImporter,
  programmes: programmesImporter,
  scholarships: scholarshipsImporter,
  "official-fees": officialFeesImporter,
  institutions: institutionsImporter,
};

/** Checks every row of a file of `kind` and, unless `dryRun`, writes them all or none (eventstore's runImport). */
export function importRecords(kind: ImportKind, file: ImportFile, options: ImportOptions): Promise<ImportReport> {
  return runImport(importers[kind], file, options);
}
