import { sql, type Kysely } from "kysely";

/**
 * `email_outbox` belongs to the mail module (modules/mail/tables.ts) but was
 * first created by the counseling migration, which is frozen: databases have
 * applied it. From here on the table's home is this migration, named for
 * mail (decision 0009): it ensures the table exists with the same definition,
 * creating it wherever counseling's copy is gone (a squash, a removed
 * module), and changing nothing, moving no row, where it already exists.
 * Later changes to the table are mail migrations.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Mail waiting to be sent (or, without RESEND_API_KEY, kept for operators and tests).
  // The id is "<event id>:<recipient role>", so an email is recorded once however often its event is delivered.
  await sql`
    create table if not exists email_outbox (
      id text primary key,
      "to" text not null,
      subject text not null,
      text text not null,
      html text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`comment on table email_outbox is 'Owned by the mail module (modules/mail); changed only by mail migrations.'`.execute(db);
}
