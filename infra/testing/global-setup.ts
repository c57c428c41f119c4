import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase, ensureDatabaseExists, migrateToLatest } from "../../modules/platform/index.ts";

/**
 * Vitest global setup: one migrated template database for this run. Each test
 * file then gets its own copy (see setup-env.ts), so files running in parallel
 * never see each other's events. Every database of the run is dropped afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = new URL(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/study_compass");
  const runId = `sc_test_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const template = new URL(base);
  template.pathname = `/${runId}`;
  await ensureDatabaseExists(template.toString());
  const database = createDatabase(template.toString(), 1);
  await migrateToLatest(database);
  await database.destroy();

  const admin = new URL(base);
  admin.pathname = "/postgres";
  project.provide("adminDatabaseUrl", admin.toString());
  project.provide("templateDatabase", runId);
  project.provide("redisPrefix", runId);

  return async () => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [`${runId}%`]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    await client.end();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
    redisPrefix: string;
  }
}
