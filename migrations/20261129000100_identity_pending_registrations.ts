import { sql, type Kysely } from "kysely";

/**
 * Sign-up by emailed link. A sign-up waits here until its link is
 * opened (operational state, like password_reset_tokens: only the token's
 * SHA-256 is kept, used once, expiring). The names and password hash are the
 * student's, so a row goes once used or a day after it expired.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table pending_registrations (
      token_hash text primary key,
      email text not null,
      first_name text not null,
      last_name text not null,
      password_hash text not null,
      redirect_to text,
      quiz_answers jsonb,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index pending_registrations_expires on pending_registrations (expires_at)`.execute(db);
}
