import { sql, type Kysely } from "kysely";

/**
 * Official fees' dates (decision 0038): when a fee applies (`effective_from`,
 * null when its source gives none) apart from when its source was read
 * (`as_of` becomes `checked_on`), and every figure with its effective date
 * (`schedule`), so the planner reads the one in force on its day. The
 * up-front costs projection's version goes up with this, so the worker refills
 * them from the events.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table upfront_costs rename column as_of to checked_on`.execute(db);
  await sql`alter table upfront_costs add column effective_from date`.execute(db);
  await sql`alter table upfront_costs add column schedule jsonb not null default '[]'`.execute(db);
}
