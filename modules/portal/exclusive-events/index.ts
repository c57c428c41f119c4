// Portal events: our programme of webinars, workshops, Q&As and panels, students' registrations (capacity held
// under concurrency), the confirmation email with an .ics, and each student's personal calendar feed.
export { registerForEvent, resetCalendarFeed, setEventMeetingLink, syncExclusiveEvent, type Registration } from "./commands.ts";
export { EventCompletedError, EventFullError, eventStatus, UnknownExclusiveEventError } from "./decide.ts";
export { EVENT_TIME_ZONE, EVENT_TIME_ZONE_NAME, eventDate, eventDay, eventDuration, eventTime } from "./display.ts";
export {
  CalendarFeedReset,
  calendarFeedStream,
  EVENT_TYPES,
  EventMeetingLinkSet,
  EventRegistered,
  ExclusiveEventRevised,
  ExclusiveEventScheduled,
  exclusiveEventStream,
  type ExclusiveEventContent,
  type ExclusiveEventType,
} from "./events.ts";
export { eventIdSchema, registerForEventSchema } from "./schemas.ts";
export { parseCalendar, type ParsedCalendar } from "./ics-parse.ts";
export { eventsNotifier, eventsNotifierProjection } from "./notifier.ts";
export { calendarFeedsProjection, exclusiveEventsProjection } from "./projection.ts";
export {
  calendarFeedFor,
  calendarFeedTokenOf,
  exclusiveEvent,
  exclusiveEventFor,
  exclusiveEventsFor,
  registeredEventsOf,
  studentsRegisteredFor,
  type ExclusiveEventView,
} from "./queries.ts";
