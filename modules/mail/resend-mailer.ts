import { Resend } from "resend";
import { db, mailView, type Db } from "./db.ts";
import type { Mailer, OutgoingEmail } from "./mailer.ts";

/** What Resend answered about one email: its message id, or why it refused. */
type ProviderAnswer = { messageId: string } | { error: string };

/**
 * Keeps Resend's answer on the email's outbox row (no body: Resend holds it,
 * decision 0017), creating the row on the first answer. An acceptance clears
 * an earlier refusal; a refusal never wipes an id already recorded.
 */
async function recordAnswer(database: Db, email: OutgoingEmail, answer: ProviderAnswer): Promise<void> {
  const answered =
    "messageId" in answer
      ? { provider_message_id: answer.messageId, provider_error: null, provider_answered_at: new Date() }
      : { provider_error: answer.error, provider_answered_at: new Date() };
  await database
    .insertInto("email_outbox")
    .values({
      id: email.id,
      to: email.to,
      subject: email.subject,
      text: null,
      html: null,
      attachments: null,
      about: [...(email.about ?? [])],
      created_at: email.createdAt,
      ...answered,
    })
    .onConflict((oc) => oc.column("id").doUpdateSet(answered))
    .execute();
}

/**
 * Sends through Resend. The email's id goes out as the Idempotency-Key header,
 * so when a projection batch is retried after a crash Resend answers the
 * repeated call without sending again (Resend keeps keys for 24 hours), with
 * the same message id. Resend's answer is kept on the email's outbox row for
 * the operations page: an acceptance in the projection's transaction (a
 * rolled-back batch is sent again and answered again), a refusal outside it,
 * since the batch is about to roll back and the refusal must survive that.
 */
export function resendMailer(options: { apiKey: string; from: string; baseUrl?: string }): Mailer {
  const resend = new Resend(options.apiKey, options.baseUrl ? { baseUrl: options.baseUrl.replace(/\/$/, "") } : undefined);
  return {
    name: "resend",
    async send(trx, email) {
      const { data, error } = await resend.emails.send(
        {
          from: options.from,
          to: [email.to],
          subject: email.subject,
          text: email.text,
          html: email.html,
          ...(email.attachments?.length
            ? {
                attachments: email.attachments.map((file) => ({
                  filename: file.filename,
                  contentType: file.contentType,
                  content: Buffer.from(file.content, "utf8"),
                })),
              }
            : {}),
        },
        { idempotencyKey: email.id },
      );
      if (error || !data) {
        const refusal = error ? `${error.statusCode ?? "no answer"} ${error.name}: ${error.message}` : "no answer: Resend sent no message id";
        await recordAnswer(db(), email, { error: refusal });
        // Throwing rolls the batch back and the projector retries it with backoff.
        throw new Error(`Resend refused email ${email.id}: ${refusal}`);
      }
      await recordAnswer(mailView(trx), email, { messageId: data.id });
    },
  };
}
