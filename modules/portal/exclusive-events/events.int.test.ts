import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProjector } from "../../../workers/projector.ts";
import { db } from "../../../workers/database.ts";
import type { ExclusiveEventsTables } from "./tables.ts";
import { catchUp, closeProjectionsQueue, readStream, rebuildProjection } from "../../eventstore/index.ts";
import { profilesProjection, registerUser, setNotificationPreferences, usersProjection, verifyEmail } from "../../identity/index.ts";
import { verificationExpiry, verificationToken } from "../../identity/verification.ts";
import { outboxEmails, outboxMailer } from "../../mail/index.ts";
import { closeDatabase, closeRedis, createDatabase, parseCalendar } from "../../platform/index.ts";
import {
  calendarFeedFor,
  calendarFeedsProjection,
  calendarFeedTokenOf,
  EventCompletedError,
  EventFullError,
  eventsNotifier,
  exclusiveEvent,
  exclusiveEventFor,
  exclusiveEventsProjection,
  exclusiveEventStream,
  registeredEventsOf,
  registerForEvent,
  resetCalendarFeed,
  setEventMeetingLink,
  syncExclusiveEvent,
  UnknownExclusiveEventError,
  type ExclusiveEventContent,
} from "./index.ts";

const by = { actor: "system", requestId: "events-test" };
let projector: Awaited<ReturnType<typeof startProjector>>;
const now = new Date("2026-11-24T12:00:00Z");

function anEvent(overrides: Partial<ExclusiveEventContent> = {}): ExclusiveEventContent {
  return {
    eventId: `test-${randomUUID()}`,
    title: "Scholarship Application Workshop",
    description: "Hands-on, with feedback; bring a draft.",
    type: "workshop",
    startsAt: "2027-01-14T23:00:00.000Z",
    durationMinutes: 90,
    presenter: "Study Compass Funding Team",
    presenterTitle: "Study Compass scholarship advisers",
    maxAttendees: 50,
    tags: ["Scholarships"],
    recordingUrl: null,
    ...overrides,
  };
}

/** A student who verified their address (an unverified one is emailed nothing but the verification). */
async function student(firstName = "Shanice") {
  const user = await registerUser({ firstName, lastName: "Thomas", email: `events-${randomUUID()}@example.com`, password: "pelican-harbour-42" }, by);
  await verifyEmail(verificationToken(user.id, user.email, verificationExpiry(new Date())), by);
  return user;
}

beforeAll(async () => {
  projector = await startProjector([usersProjection, profilesProjection, exclusiveEventsProjection, calendarFeedsProjection]);
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("registering for an event", () => {
  it("holds capacity under concurrency: 100 students at once for 50 seats give exactly 50 registrations and 50 'full' refusals", async () => {
    const event = anEvent({ maxAttendees: 50 });
    await syncExclusiveEvent(event, by);
    const students = Array.from({ length: 100 }, () => randomUUID());
    // A pool of its own, wider than the app's 10, so dozens of registrations truly race (as on several web processes).
    const wide = createDatabase<ExclusiveEventsTables>(process.env.DATABASE_URL!, { poolSize: 40 });
    const outcomes = await Promise.allSettled(students.map((userId) => registerForEvent(userId, event.eventId, by, { now, db: wide }))).finally(() =>
      wide.destroy(),
    );
    const registered = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason as unknown] : []));
    expect(registered).toHaveLength(50);
    expect(refused).toHaveLength(50);
    for (const reason of refused) expect(reason).toBeInstanceOf(EventFullError);
    const stream = await readStream(db(), exclusiveEventStream(event.eventId));
    expect(stream.filter((recorded) => recorded.type === "EventRegistered")).toHaveLength(50);
    await catchUp(exclusiveEventsProjection);
    expect((await exclusiveEventFor(students[0]!, event.eventId, now))?.currentAttendees).toBe(50);
    const rows = await db().selectFrom("event_registrations").select("user_id").where("event_id", "=", event.eventId).execute();
    expect(rows).toHaveLength(50);
  }, 60_000);

  it("registers once however often the student asks, shows Registered and the count, and keeps it to that student", async () => {
    const event = anEvent({ maxAttendees: 10 });
    await syncExclusiveEvent(event, by);
    const [a, b] = [randomUUID(), randomUUID()];
    const first = await registerForEvent(a, event.eventId, by, { now });
    const again = await Promise.all([registerForEvent(a, event.eventId, by, { now }), registerForEvent(a, event.eventId, by, { now })]);
    expect(first.newlyRegistered).toBe(true);
    expect(again.map((registration) => registration)).toEqual([
      { registrationId: first.registrationId, newlyRegistered: false },
      { registrationId: first.registrationId, newlyRegistered: false },
    ]);
    expect((await readStream(db(), exclusiveEventStream(event.eventId))).filter((recorded) => recorded.type === "EventRegistered")).toHaveLength(1);
    expect(await exclusiveEventFor(a, event.eventId, now)).toMatchObject({ isRegistered: true, currentAttendees: 1, maxAttendees: 10, status: "upcoming" });
    expect(await exclusiveEventFor(b, event.eventId, now)).toMatchObject({ isRegistered: false, currentAttendees: 1 });
    expect((await registeredEventsOf(a)).map((registration) => registration.registrationId)).toEqual([first.registrationId]);
    expect(await registeredEventsOf(b)).toEqual([]);
  });

  it("refuses unknown and completed events and writes nothing", async () => {
    const past = anEvent({ startsAt: "2026-10-15T23:00:00.000Z", durationMinutes: 60 });
    await syncExclusiveEvent(past, by);
    const userId = randomUUID();
    await expect(registerForEvent(userId, "no-such-event", by, { now })).rejects.toBeInstanceOf(UnknownExclusiveEventError);
    await expect(registerForEvent(userId, past.eventId, by, { now })).rejects.toBeInstanceOf(EventCompletedError);
    await catchUp(exclusiveEventsProjection);
    expect(await readStream(db(), exclusiveEventStream("no-such-event"))).toEqual([]);
    expect(await readStream(db(), exclusiveEventStream(past.eventId))).toHaveLength(1);
    expect(await exclusiveEventFor(userId, past.eventId, now)).toMatchObject({ status: "completed", isRegistered: false, currentAttendees: 0 });
  });

  it("shows the meeting link only to registered students, once an operator set one; the reminders' query reads it", async () => {
    const event = anEvent();
    await syncExclusiveEvent(event, by);
    const [a, b] = [randomUUID(), randomUUID()];
    await registerForEvent(a, event.eventId, by, { now });
    expect((await exclusiveEventFor(a, event.eventId, now))?.meetingLink).toBeNull();
    expect(await setEventMeetingLink(event.eventId, "https://meet.example.org/workshop", by)).toBe(true);
    expect(await setEventMeetingLink(event.eventId, "https://meet.example.org/workshop", by)).toBe(false);
    expect((await exclusiveEventFor(a, event.eventId, now))?.meetingLink).toBe("https://meet.example.org/workshop");
    expect((await exclusiveEventFor(b, event.eventId, now))?.meetingLink).toBeNull();
    expect(await exclusiveEvent(event.eventId)).toEqual({
      id: event.eventId,
      title: event.title,
      startsAt: new Date(event.startsAt),
      durationMinutes: 90,
      meetingLink: "https://meet.example.org/workshop",
    });
    // Reseeding the content keeps the operator's link.
    await syncExclusiveEvent({ ...event, title: "Scholarship Application Workshop (revised)" }, by);
    expect((await exclusiveEventFor(a, event.eventId, now))?.meetingLink).toBe("https://meet.example.org/workshop");
  });

  it("projects the same rows when rebuilt from the events", async () => {
    await catchUp(exclusiveEventsProjection);
    const read = async () => ({
      events: await db().selectFrom("exclusive_events").selectAll().orderBy("id").execute(),
      registrations: await db().selectFrom("event_registrations").selectAll().orderBy("id").execute(),
    });
    const live = await read();
    expect(live.registrations.length).toBeGreaterThan(0);
    await rebuildProjection(exclusiveEventsProjection);
    expect(await read()).toEqual(live);
  });
});

describe("the confirmation email", () => {
  it("sends one email with the event as an .ics attachment, read back, and none when the student turned event emails off", async () => {
    const event = anEvent({ title: "Student Life in Canada: Q&A, part 1", durationMinutes: 60 });
    await syncExclusiveEvent(event, by);
    const keen = await student("Keisha");
    const quiet = await student("Marlon");
    await setNotificationPreferences(quiet.id, { deadlineReminders: true, eventEmails: false, expertAnswerEmails: true }, by);
    const registration = await registerForEvent(keen.id, event.eventId, by, { now });
    await registerForEvent(quiet.id, event.eventId, by, { now });
    const notifier = eventsNotifier(outboxMailer);
    await Promise.all([catchUp(notifier), catchUp(notifier)]);
    await catchUp(notifier);

    expect(await outboxEmails({ to: quiet.email })).toEqual([]);
    const sent = await outboxEmails({ to: keen.email });
    expect(sent).toHaveLength(1);
    const [email] = sent;
    expect(email!.subject).toBe("You're registered: Student Life in Canada: Q&A, part 1");
    expect(email!.text).toContain("Thursday, January 14, 2027, 7:00 PM AST (1 hour)");
    expect(email!.attachments).toHaveLength(1);
    const [attachment] = email!.attachments!;
    expect(attachment).toMatchObject({ filename: "event.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH" });
    const ics = parseCalendar(attachment!.content);
    expect(ics.events).toEqual([
      expect.objectContaining({
        UID: `registration-${registration.registrationId}@studycompass`,
        SUMMARY: "Student Life in Canada: Q&A, part 1",
        DTSTART: "20270114T230000Z",
        DTEND: "20270115T000000Z",
      }),
    ]);
  });
});

describe("the personal calendar feed", () => {
  it("holds the student's upcoming registered events, opens only with the current token, and a reset makes the old one fail", async () => {
    const event = anEvent({ title: "Paying for Study Abroad; a panel" });
    const other = anEvent({ title: "Not registered" });
    await syncExclusiveEvent(event, by);
    await syncExclusiveEvent(other, by);
    const keen = await student();
    await registerForEvent(keen.id, event.eventId, by, { now });
    const token = await calendarFeedTokenOf(keen.id);
    const feed = await calendarFeedFor(token, "https://studycompass.example", now);
    expect(feed).not.toBeNull();
    const summaries = parseCalendar(feed!).events.map((entry) => entry.SUMMARY);
    expect(summaries).toContain("Paying for Study Abroad; a panel");
    expect(summaries).not.toContain("Not registered");

    expect(await calendarFeedFor(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, "https://studycompass.example", now)).toBeNull();
    expect(await calendarFeedFor("nonsense", "https://studycompass.example", now)).toBeNull();
    await resetCalendarFeed(keen.id, by);
    const fresh = await calendarFeedTokenOf(keen.id);
    expect(fresh).not.toBe(token);
    expect(await calendarFeedFor(token, "https://studycompass.example", now)).toBeNull();
    expect(await calendarFeedFor(fresh, "https://studycompass.example", now)).not.toBeNull();
  });
});
