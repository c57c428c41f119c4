// Portal events: our programme of webinars, workshops, Q&As and panels, students' registrations (capacity held
// under concurrency) and their cancellations, the admin's editor (create, revise, reschedule, cancel, restore),
// the emails (confirmation with an .ics, new time, cancellation), and each student's personal calendar feed.
export {
  cancelEventRegistration,
  cancelExclusiveEvent,
  createExclusiveEvent,
  exclusiveEventForEditing,
  registerForEvent,
  resetCalendarFeed,
  restoreExclusiveEventVersion,
  reviseExclusiveEvent,
  setEventMeetingLink,
  syncExclusiveEvent,
  type Registration,
} from "./commands.ts";
export {
  CancelledEventEditError,
  EventCancelledError,
  EventCompletedError,
  EventFullError,
  eventStatus,
  RegistrationNotCancellableError,
  UnknownExclusiveEventError,
  type ExclusiveEventDetails,
} from "./decide.ts";
export { EVENT_TIME_ZONE, EVENT_TIME_ZONE_NAME, eventDate, eventDay, eventDuration, eventLocalDateTime, eventTime } from "./display.ts";
export {
  CalendarFeedReset,
  calendarFeedStream,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  EventMeetingLinkSet,
  EventRegistered,
  EventRegistrationCancelled,
  ExclusiveEventCancelled,
  ExclusiveEventRescheduled,
  ExclusiveEventRevised,
  ExclusiveEventScheduled,
  exclusiveEventStream,
  type ExclusiveEventContent,
  type ExclusiveEventType,
} from "./events.ts";
export { exclusiveEventHistory, type ExclusiveEventHistory } from "./history.ts";
export { cancelRegistrationSchema, eventIdSchema, exclusiveEventFormSchema, registerForEventSchema, type ExclusiveEventEdit } from "./schemas.ts";
export { eventsNotifier, eventsNotifierProjection } from "./notifier.ts";
export { calendarFeedsProjection, exclusiveEventsProjection } from "./projection.ts";
export {
  ADMIN_EVENT_STATUS_FILTERS,
  adminExclusiveEvents,
  calendarFeedFor,
  calendarFeedTokenOf,
  exclusiveEvent,
  exclusiveEventFor,
  exclusiveEventsFor,
  registeredEventsOf,
  studentsRegisteredFor,
  type AdminEventRow,
  type AdminEventStatusFilter,
  type ExclusiveEventView,
} from "./queries.ts";
