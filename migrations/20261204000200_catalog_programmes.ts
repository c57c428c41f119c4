import { sql, type Kysely } from "kysely";

/**
 * Programme records (owned by modules/catalog/programmes, decision 0047): one row per programme of a
 * school, its fields of study as pathway slugs (searched by pathway), and the facts a source states.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table programmes (
      id text primary key,
      school_id text not null,
      name text not null,
      slug text not null,
      level text,
      fields text[] not null default '{}',
      duration_months integer,
      duration_text text,
      start_months integer[] not null default '{}',
      cxc_prerequisites text,
      fee jsonb,
      source jsonb,
      is_active boolean not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  // Not a unique constraint: the commands keep a slug unique within its school, and a projection must never stall on a row.
  await sql`create index programmes_school on programmes (school_id, slug)`.execute(db);
  await sql`create index programmes_fields on programmes using gin (fields)`.execute(db);
}
