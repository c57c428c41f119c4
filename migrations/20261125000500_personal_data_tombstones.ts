import { sql, type Kysely } from "kysely";

/**
 * A forgotten subject keeps a tombstone (no key, the time it was forgotten)
 * instead of losing its row (decision 0010 addendum): without one, a sealed
 * event appended for that subject after its deletion created a fresh key, and
 * every older event sealed under the destroyed one then failed to open
 * instead of reading as null.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table personal_data_keys alter column key drop not null`.execute(db);
  await sql`alter table personal_data_keys add column forgotten_at timestamptz`.execute(db);
  await sql`alter table personal_data_keys add constraint personal_data_keys_key_or_tombstone check ((key is null) = (forgotten_at is not null))`.execute(db);
}
