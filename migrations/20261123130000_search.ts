import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create table search_documents (
      id text primary key,
      type text not null,
      entity_id text not null,
      slug text not null,
      title text not null,
      summary text not null,
      body text not null,
      visible boolean not null,
      extra jsonb not null,
      updated_at timestamptz not null,
      search_vector tsvector generated always as (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', summary), 'B') ||
        setweight(to_tsvector('english', body), 'C')
      ) stored
    )`.execute(db);
  await sql`create index search_documents_vector on search_documents using gin (search_vector)`.execute(db);
  await sql`create index search_documents_title_trigrams on search_documents using gin ((title || ' ' || summary) gin_trgm_ops)`.execute(db);
  // Every word that appears in a title or summary, to correct typos in queries ("medcine" -> "medicine").
  await sql`create table search_words (word text primary key)`.execute(db);
  await sql`create index search_words_trigrams on search_words using gin (word gin_trgm_ops)`.execute(db);
}
