import { readFile } from "node:fs/promises";
import { directoryProjection, importInstitutions } from "../../../modules/directory/index.ts";
import { catchUp, type Actor, type SyncOutcome } from "../../../modules/eventstore/index.ts";
import { todayUtc } from "../../../modules/platform/index.ts";

/**
 * The directory's two open data files (README.md beside them), each imported
 * whole with the `institutions` importer, as `npm run import` would: a fresh
 * database lists every institution, a re-seed writes nothing, and a newer
 * copy of a file revises only the entries it changes.
 */
export const DIRECTORY_FILES = [
  {
    name: "us-institutions-scorecard-2022-23.csv",
    source: "US College Scorecard 2022-23 (gadenbuie/scorecard-db 2106afa, CC0) with IPEDS HD2024 web addresses (NCES)",
  },
  { name: "world-universities-hipo-subset.csv", source: "Hipo/university-domains-list bb07faf (MIT)" },
] as const;

export const directoryFileUrl = (name: string) => new URL(name, import.meta.url);

/** Imports both files (the catalogue's read tables must already show the profiled schools they link to). */
export async function seedDirectory(by: Actor): Promise<Record<SyncOutcome, number>> {
  const tally: Record<SyncOutcome, number> = { added: 0, revised: 0, unchanged: 0 };
  for (const file of DIRECTORY_FILES) {
    const report = await importInstitutions(
      { name: file.name, format: "csv", text: await readFile(directoryFileUrl(file.name), "utf8"), source: file.source },
      { dryRun: false, requestId: by.requestId, today: todayUtc(), importedBy: by.actor, waitForReadTables: false },
    );
    const problems = [...report.fileErrors, ...report.rows.flatMap((row) => row.errors.map((error) => `line ${row.line} ${error.field}: ${error.message}`))];
    if (problems.length) throw new Error(`${file.name} has problems:\n  ${problems.slice(0, 20).join("\n  ")}`);
    // The next file's slugs must not take this one's: the importer reads the slugs in use from the read table.
    if (report.written) await catchUp(directoryProjection);
    for (const row of report.rows) {
      if (row.action === "create") tally.added += 1;
      else if (row.action === "revise") tally.revised += 1;
      else if (row.action === "unchanged") tally.unchanged += 1;
    }
  }
  return tally;
}
