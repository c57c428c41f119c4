import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { createPostgres } from "../../infra/testing/raw-sql.ts";
import { closeDatabase, sharedDatabase } from "./index.ts";

// Another pool, to watch the shared one's sessions from outside.
const observer = createPostgres(process.env.DATABASE_URL!, { poolSize: 1 });

afterAll(async () => {
  await observer.end();
  await closeDatabase();
});

async function untilRunning(marker: string): Promise<void> {
  for (;;) {
    const rows = await observer`select 1 from pg_stat_activity where state = 'active' and query like ${`%${marker}%`} and pid <> pg_backend_pid()`;
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// Under postgres.js 3.4.9 (the pool's driver until decision 0024) ending a connection reserved when the end began never
// finished (porsager/postgres#925): a web process stopped while serving requests hung for ever.
it("closes the pool when a query is under way as it starts closing, letting that query finish", async () => {
  // Given a query under way on the shared pool.
  const marker = `close-while-busy-${Date.now()}`;
  const running = sql<{ done: string }>`select pg_sleep(0.2), ${sql.lit(marker)}::text as done`.execute(sharedDatabase());
  await untilRunning(marker);

  // When the pool closes, then it closes (a hang fails the test by its timeout), and the query finished first.
  await closeDatabase();
  expect((await running).rows[0]?.done).toBe(marker);

  // And a new pool opens for whoever asks next.
  const { rows } = await sql<{ one: number }>`select 1 as one`.execute(sharedDatabase());
  expect(rows[0]?.one).toBe(1);
});
