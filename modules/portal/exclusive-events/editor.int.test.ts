import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProjector } from "../../../workers/projector.ts";
import { db } from "../../../workers/database.ts";
import { catchUp, closeProjectionsQueue, EditConflictError, EditInvalidError, rebuildProjection } from "../../eventstore/index.ts";
import { profilesProjection, registerUser, usersProjection, verifyEmail } from "../../identity/index.ts";
import { verificationExpiry, verificationToken } from "../../identity/verification.ts";
import { outboxEmails, outboxMailer } from "../../mail/index.ts";
import { closeDatabase, closeRedis, parseCalendar } from "../../platform/index.ts";
import {
  adminExclusiveEvents,
  calendarFeedFor,
  calendarFeedTokenOf,
  cancelEventRegistration,
  cancelExclusiveEvent,
  createExclusiveEvent,
  EventCancelledError,
  eventsNotifier,
  exclusiveEventFor,
  exclusiveEventHistory,
  exclusiveEventsProjection,
  registerForEvent,
  RegistrationNotCancellableError,
  restoreExclusiveEventVersion,
  reviseExclusiveEvent,
  syncExclusiveEvent,
  type ExclusiveEventEdit,
} from "./index.ts";

let projector: Awaited<ReturnType<typeof startProjector>>;
const now = new Date("2026-12-01T12:00:00Z");
const firstTime = "2030-03-14T23:00:00.000Z";
const newTime = "2030-03-21T22:00:00.000Z";

function form(overrides: Partial<ExclusiveEventEdit> = {}): ExclusiveEventEdit {
  return {
    title: "Interview Practice Evening",
    description: "Mock interviews in small groups, with feedback.",
    type: "workshop",
    startsAt: firstTime,
    durationMinutes: 90,
    presenter: "Study Compass Admissions Team",
    presenterTitle: "Admissions advisers",
    maxAttendees: 2,
    tags: ["Interviews"],
    meetingLink: "https://meet.example.org/interviews",
    recordingUrl: null,
    ...overrides,
  };
}

async function person(firstName: string) {
  const system = { actor: "system", requestId: "editor-test" };
  const user = await registerUser({ firstName, lastName: "Joseph", email: `editor-${randomUUID()}@example.com`, password: "pelican-harbour-42" }, system);
  await verifyEmail(verificationToken(user.id, user.email, verificationExpiry(new Date())), system);
  return user;
}

const subjects = async (email: string) => (await outboxEmails({ to: email })).map((sent) => sent.subject);

beforeAll(async () => {
  projector = await startProjector([usersProjection, profilesProjection, exclusiveEventsProjection]);
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("the admin's event editor", () => {
  it("creates, reschedules, refuses stale and too-small saves, lets a student give a seat back, cancels, emails each registrant once, and replays to the live rows", async () => {
    const admin = await person("Anya");
    const by = { actor: admin.id, requestId: "req-editor" };
    const [keisha, marlon, devon] = [await person("Keisha"), await person("Marlon"), await person("Devon")];
    const as = (user: { id: string }) => ({ actor: user.id, requestId: "req-student" });

    const { eventId, version } = await createExclusiveEvent(form(), by, now);
    expect(version).toBe(2); // scheduled, and its meeting link set
    await registerForEvent(keisha.id, eventId, as(keisha), { now });
    await registerForEvent(marlon.id, eventId, as(marlon), { now });

    // A reschedule: registrations in between are no conflict with the editorial version the editor read.
    expect(await reviseExclusiveEvent(eventId, form({ startsAt: newTime, title: "Interview Practice Night" }), 2, by, now)).toEqual({
      version: 4,
      changed: true,
    });
    await expect(reviseExclusiveEvent(eventId, form({ title: "Stale" }), 2, by, now)).rejects.toBeInstanceOf(EditConflictError);
    const tooSmall = await reviseExclusiveEvent(eventId, form({ startsAt: newTime, maxAttendees: 1 }), 4, by, now).catch((error: unknown) => error);
    expect(tooSmall).toBeInstanceOf(EditInvalidError);
    expect((tooSmall as EditInvalidError).fieldErrors).toEqual({ maxAttendees: "2 seats are already taken: the capacity cannot be lower than that." });
    expect((await exclusiveEventFor(keisha.id, eventId, now))?.startsAt).toEqual(new Date(newTime));

    // Keisha gives her seat back; Devon takes it (capacity 2).
    expect(await cancelEventRegistration(keisha.id, eventId, as(keisha), { now })).toBe(true);
    expect(await exclusiveEventFor(keisha.id, eventId, now)).toMatchObject({ isRegistered: false, currentAttendees: 1 });
    await registerForEvent(devon.id, eventId, as(devon), { now });

    // The calendar feed follows the new time.
    const feed = parseCalendar((await calendarFeedFor(await calendarFeedTokenOf(marlon.id), "https://studycompass.example", now))!);
    expect(feed.events).toEqual([expect.objectContaining({ SUMMARY: "Interview Practice Night", DTSTART: "20300321T220000Z" })]);

    expect(await cancelExclusiveEvent(eventId, by)).toEqual({ version: 5, changed: true });
    expect(await cancelExclusiveEvent(eventId, by)).toEqual({ version: 5, changed: false });
    await expect(registerForEvent(keisha.id, eventId, as(keisha), { now })).rejects.toBeInstanceOf(EventCancelledError);
    await expect(cancelEventRegistration(marlon.id, eventId, as(marlon), { now })).rejects.toBeInstanceOf(RegistrationNotCancellableError);
    expect(await exclusiveEventFor(marlon.id, eventId, now)).toMatchObject({ status: "cancelled", currentAttendees: 2 });
    const listed = await adminExclusiveEvents({ q: "interview practice night", status: "cancelled", page: 1, pageSize: 20, now });
    expect(listed.events.map((event) => [event.id, event.status, event.seatsTaken])).toEqual([[eventId, "cancelled", 2]]);
    expect((await calendarFeedFor(await calendarFeedTokenOf(marlon.id), "https://studycompass.example", now))!).not.toContain("Interview Practice");
    await expect(restoreExclusiveEventVersion(eventId, 1, 5, by, now)).rejects.toThrow("Event not found");

    // Each email once, however often the notifier runs: the new time to those registered then, the cancellation to those registered then.
    const notifier = eventsNotifier(outboxMailer);
    await Promise.all([catchUp(notifier), catchUp(notifier)]);
    await catchUp(notifier);
    expect(await subjects(keisha.email)).toEqual(["You're registered: Interview Practice Evening", "New time: Interview Practice Night"]);
    expect(await subjects(marlon.email)).toEqual([
      "You're registered: Interview Practice Evening",
      "New time: Interview Practice Night",
      "Cancelled: Interview Practice Night",
    ]);
    expect(await subjects(devon.email)).toEqual(["You're registered: Interview Practice Night", "Cancelled: Interview Practice Night"]);
    const [, moved] = await outboxEmails({ to: marlon.email });
    expect(moved!.text).toContain("New time: Thursday, March 21, 2030, 6:00 PM AST (1 hour 30 minutes)");
    expect(moved!.text).toContain("It was: Thursday, March 14, 2030, 7:00 PM AST");

    // The history: editorial versions only, by the admin; the seed leaves the edited event alone.
    const history = await exclusiveEventHistory(eventId);
    expect(history).toMatchObject({ version: 5, cancelled: true, title: "Interview Practice Night" });
    expect(history!.revisions.map((revision) => [revision.version, revision.change, revision.by])).toEqual([
      [5, "Cancelled", expect.stringContaining("Anya")],
      [4, "Rescheduled", expect.stringContaining("Anya")],
      [3, "Revised", expect.stringContaining("Anya")],
      [2, "Meeting link set", expect.stringContaining("Anya")],
      [1, "Scheduled", expect.stringContaining("Anya")],
    ]);
    expect(history!.revisions.every((revision) => !revision.restorable)).toBe(true);
    const { meetingLink: _link, ...seeded } = { ...form(), eventId };
    expect(await syncExclusiveEvent(seeded, { actor: "system", requestId: "seed-test" })).toBe("unchanged");

    // Replay equals live.
    await catchUp(exclusiveEventsProjection);
    const read = async () => ({
      events: await db().selectFrom("exclusive_events").selectAll().orderBy("id").execute(),
      registrations: await db().selectFrom("event_registrations").selectAll().orderBy("id").execute(),
    });
    const live = await read();
    await rebuildProjection(exclusiveEventsProjection);
    expect(await read()).toEqual(live);
  }, 60_000);

  it("restores an earlier time as a reschedule, from the version the editor read", async () => {
    const admin = await person("Anya");
    const by = { actor: admin.id, requestId: "req-restore" };
    const { eventId } = await createExclusiveEvent(form({ meetingLink: null }), by, now);
    await reviseExclusiveEvent(eventId, form({ meetingLink: null, startsAt: newTime }), 1, by, now);
    await expect(restoreExclusiveEventVersion(eventId, 1, 1, by, now)).rejects.toBeInstanceOf(EditConflictError);
    expect(await restoreExclusiveEventVersion(eventId, 1, 2, by, now)).toEqual({ version: 3, changed: true });
    const history = await exclusiveEventHistory(eventId);
    expect(history!.revisions[0]).toMatchObject({ version: 3, change: "Restored version 1" });
    expect((await exclusiveEventFor(admin.id, eventId, now))?.startsAt).toEqual(new Date(firstTime));
  });
});
