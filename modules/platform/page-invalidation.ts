import type { Redis } from "ioredis";
import { logger } from "./logger.ts";
import { redis, redisKey } from "./redis.ts";

/**
 * The Redis pub/sub channel on which the projector tells every web process
 * that a page anonymous visitors see may have changed (issue 15,
 * server/page-cache.ts). Each web process subscribes and drops its cached
 * pages; anything outside that can publish here too (a test, an operator).
 */
export function pageInvalidationChannel(): string {
  return redisKey("page-cache", "invalidate");
}

/**
 * Announces that public read tables changed. Never awaited by the caller and
 * never failing it: the read tables are already committed, and a web process
 * that is cut off from Redis serves uncached pages until it has re-subscribed.
 * While Redis is unreachable the message waits in the client's offline queue.
 */
export function publishPageInvalidation(reason: string, connection: Redis = redis()): void {
  connection.publish(pageInvalidationChannel(), reason).catch((error: unknown) => {
    logger.warn("could not publish a page-cache invalidation; web processes drop cached pages by age", { reason, error: String(error) });
  });
}
