import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { closeDatabase, config, createDatabase, sharedDatabase } from "./index.ts";

afterAll(async () => {
  await closeDatabase();
});

// The values the code reads through kysely (decision 0024).
describe("the database pool's types", () => {
  it("reads int8 as a number, a calendar date as YYYY-MM-DD text and xid8 as text", async () => {
    const { rows } = await sql<{ count: unknown; deadline: unknown; xid: unknown }>`
      select count(*) as count, ${"2027-01-31"}::date as deadline, pg_current_xact_id()::text as xid from (values (1), (2)) as t(n)`.execute(sharedDatabase());
    expect(rows[0]).toEqual({ count: 2, deadline: "2027-01-31", xid: expect.stringMatching(/^\d+$/) });
  });

  it("takes an int8 parameter as a number and a date parameter as text", async () => {
    const { rows } = await sql<{ position: unknown; day: unknown }>`select ${9_007_199_254}::int8 + 1 as position, ${"2026-11-23"}::date as day`.execute(
      sharedDatabase(),
    );
    expect(rows[0]).toEqual({ position: 9_007_199_255, day: "2026-11-23" });
  });

  it("stores JSON text once, not as a JSON string, and an object as JSON", async () => {
    const { rows } = await sql<{ fromText: unknown; fromObject: unknown }>`
      select ${JSON.stringify({ a: [1, "x"] })}::jsonb as "fromText", ${sql.val({ a: [1, "x"] })}::jsonb as "fromObject"`.execute(sharedDatabase());
    expect(rows[0]).toEqual({ fromText: { a: [1, "x"] }, fromObject: { a: [1, "x"] } });
  });

  it("reads timestamps as Dates", async () => {
    const { rows } = await sql<{ at: unknown }>`select '2026-11-23T12:00:00Z'::timestamptz as at`.execute(sharedDatabase());
    expect(rows[0]?.at).toEqual(new Date("2026-11-23T12:00:00Z"));
  });
});

// A leaked transaction would hold every projection's horizon back (decision 0001); PostgreSQL ends it after a minute idle.
describe("a transaction left open", () => {
  it("is ended by PostgreSQL after a minute idle, so it cannot hold the projections' horizon back for long", async () => {
    const { rows } = await sql<{ setting: string }>`select current_setting('idle_in_transaction_session_timeout') as setting`.execute(sharedDatabase());
    expect(rows[0]?.setting).toBe("1min");
  });
});

// PostgreSQL restarting, or an operator ending a session, drops connections in the middle of transactions. postgres.js
// 3.4.9 left such a transaction, and every query queued behind it, pending for ever (decision 0024): a worker's job
// never finished and its projection stalled until the process was restarted.
describe("a connection PostgreSQL drops", () => {
  it("fails its transaction with an error, hands the queued transaction a fresh connection, and leaves the pool serving", async () => {
    const pool = createDatabase(config().DATABASE_URL, { poolSize: 1 });
    try {
      let holding = (_pid: number) => {};
      const pidOfHolder = new Promise<number>((resolve) => (holding = resolve));
      let endHolder = () => {};
      const holderMayGoOn = new Promise<void>((resolve) => (endHolder = resolve));
      const holder = pool.transaction().execute(async (trx) => {
        holding((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid);
        await holderMayGoOn;
        await sql`select 1`.execute(trx);
      });
      const pid = await pidOfHolder;
      // Waits for the pool's only connection.
      const queued = pool.transaction().execute(async (trx) => (await sql<{ one: number }>`select 1 as one`.execute(trx)).rows[0]!.one);
      await sql`select pg_terminate_backend(${pid})`.execute(sharedDatabase());
      endHolder();
      await expect(holder).rejects.toThrow();
      await expect(queued).resolves.toBe(1);
      const { rows } = await sql<{ two: number }>`select 2 as two`.execute(pool);
      expect(rows[0]?.two).toBe(2);
    } finally {
      await pool.destroy();
    }
  });
});
