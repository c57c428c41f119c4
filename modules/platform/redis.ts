import { Redis } from "ioredis";
import { config } from "./config.ts";
import { logger } from "./logger.ts";

/** How often an error of the same source is logged while Redis stays unreachable. */
const REPEAT_ERROR_LOG_MS = 60_000;

/**
 * An `error` listener for a Redis connection or a BullMQ queue on one: the
 * first error is logged, repeats at most once a minute with how many were left
 * out. Without a listener ioredis prints a stack trace for every reconnection
 * attempt (several a second while Redis is down), and the process's log is
 * buried; the connection retries on its own either way.
 */
export function logRedisErrors(source: string): (error: Error) => void {
  let lastLoggedAt = -Infinity;
  let leftOut = 0;
  return (error) => {
    const now = Date.now();
    if (now - lastLoggedAt < REPEAT_ERROR_LOG_MS) {
      leftOut += 1;
      return;
    }
    logger.warn("Redis error; retrying", { source, error: error.message, ...(leftOut > 0 ? { sameErrorsNotLogged: leftOut } : {}) });
    lastLoggedAt = now;
    leftOut = 0;
  };
}

export function createRedis(url = config().REDIS_URL): Redis {
  // BullMQ workers require maxRetriesPerRequest: null; the same setting is harmless elsewhere.
  const connection = new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false });
  connection.on("error", logRedisErrors("connection"));
  return connection;
}

let shared: Redis | undefined;

export function redis(): Redis {
  shared ??= createRedis();
  return shared;
}

export async function closeRedis(): Promise<void> {
  const current = shared;
  shared = undefined;
  if (!current) return;
  // quit() waits for a reply, which never comes while Redis is down: then just drop the connection.
  if (current.status === "ready") await current.quit().catch(() => current.disconnect());
  else current.disconnect();
}

export function redisKey(...parts: string[]): string {
  return [config().REDIS_PREFIX, ...parts].join(":");
}

/**
 * The numbered database a Redis URL selects, read as ioredis reads it: the path
 * (`redis://host:6379/2`), else the `db` query parameter, else 0.
 */
export function redisDatabase(url: string = config().REDIS_URL): number {
  const parsed = new URL(url);
  const selected = parsed.pathname.slice(1) || parsed.searchParams.get("db") || "0";
  const database = Number.parseInt(selected, 10);
  return Number.isInteger(database) && database >= 0 ? database : 0;
}

/**
 * Calls `rearm` each time `connection` is ready again after losing Redis (not
 * on its first connection): a Redis restarted without its data has lost every
 * queued job and job scheduler, which a worker only sets up at start.
 */
export function whenRedisReconnects(connection: Redis, rearm: () => void): void {
  let lost = false;
  connection.on("close", () => (lost = true));
  connection.on("ready", () => {
    if (!lost) return;
    lost = false;
    rearm();
  });
}
