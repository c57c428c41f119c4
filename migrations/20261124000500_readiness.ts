import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table readiness_inputs (
      user_id text primary key,
      profile_completeness double precision not null default 0,
      quiz_completed boolean not null default false,
      checklist_tasks_total integer not null default 0,
      checklist_tasks_completed integer not null default 0,
      score integer not null default 0,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table readiness_items (
      user_id text not null,
      kind text not null,
      item_id text not null,
      primary key (user_id, kind, item_id)
    )`.execute(db);
  await sql`
    create table readiness_daily_scores (
      user_id text not null,
      day date not null,
      score integer not null,
      primary key (user_id, day)
    )`.execute(db);
}
