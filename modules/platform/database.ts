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

type Pool = ReturnType<typeof createPostgres>;

/**
 * How long a closing pool lets queries under way finish. postgres.js 3.4.9
 * never finishes ending a connection that was reserved when the end began
 * (porsager/postgres#925), and kysely reserves one for every query: a web
 * process told to stop while it served requests hung for ever (found by
 * tests/resilience's load test). Past this, the connections are cut.
 */
const CLOSE_TIMEOUT_SECONDS = 5;

/**
 * How long a query may wait for one of the pool's connections. postgres.js
 * 3.4.9 can lose a waiting reservation for good when PostgreSQL goes away
 * under it (porsager/postgres#1195; a reservation refused while PostgreSQL
 * was down also takes a connection with it once PostgreSQL is back), and
 * kysely reserves a connection for every query: after a PostgreSQL restart
 * under load, the worker's projection jobs waited for ever and it stopped
 * projecting (found by tests/resilience). Far above any wait a busy process
 * sees, so only a lost reservation meets it.
 */
const RESERVE_TIMEOUT_MS = 15_000;

class ReserveTimeoutError extends Error {}

/** `pool` for kysely, whose every reservation fails after RESERVE_TIMEOUT_MS, calling `onTimeout` first. */
function reservingWithin(pool: Pool, onTimeout: () => void): Pool {
  const reserve = async () => {
    const reservation = pool.reserve();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ReserveTimeoutError(`no PostgreSQL connection within ${RESERVE_TIMEOUT_MS} ms`)), RESERVE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([reservation, timedOut]);
    } catch (error) {
      if (error instanceof ReserveTimeoutError) {
        // Should the reservation come after all, its connection goes straight back.
        reservation.then(
          (connection) => connection.release(),
          () => undefined,
        );
        onTimeout();
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
  return new Proxy(pool, { get: (target, property, receiver) => (property === "reserve" ? reserve : Reflect.get(target, property, receiver)) });
}

/** A kysely handle over its own pool, typed by the caller's schema; `destroy()` closes the pool. */
export function createDatabase<Schema>(connectionString: string, options: ConnectionOptions = {}): Kysely<Schema> {
  const pool = reservingWithin(createPostgres(connectionString, options), () => undefined);
  return new Kysely<Schema>({ dialect: new PostgresJSDialect({ postgres: pool }) });
}

let shared: { database: Kysely<unknown>; pool: Pool } | undefined;

/**
 * The process-wide handle: one pool per process. Platform knows no tables, so
 * the caller names the schema; the app's typed handle is `db()` in
 * modules/database.ts, which names every module's tables.
 */
export function sharedDatabase<Schema = unknown>(): Kysely<Schema> {
  if (!shared) {
    const pool = createPostgres(config().DATABASE_URL);
    // A pool that lost a reservation may have lost more (and connections with them): the next query gets a fresh one.
    const database = new Kysely<unknown>({
      dialect: new PostgresJSDialect({ postgres: reservingWithin(pool, () => retireSharedPool(pool, CLOSE_TIMEOUT_SECONDS)) }),
    });
    shared = { pool, database };
  }
  // A schema is a compile-time view: every view shares this one pool.
  return shared.database as Kysely<Schema>;
}

/**
 * Stops handing out `pool` (the next `sharedDatabase()` opens a fresh one)
 * and ends it, giving the queries under way `graceSeconds`: then every one
 * still waiting on it fails, and its callers already handle that (a 500, a
 * job retried).
 */
function retireSharedPool(pool: Pool, graceSeconds: number): void {
  if (shared?.pool !== pool) return;
  logger.warn("the PostgreSQL pool is replaced by a fresh one", { graceSeconds });
  shared = undefined;
  void pool.end({ timeout: graceSeconds }).catch(() => undefined);
}

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
      logger.warn("a PostgreSQL connection was lost during a write", { error: String(error) });
      if (shared) retireSharedPool(shared.pool, 0);
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
