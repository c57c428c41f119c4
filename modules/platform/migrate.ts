import { Migrator, type Kysely, type Migration } from "kysely";
import pg from "pg";

/** Creates the database named in the URL if it does not exist yet (a fresh machine's first run). */
export async function ensureDatabaseExists(connectionString: string): Promise<void> {
  const url = new URL(connectionString);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
}

/** Applies every pending migration of the list (migrations/index.ts), forward only, in timestamp order. */
export async function migrateToLatest(database: Kysely<any>, migrations: Record<string, Migration>): Promise<string[]> {
  const migrator = new Migrator({
    db: database,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}
