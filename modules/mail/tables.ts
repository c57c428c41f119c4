import type { ColumnType } from "kysely";
import type { EmailAttachment } from "./mailer.ts";

export interface EmailOutboxTable {
  /** "<event id>:<recipient role>": one row per email however often its event is delivered. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `[{ filename, contentType, content }]` as JSON; null when the email has none. */
  attachments: ColumnType<EmailAttachment[] | null, string | null | undefined, string | null>;
  created_at: Date;
}

export interface MailTables {
  email_outbox: EmailOutboxTable;
}
