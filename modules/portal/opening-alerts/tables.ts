// The opening alerts' tables (docs/conventions.md: a leaf, importing nothing).

/** A student's standing request to be told when an award's new cycle is confirmed (a read model of the award's alert stream). */
export interface OpeningAlertsTable {
  user_id: string;
  scholarship_id: string;
  /** The event's time: a replay rebuilds the same rows. */
  requested_at: Date;
}

/**
 * A confirmation email already sent: operational state kept beside the email
 * (as reminders_sent is), not a projection's table. One row per student, award
 * and confirmed cycle, written in the notifier's transaction with the email, so
 * a retried batch or a cycle confirmed twice sends one email.
 */
export interface OpeningAlertEmailsTable {
  /** The email's id, `opening-alert:<userId>:<scholarshipId>:<cycle key>`. */
  id: string;
  user_id: string;
  scholarship_id: string;
  /** The confirmed cycle as its source names it, for an operator's eyes. */
  cycle: string;
  sent_at: Date;
}

export interface OpeningAlertsTables {
  opening_alerts: OpeningAlertsTable;
  opening_alert_emails: OpeningAlertEmailsTable;
}
