import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table shortlist_entries (
      id text primary key,
      user_id text not null,
      school_id text not null,
      status text not null,
      priority text not null,
      notes text not null default '',
      added_at timestamptz not null,
      updated_at timestamptz not null,
      unique (user_id, school_id)
    )`.execute(db);
}
