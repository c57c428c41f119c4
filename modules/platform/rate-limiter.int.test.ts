import { afterAll, describe, expect, it } from "vitest";
import { createRateLimit } from "./rate-limiter.ts";
import { createRedis } from "./redis.ts";

// A real client to a port where no Redis listens: what every process sees while Redis restarts.
const unreachable = createRedis("redis://127.0.0.1:1");

afterAll(() => unreachable.disconnect());

describe("a rate limit while Redis is unreachable", () => {
  // Without the in-memory fallback each consume waits for a Redis that never comes, and the test times out.
  it("answers without Redis and still limits, counting in the process's memory", async () => {
    const limit = createRateLimit(`outage-${Date.now()}`, 2, 60, () => unreachable);
    const answers = [await limit.consume("203.0.113.7"), await limit.consume("203.0.113.7"), await limit.consume("203.0.113.7")];
    expect(answers.slice(0, 2)).toEqual([null, null]);
    expect(answers[2]?.retryAfterSeconds).toBeGreaterThan(0);
    // Another client has its own count.
    expect(await limit.consume("198.51.100.4")).toBeNull();
  });
});
