import { Kysely, PostgresDialect, type Transaction } from "kysely";
import pg from "pg";
import { config } from "./config.ts";
import { logger } from "./logger.ts";

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
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

/**
 * What our code reads back through kysely: int8 (event positions, counts) as
 * JS numbers, since positions stay far below 2^53; calendar dates (deadlines)
 * as "YYYY-MM-DD" text, since a Date would shift them by the server's time
 * zone; everything else as `pg` parses it (json and jsonb parsed, timestamps as
 * Dates). Per pool, not pg's process-wide parsers.
 */
const appTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === pg.types.builtins.INT8) return (value: string) => Number(value);
    if (oid === pg.types.builtins.DATE) return (value: string) => value;
    return format === undefined ? pg.types.getTypeParser(oid) : pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig["getTypeParser"],
};

/**
 * The app's pool: `pg` (decision 0024). A connection PostgreSQL drops, in a
 * restart or by pg_terminate_backend, fails its statement and is discarded;
 * the next checkout opens a fresh one. Without a listener, the error a dropped
 * connection emits would stop the process, so it is logged instead.
 */
function createPool(connectionString: string, { poolSize = 10, idleInTransactionTimeoutMs = IDLE_IN_TRANSACTION_TIMEOUT_MS }: ConnectionOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // Idle connections close on their own, so a stopping process is never held open.
    idleTimeoutMillis: 10_000,
    allowExitOnIdle: true,
    idle_in_transaction_session_timeout: idleInTransactionTimeoutMs,
    types: appTypes,
  });
  const lost = (error: Error) => logger.warn("a PostgreSQL connection was lost; the pool replaces it", { error: error.message });
  pool.on("error", lost);
  pool.on("connect", (client) => client.on("error", lost));
  return pool;
}

/** A kysely handle over its own pool, typed by the caller's schema; `destroy()` closes the pool. */
export function createDatabase<Schema>(connectionString: string, options: ConnectionOptions = {}): Kysely<Schema> {
  return new Kysely<Schema>({ dialect: new PostgresDialect({ pool: createPool(connectionString, options) }) });
}

let shared: Kysely<unknown> | undefined;

/**
 * The process-wide handle: one pool per process. Platform knows no tables, so
 * the caller names the schema: each module's `db()` (its db.ts) names its own
 * tables only, so reaching another module's table is a type error.
 */
export function sharedDatabase<Schema = unknown>(): Kysely<Schema> {
  shared ??= createDatabase<unknown>(config().DATABASE_URL);
  // A schema is a compile-time view: every view shares this one pool.
  return shared as Kysely<Schema>;
}

/** A handle or a transaction, typed by its schema (both name it, so kysely infers it from either). */
export type Handle<Schema> = Kysely<Schema> | Transaction<Schema>;

/** A handle or transaction of any schema, seen with `Schema`: the same connection, another compile-time view. */
export interface SchemaView<Schema> {
  <Given>(handle: Transaction<Given>): Transaction<Schema>;
  <Given>(handle: Handle<Given>): Kysely<Schema>;
}

/**
 * For a module that works inside a caller's handle or transaction (the event
 * store, the mail outbox): whatever schema the caller sees, the module's
 * queries see only its own tables. kysely's handles are invariant in their
 * schema, so this is a cast, and the one place such a cast is written.
 */
export function schemaView<Schema>(): SchemaView<Schema> {
  return ((handle: unknown) => handle) as SchemaView<Schema>;
}

/** Closes the process-wide pool (on shutdown); a later `sharedDatabase()` opens a new one. */
export async function closeDatabase(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.destroy();
}
