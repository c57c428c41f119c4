import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table categories (
      id text primary key,
      name text not null,
      slug text not null unique,
      description text,
      created_at timestamptz not null
    )`.execute(db);
  await sql`
    create table destinations (
      id text primary key,
      name text not null,
      slug text not null unique,
      description text not null,
      image_url text,
      is_popular boolean not null,
      is_caribbean boolean not null,
      content text not null,
      facts jsonb not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table pathways (
      id text primary key,
      name text not null,
      slug text not null unique,
      description text not null,
      icon_class text not null,
      color text not null,
      content text not null,
      details jsonb not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table schools (
      id text primary key,
      slug text not null unique,
      name text not null,
      destination_id text not null,
      type text not null check (type in ('university', 'college')),
      profile jsonb not null,
      is_featured boolean not null,
      is_active boolean not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index schools_destination on schools (destination_id)`.execute(db);
}
