import { readFile } from "node:fs/promises";
import { basename, extname } from "node:path";
import { parseArgs } from "node:util";
import { catchUp, closeProjectionsQueue, type ImportReport } from "../../modules/eventstore/index.ts";
import { importers, importRecords, IMPORT_KINDS, isImportKind } from "../../modules/operations/index.ts";
import { closeDatabase, closeRedis, todayUtc } from "../../modules/platform/index.ts";

/*
 * npm run import -- <schools|programmes|scholarships|official-fees|institutions> <file.csv|file.json> --source "<where the data comes from>" [--dry-run]
 *
 * The admin import page's command line twin (docs/admin.md): every row is
 * checked with its editor's schema; --dry-run reports without writing;
 * otherwise every row is written or none, with actor "import".
 */
const USAGE = `Usage: npm run import -- <${IMPORT_KINDS.join("|")}> <file.csv|file.json> --source "<where the data comes from>" [--dry-run]`;

/** The report as lines: one per row, its problems indented under it. */
export function reportLines(report: ImportReport, dryRun: boolean): string[] {
  const lines = [...report.fileErrors];
  for (const row of report.rows) {
    lines.push(`line ${row.line}: ${row.name || "(no name)"}: ${row.action}${row.note ? ` (${row.note})` : ""}`);
    for (const error of row.errors) lines.push(`  ${error.field}: ${error.message}`);
  }
  const invalid = report.rows.filter((row) => row.action === "invalid").length;
  if (report.fileErrors.length) lines.push("Nothing was imported.");
  else if (invalid) lines.push(`${invalid} of ${report.rows.length} rows have problems: nothing was imported.`);
  else lines.push(dryRun ? "Dry run: every row is valid; nothing was written." : report.written ? "Imported." : "Nothing to change.");
  return lines;
}

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { source: { type: "string" }, "dry-run": { type: "boolean" } } });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const [kind, path] = parsed.positionals;
  const source = parsed.values.source?.trim();
  const format = extname(path ?? "").toLowerCase() === ".json" ? "json" : extname(path ?? "").toLowerCase() === ".csv" ? "csv" : null;
  if (!isImportKind(kind) || !path || !format || !source) {
    console.error(USAGE);
    return 2;
  }
  const dryRun = parsed.values["dry-run"] ?? false;
  const report = await importRecords(
    kind,
    { name: basename(path), format, text: await readFile(path, "utf8"), source },
    { dryRun, requestId: `import-cli-${Date.now()}`, today: todayUtc(), importedBy: "operator", waitForReadTables: false },
  );
  // The read tables show the import at once, whether or not a projector is running.
  if (report.written) for (const projection of importers[kind].projections) await catchUp(projection);
  for (const line of reportLines(report, dryRun)) console.log(line);
  return report.fileErrors.length || report.rows.some((row) => row.action === "invalid") ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } finally {
    await closeProjectionsQueue();
    await closeDatabase();
    await closeRedis();
  }
}
