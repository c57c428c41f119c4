import { Kysely } from "kysely";
import { PostgresJSDialect } from "kysely-postgres-js";
import postgres from "postgres";
import { config } from "./config.ts";
import { logger } from "./logger.ts";

/**
 * The JavaScript values our code expects, the same ones `pg` gave before
 * decision 0009: postgres.js would otherwise return int8 as strings, calendar
 * dates as Date objects and encode an already-serialised JSON string twice.
 */
const types = {
  // int8 (event positions, counts) as JS numbers: positions stay far below 2^53.
  int8AsNumber: {
    to: 20,
    from: [20],
    serialize: (value: number | bigint | string) => String(value),
    parse: (value: string) => Number(value),
  },
  // Calendar dates (deadlines) stay "YYYY-MM-DD": a Date would shift them by the server's time zone.
  calendarDateAsText: {
    to: 1082,
    from: [1082],
    serialize: (value: string | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    parse: (value: string) => value,
  },
  // json/jsonb parameters: projections pass JSON text (JSON.stringify) as `pg` wanted; objects are serialised here.
  jsonText: {
    to: 3802,
    from: [114, 3802],
    serialize: (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value)),
    parse: (value: string): unknown => JSON.parse(value),
  },
};

export interface ConnectionOptions {
  /** Most connections this pool opens at once. */
  poolSize?: number;
  /** How long a session may sit idle inside an open transaction before PostgreSQL ends it (ms). */
  idleInTransactionTimeoutMs?: number;
}

/**
 * Projections read only below the oldest transaction still running anywhere in
 * the cluster (decision 0001), so one transaction left open by a hung or
 * leaking client would stall every projection for as long as it stays open.
 * Our transactions never wait on a person or the network between statements,
 * so a minute idle inside one means it was abandoned: PostgreSQL ends it.
 */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

/** A postgres.js pool with our types; idle connections close on their own so a stopping process is never held open. */
export function createPostgres(
  connectionString: string,
  { poolSize = 10, idleInTransactionTimeoutMs = IDLE_IN_TRANSACTION_TIMEOUT_MS }: ConnectionOptions = {},
) {
  return postgres(connectionString, {
    max: poolSize,
    idle_timeout: 10,
    connection: { idle_in_transaction_session_timeout: idleInTransactionTimeoutMs },
    types,
    // "already exists, skipping" and the like: useful when debugging, noise otherwise (postgres.js prints them by default).
    onnotice: (notice) => logger.debug("PostgreSQL notice", { message: notice.message }),
  });
}

/** A kysely handle over its own pool, typed by the caller's schema; `destroy()` closes the pool. */
export function createDatabase<Schema>(connectionString: string, options: ConnectionOptions = {}): Kysely<Schema> {
  return new Kysely<Schema>({ dialect: new PostgresJSDialect({ postgres: createPostgres(connectionString, options) }) });
}

let shared: { database: Kysely<unknown>; pool: ReturnType<typeof createPostgres> } | undefined;

/**
 * The process-wide handle: one pool per process. Platform knows no tables, so
 * the caller names the schema; the app's typed handle is `db()` in
 * modules/database.ts, which names every module's tables.
 */
export function sharedDatabase<Schema = unknown>(): Kysely<Schema> {
  if (!shared) {
    const pool = createPostgres(config().DATABASE_URL);
    shared = { pool, database: new Kysely<unknown>({ dialect: new PostgresJSDialect({ postgres: pool }) }) };
  }
  // A schema is a compile-time view: every view shares this one pool.
  return shared.database as Kysely<Schema>;
}

/**
 * How long a closing pool lets queries under way finish. postgres.js 3.4.9
 * never finishes ending a connection that was reserved when the end began
 * (porsager/postgres#925), and kysely reserves one for every query: a web
 * process told to stop while it served requests hung for ever (found by
 * tests/resilience's load test). Past this, the connections are cut.
 */
const CLOSE_TIMEOUT_SECONDS = 5;

/** Closes the process-wide pool (on shutdown); a later `sharedDatabase()` opens a new one. */
export async function closeDatabase(): Promise<void> {
  const current = shared;
  shared = undefined;
  if (!current) return;
  await current.pool.end({ timeout: CLOSE_TIMEOUT_SECONDS });
  await current.database.destroy();
}

/**
 * postgres.js 3.4.9, its newest release, can throw from a timer when PostgreSQL
 * drops a connection in the middle of a transaction (porsager/postgres#1208,
 * #1154; our fault test restarts PostgreSQL under load and sees it): the
 * transaction's ROLLBACK is queued after the socket is gone, the write throws
 * outside any await, and that connection never sends again, so whatever waits
 * on it hangs. Node would stop the process. A web or worker process calls this
 * at start to survive it instead: the shared pool is replaced by a fresh one
 * and the old one ended at once, which rejects the stuck queries with an error
 * their callers already handle (a 500, a job retried). Any other uncaught
 * exception still stops the process, as it would without this.
 */
export function surviveLostPostgresConnections(): void {
  process.on("uncaughtException", (error) => {
    if (isWriteToClosedPostgresSocket(error)) {
      logger.warn("a PostgreSQL connection was lost during a write; the pool is replaced", { error: String(error) });
      const lost = shared;
      shared = undefined;
      void lost?.pool.end({ timeout: 0 }).catch(() => undefined);
      return;
    }
    logger.error("uncaught exception; stopping", { error: error.stack ?? String(error) });
    process.exit(1);
  });
}

export function isWriteToClosedPostgresSocket(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /reading 'write'/.test(error.message) &&
    /nextWrite[\s\S]*postgres[\\/](?:cjs[\\/])?src[\\/]connection\.js/.test(error.stack ?? "")
  );
}
