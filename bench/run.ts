/**
 * `npm run bench`: the benchmark suite (docs/benchmark-suite.md), one section per
 * file in bench/, written to docs/benchmarks.md with the machine and the
 * versions. `npm run bench -- --quick` runs every section at a small size and
 * only checks that each one runs (CI); it prints the report instead of writing
 * the file. `--only=a,e` runs some sections (drivers, a, r, b, g, c, d, e, f; r: the
 * uncached render path against the code the issue was filed on).
 *
 * Everything runs against a fresh database and Redis prefix of its own,
 * migrated and seeded as the e2e suite's are, and dropped afterwards; the site
 * is the production build, started as `npm start` starts it.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RunOptions, Section } from "./report.ts";
import { ROOT, startService, waitUntilAnswering, type Service } from "./services.ts";

const quick = process.argv.includes("--quick");
const only = process.argv
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const wanted = (section: string) => !only || only.includes(section);
const options: RunOptions = { quick };
const startedAt = Date.now();
const port = Number(process.env.BENCH_PORT ?? 3104);
const siteUrl = `http://localhost:${port}/`;
const corpus = quick ? { articles: 200, scholarships: 40, programmes: 300 } : { articles: 10_000, scholarships: 2_000, programmes: 20_000 };

// A database and Redis prefix for this run only, set before any module reads its configuration.
const runId = `bench_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
const baseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/study_compass";
const databaseUrl = new URL(baseUrl);
databaseUrl.pathname = `/sc_${runId}`;
process.env.DATABASE_URL = databaseUrl.toString();
process.env.REDIS_PREFIX = `sc_${runId}`;
process.env.SESSION_SECRET ??= randomBytes(32).toString("hex");
const siteEnv = { ...process.env, PORT: String(port), NODE_ENV: "production" as const };
const logDirectory = await mkdtemp(join(tmpdir(), "sc-bench-"));

const progress = (message: string) => console.error(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${message}`);
const sections: Section[] = [];
const failures: string[] = [];

/**
 * Transactions open for over a minute anywhere in the cluster: projections read only events below the
 * oldest running transaction (decision 0001), so one of them stalls every projection, ours included.
 */
async function clusterHoldouts(): Promise<string[]> {
  const rows = await sql<{ pid: number; datname: string; state: string; seconds: number }>`
    select pid, datname, state, extract(epoch from now() - xact_start)::int as seconds from pg_stat_activity
    where xact_start < now() - interval '1 minute' and (backend_xid is not null or backend_xmin is not null) and pid <> pg_backend_pid()`
    .execute(db())
    .catch(() => ({ rows: [] }));
  return rows.rows.map((row) => `transaction of pid ${row.pid} in database ${row.datname} (${row.state}) open for ${row.seconds} s`);
}

async function section(name: string, measure: () => Promise<Section>): Promise<Section | undefined> {
  if (!wanted(name)) return undefined;
  progress(`section ${name}`);
  try {
    const result = await measure();
    sections.push(result);
    return result;
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    const holdouts = await clusterHoldouts();
    failures.push(`${name}: ${message}${holdouts.length ? `\n(projections are held back cluster-wide by: ${holdouts.join("; ")})` : ""}`);
    progress(`section ${name} failed: ${message}`);
    return undefined;
  }
}

function run(command: string, args: string[], what: string): void {
  const result = spawnSync(command, args, { cwd: ROOT, env: process.env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${what} failed:\n${result.stdout}\n${result.stderr}`);
}

const { closeDatabase, closeRedis, ensureDatabaseExists, migrateToLatest, redis, todayUtc } = await import("../modules/platform/index.ts");
const { createPostgres } = await import("../infra/testing/raw-sql.ts");
const { db } = await import("../workers/database.ts");
const { closeProjectionsQueue } = await import("../modules/eventstore/index.ts");
const { migrations } = await import("../migrations/index.ts");
const { sql } = await import("kysely");

let site: Service | undefined;
let chromium: string | undefined;
try {
  await section("drivers", async () => (await import("./drivers.ts")).measureDrivers({ ...options, databaseUrl: baseUrl }));

  progress(`fresh database ${databaseUrl.pathname.slice(1)}: migrate and seed`);
  await ensureDatabaseExists(databaseUrl.toString());
  await migrateToLatest(db(), migrations);
  const { seed } = await import("../infra/seed/index.ts");
  await seed({ actor: "system", requestId: `seed-${runId}` });
  for (const holdout of await clusterHoldouts()) progress(`warning: projections wait for a ${holdout}`);

  if (["a", "r", "g", "c", "e", "f"].some(wanted)) {
    // npm test has just built (SC_SKIP_BUILD=1, as for the resilience and e2e tiers).
    if (process.env.SC_SKIP_BUILD !== "1") {
      progress("production build");
      run("npm", ["run", "build"], "the production build");
    }
    progress(`npm start on port ${port} (logs in ${logDirectory})`);
    site = startService("site", "npm", ["start"], { env: siteEnv, logDirectory });
    await waitUntilAnswering(new URL("/healthz", siteUrl).href, site);
  }
  await section("a", async () => (await import("./throughput.ts")).measureThroughput({ ...options, siteUrl, barePort: port + 1 }));
  await section("r", async () => (await import("./render-path.ts")).measureRenderPath({ ...options, siteUrl, port: port + 2, env: siteEnv, logDirectory }));
  await section("f", async () => (await import("./cache-hit-rate.ts")).measureCacheHitRate({ ...options, siteUrl }));
  await section("e", async () => {
    const weight = await (await import("./page-weight.ts")).measurePageWeight({ ...options, siteUrl });
    chromium = weight.chromium;
    return weight;
  });
  await section("b", async () => (await import("./search.ts")).measureSearch({ ...options, size: corpus }));
  await section("g", async () => {
    // Run without (b): its corpus first, so the finder and its words run over the same catalogue.
    if (!wanted("b")) {
      const { appendCorpus, projectCorpus } = await import("./corpus.ts");
      await appendCorpus(corpus, todayUtc());
      await projectCorpus();
    }
    return (await import("./school-finder.ts")).measureSchoolFinder({ ...options, siteUrl, programmes: corpus.programmes });
  });
  await section("c", async () => (await import("./projection-lag.ts")).measureProjectionLag({ ...options, articles: corpus.articles, runId }));
  await site?.stop();
  site = undefined;
  await section("d", async () => (await import("./replay.ts")).measureReplay({ ...options, size: corpus, target: quick ? 0 : 100_000, env: process.env }));
} finally {
  await site?.stop();
  const versions = {
    postgres: await db()
      .selectNoFrom((eb) => eb.fn<string>("current_setting", [eb.val("server_version")]).as("version"))
      .executeTakeFirstOrThrow()
      .then((row) => row.version)
      .catch(() => "unknown"),
    redis: await redis()
      .info("server")
      .then((info) => /redis_version:(\S+)/.exec(info)?.[1] ?? "unknown")
      .catch(() => "unknown"),
  };
  await closeProjectionsQueue();
  await closeDatabase();
  const keys = await redis().keys(`${process.env.REDIS_PREFIX}*`);
  for (let start = 0; start < keys.length; start += 500) await redis().del(...keys.slice(start, start + 500));
  await closeRedis();
  const admin = new URL(baseUrl);
  admin.pathname = "/postgres";
  const server = createPostgres(admin.toString(), { poolSize: 1 });
  await server.unsafe(`drop database if exists "${databaseUrl.pathname.slice(1)}" with (force)`);
  await server.end();

  const { environmentLines, renderReport } = await import("./report.ts");
  const report = renderReport({
    date: new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC",
    environment: await environmentLines({ ...versions, chromium }),
    sections,
    quick,
    durationSeconds: (Date.now() - startedAt) / 1000,
    notes: [
      ...(quick ? ["Quick run: small sizes and short runs that only show each section runs; its figures are not judged."] : []),
      ...failures.map((failure) => `Section failed: ${failure.split("\n")[0]}`),
    ],
  });
  const destination = quick || only ? join(logDirectory, "benchmarks.md") : join(ROOT, "docs", "benchmarks.md");
  await writeFile(destination, report);
  if (quick) console.log(report);
  progress(`report written to ${destination}`);
}
if (failures.length > 0) {
  console.error(`bench: ${failures.length} section(s) failed:\n${failures.join("\n\n")}`);
  process.exit(1);
}
