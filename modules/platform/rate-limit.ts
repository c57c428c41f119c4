import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { config } from "./config.ts";
import { redis } from "./redis.ts";

/**
 * A named limit kept in Redis, so it holds across every server process.
 * `consume` returns how long to wait when the limit is reached, else null.
 */
export function createRateLimit(name: string, points: number, durationSeconds: number) {
  let limiter: RateLimiterRedis | undefined;
  const get = () =>
    (limiter ??= new RateLimiterRedis({
      storeClient: redis(),
      keyPrefix: `${config().REDIS_PREFIX}:rate:${name}`,
      points,
      duration: durationSeconds,
    }));
  return {
    async consume(key: string): Promise<{ retryAfterSeconds: number } | null> {
      try {
        await get().consume(key);
        return null;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return { retryAfterSeconds: Math.ceil(rejection.msBeforeNext / 1000) };
        throw rejection;
      }
    },
    async reset(key: string): Promise<void> {
      await get().delete(key);
    },
  };
}
