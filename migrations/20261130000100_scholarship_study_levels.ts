import { sql, type Kysely } from "kysely";

/**
 * The study levels a scholarship is for (decision 0032), empty when it does
 * not say (any level). The funding projection's version goes
 * up with this, so the worker refills them from the events.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table scholarships add column study_levels text[] not null default '{}'`.execute(db);
}
