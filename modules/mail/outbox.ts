import type { Selectable } from "kysely";
import { sql } from "kysely";
import type { Handle } from "../platform/index.ts";
import { db, mailView, type Db } from "./db.ts";
import type { Mailer } from "./mailer.ts";
import type { EmailOutboxTable } from "./tables.ts";

/** The default adapter: emails are kept in `email_outbox`, written in the projection's transaction. */
export const outboxMailer: Mailer = {
  name: "outbox",
  async send(trx, email) {
    await mailView(trx)
      .insertInto("email_outbox")
      .values({
        id: email.id,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        attachments: email.attachments?.length ? JSON.stringify(email.attachments) : null,
        about: [...(email.about ?? [])],
        created_at: email.createdAt,
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  },
};

/** An email the outbox kept whole (the outbox adapter's rows; Resend's rows keep no body). */
export type OutboxEmail = Selectable<EmailOutboxTable> & { text: string; html: string };

/** Emails kept whole in the outbox, oldest first, optionally only those to one address: for operators and tests. */
export async function outboxEmails(filter: { to?: string } = {}, database: Db = db()): Promise<OutboxEmail[]> {
  let query = database.selectFrom("email_outbox").selectAll().where("text", "is not", null).where("html", "is not", null);
  if (filter.to) query = query.where("to", "=", filter.to);
  return query.orderBy("created_at").orderBy("id").$narrowType<{ text: string; html: string }>().execute();
}

/** The provider's answer about one outbox row, and what the operations page lists of it. */
export type OutboxRow = Pick<
  Selectable<EmailOutboxTable>,
  "id" | "to" | "subject" | "created_at" | "provider_message_id" | "provider_error" | "provider_answered_at"
>;

/** The newest emails of the outbox, whichever adapter wrote them, without their bodies: for the operations page. */
export async function newestOutboxRows(limit: number, database: Db = db()): Promise<OutboxRow[]> {
  return database
    .selectFrom("email_outbox")
    .select(["id", "to", "subject", "created_at", "provider_message_id", "provider_error", "provider_answered_at"])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * Removes every outbox copy of the emails sent to an address: a deleted
 * account's address and names must not stay readable here (decision 0010).
 */
export async function forgetRecipient(email: string, database: Db = db()): Promise<void> {
  await database
    .deleteFrom("email_outbox")
    .where((eb) => eb(eb.fn("lower", ["to"]), "=", email.trim().toLowerCase()))
    .execute();
}

/**
 * Removes every outbox copy of the emails that hold a subject's personal data
 * (`OutgoingEmail.about`): an erased consultation request's, or a deleted
 * student's. Called from side-effect projections in their transaction, so it
 * runs after the emails it removes were written (decision 0029).
 */
export async function forgetEmailsAbout<Given>(executor: Handle<Given>, subject: string): Promise<void> {
  await mailView(executor)
    .deleteFrom("email_outbox")
    .where(sql<boolean>`about @> array[${subject}]::text[]`)
    .execute();
}
