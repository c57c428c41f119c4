import { sql, type Kysely } from "kysely";

/**
 * How far a scholarship's source can be trusted (issue 26): high, the
 * official page; medium, a reputable secondary source; null, not graded. The
 * funding projection's version goes up with this, so the worker refills it
 * from the events.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table scholarships
    add column source_confidence text check (source_confidence in ('high', 'medium'))`.execute(db);
}
