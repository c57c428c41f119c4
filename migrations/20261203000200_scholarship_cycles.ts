import { sql, type Kysely } from "kysely";

/**
 * A scholarship's latest cycle gains its opening day, earlier dated cycles are
 * kept, and an award may have no yearly window (decision 0043). The funding
 * projection's version goes up with this, so the worker refills them from the events.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table scholarships
    add column opens_on date,
    add column earlier_cycles jsonb not null default '[]',
    add column fixed_window boolean not null default true`.execute(db);
}
