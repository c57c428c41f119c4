import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logRedisErrors, redisDatabase } from "./redis.ts";

describe("logRedisErrors", () => {
  let logged: Array<Record<string, unknown>>;
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-11-27T12:00:00Z") });
    logged = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => logged.push(JSON.parse(line) as Record<string, unknown>));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("given Redis down, when a connection fails again and again, then the first error is logged and repeats once a minute with how many were left out", () => {
    const onError = logRedisErrors("queue projections");
    onError(new Error("connect ECONNREFUSED 127.0.0.1:6379"));
    for (let attempt = 0; attempt < 50; attempt++) {
      vi.advanceTimersByTime(1_000);
      onError(new Error("connect ECONNREFUSED 127.0.0.1:6379"));
    }
    vi.advanceTimersByTime(10_000);
    onError(new Error("connect ECONNREFUSED 127.0.0.1:6379"));

    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ level: "warn", source: "queue projections", error: "connect ECONNREFUSED 127.0.0.1:6379" });
    expect(logged[0]).not.toHaveProperty("sameErrorsNotLogged");
    expect(logged[1]).toMatchObject({ source: "queue projections", sameErrorsNotLogged: 50 });
  });

  it("keeps each source's count apart", () => {
    const connection = logRedisErrors("connection");
    const queue = logRedisErrors("queue reminders");
    connection(new Error("a"));
    queue(new Error("b"));
    expect(logged.map((line) => line.source)).toEqual(["connection", "queue reminders"]);
  });
});

describe("redisDatabase", () => {
  it("reads the database a Redis URL selects as ioredis does: the path, else ?db=, else 0", () => {
    expect(
      ["redis://127.0.0.1:6379", "redis://127.0.0.1:6379/", "redis://:secret@cache:6379/3", "rediss://cache/2?db=5", "redis://cache?db=4"].map((url) =>
        redisDatabase(url),
      ),
    ).toEqual([0, 0, 3, 2, 4]);
  });
});
