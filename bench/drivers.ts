/**
 * The driver section of `npm run bench` (decisions 0009 and 0024): the same hot queries through kysely over `pg`
 * (the app's pool, `createDatabase`) and over postgres.js (`kysely-postgres-js`, the app's driver from decision
 * 0009 until 0024), side by side in one run, against a fresh migrated database that is dropped afterwards.
 * `kysely-postgres-js` is a development dependency only for this comparison.
 *
 * Hot queries: a destination page's read of one destination by slug, and an
 * event append (the stream-version check and the insert, in one transaction,
 * as every command does). Each runs sequentially (one at a time: the latency
 * a single request sees) and in parallel (more requests than pooled
 * connections: throughput under load). The drivers take turns in many short
 * blocks, so both see the same server and the same load from other processes;
 * the "postgres.js vs pg" column is the median of the paired blocks' ratios.
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { Kysely } from "kysely";
import { PostgresJSDialect } from "kysely-postgres-js";
import type { Database } from "../workers/database.ts";
import { appendInTransaction } from "../modules/eventstore/index.ts";
import { createDatabase, ensureDatabaseExists, migrateToLatest } from "../modules/platform/index.ts";
import { migrations } from "../migrations/index.ts";
import { markdownTable, median, percentile, type RunOptions, type Section } from "./report.ts";
import { createPostgres } from "../infra/testing/raw-sql.ts";

const POOL_SIZE = 10;
const PARALLEL = 50;

interface Driver {
  name: string;
  db: Kysely<Database>;
}

/** kysely over postgres.js, configured as modules/platform/database.ts was from decision 0009 until 0024. */
function postgresJsDatabase(connectionString: string): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresJSDialect({ postgres: createPostgres(connectionString, { poolSize: POOL_SIZE }) }) });
}

const SLUG = "bench-destination";

async function readDestination(db: Kysely<Database>): Promise<void> {
  const row = await db.selectFrom("destinations").selectAll().where("slug", "=", SLUG).executeTakeFirst();
  if (!row) throw new Error("the bench destination is missing");
}

let streams = 0;
async function appendEvent(db: Kysely<Database>): Promise<void> {
  const streamId = `bench-${process.pid}-${++streams}`;
  const event = { type: "BenchEventRecorded", schemaVersion: 1, data: { streamId, note: "a small payload like a command's" } };
  await db
    .transaction()
    .execute((trx) => appendInTransaction(trx, [{ streamId, expectedVersion: "no_stream", events: [event] }], { actor: "bench", requestId: "bench" }));
}

/** Runs `count` operations, at most `concurrency` at a time; returns each one's latency in ms. */
async function measure(operation: () => Promise<void>, count: number, concurrency: number): Promise<{ totalMs: number; latencies: number[] }> {
  const latencies: number[] = [];
  let started = 0;
  const start = performance.now();
  const lane = async () => {
    while (started < count) {
      started++;
      const before = performance.now();
      await operation();
      latencies.push(performance.now() - before);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { totalMs: performance.now() - start, latencies };
}

interface Figures {
  opsPerSecond: number;
  p50: number;
  p99: number;
  /** Per block: postgres.js throughput over pg's in the block run beside it. */
  ratios: number[];
}

/** Both drivers, alternating block by block; figures per driver name. */
async function compare(drivers: Driver[], operation: (db: Kysely<Database>) => Promise<void>, perBlock: number, concurrency: number, blocks: number) {
  for (const driver of drivers) await measure(() => operation(driver.db), perBlock, concurrency); // warm-up: connections, prepared statements, JIT
  const totals = drivers.map(() => ({ ms: 0, count: 0, latencies: [] as number[] }));
  const ratios: number[] = [];
  for (let block = 0; block < blocks; block++) {
    const throughput: number[] = [];
    const order = block % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) {
      const { totalMs, latencies } = await measure(() => operation(drivers[index]!.db), perBlock, concurrency);
      totals[index]!.ms += totalMs;
      totals[index]!.count += perBlock;
      totals[index]!.latencies.push(...latencies);
      throughput[index] = perBlock / totalMs;
    }
    ratios.push(throughput[1]! / throughput[0]!);
  }
  return totals.map((total): Figures => {
    const sorted = total.latencies.sort((a, b) => a - b);
    return { opsPerSecond: (total.count / total.ms) * 1000, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), ratios };
  });
}

/** pg against postgres.js on a scratch database of its own, dropped afterwards. */
export async function measureDrivers(options: RunOptions & { databaseUrl: string }): Promise<Section> {
  const blocks = options.quick ? 2 : 30;
  const operationsPerBlock = options.quick ? { read: 30, append: 10 } : { read: 300, append: 60 };
  const base = new URL(options.databaseUrl);
  const target = new URL(base);
  target.pathname = `/sc_bench_${randomBytes(4).toString("hex")}`;
  await ensureDatabaseExists(target.toString());

  const drivers: Driver[] = [
    { name: "pg", db: createDatabase<Database>(target.toString(), { poolSize: POOL_SIZE }) },
    { name: "postgres.js", db: postgresJsDatabase(target.toString()) },
  ];
  try {
    await migrateToLatest(drivers[1]!.db, migrations);
    const now = new Date();
    await drivers[1]!.db
      .insertInto("destinations")
      .values({
        id: "dest_bench",
        name: "Bench",
        slug: SLUG,
        description: "A destination for the benchmark.",
        image_url: null,
        is_popular: false,
        is_caribbean: true,
        content: "## Bench\n\nText.",
        content_html: "<h2>Bench</h2><p>Text.</p>",
        facts: JSON.stringify({ currency: "XCD" }),
        created_at: now,
        updated_at: now,
      })
      .execute();

    const cases = [
      { name: "read destination by slug", operation: readDestination, perBlock: operationsPerBlock.read },
      { name: "append one event", operation: appendEvent, perBlock: operationsPerBlock.append },
    ];
    const rows: Record<string, string>[] = [];
    for (const { name, operation, perBlock } of cases) {
      for (const [mode, concurrency] of [
        ["sequential", 1],
        [`parallel ×${PARALLEL}`, PARALLEL],
      ] as const) {
        const [pgFigures, jsFigures] = await compare(drivers, operation, perBlock, concurrency, blocks);
        rows.push({
          query: name,
          mode,
          "pg ops/s": pgFigures!.opsPerSecond.toFixed(0),
          "postgres.js ops/s": jsFigures!.opsPerSecond.toFixed(0),
          "postgres.js vs pg": `${((median(jsFigures!.ratios) - 1) * 100).toFixed(0)}%`,
          "pg p50/p99 ms": `${pgFigures!.p50.toFixed(2)} / ${pgFigures!.p99.toFixed(2)}`,
          "postgres.js p50/p99 ms": `${jsFigures!.p50.toFixed(2)} / ${jsFigures!.p99.toFixed(2)}`,
        });
      }
    }
    return {
      title: "Database drivers: pg against postgres.js (decisions 0009, 0024)",
      method: `The same hot queries through kysely over \`pg\` and over postgres.js, pool ${POOL_SIZE} each, ${blocks} alternating blocks per case, on a scratch database; "postgres.js vs pg" is the median of the paired blocks' throughput ratios.`,
      figures: rows.map((row) => ({ name: `${row.query}, ${row.mode}: postgres.js vs pg`, value: row["postgres.js vs pg"]! })),
      tables: [markdownTable(rows)],
    };
  } finally {
    await Promise.all(drivers.map((driver) => driver.db.destroy()));
    const admin = new URL(base);
    admin.pathname = "/postgres";
    const server = createPostgres(admin.toString(), { poolSize: 1 });
    await server.unsafe(`drop database if exists "${target.pathname.slice(1)}" with (force)`);
    await server.end();
  }
}
