import { sql, type Kysely } from "kysely";

/**
 * The account features: a verified-email flag on users, the students'
 * profile and notification preferences (read model of identity's events), and
 * password-reset tokens (operational state: only a hash of each token, used once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column email_verified_at timestamptz`.execute(db);
  await sql`
    create table user_profiles (
      user_id text primary key,
      education_level text,
      career_interests jsonb not null default '[]',
      preferred_destinations jsonb not null default '[]',
      target_start_month text,
      local_currency text,
      deadline_reminders boolean not null default true,
      event_emails boolean not null default true,
      expert_answer_emails boolean not null default true,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table password_reset_tokens (
      token_hash text primary key,
      user_id text not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index password_reset_tokens_user on password_reset_tokens (user_id)`.execute(db);
}
