import postgres from "postgres";
import { IDLE_IN_TRANSACTION_TIMEOUT_MS, logger, type ConnectionOptions } from "../../modules/platform/index.ts";

/**
 * For test helpers and scripts that write raw SQL with postgres.js's tagged
 * templates (`createPostgres`): the same values the app's pool gives. postgres.js
 * would otherwise return int8 as strings, calendar dates as Date objects and
 * encode an already-serialised JSON string twice.
 */
const rawSqlTypes = {
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

/**
 * A postgres.js client with our types, for test helpers and scripts that write
 * raw SQL (creating and dropping databases, reading a table in an end-to-end
 * test); never the app's pool, which is `pg` (decision 0024). Idle connections close on their
 * own so a stopping process is never held open.
 */
export function createPostgres(
  connectionString: string,
  { poolSize = 10, idleInTransactionTimeoutMs = IDLE_IN_TRANSACTION_TIMEOUT_MS }: ConnectionOptions = {},
) {
  return postgres(connectionString, {
    max: poolSize,
    idle_timeout: 10,
    connection: { idle_in_transaction_session_timeout: idleInTransactionTimeoutMs },
    types: rawSqlTypes,
    // "already exists, skipping" and the like: useful when debugging, noise otherwise (postgres.js prints them by default).
    onnotice: (notice) => logger.debug("PostgreSQL notice", { message: notice.message }),
  });
}
