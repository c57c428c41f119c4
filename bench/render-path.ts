import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon, { type Result } from "autocannon";
import { pageRequestHeaders } from "./page-cache.ts";
import { markdownTable, type Figure, type RunOptions, type Section } from "./report.ts";
import { ROOT, startService, waitUntilAnswering, type Service } from "./services.ts";
import { benchPages } from "./throughput.ts";

/**
 * The baseline: the last commit before the performance work began,
 * with its own packages (installed from its own lockfile into its worktree).
 * Its server runs through `tsx` with the postgres.js driver; should either
 * stop working, this section fails saying so rather than measure something else.
 */
export const ISSUE_FILED_COMMIT = "e8968cc3b5f943d0ff5353bddfef4f75874c7bd7";
const GOAL = 3;
const CONNECTIONS = 16;

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, what: string): void {
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${what} failed:\n${result.stdout}\n${result.stderr}`);
}

function load(url: string, duration: number): Promise<Result> {
  return autocannon({ url, headers: pageRequestHeaders("uncached"), connections: CONNECTIONS, duration, timeout: 10 });
}

/**
 * The uncached render path (its goal: at least 3x faster than the baseline),
 * side by side in one run: the baseline commit is checked out into a
 * temporary worktree, built, and served on the same database as the site; then, page by page, each server in
 * turn gets the same uncached requests (a session cookie that is no session).
 */
export async function measureRenderPath(
  options: RunOptions & { siteUrl: string; port: number; env: NodeJS.ProcessEnv; logDirectory: string },
): Promise<Section> {
  const title = "(a, uncached) The render path against the code the issue was filed on";
  const known = spawnSync("git", ["cat-file", "-e", `${ISSUE_FILED_COMMIT}^{commit}`], { cwd: ROOT }).status === 0;
  if (!known) {
    return {
      title,
      method: `Needs the commit ${ISSUE_FILED_COMMIT.slice(0, 10)} in this clone's history.`,
      figures: [{ name: "uncached render path: now vs when filed", value: "not measured (the commit is not in this clone: a shallow clone?)" }],
    };
  }
  const duration = options.quick ? 1 : 8;
  const warmUp = options.quick ? 0 : 2;
  const worktree = await mkdtemp(join(tmpdir(), "sc-issue-filed-"));
  let before: Service | undefined;
  try {
    // Quick (npm test): the measuring runs against the site on both sides; installing and building the old
    // commit took half the quick suite's time and would show only that the old commit still installs and builds.
    const beforeUrl = options.quick ? options.siteUrl : `http://localhost:${options.port}/`;
    if (!options.quick) before = await startIssueFiledSite(worktree, beforeUrl, options);
    const rows: Record<string, string | number>[] = [];
    const figures: Figure[] = [];
    for (const page of benchPages(options)) {
      const then = new URL(page.path, beforeUrl).href;
      const now = new URL(page.path, options.siteUrl).href;
      if (warmUp) await Promise.all([load(then, warmUp), load(now, warmUp)]);
      const thenResult = await load(then, duration);
      const nowResult = await load(now, duration);
      const failed = [thenResult, nowResult].reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0);
      if (failed > 0) throw new Error(`${page.path}: ${failed} uncached requests failed under load`);
      const ratio = nowResult.requests.average / thenResult.requests.average;
      rows.push({
        page: `${page.name} \`${page.path}\``,
        "when filed req/s": thenResult.requests.average.toFixed(0),
        "now req/s": nowResult.requests.average.toFixed(0),
        "now vs when filed": `${ratio.toFixed(2)}x`,
        "p50 / p99 ms (when filed, now)": [thenResult, nowResult].map((result) => `${result.latency.p50}/${result.latency.p99}`).join(", "),
      });
      figures.push({
        name: `${page.name}: uncached, now vs when filed`,
        value: `${ratio.toFixed(2)}x (${nowResult.requests.average.toFixed(0)} vs ${thenResult.requests.average.toFixed(0)} req/s)`,
        goal: `≥ ${GOAL}x`,
        met: ratio >= GOAL,
      });
    }
    return {
      title,
      method: [
        options.quick
          ? "Quick: the site stands in for the commit issue 15 was filed against (nothing is checked out or built)."
          : `The commit issue 15 was filed against (${ISSUE_FILED_COMMIT.slice(0, 10)}) is checked out into a temporary worktree, built, and served as it was then (\`tsx server/index.ts\`, production mode) on the same database and Redis prefix as the site.`,
        `Per page, after a ${warmUp} s warm-up of both, autocannon (${CONNECTIONS} connections, ${duration} s) sends each server in turn the uncached request of (a): a browser's Accept-Encoding and a session cookie that is no session, so both render the page as for an anonymous visitor, per request.`,
      ].join(" "),
      figures,
      tables: [markdownTable(rows)],
      notes: [
        "Decision 0018's addendum has the profile of what an uncached render still spends its time on, and why 3x is out of reach without changing the framework.",
      ],
    };
  } finally {
    await before?.stop();
    spawnSync("git", ["worktree", "remove", "--force", worktree], { cwd: ROOT });
    await rm(worktree, { recursive: true, force: true });
    spawnSync("git", ["worktree", "prune"], { cwd: ROOT });
  }
}

/** The commit issue 15 was filed against, checked out into `worktree`, installed, built and started at `url`. */
async function startIssueFiledSite(worktree: string, url: string, options: { port: number; env: NodeJS.ProcessEnv; logDirectory: string }): Promise<Service> {
  run("git", ["worktree", "add", "--detach", "--force", worktree, ISSUE_FILED_COMMIT], ROOT, process.env, "checking out the issue-filed commit");
  // Its own packages, from its own lockfile: ours have moved on since (kysely 0.28 has no `kysely/migration`,
  // which that code imports). From npm's cache, about ten seconds.
  run(
    "npm",
    ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"],
    worktree,
    process.env,
    "installing the issue-filed commit's packages",
  );
  // Without VITEST in the environment: vite.config.ts leaves the Remix plugin out under Vitest.
  const { VITEST: _vitest, ...buildEnv } = options.env;
  run("npx", ["remix", "vite:build"], worktree, buildEnv, "building the issue-filed commit");
  if (!existsSync(join(worktree, "build/server/index.js"))) throw new Error("the issue-filed build wrote no build/server/index.js");
  const site = startService("issue-filed-web", "node_modules/.bin/tsx", ["server/index.ts"], {
    env: { ...options.env, PORT: String(options.port), NODE_ENV: "production" },
    logDirectory: options.logDirectory,
    cwd: worktree,
  });
  await waitUntilAnswering(new URL("/healthz", url).href, site);
  return site;
}
