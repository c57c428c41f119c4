import type { Transaction } from "kysely";
import type { EmailAttachment } from "./tables.ts";
export { type EmailAttachment } from "./tables.ts";

export interface OutgoingEmail {
  /** Idempotency key: "<event id>:<recipient role>". */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Optional files; absent or empty: none. */
  attachments?: EmailAttachment[];
  /**
   * The personal-data subjects (decision 0010) this email holds data of: a
   * user id, `consultation:{id}`. Forgetting one (`forgetEmailsAbout`) removes
   * the outbox copy. Absent: none beyond its recipient (`forgetRecipient`).
   */
  about?: readonly string[];
  /** The event's time, so the outbox reads the same however late the projector runs. */
  createdAt: Date;
}

/**
 * The mail port. `send` runs inside a side-effect projection's transaction:
 * an adapter either writes in it (the outbox, so a rolled-back batch leaves no
 * row) or makes a retry harmless (Resend's idempotency key).
 */
export interface Mailer {
  readonly name: "outbox" | "resend";
  send<Given>(trx: Transaction<Given>, email: OutgoingEmail): Promise<void>;
}
