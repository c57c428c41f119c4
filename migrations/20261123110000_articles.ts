import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table articles (
      id text primary key,
      slug text not null unique,
      title text not null,
      excerpt text,
      content text not null,
      content_html text not null,
      headings jsonb not null,
      image_url text,
      category_id text,
      destination_id text,
      pathway_id text,
      read_time integer not null,
      is_published boolean not null,
      is_featured boolean not null,
      published_at timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index articles_published on articles (published_at desc) where is_published`.execute(db);
  await sql`create index articles_category on articles (category_id)`.execute(db);
}
