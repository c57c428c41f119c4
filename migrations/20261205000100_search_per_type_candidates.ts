import { sql, type Kysely } from "kysely";

/**
 * Search picks each type's candidates on its own, from reads an index bounds
 * (decision 0050): the text index gains the document's type as its first
 * column (btree_gin lets a GIN index hold a plain column), so "the first 40
 * programmes holding every word" reads programmes only; and the title terms
 * are read by term and type in the two orders candidates are taken in (the
 * first is the table's key), from the index alone. The
 * text index without the type served only queries that no longer run. The
 * search projection's tables are rebuilt by replay with their indexes as
 * defined here (replay.ts reads their definitions).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists btree_gin`.execute(db);
  await sql`create index search_documents_type_vector on search_documents using gin (type, search_vector)`.execute(db);
  // By definition, not by name: a rebuild gives the copies PostgreSQL's own index names.
  await sql`
    do $$ declare found record; begin
      for found in select indexrelid::regclass as name from pg_index
        where indrelid = 'search_documents'::regclass and pg_get_indexdef(indexrelid) like '%USING gin (search_vector)'
      loop execute format('drop index %s', found.name); end loop;
    end $$`.execute(db);
  // The key becomes the order the shortest titles are read in: the old one, read by term alone, looked cheaper
  // to the planner (it cannot know how many titles hold a term) than it was for a word 10,000 titles hold.
  await sql`alter table search_title_terms drop constraint search_title_terms_pkey`.execute(db);
  await sql`alter table search_title_terms add primary key (term, type, title_length, document_id) include (visible, occurrences)`.execute(db);
  await sql`create index search_title_terms_most_mentioned on search_title_terms (term, type, occurrences desc, document_id) include (visible, title_length)`.execute(
    db,
  );
}
