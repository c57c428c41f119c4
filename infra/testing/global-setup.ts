import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import type { TestProject } from "vitest/node";
import { createDatabase, ensureDatabaseExists, migrateToLatest } from "../../modules/platform/index.ts";
import { migrations } from "../../migrations/index.ts";
import { VITEST_FORKS } from "./forks.ts";
import { removePrivatePostgres, startPrivatePostgres, type PrivatePostgres } from "./cluster.ts";
import { createPostgres } from "./raw-sql.ts";

/**
 * Vitest global setup: one migrated template database for this run on each
 * PostgreSQL cluster the forks use. Each test file then gets its own copy (see
 * setup-env.ts), so files never see each other's events.
 *
 * Why a cluster per fork: the event readers read only below the oldest
 * transaction still open (`pg_snapshot_xmin`), and transaction ids are the
 * cluster's, not a database's. Two files side by side on one cluster hold back
 * each other's readers, so fork 1 uses the machine's PostgreSQL and every other
 * fork a private one started here (initdb, no fsync), removed afterwards.
 * Every database of the run is dropped afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = new URL(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/study_compass");
  const runId = `sc_test_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const privateClusters: PrivatePostgres[] = [];
  const adminUrls: string[] = [adminUrlOf(base)];
  try {
    for (let fork = 2; fork <= VITEST_FORKS; fork++) {
      const cluster = startPrivatePostgres(await freePort());
      privateClusters.push(cluster);
      adminUrls.push(cluster.url("postgres"));
    }
    await Promise.all(adminUrls.map((adminUrl) => migrateTemplate(adminUrl, runId)));
  } catch (error) {
    for (const cluster of privateClusters) removePrivatePostgres(cluster);
    throw error;
  }

  project.provide("adminDatabaseUrls", adminUrls);
  project.provide("templateDatabase", runId);
  project.provide("redisPrefix", runId);

  return async () => {
    const server = createPostgres(adminUrls[0]!, { poolSize: 1 });
    try {
      const databases = await server<{ datname: string }[]>`select datname from pg_database where datname like ${`${runId}%`}`;
      for (const { datname } of databases) await server.unsafe(`drop database if exists "${datname}" with (force)`);
    } finally {
      await server.end();
      for (const cluster of privateClusters) removePrivatePostgres(cluster);
    }
  };
}

function adminUrlOf(url: URL): string {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  return admin.toString();
}

async function migrateTemplate(adminUrl: string, name: string): Promise<void> {
  const template = new URL(adminUrl);
  template.pathname = `/${name}`;
  await ensureDatabaseExists(template.toString());
  const database = createDatabase(template.toString(), { poolSize: 1 });
  try {
    await migrateToLatest(database, migrations);
  } finally {
    await database.destroy();
  }
}

/** A TCP port nothing listens on now (the private cluster takes it a moment later). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no free port");
  return address.port;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The admin URL of each fork's cluster: fork N (VITEST_POOL_ID) uses entry N - 1. */
    adminDatabaseUrls: string[];
    templateDatabase: string;
    redisPrefix: string;
  }
}
