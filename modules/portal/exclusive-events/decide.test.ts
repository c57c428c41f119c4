import { describe, it } from "vitest";
import { deciderSpec } from "../../eventstore/testing.ts";
import { calendarFeedDecider } from "./calendar-feed.ts";
import { EditConflictError, EditInvalidError, EntryExistsError, VersionNotFoundError, type EditorialCommand } from "../../eventstore/index.ts";
import {
  CancelledEventEditError,
  EVENT_FIELD_PROBLEMS,
  EventCancelledError,
  EventCompletedError,
  EventFullError,
  exclusiveEventDecider,
  RegistrationNotCancellableError,
  UnknownExclusiveEventError,
  type ExclusiveEventDetails,
} from "./decide.ts";
import {
  CalendarFeedReset,
  EventMeetingLinkSet,
  EventRegistered,
  EventRegistrationCancelled,
  ExclusiveEventCancelled,
  ExclusiveEventRescheduled,
  ExclusiveEventRevised,
  ExclusiveEventScheduled,
  type ExclusiveEventContent,
} from "./events.ts";

const spec = deciderSpec(exclusiveEventDecider);
const workshop: ExclusiveEventContent = {
  eventId: "scholarship-application-workshop",
  title: "Scholarship Application Workshop",
  description: "Hands-on.",
  type: "workshop",
  startsAt: "2027-01-14T23:00:00.000Z",
  durationMinutes: 90,
  presenter: "Study Compass Funding Team",
  presenterTitle: "Study Compass scholarship advisers",
  maxAttendees: 2,
  tags: ["Scholarships"],
  recordingUrl: null,
};
const scheduled = ExclusiveEventScheduled.create(workshop);
const before = new Date("2026-12-01T12:00:00Z");
const during = new Date("2027-01-15T00:00:00Z");
const after = new Date("2027-01-15T00:30:00Z");
const registrationA = "00000000-0000-4000-8000-00000000000a";
const registrationB = "00000000-0000-4000-8000-00000000000b";
const registrationC = "00000000-0000-4000-8000-00000000000c";
const aRegistered = EventRegistered.create({ eventId: workshop.eventId, userId: "student-a", registrationId: registrationA });
const bRegistered = EventRegistered.create({ eventId: workshop.eventId, userId: "student-b", registrationId: registrationB });
const register = (userId: string, registrationId: string, now = before) => ({
  kind: "register" as const,
  eventId: workshop.eventId,
  userId,
  registrationId,
  now,
});

describe("registering for an event", () => {
  it("given an upcoming event with seats, when a student registers, then they are registered", () => {
    spec.given([scheduled]).when(register("student-a", registrationA)).then([aRegistered]);
  });

  it("given the student registered, when they register again, then nothing more happens (one registration, no error)", () => {
    spec.given([scheduled, aRegistered]).when(register("student-a", registrationC)).then([]);
  });

  it("given every seat taken, when another student registers, then it is refused as full", () => {
    spec.given([scheduled, aRegistered, bRegistered]).when(register("student-c", registrationC)).then(new EventFullError(workshop.eventId));
  });

  it("given every seat taken, when a registered student registers again, then it is still one registration, not 'full'", () => {
    spec.given([scheduled, aRegistered, bRegistered]).when(register("student-b", registrationC)).then([]);
  });

  it("given an event without a maximum, when many register, then none is refused", () => {
    const open = ExclusiveEventScheduled.create({ ...workshop, maxAttendees: null });
    spec
      .given([open, aRegistered, bRegistered])
      .when(register("student-c", registrationC))
      .then([EventRegistered.create({ eventId: workshop.eventId, userId: "student-c", registrationId: registrationC })]);
  });

  it("given the event under way, when a student registers, then they may still join", () => {
    spec
      .given([scheduled])
      .when(register("student-a", registrationA, during))
      .then([aRegistered]);
  });

  it("given the event over, when a student registers, then it is refused as completed", () => {
    spec
      .given([scheduled])
      .when(register("student-a", registrationA, after))
      .then(new EventCompletedError(workshop.eventId));
  });

  it("given a revised event whose date moved later, when a student registers after the old date, then it is open", () => {
    const moved = ExclusiveEventRevised.create({ ...workshop, startsAt: "2027-02-14T23:00:00.000Z" });
    spec
      .given([scheduled, moved])
      .when(register("student-a", registrationA, after))
      .then([aRegistered]);
  });

  it("given no such event, when a student registers, then it is refused as unknown", () => {
    spec.given([]).when(register("student-a", registrationA)).then(UnknownExclusiveEventError);
  });
});

describe("the meeting link", () => {
  const setLink = (meetingLink: string | null) => ({ kind: "set-meeting-link" as const, eventId: workshop.eventId, meetingLink });

  it("given no link, when an operator sets one, then it is set", () => {
    spec
      .given([scheduled])
      .when(setLink("https://meet.example.org/abc"))
      .then([EventMeetingLinkSet.create({ eventId: workshop.eventId, meetingLink: "https://meet.example.org/abc" })]);
  });

  it("given the same link, when it is set again, then nothing changes", () => {
    spec
      .given([scheduled, EventMeetingLinkSet.create({ eventId: workshop.eventId, meetingLink: "https://meet.example.org/abc" })])
      .when(setLink("https://meet.example.org/abc"))
      .then([]);
  });

  it("given no such event, when a link is set, then it is refused as unknown", () => {
    spec.given([]).when(setLink(null)).then(UnknownExclusiveEventError);
  });
});

describe("a student cancelling their registration", () => {
  const cancel = (userId: string, now = before) => ({ kind: "cancel-registration" as const, eventId: workshop.eventId, userId, now });
  const aCancelled = EventRegistrationCancelled.create({ eventId: workshop.eventId, userId: "student-a", registrationId: registrationA });

  it("given a full event, when a registered student cancels, then their seat is freed and another student may take it", () => {
    spec.given([scheduled, aRegistered, bRegistered]).when(cancel("student-a")).then([aCancelled]);
    spec
      .given([scheduled, aRegistered, bRegistered, aCancelled])
      .when(register("student-c", registrationC))
      .then([EventRegistered.create({ eventId: workshop.eventId, userId: "student-c", registrationId: registrationC })]);
  });

  it("given a cancelled registration, when the student registers again while seats remain, then they are registered anew", () => {
    spec
      .given([scheduled, aRegistered, aCancelled])
      .when(register("student-a", registrationC))
      .then([EventRegistered.create({ eventId: workshop.eventId, userId: "student-a", registrationId: registrationC })]);
  });

  it("given the student is not registered (a second click), when they cancel, then nothing happens", () => {
    spec.given([scheduled, aRegistered, aCancelled]).when(cancel("student-a")).then([]);
  });

  it("given the event over, when a registered student cancels, then it is refused as completed", () => {
    spec.given([scheduled, aRegistered]).when(cancel("student-a", after)).then(new RegistrationNotCancellableError(workshop.eventId, "completed"));
  });

  it("given the event cancelled by an editor, when a registered student cancels, then it is refused as cancelled", () => {
    spec
      .given([scheduled, aRegistered, ExclusiveEventCancelled.create({ eventId: workshop.eventId })])
      .when(cancel("student-a"))
      .then(new RegistrationNotCancellableError(workshop.eventId, "cancelled"));
  });
});

describe("the admin's editor", () => {
  const details: ExclusiveEventDetails = { ...workshop, meetingLink: null };
  const edit = (command: EditorialCommand<ExclusiveEventDetails>, now = before) => ({
    kind: "edit" as const,
    eventId: workshop.eventId,
    edit: command,
    now,
  });
  const later = "2027-01-21T23:00:00.000Z";
  const rescheduled = ExclusiveEventRescheduled.create({ eventId: workshop.eventId, startsAt: later, previousStartsAt: workshop.startsAt });
  const cancelled = ExclusiveEventCancelled.create({ eventId: workshop.eventId });

  it("given nothing, when an editor creates an event with a link, then it is scheduled and its link set", () => {
    spec
      .given([])
      .when(edit({ kind: "create", content: { ...details, meetingLink: "https://meet.example.org/abc" } }))
      .then([scheduled, EventMeetingLinkSet.create({ eventId: workshop.eventId, meetingLink: "https://meet.example.org/abc" })]);
  });

  it("given an event, when an editor creates one on its id, then it is refused", () => {
    spec
      .given([scheduled])
      .when(edit({ kind: "create", content: details }))
      .then(EntryExistsError);
  });

  it("given nothing, when an editor creates an event starting in the past, then the start field is refused", () => {
    spec
      .given([])
      .when(edit({ kind: "create", content: details }, after))
      .then(new EditInvalidError({ startsAt: EVENT_FIELD_PROBLEMS.startsInPast }));
  });

  it("given an event, when an editor changes only the title, then it is revised and not rescheduled", () => {
    spec
      .given([scheduled])
      .when(edit({ kind: "revise", content: { ...details, title: "Funding Workshop" }, expectedVersion: 1 }))
      .then([ExclusiveEventRevised.create({ ...workshop, title: "Funding Workshop" })]);
  });

  it("given an event, when an editor moves its start and its title, then it is revised at the old time and rescheduled to the new", () => {
    spec
      .given([scheduled])
      .when(edit({ kind: "revise", content: { ...details, title: "Funding Workshop", startsAt: later }, expectedVersion: 1 }))
      .then([ExclusiveEventRevised.create({ ...workshop, title: "Funding Workshop" }), rescheduled]);
  });

  it("given registrations in the stream, when an editor saves from the editorial version they read, then it is no conflict", () => {
    spec
      .given([scheduled, aRegistered, bRegistered])
      .when(edit({ kind: "revise", content: { ...details, startsAt: later }, expectedVersion: 1 }))
      .then([rescheduled]);
  });

  it("given another editor saved since, when an editor saves from the version they read, then it is a conflict", () => {
    spec
      .given([scheduled, rescheduled])
      .when(edit({ kind: "revise", content: { ...details, title: "Funding Workshop" }, expectedVersion: 1 }))
      .then(new EditConflictError("event", 2, 1));
  });

  it("given two seats taken, when an editor lowers the capacity to one, then the capacity field is refused", () => {
    spec
      .given([scheduled, aRegistered, bRegistered])
      .when(edit({ kind: "revise", content: { ...details, maxAttendees: 1 }, expectedVersion: 1 }))
      .then(new EditInvalidError({ maxAttendees: EVENT_FIELD_PROBLEMS.belowSeatsTaken(2) }));
  });

  it("given an event, when an editor cancels it, then it is cancelled; cancelling again changes nothing", () => {
    spec
      .given([scheduled, aRegistered])
      .when(edit({ kind: "delete", expectedVersion: 1 }))
      .then([cancelled]);
    spec
      .given([scheduled, aRegistered, cancelled])
      .when(edit({ kind: "delete" }))
      .then([]);
  });

  it("given a cancelled event, when an editor revises it or a student registers, then both are refused", () => {
    spec
      .given([scheduled, cancelled])
      .when(edit({ kind: "revise", content: { ...details, title: "Again" }, expectedVersion: 2 }))
      .then(new CancelledEventEditError(workshop.eventId));
    spec.given([scheduled, cancelled]).when(register("student-a", registrationA)).then(new EventCancelledError(workshop.eventId));
  });

  it("given a rescheduled event, when an editor restores version 1, then it is rescheduled back, marked as a restore", () => {
    const back = ExclusiveEventRescheduled.create({ eventId: workshop.eventId, startsAt: workshop.startsAt, previousStartsAt: later });
    spec
      .given([scheduled, rescheduled])
      .when(edit({ kind: "restore", fromVersion: 1, expectedVersion: 2 }))
      .then([{ ...back, metadata: { restoredFromVersion: 1 } }]);
  });

  it("given an event, when an editor restores a version it never had, then it is refused", () => {
    spec
      .given([scheduled])
      .when(edit({ kind: "restore", fromVersion: 7, expectedVersion: 1 }))
      .then(VersionNotFoundError);
  });
});

describe("resetting the calendar feed link", () => {
  it("given never reset, when the student resets, then the link's generation becomes 1", () => {
    deciderSpec(calendarFeedDecider)
      .given([])
      .when({ kind: "reset", userId: "student-a" })
      .then([CalendarFeedReset.create({ userId: "student-a", generation: 1 })]);
  });

  it("given reset once, when the student resets again, then the generation moves on to 2", () => {
    deciderSpec(calendarFeedDecider)
      .given([CalendarFeedReset.create({ userId: "student-a", generation: 1 })])
      .when({ kind: "reset", userId: "student-a" })
      .then([CalendarFeedReset.create({ userId: "student-a", generation: 2 })]);
  });
});
