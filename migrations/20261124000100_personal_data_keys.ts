import { sql, type Kysely } from "kysely";

/**
 * Keys that seal personal event fields, one per subject (decision 0010). Kept
 * apart from `events` on purpose: rows here may be deleted (that is how an
 * account's personal data is destroyed), while events never change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table personal_data_keys (
      subject text primary key,
      key bytea not null check (octet_length(key) = 32),
      created_at timestamptz not null default now()
    )`.execute(db);
}
