import { Resend } from "resend";
import type { Mailer } from "./mailer.ts";

/**
 * Sends through Resend. The email's id goes out as the Idempotency-Key header,
 * so when a projection batch is retried after a crash Resend answers the
 * repeated call without sending again (Resend keeps keys for 24 hours).
 */
export function resendMailer(options: { apiKey: string; from: string; baseUrl?: string }): Mailer {
  const resend = new Resend(options.apiKey, options.baseUrl ? { baseUrl: options.baseUrl.replace(/\/$/, "") } : undefined);
  return {
    name: "resend",
    async send(_trx, email) {
      const { error } = await resend.emails.send(
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
      // Throwing rolls the batch back and the projector retries it with backoff.
      if (error) throw new Error(`Resend refused email ${email.id}: ${error.message}`);
    },
  };
}
