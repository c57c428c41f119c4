import type { ColumnType } from "kysely";
import type { ExclusiveEventType } from "./events.ts";

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

export interface PortalEventsTables {
  exclusive_events: ExclusiveEventsTable;
  event_registrations: EventRegistrationsTable;
  calendar_feeds: CalendarFeedsTable;
}
