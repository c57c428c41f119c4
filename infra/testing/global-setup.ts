import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { createDatabase, ensureDatabaseExists, migrateToLatest } from "../../modules/platform/index.ts";
import { migrations } from "../../migrations/index.ts";
import { createPostgres } from "./raw-sql.ts";

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
  const database = createDatabase(template.toString(), { poolSize: 1 });
  await migrateToLatest(database, migrations);
  await database.destroy();

  const admin = new URL(base);
  admin.pathname = "/postgres";
  const adminUrl = admin.toString();
  project.provide("adminDatabaseUrl", adminUrl);
  project.provide("templateDatabase", runId);
  project.provide("redisPrefix", runId);

  return async () => {
    const server = createPostgres(adminUrl, { poolSize: 1 });
    try {
      const databases = await server<{ datname: string }[]>`select datname from pg_database where datname like ${`${runId}%`}`;
      for (const { datname } of databases) await server.unsafe(`drop database if exists "${datname}" with (force)`);
    } finally {
      await server.end();
    }
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
    redisPrefix: string;
  }
}
