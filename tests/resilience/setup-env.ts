import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { createPostgres } from "../../infra/testing/raw-sql.ts";

// Each test file gets its own copy of the seeded template database and its own Redis key prefix,
// on the private services, before any module reads its configuration.
const { postgresPort, redisPort, template } = inject("resilience");
const name = `sc_resilience_${randomBytes(4).toString("hex")}`;
const admin = createPostgres(`postgres://postgres@127.0.0.1:${postgresPort}/postgres`, { poolSize: 1 });
await admin.unsafe(`create database "${name}" template "${template}"`);
await admin.end();

process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${postgresPort}/${name}`;
process.env.REDIS_URL = `redis://127.0.0.1:${redisPort}`;
process.env.REDIS_PREFIX = name;
process.env.SESSION_SECRET = "resilience-session-secret-0123456789abcdef";
process.env.NODE_ENV = "test";
