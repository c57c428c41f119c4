import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { EventStoreTables } from "../eventstore/tables.ts";
import type { IdentityTables } from "../identity/tables.ts";
import type { CatalogTables } from "../catalog/tables.ts";
import type { ContentTables } from "../content/tables.ts";
import type { FundingTables } from "../funding/tables.ts";
import type { QuizTables } from "../quiz/tables.ts";
import type { SearchTables } from "../search/tables.ts";
import type { CounselingTables } from "../counseling/tables.ts";
import type { MailTables } from "../mail/tables.ts";
import { config } from "./config.ts";

// int8 (event positions, counts) as JS numbers: positions stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// Calendar dates (deadlines) stay "YYYY-MM-DD": a Date would shift them by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Database = EventStoreTables & IdentityTables & CatalogTables & ContentTables & FundingTables & SearchTables & QuizTables & CounselingTables & MailTables;
export type Db = Kysely<Database>;

export function createDatabase(connectionString: string, poolSize = 10): Db {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // Idle connections close on their own so a stopping process is never held open.
    idleTimeoutMillis: 10_000,
    allowExitOnIdle: true,
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

let shared: Db | undefined;

/** The process-wide database handle. */
export function db(): Db {
  shared ??= createDatabase(config().DATABASE_URL);
  return shared;
}

export async function closeDatabase(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.destroy();
}
