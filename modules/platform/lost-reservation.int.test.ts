import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { createPostgres } from "../../infra/testing/raw-sql.ts";
import { closeDatabase, sharedDatabase } from "./index.ts";

// Another pool, to end the shared one's sessions from outside as a PostgreSQL restart would.
const observer = createPostgres(process.env.DATABASE_URL!, { poolSize: 1 });

afterAll(async () => {
  await observer.end();
  await closeDatabase();
});

// Under postgres.js 3.4.9 (the pool's driver until decision 0024) a query waiting for a connection was lost when the
// connections under it were ended (porsager/postgres#1195): after a PostgreSQL restart under load the worker's
// projection jobs waited for ever. Found by tests/resilience's fault test.
it("settles every transaction, waiting or under way, when PostgreSQL ends the pool's sessions, then serves", async () => {
  // Given more transactions than the shared pool has connections (10): the others wait for one.
  const sessions = new Set<number>();
  const transactions = Array.from({ length: 16 }, () =>
    sharedDatabase()
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        sessions.add(rows[0]!.pid);
        await sql`select pg_sleep(0.5)`.execute(trx);
      }),
  );
  while (sessions.size < 10) await new Promise((resolve) => setTimeout(resolve, 10));

  // When PostgreSQL ends every session of the pool.
  await observer`select pg_terminate_backend(pid) from unnest(${[...sessions]}::int[]) as pid`;

  // Then every transaction settles (one that waited for ever fails the test by its timeout), and the next query is served.
  const outcomes = await Promise.allSettled(transactions);
  expect(outcomes.some((outcome) => outcome.status === "rejected")).toBe(true);
  const { rows } = await sql<{ one: number }>`select 1 as one`.execute(sharedDatabase());
  expect(rows[0]?.one).toBe(1);
});
