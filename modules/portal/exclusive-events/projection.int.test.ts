import { afterAll, describe, expect, it } from "vitest";
import { closeProjectionsQueue } from "../../eventstore/index.ts";
import { projectionSpec } from "../../eventstore/testing.ts";
import { AccountDeleted } from "../../identity/index.ts";
import { closeDatabase, closeRedis } from "../../platform/index.ts";
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
import { calendarFeedsProjection, exclusiveEventsProjection } from "./projection.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const workshop: ExclusiveEventContent = {
  eventId: "scholarship-application-workshop",
  title: "Scholarship Application Workshop",
  description: "Hands-on.",
  type: "workshop",
  startsAt: "2027-01-14T23:00:00.000Z",
  durationMinutes: 90,
  presenter: "Study Compass Funding Team",
  presenterTitle: "Study Compass scholarship advisers",
  maxAttendees: 50,
  tags: ["Scholarships", "Funding"],
  recordingUrl: null,
};
const registrationA = "00000000-0000-4000-8000-00000000000a";
const registrationB = "00000000-0000-4000-8000-00000000000b";
const registeredAt = new Date("2026-12-01T10:00:00Z");
const aRegistered = EventRegistered.create({ eventId: workshop.eventId, userId: "student-a", registrationId: registrationA });
const bRegistered = EventRegistered.create({ eventId: workshop.eventId, userId: "student-b", registrationId: registrationB });

describe("the exclusive events projection", () => {
  it("given an event scheduled, a link set and two registrations, then the event counts two seats and each registration is dated by its event", async () => {
    await projectionSpec(exclusiveEventsProjection)
      .given([
        ExclusiveEventScheduled.create(workshop),
        EventMeetingLinkSet.create({ eventId: workshop.eventId, meetingLink: "https://meet.example.org/w" }),
        { event: aRegistered, recordedAt: registeredAt },
        { event: bRegistered, recordedAt: registeredAt },
      ])
      .then({
        exclusive_events: [
          {
            id: workshop.eventId,
            title: workshop.title,
            description: "Hands-on.",
            type: "workshop",
            starts_at: new Date("2027-01-14T23:00:00Z"),
            duration_minutes: 90,
            presenter: "Study Compass Funding Team",
            presenter_title: "Study Compass scholarship advisers",
            max_attendees: 50,
            registered_count: 2,
            tags: ["Scholarships", "Funding"],
            meeting_link: "https://meet.example.org/w",
            recording_url: null,
            cancelled_at: null,
          },
        ],
        event_registrations: [
          { id: registrationA, event_id: workshop.eventId, user_id: "student-a", registered_at: registeredAt },
          { id: registrationB, event_id: workshop.eventId, user_id: "student-b", registered_at: registeredAt },
        ],
      });
  });

  it("given a revision, then the content changes and the seats and link stay", async () => {
    await projectionSpec(exclusiveEventsProjection)
      .given([
        ExclusiveEventScheduled.create(workshop),
        EventMeetingLinkSet.create({ eventId: workshop.eventId, meetingLink: "https://meet.example.org/w" }),
        aRegistered,
        ExclusiveEventRevised.create({ ...workshop, title: "Scholarship Workshop", maxAttendees: 60 }),
      ])
      .then({
        exclusive_events: [
          expect.objectContaining({ title: "Scholarship Workshop", max_attendees: 60, registered_count: 1, meeting_link: "https://meet.example.org/w" }),
        ],
        event_registrations: [expect.objectContaining({ id: registrationA })],
      });
  });

  it("given a reschedule, a student's cancellation and the event cancelled, then it moves, frees the seat and stays listed as cancelled", async () => {
    const cancelledAt = new Date("2026-12-03T10:00:00Z");
    await projectionSpec(exclusiveEventsProjection)
      .given([
        ExclusiveEventScheduled.create(workshop),
        aRegistered,
        bRegistered,
        ExclusiveEventRescheduled.create({ eventId: workshop.eventId, startsAt: "2027-01-21T23:00:00.000Z", previousStartsAt: workshop.startsAt }),
        EventRegistrationCancelled.create({ eventId: workshop.eventId, userId: "student-a", registrationId: registrationA }),
        { event: ExclusiveEventCancelled.create({ eventId: workshop.eventId }), recordedAt: cancelledAt },
      ])
      .then({
        exclusive_events: [
          expect.objectContaining({ starts_at: new Date("2027-01-21T23:00:00Z"), registered_count: 1, cancelled_at: cancelledAt, title: workshop.title }),
        ],
        event_registrations: [expect.objectContaining({ id: registrationB, user_id: "student-b" })],
      });
  });

  it("given AccountDeleted, then that student's registrations go, the other student's stay, and the seat stays counted", async () => {
    await projectionSpec(exclusiveEventsProjection)
      .given([ExclusiveEventScheduled.create(workshop), aRegistered, bRegistered, AccountDeleted.create({ userId: "student-a" })])
      .then({
        exclusive_events: [expect.objectContaining({ registered_count: 2 })],
        event_registrations: [expect.objectContaining({ id: registrationB, user_id: "student-b" })],
      });
  });
});

describe("the calendar feeds projection", () => {
  it("given resets, then the latest generation is kept; given AccountDeleted, then the row goes", async () => {
    const resetAt = new Date("2026-12-02T10:00:00Z");
    await projectionSpec(calendarFeedsProjection)
      .given([
        CalendarFeedReset.create({ userId: "student-a", generation: 1 }),
        { event: CalendarFeedReset.create({ userId: "student-a", generation: 2 }), recordedAt: resetAt },
        CalendarFeedReset.create({ userId: "student-b", generation: 1 }),
        AccountDeleted.create({ userId: "student-b" }),
      ])
      .then({ calendar_feeds: [{ user_id: "student-a", generation: 2, reset_at: resetAt }] });
  });
});
