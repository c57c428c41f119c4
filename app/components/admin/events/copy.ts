import type { Outcome } from "~/components/outcome.tsx";

/** The admin event pages' words. */
export const ADMIN_EVENTS_COPY = {
  title: "Manage Events",
  lead: "Schedule, reschedule and cancel our webinars, workshops, Q&As and panels",
  newEvent: "New Event",
  allEvents: "All Events",
  found: (count: number) => `${count} ${count === 1 ? "event" : "events"} found`,
  searchLabel: "Search events",
  searchPlaceholder: "Search by title or presenter...",
  statusLabel: "Status",
  apply: "Apply filters",
  clearFilters: "Clear Filters",
  emptyTitle: "No events found",
  emptyFiltered: "Try another search or status.",
  emptyNone: "Get started by scheduling the first event.",
  edit: "Edit",
  history: "History",
  cancelEvent: "Cancel event",
  seats: (taken: number, capacity: number | null) => (capacity === null ? `${taken} registered (no maximum)` : `${taken}/${capacity} seats taken`),
  confirmCancel: (title: string) =>
    `Cancel "${title}"? Students will see it as cancelled, registration closes, and every registrant is emailed once. This cannot be undone.`,
  keepEvent: "Keep the event",
  confirmCancelButton: "Cancel event",
  cancelling: "Cancelling...",
  newTitle: "New Event",
  editTitle: "Edit Event",
  back: "Back to events",
  create: "Create Event",
  save: "Save Changes",
  saving: "Saving...",
  discard: "Discard",
  cancelledNotice: "This event was cancelled, so it can no longer be changed. Its history is kept.",
  seatsTakenHint: (taken: number) => `${taken} ${taken === 1 ? "seat is" : "seats are"} taken now. Leave empty for no maximum.`,
  startsAtHint: "Atlantic Standard Time (AST, UTC-4). Changing it reschedules the event: every registrant is emailed the new time.",
  tagsHint: "Separated by commas, for example: Scholarships, Interviews.",
  conflict:
    "Someone else saved this event after you opened it. Your changes are still in the form below; the version they saved is shown beside it. Save again to replace theirs with yours, or open the latest version to start from it.",
  openLatest: "Open the latest version",
  theirVersion: "The version saved meanwhile",
} as const;

export const EVENT_STATUS_FILTER_LABELS = { upcoming: "Upcoming", past: "Past", cancelled: "Cancelled", all: "All events" } as const;
export const EVENT_STATUS_LABELS = { upcoming: "Upcoming", completed: "Past", cancelled: "Cancelled" } as const;

export const EVENT_TOASTS = {
  created: { title: "Success", description: "Event created successfully", variant: "success" },
  updated: { title: "Success", description: "Event updated successfully", variant: "success" },
  rescheduled: { title: "Success", description: "Event rescheduled: every registrant is being emailed the new time.", variant: "success" },
  cancelled: { title: "Event cancelled", description: "Students now see it as cancelled, and every registrant is being emailed.", variant: "success" },
  createFailed: { title: "Error", description: "Failed to create event", variant: "destructive" },
  updateFailed: { title: "Error", description: "Failed to update event", variant: "destructive" },
  cancelFailed: { title: "Error", description: "Failed to cancel the event. Reload the list and try again.", variant: "destructive" },
} as const satisfies Record<string, Outcome>;
