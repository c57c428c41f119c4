/** A deadline reminder already sent: operational state kept beside its email (decision 0012), not a projection's table. */
export interface RemindersSentTable {
  /** The email's id, `reminder:<userId>:<kind>:<itemId>:<deadline>:<days>`: one row per reminder however often its job runs. */
  id: string;
  user_id: string;
  kind: string;
  item_id: string;
  /** "YYYY-MM-DD". */
  deadline: string;
  days: number;
  sent_at: Date;
}

export interface RemindersTables {
  reminders_sent: RemindersSentTable;
}
