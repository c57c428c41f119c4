import type { Redis } from "ioredis";
import { logger } from "./logger.ts";
import { redis, redisDatabase, redisKey } from "./redis.ts";

/**
 * The Redis pub/sub channel on which the projector tells every web process
 * that a page anonymous visitors see may have changed (server/page-cache.ts,
 * decision 0018). Each web process subscribes and drops its cached
 * pages; anything outside that can publish here too (a test, an operator).
 *
 * Pub/sub channels belong to the whole Redis server, not to one of its
 * numbered databases, so the channel names the database as well as the
 * prefix: two copies of the site on one Redis, each in its own database,
 * no longer clear each other's caches. The database is the
 * given connection's, else the one `REDIS_URL` selects.
 */
export function pageInvalidationChannel(connection?: Redis): string {
  const database = connection ? Number(connection.options.db ?? 0) : redisDatabase();
  return redisKey(`db${database}`, "page-cache", "invalidate");
}

/**
 * Announces that public read tables changed. Never awaited by the caller and
 * never failing it: the read tables are already committed, and a web process
 * that is cut off from Redis serves uncached pages until it has re-subscribed.
 * While Redis is unreachable the message waits in the client's offline queue.
 */
export function publishPageInvalidation(reason: string, connection: Redis = redis()): void {
  connection.publish(pageInvalidationChannel(connection), reason).catch((error: unknown) => {
    logger.warn("could not publish a page-cache invalidation; web processes drop cached pages by age", { reason, error: String(error) });
  });
}
