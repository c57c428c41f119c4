import { sql, type Kysely } from "kysely";

/**
 * A scholarship's eligibility rules and obligations as values (issue 26 item
 * 4). The funding projection's version goes up with this, so the worker
 * refills them from the events.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table scholarships
    add column eligibility_rules jsonb not null default '{"citizenships":[],"minAge":null,"maxAge":null,"minWorkYears":null,"cxc":[]}',
    add column obligations jsonb not null default '{"bondYears":null,"returnHomeYears":null,"serviceHours":null}'`.execute(db);
}
