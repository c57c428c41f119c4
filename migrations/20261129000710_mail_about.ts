import { sql, type Kysely } from "kysely";

/**
 * Personal-data erasure (decision 0029): each outbox row names the personal-data
 * subjects its email holds data of (a user id, `consultation:{id}`), so
 * erasing a consultation request or deleting the student who sent it removes
 * the copies of its emails. Rows written before hold none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table email_outbox add column about text[] not null default '{}'`.execute(db);
  await sql`create index email_outbox_about on email_outbox using gin (about)`.execute(db);
}
