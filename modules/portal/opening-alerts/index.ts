// "Tell me when it opens" (issue 26 item 3, decision 0044): a student's standing request to be emailed once when an
// award's new cycle is confirmed; until then a tentative entry in their calendar feed, after it the award's reminders.
export { cancelOpeningAlert, requestOpeningAlert, UnknownScholarshipError } from "./commands.ts";
export { openingAlertDecider, type OpeningAlertCommand } from "./decide.ts";
export { OpeningAlertCancelled, OpeningAlertRequested, openingAlertStream } from "./events.ts";
export { openingAlertsNotifier, openingAlertsNotifierProjection } from "./notifier.ts";
export { openingAlertsProjection } from "./projection.ts";
export {
  confirmedOpeningAlerts,
  hasOpeningAlert,
  OPENING_SOON_DAYS,
  openingAlertCalendarItems,
  openingAlertControl,
  openingAlertCounts,
  openingAlertScholarshipsOf,
  openingSoon,
  studentsWithOpeningAlert,
  type ConfirmedOpeningAlert,
  type OpeningAlertCalendarItem,
  type OpeningAlertControl,
  type OpeningSoonRow,
} from "./queries.ts";
export { openingAlertFormSchema, type OpeningAlertForm } from "./schemas.ts";
export type { OpeningAlertsTables } from "./tables.ts";
