import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase, ensureDatabaseExists, migrateToLatest } from "../../modules/platform/index.ts";

/**
 * Vitest global setup: a fresh, migrated database and a fresh Redis key prefix
 * for this run, so integration tests never see another run's data. The
 * database is dropped afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = new URL(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/study_compass");
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  base.pathname = `/sc_test_${runId}`;
  const databaseUrl = base.toString();
  await ensureDatabaseExists(databaseUrl);
  const database = createDatabase(databaseUrl, 2);
  await migrateToLatest(database);
  await database.destroy();

  process.env.DATABASE_URL = databaseUrl;
  process.env.REDIS_PREFIX = `sc_test_${runId}`;
  process.env.NODE_ENV = "test";
  project.provide("databaseUrl", databaseUrl);
  project.provide("redisPrefix", process.env.REDIS_PREFIX);

  return async () => {
    const admin = new URL(databaseUrl);
    admin.pathname = "/postgres";
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`drop database if exists "sc_test_${runId}" with (force)`);
    await client.end();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    redisPrefix: string;
  }
}
