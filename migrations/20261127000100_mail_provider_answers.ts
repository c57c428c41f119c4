import { sql, type Kysely } from "kysely";

/**
 * The provider's answer for each email: with Resend
 * configured every email gets an outbox row too, holding Resend's message id
 * once it accepted the email, or its latest refusal while the projector
 * retries, and when it answered. Such a row keeps no body (text and html
 * null): Resend holds the email, and a verification or reset link must not
 * sit in our database as well (decision 0017).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table email_outbox
      alter column text drop not null,
      alter column html drop not null,
      add column provider_message_id text,
      add column provider_error text,
      add column provider_answered_at timestamptz
  `.execute(db);
}
