import { sql, type Kysely } from "kysely";

/**
 * The institution directory (owned by modules/directory, decision 0046): every
 * institution of the destinations an open data set lists, one row per entry,
 * replaced whole by each DirectoryEntryListed or DirectoryEntryRevised event.
 * Slugs share `/schools/{slug}` with the profiled schools.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table directory_entries (
      id text primary key,
      slug text not null unique,
      name text not null,
      destination_id text not null,
      country_code text not null,
      country text not null,
      region text,
      city text,
      website text,
      application_url text,
      type text,
      control text,
      figures jsonb not null,
      dataset jsonb not null,
      profiled_school_id text,
      is_active boolean not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index directory_entries_destination on directory_entries (destination_id, name)`.execute(db);
  await sql`create index directory_entries_profiled_school on directory_entries (profiled_school_id) where profiled_school_id is not null`.execute(db);
}
