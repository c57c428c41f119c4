import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^~\//, replacement: `${root}app/` },
      { find: /^@modules\//, replacement: `${root}modules/` },
    ],
  },
  // Vitest loads this file too; the Remix plugin is for the app build only.
  plugins: process.env.VITEST ? [] : [remix(remixConfig)],
  build: { target: "es2022" },
  test: {
    exclude: ["node_modules/**", "e2e/**", "build/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Pure tests need no services; only integration tests get a database copy and a Redis prefix.
    // The resilience tier (tests/resilience) has its own configuration and services.
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["**/*.test.ts"], exclude: ["**/*.int.test.ts", "tests/resilience/**", "node_modules/**", "e2e/**", "build/**"] },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["**/*.int.test.ts"],
          globalSetup: ["./infra/testing/global-setup.ts"],
          setupFiles: ["./infra/testing/setup-env.ts"],
        },
      },
    ],
  },
});
