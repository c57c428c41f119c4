import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { seedContent } from "../../../infra/seed/index.ts";
import { startProjector } from "../../../workers/projector.ts";
import { startReminderWorker } from "../../../workers/reminders.ts";
import { catalogProjection, syncCatalogEntry } from "../../catalog/index.ts";
import { db } from "./db.ts";
import { catchUp, closeProjectionsQueue, rebuildProjection } from "../../eventstore/index.ts";
import { publicScholarship, scholarshipsProjection, syncScholarship, type Scholarship } from "../../funding/index.ts";
import { deleteAccount, profilesProjection, registerUser, setNotificationPreferences, usersProjection, verifyEmail } from "../../identity/index.ts";
import { verificationExpiry, verificationToken } from "../../identity/verification.ts";
import { outboxEmails, outboxMailer } from "../../mail/index.ts";
import { closeDatabase, closeRedis, config, redis } from "../../platform/index.ts";
import { studentDashboard } from "../dashboard/index.ts";
import { calendarFeedFor, calendarFeedTokenOf, exclusiveEventsProjection, registerForEvent, syncExclusiveEvent } from "../exclusive-events/index.ts";
import { openingAlertsProjection } from "../opening-alerts/index.ts";
import { saveContent, savedItemsProjection, unsaveContent } from "../saved/index.ts";
import { changeShortlist, shortlistProjection, shortlistSchool } from "../shortlist/index.ts";
import {
  closeRemindersQueue,
  momentOf,
  pendingReminderIds,
  reconcileReminders,
  reminderJobId,
  reminderScheduler,
  reminderSources,
  remindersQueue,
  sendReminder,
  type ReminderDays,
  type ReminderJob,
  type ReminderRuntime,
} from "./index.ts";

// Projections wait for every older transaction of the cluster (decision 0001): on a busy machine that takes a while.
vi.setConfig({ testTimeout: 120_000 });
const SETTLE = { timeout: 60_000 };

const by = { actor: "system", requestId: "reminders-test" };
const PASSWORD = "a long enough password";
const scheduler = reminderScheduler(reminderSources);

/** The clock every plan and send reads: tests move it instead of waiting 14 days. */
let now = new Date("2027-03-01T09:00:00Z");
const runtime: ReminderRuntime = { sources: reminderSources, mailer: outboxMailer, now: () => now };

let projector: Awaited<ReturnType<typeof startProjector>>;
let worker: Awaited<ReturnType<typeof startReminderWorker>>;

beforeAll(async () => {
  for (const [kind, entries] of Object.entries(seedContent) as [keyof typeof seedContent, readonly { id: string }[]][]) {
    for (const entry of entries) await syncCatalogEntry(kind, entry as never, by);
  }
  await catchUp(catalogProjection);
  projector = await startProjector([
    usersProjection,
    profilesProjection,
    scholarshipsProjection,
    savedItemsProjection,
    shortlistProjection,
    exclusiveEventsProjection,
    // Every source's read model: a plan waits for them all (the opening alerts' too, which deletions concern).
    openingAlertsProjection,
    scheduler,
  ]);
  worker = await startReminderWorker({ sources: reminderSources, mailer: outboxMailer, now: () => now });
});

afterAll(async () => {
  await worker.close();
  await projector.close();
  await closeRemindersQueue();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

beforeEach(() => {
  now = new Date("2027-03-01T09:00:00Z");
});

/** A student who verified their address (an unverified one is emailed nothing but the verification). */
async function newStudent(): Promise<{ id: string; email: string }> {
  const email = `student-${randomUUID()}@example.com`;
  const user = await registerUser({ firstName: "Ana", lastName: "Student", email, password: PASSWORD }, by);
  await verifyEmail(verificationToken(user.id, user.email, verificationExpiry(new Date())), by);
  return { id: user.id, email };
}

async function scholarshipClosing(deadline: string | null, title = "Island Futures Award"): Promise<Scholarship> {
  const id = `scholarship_${randomUUID().replace(/-/g, "_")}`;
  const scholarship: Scholarship = {
    id,
    slug: id.replace(/_/g, "-"),
    title,
    description: "A test award we made up for these tests.",
    provider: "Study Compass tests",
    amount: "Partial tuition",
    currency: "USD",
    deadline,
    deadlineCycle: null,
    deadlineNote: null,
    deadlineSourceUrl: null,
    opensOn: null,
    earlierCycles: [],
    fixedWindow: true,
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    eligibility: null,
    howToApply: null,
    applicationUrl: "https://example.org/apply",
    sourceUrl: "https://example.org/source",
    sourceConfidence: null,
    lastVerifiedOn: "2026-11-01",
    destinationId: null,
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  };
  await syncScholarship(scholarship, by);
  await expect.poll(() => publicScholarship(id), SETTLE).not.toBeNull();
  return scholarship;
}

const reminder = (userId: string, kind: string, itemId: string, deadline: string, days: ReminderDays): ReminderJob => ({
  userId,
  kind,
  itemId,
  deadline,
  days,
});

/** Waits until the student's queued reminders are exactly these (the scheduler and plan jobs run on their own). */
async function expectQueued(userId: string, jobs: readonly ReminderJob[]) {
  const mine = async () => (await pendingReminderIds()).filter((id) => id.startsWith(`reminder/${userId}/`)).sort();
  await expect.poll(mine, SETTLE).toEqual(jobs.map(reminderJobId).sort());
}

async function emailsTo(email: string) {
  return outboxEmails({ to: email });
}

describe("deadline reminders for a saved scholarship", () => {
  it("queues three reminders (14, 3 and 1 days before, 12:00 UTC) and sends each once, checked in the outbox", async () => {
    const student = await newStudent();
    const award = await scholarshipClosing("2027-03-20", "Island Futures <Award>");
    await saveContent(student.id, "scholarship", award.id, by);

    const jobs = ([14, 3, 1] as const).map((days) => reminder(student.id, "scholarship", award.id, "2027-03-20", days));
    await expectQueued(student.id, jobs);
    const fourteen = await remindersQueue().getJob(reminderJobId(jobs[0]!));
    expect(fourteen?.data).toEqual(jobs[0]);
    expect(fourteen?.opts.delay).toBe(momentOf("2027-03-20", 14).getTime() - now.getTime());

    now = new Date("2027-03-06T11:59:00Z");
    expect(await sendReminder(jobs[0]!, runtime)).toBe("early");
    expect(await emailsTo(student.email)).toEqual([]);
    now = new Date("2027-03-06T12:00:00Z");
    expect(await sendReminder(jobs[0]!, runtime)).toBe("sent");
    expect(await sendReminder(jobs[0]!, runtime)).toBe("already-sent");
    let sent = await emailsTo(student.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      id: `reminder:${student.id}:scholarship:${award.id}:2027-03-20:14`,
      subject: "Reminder: Island Futures <Award> closes in 14 days (Saturday 20 March 2027)",
    });
    expect(sent[0]!.text).toContain(`/funding/scholarships/${award.slug}`);
    expect(sent[0]!.text).toContain("/portal/settings");
    expect(sent[0]!.html).toContain("Island Futures &lt;Award&gt;");

    now = new Date("2027-03-17T12:30:00Z");
    // Run late, the 14-day reminder is superseded by the 3-day one.
    expect(await sendReminder(jobs[0]!, runtime)).toBe("superseded");
    expect(await sendReminder(jobs[1]!, runtime)).toBe("sent");
    now = new Date("2027-03-19T12:00:00Z");
    expect(await sendReminder(jobs[2]!, runtime)).toBe("sent");
    expect(await sendReminder(jobs[2]!, runtime)).toBe("already-sent");
    now = new Date("2027-03-20T00:00:00Z");
    expect(await sendReminder(jobs[2]!, runtime)).toBe("superseded");

    sent = await emailsTo(student.email);
    expect(sent.map((email) => email.subject)).toEqual([
      "Reminder: Island Futures <Award> closes in 14 days (Saturday 20 March 2027)",
      "Reminder: Island Futures <Award> closes in 3 days (Saturday 20 March 2027)",
      "Reminder: Island Futures <Award> closes in 1 day (Saturday 20 March 2027)",
    ]);
  });

  it("sends at once, through the worker, only the nearest reminder already missed when saved late", async () => {
    now = new Date("2027-03-18T13:00:00Z");
    const student = await newStudent();
    const award = await scholarshipClosing("2027-03-20");
    await saveContent(student.id, "scholarship", award.id, by);

    await expect
      .poll(async () => (await emailsTo(student.email)).map((email) => email.subject), SETTLE)
      .toEqual(["Reminder: Island Futures Award closes in 2 days (Saturday 20 March 2027)"]);
    await expectQueued(student.id, [reminder(student.id, "scholarship", award.id, "2027-03-20", 1)]);
  });

  it("queues nothing for a scholarship with no deadline, or one that closed", async () => {
    const student = await newStudent();
    const ongoing = await scholarshipClosing(null);
    const closed = await scholarshipClosing("2027-02-01");
    const open = await scholarshipClosing("2027-03-10");
    await saveContent(student.id, "scholarship", ongoing.id, by);
    await saveContent(student.id, "scholarship", closed.id, by);
    await saveContent(student.id, "scholarship", open.id, by);
    // Only the open one's: its 14-day moment passed, so the nearest one (sent at once) and the later two.
    await expect.poll(async () => (await emailsTo(student.email)).length, SETTLE).toBe(1);
    await expectQueued(
      student.id,
      [3, 1].map((days) => reminder(student.id, "scholarship", open.id, "2027-03-10", days as ReminderDays)),
    );
  });

  it("cancels the reminders of a scholarship unsaved before they fire, and refuses any that fires anyway", async () => {
    const student = await newStudent();
    const award = await scholarshipClosing("2027-03-20");
    await saveContent(student.id, "scholarship", award.id, by);
    const jobs = ([14, 3, 1] as const).map((days) => reminder(student.id, "scholarship", award.id, "2027-03-20", days));
    await expectQueued(student.id, jobs);

    await unsaveContent(student.id, { contentType: "scholarship", contentId: award.id }, by);
    await expectQueued(student.id, []);
    now = new Date("2027-03-06T12:00:00Z");
    expect(await sendReminder(jobs[0]!, runtime)).toBe("not-followed");
    expect(await emailsTo(student.email)).toEqual([]);
  });

  it("sends nothing to a student who turned deadline reminders off, and queues them again when turned back on", async () => {
    const student = await newStudent();
    const award = await scholarshipClosing("2027-03-20");
    await saveContent(student.id, "scholarship", award.id, by);
    const jobs = ([14, 3, 1] as const).map((days) => reminder(student.id, "scholarship", award.id, "2027-03-20", days));
    await expectQueued(student.id, jobs);

    await setNotificationPreferences(student.id, { deadlineReminders: false, eventEmails: true, expertAnswerEmails: true }, by);
    await expectQueued(student.id, []);
    now = new Date("2027-03-06T12:00:00Z");
    expect(await sendReminder(jobs[0]!, runtime)).toBe("reminders-off");
    await reconcileReminders(runtime);
    await expectQueued(student.id, []);
    expect(await emailsTo(student.email)).toEqual([]);

    now = new Date("2027-03-01T09:00:00Z");
    await setNotificationPreferences(student.id, { deadlineReminders: true, eventEmails: true, expertAnswerEmails: true }, by);
    await expectQueued(student.id, jobs);
  });

  it("sends nothing once the account is deleted, and forgets which reminders it was sent", async () => {
    const student = await newStudent();
    const award = await scholarshipClosing("2027-03-20");
    await saveContent(student.id, "scholarship", award.id, by);
    const jobs = ([14, 3, 1] as const).map((days) => reminder(student.id, "scholarship", award.id, "2027-03-20", days));
    await expectQueued(student.id, jobs);
    now = new Date("2027-03-06T12:00:00Z");
    expect(await sendReminder(jobs[0]!, runtime)).toBe("sent");

    await deleteAccount(student.id, PASSWORD, by);
    await expectQueued(student.id, []);
    await expect.poll(() => db().selectFrom("reminders_sent").select("id").where("user_id", "=", student.id).execute(), SETTLE).toEqual([]);
    now = new Date("2027-03-17T12:00:00Z");
    expect(await sendReminder(jobs[1]!, runtime)).toBe("no-account");
    expect(await emailsTo(student.email)).toEqual([]);
  });

  it("moves the reminders when the scholarship's deadline is revised, and refuses the old ones", async () => {
    const student = await newStudent();
    const award = await scholarshipClosing("2027-03-20");
    await saveContent(student.id, "scholarship", award.id, by);
    const old = ([14, 3, 1] as const).map((days) => reminder(student.id, "scholarship", award.id, "2027-03-20", days));
    await expectQueued(student.id, old);

    await syncScholarship({ ...award, deadline: "2027-03-25" }, by);
    await expectQueued(
      student.id,
      ([14, 3, 1] as const).map((days) => reminder(student.id, "scholarship", award.id, "2027-03-25", days)),
    );
    now = new Date("2027-03-06T12:00:00Z");
    expect(await sendReminder(old[0]!, runtime)).toBe("deadline-changed");
    expect(await emailsTo(student.email)).toEqual([]);
  });
});

describe("restarts and replays", () => {
  it("queues again, after Redis lost everything, every reminder not yet sent, and still sends each once", async () => {
    const student = await newStudent();
    const award = await scholarshipClosing("2027-03-20");
    await saveContent(student.id, "scholarship", award.id, by);
    const jobs = ([14, 3, 1] as const).map((days) => reminder(student.id, "scholarship", award.id, "2027-03-20", days));
    await expectQueued(student.id, jobs);
    now = new Date("2027-03-06T12:00:00Z");
    expect(await sendReminder(jobs[0]!, runtime)).toBe("sent");

    // A Redis restart with nothing on disk: every key of ours is gone.
    const keys = await redis().keys(`${config().REDIS_PREFIX}:*`);
    expect(keys.length).toBeGreaterThan(0);
    await redis().del(...keys);
    await expectQueued(student.id, []);

    await reconcileReminders(runtime);
    await expectQueued(student.id, jobs.slice(1));
    await reconcileReminders(runtime);
    await expectQueued(student.id, jobs.slice(1));
    expect(await sendReminder(jobs[0]!, runtime)).toBe("already-sent");
    expect(await emailsTo(student.email)).toHaveLength(1);
  });

  it("a replay of the read models sends nothing and queues nothing more; the scheduler itself is never replayed", async () => {
    const student = await newStudent();
    const award = await scholarshipClosing("2027-03-20");
    await saveContent(student.id, "scholarship", award.id, by);
    const jobs = ([14, 3, 1] as const).map((days) => reminder(student.id, "scholarship", award.id, "2027-03-20", days));
    await expectQueued(student.id, jobs);
    const before = await pendingReminderIds();
    const emailsBefore = (await outboxEmails()).length;

    await rebuildProjection(savedItemsProjection);
    await expect(rebuildProjection(scheduler)).rejects.toThrow(/side-effect/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await pendingReminderIds()).sort()).toEqual(before.sort());
    expect(await outboxEmails()).toHaveLength(emailsBefore);
  });
});

describe("deadline reminders for a shortlisted school", () => {
  it("reminds of the next day the school's verified deadline names, quoting its words, once each", async () => {
    now = new Date("2026-11-23T09:00:00Z");
    const student = await newStudent();
    await shortlistSchool(student.id, "school_university_of_toronto", by);
    // The same reading as the shortlist's: on 23 November 2026, Toronto's next named date is 15 December.
    const jobs = ([14, 3, 1] as const).map((days) => reminder(student.id, "school", "school_university_of_toronto", "2026-12-15", days));
    await expectQueued(student.id, jobs);

    now = new Date("2026-12-01T12:00:00Z");
    expect(await sendReminder(jobs[0]!, runtime)).toBe("sent");
    expect(await sendReminder(jobs[0]!, runtime)).toBe("already-sent");
    const [email, ...others] = await emailsTo(student.email);
    expect(others).toEqual([]);
    expect(email?.subject).toBe("Reminder: University of Toronto has an application deadline in 14 days");
    expect(email?.text).toContain("/schools/university-of-toronto");
    expect(email?.text).toContain("In its own words:");
  });

  it("drops a school's reminders once the student applied or took it off the shortlist", async () => {
    now = new Date("2026-11-23T09:00:00Z");
    const student = await newStudent();
    await shortlistSchool(student.id, "school_university_of_toronto", by);
    const jobs = ([14, 3, 1] as const).map((days) => reminder(student.id, "school", "school_university_of_toronto", "2026-12-15", days));
    await expectQueued(student.id, jobs);
    await changeShortlist(student.id, { intent: "status", schoolId: "school_university_of_toronto", status: "applied" }, by);
    await expectQueued(student.id, []);
    await changeShortlist(student.id, { intent: "status", schoolId: "school_university_of_toronto", status: "considering" }, by);
    await expectQueued(student.id, jobs);
    await changeShortlist(student.id, { intent: "remove", schoolId: "school_university_of_toronto" }, by);
    await expectQueued(student.id, []);
    now = new Date("2026-12-01T12:00:00Z");
    expect(await sendReminder(jobs[0]!, runtime)).toBe("not-followed");
    expect(await emailsTo(student.email)).toEqual([]);
  });

  it("never plans a past cycle's deadline (UWI Mona's May 2021 extension), drops one queued before, and refuses it when it fires", async () => {
    const mona = "school_uwi_mona";
    const embryRiddle = "school_embry_riddle_aeronautical_university";
    // On 1 May 2027, Mona's "May 19" read as recurring would be 18 days away; Embry-Riddle's undated "Fall June 1" still recurs.
    now = new Date("2027-05-01T09:00:00Z");
    const student = await newStudent();
    await shortlistSchool(student.id, mona, by);
    await shortlistSchool(student.id, embryRiddle, by);
    // Its 1-day reminder is past the 30-day horizon for now.
    const planned = ([14, 3] as const).map((days) => reminder(student.id, "school", embryRiddle, "2027-06-01", days));
    await expectQueued(student.id, planned);

    // Reminders queued from Mona's statement before past cycles stopped counting: the next reconciliation drops them
    // (once this student's own plans are done, so that it is the reconciliation that does).
    const plansLeft = async () =>
      (await remindersQueue().getRanges(["wait", "active", "delayed", "prioritized"], 0, -1)).filter((id) => id.startsWith(`plan/${student.id}/`));
    await expect.poll(plansLeft, SETTLE).toEqual([]);
    const stale = ([14, 3, 1] as const).map((days) => reminder(student.id, "school", mona, "2027-05-19", days));
    await remindersQueue().addBulk(stale.map((job) => ({ name: "remind", data: job, opts: { jobId: reminderJobId(job), delay: 7 * 86_400_000 } })));
    await expectQueued(student.id, [...planned, ...stale]);
    await reconcileReminders(runtime);
    await expectQueued(student.id, planned);
    now = new Date("2027-05-05T12:00:00Z");
    expect(await sendReminder(stale[0]!, runtime)).toBe("not-followed");
    expect(await emailsTo(student.email)).toEqual([]);

    // Nor is it on the dashboard's upcoming deadlines or in the calendar feed.
    const dashboard = await studentDashboard(student.id, "2027-05-01");
    expect(dashboard.schoolDeadlines.map((deadline) => deadline.schoolId)).toEqual([embryRiddle]);
    const feed = await calendarFeedFor(await calendarFeedTokenOf(student.id), "https://studycompass.example", now);
    expect(feed).not.toBeNull();
    expect(feed).not.toContain("Mona");
  });
});

describe("reminders for a registered event", () => {
  it("reminds on the days before the event's day in the programme's zone, with its time, once each", async () => {
    now = new Date("2027-03-01T09:00:00Z");
    const student = await newStudent();
    const eventId = `event-${randomUUID()}`;
    // 8:00 PM AST on Saturday 20 March is already 21 March in UTC: the reminders follow the student's evening, not UTC.
    await syncExclusiveEvent(
      {
        eventId,
        title: "Scholarship essays that win",
        description: "A workshop for these tests.",
        type: "workshop",
        startsAt: "2027-03-21T00:00:00.000Z",
        durationMinutes: 60,
        presenter: "Study Compass adviser",
        presenterTitle: "Scholarships",
        maxAttendees: null,
        tags: [],
        recordingUrl: null,
      },
      by,
    );
    await catchUp(exclusiveEventsProjection);
    await registerForEvent(student.id, eventId, by, { now });

    const jobs = ([14, 3, 1] as const).map((days) => reminder(student.id, "event", eventId, "2027-03-20", days));
    await expectQueued(student.id, jobs);
    now = new Date("2027-03-19T12:00:00Z");
    expect(await sendReminder(jobs[2]!, runtime)).toBe("sent");
    expect(await sendReminder(jobs[2]!, runtime)).toBe("already-sent");
    const [email, ...others] = await emailsTo(student.email);
    expect(others).toEqual([]);
    expect(email?.subject).toBe("Reminder: Scholarship essays that win starts in 1 day (Saturday 20 March 2027)");
    expect(email?.text).toContain("It starts at 8:00 PM AST.");
    expect(email?.text).toContain("/portal/exclusive");
  });
});

describe("the worker", () => {
  it("puts a reminder that fires before its moment back in the delayed set until then", async () => {
    const student = await newStudent();
    const early = reminder(student.id, "scholarship", "scholarship_not_yet", "2027-03-20", 14);
    await remindersQueue().add("remind", early, { jobId: reminderJobId(early), delay: 0 });
    await expect.poll(async () => (await remindersQueue().getJob(reminderJobId(early)))?.getState(), SETTLE).toBe("delayed");
    const job = await remindersQueue().getJob(reminderJobId(early));
    // Back until its moment, on the worker's clock: 5 days and 3 hours from "now".
    expect(job!.timestamp + job!.delay - Date.now()).toBeGreaterThan(momentOf("2027-03-20", 14).getTime() - now.getTime() - 60_000);
    await job!.remove();
    expect(await emailsTo(student.email)).toEqual([]);
  });
});
