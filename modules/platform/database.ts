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

let shared: Kysely<unknown> | undefined;

/**
 * The process-wide handle: one pool per process. Platform knows no tables, so
 * the caller names the schema; the app's typed handle is `db()` in
 * modules/database.ts, which names every module's tables.
 */
export function sharedDatabase<Schema = unknown>(): Kysely<Schema> {
  shared ??= createDatabase<unknown>(config().DATABASE_URL);
  // A schema is a compile-time view: every view shares this one pool.
  return shared as Kysely<Schema>;
}

/** Closes the process-wide pool (on shutdown); a later `sharedDatabase()` opens a new one. */
export async function closeDatabase(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.destroy();
}
