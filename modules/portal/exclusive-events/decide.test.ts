import { describe, it } from "vitest";
import { deciderSpec } from "../../eventstore/testing.ts";
import { calendarFeedDecider } from "./calendar-feed.ts";
import { EventCompletedError, EventFullError, exclusiveEventDecider, UnknownExclusiveEventError } from "./decide.ts";
import {
  CalendarFeedReset,
  EventMeetingLinkSet,
  EventRegistered,
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
