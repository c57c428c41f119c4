import { sql, type Kysely } from "kysely";

/**
 * Server-side sessions (decision 0035): the cookie holds only a random id, this
 * table its SHA-256, so a leaked table yields no usable cookie. No foreign key
 * to `users`: that is a read model a replay swaps for a rebuilt copy.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table user_sessions (
      id_hash text primary key,
      user_id text not null,
      created_at timestamptz not null,
      last_seen_at timestamptz not null,
      idle_expires_at timestamptz not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index user_sessions_user on user_sessions (user_id)`.execute(db);
  await sql`create index user_sessions_idle_expiry on user_sessions (idle_expires_at)`.execute(db);
}
