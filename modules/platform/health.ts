import { sql } from "kysely";
import { sharedDatabase } from "./database.ts";
import { redis } from "./redis.ts";

export interface Health {
  database: boolean;
  redis: boolean;
}

async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(): Promise<Health> {
  const [database, cache] = await Promise.allSettled([within(sql`select 1`.execute(sharedDatabase()), 2_000), within(redis().ping(), 2_000)]);
  return { database: database.status === "fulfilled", redis: cache.status === "fulfilled" };
}
