import { sql, type Kysely } from "kysely";

/**
 * Signed-in devices and the admins' second factor.
 *
 * - user_sessions gain a public id (what the devices list's forms name: never
 *   the cookie's secret), a summary of the browser that signed in, and when
 *   the session passed the second factor (null: password only), and whether
 *   it was the one the account's sign-up began (the dashboard's greeting).
 * - second_factors holds each account's TOTP secret and replay guard, and
 *   recovery_codes the salted hashes of its recovery codes: operational
 *   state outside the event store, like sessions (decision 0028).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table user_sessions add column public_id uuid not null default gen_random_uuid()`.execute(db);
  await sql`alter table user_sessions add column device text`.execute(db);
  await sql`alter table user_sessions add column second_factor_verified_at timestamptz`.execute(db);
  await sql`alter table user_sessions add column began_with_sign_up boolean not null default false`.execute(db);
  await sql`create unique index user_sessions_public_id on user_sessions (public_id)`.execute(db);
  await sql`
    create table second_factors (
      user_id text primary key,
      secret text not null,
      created_at timestamptz not null,
      confirmed_at timestamptz,
      last_used_step integer not null default 0
    )`.execute(db);
  await sql`
    create table recovery_codes (
      user_id text not null,
      salt text not null,
      code_hash text not null,
      used_at timestamptz,
      primary key (user_id, code_hash)
    )`.execute(db);
}
