import { inject } from "vitest";

// Each test worker talks to this run's fresh database and Redis prefix.
process.env.DATABASE_URL = inject("databaseUrl");
process.env.REDIS_PREFIX = inject("redisPrefix");
process.env.NODE_ENV = "test";
