import type { ColumnType } from "kysely";

// The value sets its columns hold live here, so this file imports nothing from the module (docs/conventions.md); browser.ts re-exports them.

// Portal events: what the browser may import too (no server code, no zod).
export const EVENT_TYPES = ["webinar", "workshop", "q_and_a", "panel_discussion"] as const;
export type ExclusiveEventType = (typeof EVENT_TYPES)[number];
export const EVENT_TYPE_LABELS: Readonly<Record<ExclusiveEventType, string>> = {
  webinar: "Webinar",
  workshop: "Workshop",
  q_and_a: "Q&A",
  panel_discussion: "Panel discussion",
};

/** An event of our programme (the spec's exclusive_events), with its seats taken. */
export interface ExclusiveEventsTable {
  id: string;
  title: string;
  description: string;
  type: ExclusiveEventType;
  starts_at: Date;
  duration_minutes: number;
  presenter: string;
  presenter_title: string;
  max_attendees: number | null;
  /** Seats taken, as the capacity check counts them. */
  registered_count: number;
  tags: ColumnType<string[], string, string>;
  meeting_link: string | null;
  recording_url: string | null;
  /** When an editor cancelled it (it stays listed, marked cancelled); null while it goes ahead. */
  cancelled_at: Date | null;
}

/** One student's seat at one event (the spec's event_registrations). */
export interface EventRegistrationsTable {
  id: string;
  event_id: string;
  user_id: string;
  registered_at: Date;
}

export interface CalendarFeedsTable {
  user_id: string;
  generation: number;
  reset_at: Date;
}

export interface ExclusiveEventsTables {
  exclusive_events: ExclusiveEventsTable;
  event_registrations: EventRegistrationsTable;
  calendar_feeds: CalendarFeedsTable;
}
