import { sql, type Kysely } from "kysely";

/**
 * Cancelled events stay in the programme, marked (decision 0038). The events
 * projection's version goes up with this.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table exclusive_events add column cancelled_at timestamptz`.execute(db);
}
