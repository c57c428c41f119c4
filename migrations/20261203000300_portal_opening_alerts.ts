import { sql, type Kysely } from "kysely";

/**
 * "Tell me when it opens" (owned by modules/portal/opening-alerts, decision 0044): who asked about
 * which award (a read model), and the confirmation emails already sent, one row per student, award
 * and cycle, written in the same transaction as the email.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table opening_alerts (
      user_id text not null,
      scholarship_id text not null,
      requested_at timestamptz not null,
      primary key (user_id, scholarship_id)
    )`.execute(db);
  await sql`create index opening_alerts_scholarship on opening_alerts (scholarship_id)`.execute(db);
  await sql`
    create table opening_alert_emails (
      id text primary key,
      user_id text not null,
      scholarship_id text not null,
      cycle text not null,
      sent_at timestamptz not null
    )`.execute(db);
  await sql`create index opening_alert_emails_user on opening_alert_emails (user_id)`.execute(db);
}
