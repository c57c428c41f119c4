import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { removePrivatePostgres, runCli, startPrivatePostgres, startPrivateRedis } from "../../infra/testing/cluster.ts";

const TEMPLATE = "sc_resilience_template";

/**
 * The resilience tier's services: a private PostgreSQL and Redis for the whole
 * run (the tests restart them, so never the machine's shared ones), and one
 * migrated, seeded template database that every test file copies.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const built of ["../../build/server/index.js", "../../build/web/index.js"]) {
    if (!existsSync(new URL(built, import.meta.url))) {
      throw new Error("The resilience tests serve the production build: run `npm run build` first (infra/test-resilience.sh does).");
    }
  }
  const postgres = startPrivatePostgres();
  const redis = await startPrivateRedis();
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: postgres.url(TEMPLATE),
      REDIS_URL: redis.url,
      REDIS_PREFIX: "sc_resilience_seed",
    };
    runCli("workers/cli/migrate.ts", [], env);
    runCli("workers/cli/seed.ts", [], env);
  } catch (error) {
    removePrivatePostgres(postgres);
    redis.stop();
    throw error;
  }
  project.provide("resilience", { postgresPort: postgres.port, postgresDataDir: postgres.dataDir, redisPort: redis.port, template: TEMPLATE });
  return async () => {
    removePrivatePostgres(postgres);
    redis.stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    resilience: { postgresPort: number; postgresDataDir: string; redisPort: number; template: string };
  }
}
