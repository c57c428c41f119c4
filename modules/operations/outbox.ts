import { newestOutboxRows } from "../mail/index.ts";
import { config } from "../platform/index.ts";

/**
 * Where an email stands: `sent` (Resend accepted it), `retrying` (Resend
 * refused it and the projector tries again), or `kept` (written to the outbox
 * without a provider, so nothing sends it).
 */
export type OutboxStatus = "sent" | "retrying" | "kept";

/** One email as the operations page lists it. */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  /** The event the email came from: the email id is "{event id}:{role}" (reminders use their own ids). */
  eventId: string | null;
  createdAt: Date;
  status: OutboxStatus;
  /** Resend's answer: its message id or its latest refusal; null for an email kept without a provider. */
  providerAnswer: { messageId: string; at: Date | null } | { error: string; at: Date | null } | null;
}

export interface OutboxView {
  /** "outbox": emails are kept here and not sent; "resend": they go to Resend, whose answer each row keeps. */
  adapter: "outbox" | "resend";
  emails: OutboxEntry[];
}

const EVENT_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):/i;

export function eventIdOfEmail(emailId: string): string | null {
  return EVENT_ID.exec(emailId)?.[1] ?? null;
}

/** An email's status and Resend's answer, from its outbox row's provider columns. */
export function outboxStatus(row: {
  provider_message_id: string | null;
  provider_error: string | null;
  provider_answered_at: Date | null;
}): Pick<OutboxEntry, "status" | "providerAnswer"> {
  if (row.provider_message_id) return { status: "sent", providerAnswer: { messageId: row.provider_message_id, at: row.provider_answered_at } };
  if (row.provider_error) return { status: "retrying", providerAnswer: { error: row.provider_error, at: row.provider_answered_at } };
  return { status: "kept", providerAnswer: null };
}

/** The newest emails of the outbox table, with Resend's answer where it sent them. */
export async function outboxOverview(limit = 50): Promise<OutboxView> {
  // The outbox is mail's table: read through its door.
  const rows = await newestOutboxRows(limit);
  return {
    adapter: config().RESEND_API_KEY ? "resend" : "outbox",
    emails: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      eventId: eventIdOfEmail(row.id),
      createdAt: row.created_at,
      ...outboxStatus(row),
    })),
  };
}
