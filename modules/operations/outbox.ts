import { db, type Db } from "../database.ts";
import { config } from "../platform/index.ts";

/** One email as the operations page lists it. */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  /** The event the email came from: the email id is "{event id}:{role}" (reminders use their own ids). */
  eventId: string | null;
  createdAt: Date;
}

export interface OutboxView {
  /** "outbox": emails are kept here and not sent; "resend": they go to Resend, which keeps the delivery log. */
  adapter: "outbox" | "resend";
  emails: OutboxEntry[];
}

const EVENT_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):/i;

export function eventIdOfEmail(emailId: string): string | null {
  return EVENT_ID.exec(emailId)?.[1] ?? null;
}

/** The newest emails of the outbox table. */
export async function outboxOverview(limit = 50, database: Db = db()): Promise<OutboxView> {
  const rows = await database
    .selectFrom("email_outbox")
    .select(["id", "to", "subject", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return {
    adapter: config().RESEND_API_KEY ? "resend" : "outbox",
    emails: rows.map((row) => ({ id: row.id, to: row.to, subject: row.subject, eventId: eventIdOfEmail(row.id), createdAt: row.created_at })),
  };
}
