import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  // A deadline names the cycle it belongs to, a note for when there is none, and its source.
  // The funding projection's version goes up with this, so the worker refills them from the events.
  await sql`
    alter table scholarships
      add column deadline_cycle text,
      add column deadline_note text,
      add column deadline_source_url text`.execute(db);
}
