import { sql } from "kysely";
import { sharedDatabase } from "./database.ts";
import { redis } from "./redis.ts";
import { within } from "./within.ts";

export interface Health {
  database: boolean;
  redis: boolean;
}

export async function checkHealth(): Promise<Health> {
  const [database, cache] = await Promise.allSettled([within(sql`select 1`.execute(sharedDatabase()), 2_000), within(redis().ping(), 2_000)]);
  return { database: database.status === "fulfilled", redis: cache.status === "fulfilled" };
}
