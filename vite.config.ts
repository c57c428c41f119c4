import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Rollup } from "vite";
import { precompressAssets } from "./infra/precompress-assets.ts";
import { VITEST_FORKS } from "./infra/testing/forks.ts";
import remixConfig from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * Small modules most public pages share. Left to Rollup, each becomes its own
 * file of 0.3 to 2.5 KB, and on a slow link every extra request costs its
 * headers and a round trip: the home page loaded eight scripts. Together they
 * are one file (see "(e) Home page weight in Chromium" in docs/benchmarks.md).
 */
const PUBLIC_SHELL = ["app/components/icons.tsx", "app/components/search-dialog.tsx", "app/components/not-found-screen.tsx", "app/utils/seo.ts"].map(
  (file) => `${root}${file}`,
);
// What hydrates every page. Named as a chunk of its own so the shell's chunk does not take it in (Rollup puts a
// manual chunk's dependencies into it unless they have a chunk of their own).
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/[^/]+|turbo-stream)\//;

function clientChunk(id: string): string | undefined {
  if (FRAMEWORK.test(id)) return "framework";
  if (PUBLIC_SHELL.includes(id)) return "public-shell";
  return undefined;
}

/**
 * The chunk names of resource routes (a route module without a default export: the JSON API, feeds, `healthz`).
 * Remix's plugin makes every route module an entry of the client build, and a resource route keeps nothing for
 * the browser, so Rollup reports each one's chunk as empty: 42 lines of noise on every build.
 * Those, and only those, are expected; an empty chunk anywhere else still warns. The name is the file's, less its
 * extension, with Rollup's `[`, `]` and `$` made `_` (`robots[.]txt.ts` is "robots_._txt").
 */
function resourceRouteChunkNames(): Set<string> {
  const routes = `${root}app/routes`;
  return new Set(
    readdirSync(routes)
      .filter((file) => /\.tsx?$/.test(file) && !/^export default /m.test(readFileSync(`${routes}/${file}`, "utf8")))
      .map((file) => file.replace(/\.tsx?$/, "").replace(/[^\w.-]/g, "_")),
  );
}

function clientBuildWarning(warning: Rollup.RollupLog, warn: (warning: Rollup.RollupLog) => void, expectedEmpty: Set<string>) {
  if (warning.code === "EMPTY_BUNDLE" && warning.names?.every((name) => expectedEmpty.has(name))) return;
  warn(warning);
}

const expectedEmptyChunks = resourceRouteChunkNames();

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: [
      { find: /^~\//, replacement: `${root}app/` },
      { find: /^@modules\//, replacement: `${root}modules/` },
    ],
  },
  // Vitest loads this file too; the Remix plugin is for the app build only.
  plugins: process.env.VITEST ? [] : [remix(remixConfig), precompressAssets()],
  build: {
    target: "es2022",
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: { manualChunks: clientChunk },
          onwarn: (warning: Rollup.RollupLog, warn: (warning: Rollup.RollupLog) => void) => clientBuildWarning(warning, warn, expectedEmptyChunks),
        },
  },
  test: {
    exclude: ["node_modules/**", "e2e/**", "build/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Two files side by side (Vitest's default on 2 cores is one): each fork has a PostgreSQL cluster of its own, since
    // files on one cluster hold back each other's event readers (infra/testing/global-setup.ts, docs/tests.md).
    maxWorkers: VITEST_FORKS,
    minWorkers: 1,
    // Pure tests need no services; only integration tests get a database copy and a Redis prefix.
    // The resilience tier (tests/resilience) has its own configuration and services.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "tests/resilience/**", "node_modules/**", "e2e/**", "build/**"],
          // Pure functions, no process state: the files of a fork share one module graph instead of each importing its own.
          isolate: false,
        },
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
}));
