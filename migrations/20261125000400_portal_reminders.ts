import { sql, type Kysely } from "kysely";

/**
 * Deadline reminders already sent (owned by modules/portal/reminders, decision 0012): one row per
 * reminder email, written in the same transaction as the email, so a job that runs twice sends once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table reminders_sent (
      id text primary key,
      user_id text not null,
      kind text not null,
      item_id text not null,
      deadline text not null,
      days integer not null,
      sent_at timestamptz not null
    )`.execute(db);
  await sql`create index reminders_sent_user on reminders_sent (user_id)`.execute(db);
}
