import { sql, type Kysely } from "kysely";

/** Mail may carry attachments (an event's .ics): kept with the outbox copy, `[{ filename, contentType, content }]`, null when none. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table email_outbox add column attachments jsonb`.execute(db);
}
