import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table users (
      id text primary key,
      email text not null,
      first_name text,
      last_name text,
      profile_image_url text,
      is_admin boolean not null default false,
      password_hash text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create unique index users_email on users (lower(email))`.execute(db);
}
