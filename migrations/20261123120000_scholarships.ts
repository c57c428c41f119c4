import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table scholarships (
      id text primary key,
      slug text not null unique,
      title text not null,
      description text not null,
      provider text not null,
      amount text,
      currency text not null,
      deadline date,
      eligibility text,
      how_to_apply text,
      application_url text,
      source_url text,
      last_verified_on date,
      destination_id text,
      pathway_id text,
      is_featured boolean not null,
      is_active boolean not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
}
