import { Redis } from "ioredis";
import { config } from "./config.ts";

export function createRedis(url = config().REDIS_URL): Redis {
  // BullMQ workers require maxRetriesPerRequest: null; the same setting is harmless elsewhere.
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false });
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
