import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The resilience tier: fault, load and several-process tests. They
 * start their own PostgreSQL, Redis, web and worker processes, one file at a
 * time. Run with `bash infra/test-resilience.sh` (it builds first).
 */
export default defineConfig({
  root,
  resolve: {
    alias: [
      { find: /^~\//, replacement: `${root}app/` },
      { find: /^@modules\//, replacement: `${root}modules/` },
    ],
  },
  test: {
    name: "resilience",
    include: ["tests/resilience/**/*.resilience.test.ts"],
    globalSetup: ["./tests/resilience/global-setup.ts"],
    setupFiles: ["./tests/resilience/setup-env.ts"],
    pool: "forks",
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
