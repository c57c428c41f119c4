import { sql, type Kysely } from "kysely";

/*
 * A document is found by where it is as well as by what it says: a programme
 * by its school's name and destination ("nursing jamaica"), a school by its
 * destination ("engineering canada"). `school_id` and `destination_id` say
 * what a document belongs to; `context` holds their names, kept up by the
 * search projection's derived step whenever the school or destination changes,
 * and is weighted B in the vector with the summary: where a school is counts
 * as much as what it says of itself, more than a mention in its text.
 * The vector is added back last, so a rebuild can still set it aside
 * (replay.ts). The projection's version goes up, so the worker rebuilds it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table search_documents drop column search_vector`.execute(db);
  await sql`alter table search_documents add column school_id text, add column destination_id text, add column context text not null default ''`.execute(db);
  await sql`
    alter table search_documents add column search_vector tsvector generated always as (
      setweight(to_tsvector('english', title), 'A') ||
      setweight(to_tsvector('english', summary || ' ' || context), 'B') ||
      setweight(to_tsvector('english', body), 'C')
    ) stored`.execute(db);
  await sql`create index search_documents_vector on search_documents using gin (search_vector)`.execute(db);
  await sql`create index search_documents_school on search_documents (school_id) where school_id is not null`.execute(db);
  await sql`create index search_documents_destination on search_documents (destination_id) where destination_id is not null`.execute(db);
}
