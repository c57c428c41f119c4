import { config } from "../platform/index.ts";
import type { Mailer } from "./mailer.ts";
import { outboxMailer } from "./outbox.ts";
import { resendMailer } from "./resend-mailer.ts";

/** Resend when RESEND_API_KEY is set, else the outbox table. */
export function configuredMailer(): Mailer {
  const { RESEND_API_KEY, RESEND_BASE_URL, MAIL_FROM } = config();
  return RESEND_API_KEY ? resendMailer({ apiKey: RESEND_API_KEY, baseUrl: RESEND_BASE_URL, from: MAIL_FROM }) : outboxMailer;
}
