import { sql, type Kysely } from "kysely";

/*
 * The directory brings thousands of institutions' names into the words a
 * query is corrected to, and a three-letter word stands for the shortest
 * words it begins: "med" would read as "medal", "media", "medaille" before
 * "medicine". `curated` marks the words of what we write ourselves (every
 * document but a directory entry), which a prefix stands for first. Every
 * word indexed so far is one of them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table search_words add column curated boolean not null default true`.execute(db);
}
