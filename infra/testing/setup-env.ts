import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { createPostgres } from "./raw-sql.ts";

// Each test file gets a fresh copy of the migrated template database, on its fork's own cluster
// (global-setup.ts says why), and its own Redis prefix.
const template = inject("templateDatabase");
const clusters = inject("adminDatabaseUrls");
const adminUrl = clusters[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % clusters.length]!;
const name = `${template}_${randomBytes(4).toString("hex")}`;
const admin = createPostgres(adminUrl, { poolSize: 1 });
for (let attempt = 0; ; attempt++) {
  try {
    await admin.unsafe(`create database "${name}" template "${template}"`);
    break;
  } catch (error) {
    // Two files copying the template at the same instant: try again shortly.
    if (attempt >= 20) throw error;
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
  }
}
await admin.end();

const url = new URL(adminUrl);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
process.env.REDIS_PREFIX = name;
process.env.NODE_ENV = "test";
