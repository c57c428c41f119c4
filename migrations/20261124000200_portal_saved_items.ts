import { sql, type Kysely } from "kysely";

/** The portal's saved content (owned by modules/portal/saved): one row per student and saved article, scholarship or school. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table saved_items (
      id text primary key,
      user_id text not null,
      content_type text not null,
      content_id text not null,
      personal_notes text,
      status text not null,
      priority text not null,
      saved_at timestamptz not null,
      updated_at timestamptz not null,
      unique (user_id, content_type, content_id)
    )`.execute(db);
  await sql`create index saved_items_user_saved_at on saved_items (user_id, saved_at desc)`.execute(db);
}
