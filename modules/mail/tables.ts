import type { ColumnType } from "kysely";

/** A file sent with an email (an event's .ics): text content, as the formats we send are text. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface EmailOutboxTable {
  /** "<event id>:<recipient role>": one row per email however often its event is delivered. */
  id: string;
  to: string;
  subject: string;
  /** The body the outbox keeps; null on a row of an email sent through Resend, which holds it (decision 0017). */
  text: string | null;
  html: string | null;
  /** `[{ filename, contentType, content }]` as JSON; null when the email has none (or was sent through Resend). */
  attachments: ColumnType<EmailAttachment[] | null, string | null | undefined, string | null>;
  created_at: Date;
  /** The personal-data subjects the email holds data of (decision 0029): forgetting one deletes the row. */
  about: ColumnType<string[], string[] | undefined, string[]>;
  /** Resend's id for the email once it accepted it; null while waiting, and always without a provider. */
  provider_message_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Resend's latest refusal while the projector retries; cleared once it accepts the email. */
  provider_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the provider last answered about this email. */
  provider_answered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface MailTables {
  email_outbox: EmailOutboxTable;
}
