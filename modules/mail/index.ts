// Mail: one port, two adapters (the outbox table by default, Resend when configured).
export { configuredMailer } from "./configured.ts";
export { escapeHtml } from "./escape.ts";
export type { EmailAttachment, Mailer, OutgoingEmail } from "./mailer.ts";
export { forgetEmailsAbout, forgetRecipient, newestOutboxRows, outboxEmails, outboxMailer, type OutboxEmail, type OutboxRow } from "./outbox.ts";
export { resendMailer } from "./resend-mailer.ts";
export type { MailTables } from "./tables.ts";
