import { afterAll, expect, it } from "vitest";
import { closeDatabase, closeRedis } from "./index.ts";

// Point this file's process at services that do not answer, before anything connects.
process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/nowhere";
process.env.REDIS_URL = "redis://127.0.0.1:1";

afterAll(async () => {
  await closeDatabase();
  await closeRedis();
});

it("reports the database and Redis as down when they do not answer (healthz then answers 503)", async () => {
  const { checkHealth } = await import("./health.ts");
  expect(await checkHealth()).toEqual({ database: false, redis: false });
}, 20_000);
