import { sql, type Kysely } from "kysely";

/**
 * Search ranks the documents whose titles hold the query's terms from an
 * index alone before scoring a few of them exactly: each
 * title's terms, one row per document, with what picking candidates needs
 * (whether the document can be found, its title's length, how often the term
 * occurs in the whole document). The projection fills it: its version went
 * up, so the worker rebuilds it on start. The trigram index over title and
 * summary served a fuzzy match of every title that typo correction in the
 * word table now does, and only slowed every write.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table search_title_terms (
      term text not null,
      document_id text not null,
      type text not null,
      visible boolean not null,
      deadline text,
      title_length integer not null,
      occurrences integer not null,
      -- Everything picking candidates reads, so it reads the index alone.
      primary key (term, document_id) include (type, visible, deadline, title_length, occurrences)
    )`.execute(db);
  await sql`create index search_title_terms_document on search_title_terms (document_id)`.execute(db);
  // By definition, not by name: an older rebuild gave the copies PostgreSQL's own index names.
  await sql`
    do $$ declare found record; begin
      for found in select indexrelid::regclass as name from pg_index
        where indrelid = 'search_documents'::regclass and pg_get_indexdef(indexrelid) like '%gin_trgm_ops%'
      loop execute format('drop index %s', found.name); end loop;
    end $$`.execute(db);
}
