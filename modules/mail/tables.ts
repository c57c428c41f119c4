export interface EmailOutboxTable {
  /** "<event id>:<recipient role>": one row per email however often its event is delivered. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: Date;
}

export interface MailTables {
  email_outbox: EmailOutboxTable;
}
