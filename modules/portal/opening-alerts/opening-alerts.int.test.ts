import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startProjector } from "../../../workers/projector.ts";
import { db } from "../../../workers/database.ts";
import { catchUp, closeProjectionsQueue } from "../../eventstore/index.ts";
import { projectionSpec } from "../../eventstore/testing.ts";
import {
  createScholarship,
  publicScholarship,
  reviseScholarship,
  scholarshipFormSchema,
  scholarshipsProjection,
  type ScholarshipEdit,
} from "../../funding/index.ts";
import { AccountDeleted, profilesProjection, registerUser, usersProjection, verifyEmail } from "../../identity/index.ts";
import { verificationExpiry, verificationToken } from "../../identity/verification.ts";
import { outboxEmails, outboxMailer } from "../../mail/index.ts";
import { closeDatabase, closeRedis, todayUtc } from "../../platform/index.ts";
import { parseCalendar } from "../../platform/index.ts";
import { calendarFeedFor, calendarFeedTokenOf } from "../exclusive-events/index.ts";
import { openingAlertReminders } from "../reminders/index.ts";
import { savedItemsProjection } from "../saved/index.ts";
import {
  cancelOpeningAlert,
  openingAlertControl,
  OpeningAlertRequested,
  openingAlertsNotifier,
  openingAlertsProjection,
  openingSoon,
  requestOpeningAlert,
  UnknownScholarshipError,
} from "./index.ts";

// Projections wait for every older transaction of the cluster (decision 0001): on a busy machine that takes a while.
vi.setConfig({ testTimeout: 120_000 });
const SETTLE = { timeout: 60_000 };

const by = { actor: "system", requestId: "opening-alerts-test" };
const admin = { actor: "admin-opening-alerts", requestId: "opening-alerts-admin" };
const notifier = openingAlertsNotifier(outboxMailer);
const origin = "https://studycompass.example";
let projector: Awaited<ReturnType<typeof startProjector>>;

beforeAll(async () => {
  projector = await startProjector([usersProjection, profilesProjection, scholarshipsProjection, savedItemsProjection, openingAlertsProjection, notifier]);
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

/** The day `days` after today (UTC), so the award's past and next cycles stay past and next whenever this runs. */
function fromToday(days: number): string {
  return new Date(Date.parse(`${todayUtc()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const edit = (overrides: Record<string, string>): ScholarshipEdit => {
  const { expectedVersion: _version, ...parsed } = scholarshipFormSchema.parse({
    title: "Island Futures Award",
    description: "A Study Compass test award.",
    provider: "Study Compass test fund",
    amount: "Full tuition",
    isActive: "on",
    ...overrides,
  });
  return parsed;
};

async function verifiedStudent(): Promise<{ id: string; email: string }> {
  const email = `alert-${randomUUID()}@example.com`;
  const user = await registerUser({ firstName: "Ana", lastName: "Student", email, password: "a long enough password" }, by);
  await verifyEmail(verificationToken(user.id, user.email, verificationExpiry(new Date())), by);
  return { id: user.id, email };
}

async function feedOf(userId: string) {
  const ics = await calendarFeedFor(await calendarFeedTokenOf(userId), origin);
  return parseCalendar(ics!).events.filter((event) => event.UID?.startsWith("opening-alert-"));
}

describe("tell me when it opens: subscription to email", () => {
  it("emails each student who asked once when an editor confirms the new cycle, and the feed's tentative entry becomes the confirmed closing day", async () => {
    // Last year's cycle: opened 20 days from today a year ago, closed 100 days from today a year ago. So the next is expected, not confirmed.
    const lastOpened = fromToday(20 - 365);
    const lastClosed = fromToday(100 - 365);
    const title = `Island Futures Award ${randomUUID().slice(0, 8)}`;
    const { scholarship } = await createScholarship(edit({ title, deadline: lastClosed, opensOn: lastOpened, deadlineCycle: "Last year's round" }), admin);
    // The same month-day a year on: about 20 days from now, so within the admin's 30 days.
    const expectedMonth = `${Number(lastOpened.slice(0, 4)) + 1}${lastOpened.slice(4, 7)}`;

    const student = await verifiedStudent();
    const other = await verifiedStudent();
    const cancelled = await verifiedStudent();
    expect(await openingAlertControl(student.id, { id: scholarship.id, window: (await listed(scholarship.id)).window })).toEqual({
      state: "available",
      scholarshipId: scholarship.id,
    });
    await requestOpeningAlert(student.id, scholarship.id, by);
    await requestOpeningAlert(student.id, scholarship.id, by); // asking twice is asking once
    await requestOpeningAlert(other.id, scholarship.id, by);
    await requestOpeningAlert(cancelled.id, scholarship.id, by);
    await cancelOpeningAlert(cancelled.id, scholarship.id, by);
    await expect(requestOpeningAlert(student.id, "scholarship_nowhere", by)).rejects.toBeInstanceOf(UnknownScholarshipError);
    expect((await listed(scholarship.id)).window.status).toBe("expected");

    // Until then: one tentative all-day entry on the first day of the month it is expected to open.
    expect(await feedOf(student.id)).toEqual([
      expect.objectContaining({
        UID: `opening-alert-${scholarship.id}-${student.id}@studycompass`,
        "DTSTART;VALUE=DATE": `${expectedMonth.replace("-", "")}01`,
        SUMMARY: `Expected: ${title} opens`,
        STATUS: "TENTATIVE",
        DESCRIPTION: expect.stringMatching(/^Expected to open around .+; not confirmed\.\nhttps:\/\/studycompass\.example\/funding\/scholarships\//),
      }),
    ]);
    // The admin's queue names it when it is expected within 30 days, with the students who asked.
    expect((await openingSoon(todayUtc())).find((row) => row.scholarshipId === scholarship.id)).toMatchObject({ opensAround: expectedMonth, students: 2 });

    // An editor confirms the new cycle: new dates under a new cycle name.
    const opensOn = fromToday(20);
    const closesOn = fromToday(100);
    await reviseScholarship(scholarship.id, edit({ title, deadline: closesOn, opensOn, deadlineCycle: "This year's round" }), 1, admin);

    await expect.poll(async () => (await outboxEmails({ to: student.email })).length, SETTLE).toBe(1);
    await expect.poll(async () => (await outboxEmails({ to: other.email })).length, SETTLE).toBe(1);
    const [email] = await outboxEmails({ to: student.email });
    const confirmed = (await listed(scholarship.id)).window;
    expect(confirmed.status).toBe("opens");
    expect(email!.subject).toMatch(new RegExp(`^${title} opens on `));
    expect(email!.text).toContain(`You asked us to tell you when ${title} opens. Its new cycle (This year's round) is confirmed: Opens `);
    expect(email!.text).toContain(`/funding/scholarships/${scholarship.slug}`);
    expect(await outboxEmails({ to: cancelled.email })).toEqual([]);

    // Delivered again (the notifier's checkpoint moved back, as after a crash) or confirmed again: nothing more is sent.
    await db().updateTable("projection_checkpoints").set({ transaction_id: "0", global_position: 0 }).where("name", "=", notifier.name).execute();
    await catchUp(notifier);
    await reviseScholarship(
      scholarship.id,
      edit({ title, deadline: closesOn, opensOn, deadlineCycle: "This year's round", amount: "Full tuition and fees" }),
      2,
      admin,
    );
    await catchUp(notifier);
    expect(await outboxEmails({ to: student.email })).toHaveLength(1);
    expect(await outboxEmails({ to: other.email })).toHaveLength(1);

    // The confirmed closing day replaces the tentative entry (the same UID), and the award joins the student's reminders.
    await expect
      .poll(async () => (await feedOf(student.id)).map((event) => [event.UID, event.STATUS, event["DTSTART;VALUE=DATE"]]), SETTLE)
      .toEqual([[`opening-alert-${scholarship.id}-${student.id}@studycompass`, "CONFIRMED", closesOn.replace(/-/g, "")]]);
    expect((await feedOf(student.id))[0]).toMatchObject({ SUMMARY: `Deadline: ${title}` });
    expect(await openingAlertReminders.itemsOf(student.id, todayUtc())).toEqual([
      expect.objectContaining({ kind: "opening-alert", itemId: scholarship.id, deadline: closesOn, wording: "alert-closes" }),
    ]);
    expect(await openingAlertControl(student.id, { id: scholarship.id, window: confirmed })).toEqual({ state: "confirmed", scholarshipId: scholarship.id });
    expect(await openingAlertControl(cancelled.id, { id: scholarship.id, window: confirmed })).toEqual({ state: "not-offered" });
    expect((await openingSoon(todayUtc())).map((row) => row.scholarshipId)).not.toContain(scholarship.id);
  });

  it("keeps one row per student and award, and forgets a deleted student's", async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await projectionSpec(openingAlertsProjection)
      .given([
        OpeningAlertRequested.create({ userId: a, scholarshipId: "scholarship_one" }),
        OpeningAlertRequested.create({ userId: a, scholarshipId: "scholarship_one" }),
        OpeningAlertRequested.create({ userId: b, scholarshipId: "scholarship_one" }),
        AccountDeleted.create({ userId: a }),
      ])
      .then({ opening_alerts: [expect.objectContaining({ user_id: b, scholarship_id: "scholarship_one" })] });
  });
});

async function listed(id: string) {
  await catchUp(scholarshipsProjection);
  const scholarship = await publicScholarship(id);
  if (!scholarship) throw new Error(`${id} is not listed`);
  return scholarship;
}
