import { db } from "./db.ts";
import { waitForProjections, type Position, type Projection } from "../../eventstore/index.ts";
import { profilesProjection, studentAccountProfile, usersProjection } from "../../identity/index.ts";
import type { Mailer } from "../../mail/index.ts";
import { reminderMoments, utcDate, withinHorizon } from "./moments.ts";
import { pendingReminderIds, REMIND_JOB_OPTIONS, reminderEmailId, reminderJobId, remindersQueue, studentReminderPrefix, type ReminderJob } from "./queue.ts";
import type { ReminderSource } from "./sources.ts";

/** What planning and sending need: the sources, the mail port and a clock (tests set "now"). */
export interface ReminderRuntime {
  sources: readonly ReminderSource[];
  mailer: Mailer;
  now(): Date;
}

export class ReadModelsBehindError extends Error {
  constructor(userId: string) {
    super(`The read tables have not yet seen the event that asked to plan ${userId}'s reminders; retrying.`);
    this.name = "ReadModelsBehindError";
  }
}

/** How long a plan waits for the read tables to see its event before its job retries. */
const READ_MODEL_WAIT_MS = 10_000;

function readModelsOf(runtime: ReminderRuntime): Projection[] {
  return [...new Set([usersProjection, profilesProjection, ...runtime.sources.flatMap((source) => source.readModels)])];
}

/** The reminders a student should have queued now: none without an account or with reminders off, none already sent. */
export async function dueReminders(userId: string, runtime: ReminderRuntime): Promise<{ job: ReminderJob; at: Date }[]> {
  const account = await studentAccountProfile(userId);
  if (!account || !account.notifications.deadlineReminders) return [];
  const now = runtime.now();
  const today = utcDate(now);
  const planned: { job: ReminderJob; at: Date }[] = [];
  for (const source of runtime.sources) {
    for (const item of await source.itemsOf(userId, today)) {
      for (const moment of withinHorizon(reminderMoments(item.deadline, now), now)) {
        planned.push({ job: { userId, kind: item.kind, itemId: item.itemId, deadline: item.deadline, days: moment.days }, at: moment.at });
      }
    }
  }
  if (planned.length === 0) return [];
  const sent = await db().selectFrom("reminders_sent").select("id").where("user_id", "=", userId).execute();
  const sentIds = new Set(sent.map((row) => row.id));
  return planned.filter(({ job }) => !sentIds.has(reminderEmailId(job)));
}

/**
 * Brings one student's queued reminders to what the read tables say now:
 * queues each due reminder under its deterministic id (queueing it again adds
 * nothing) and removes the queued ones no longer wanted (unsaved, off,
 * deleted, deadline moved). Removal is best effort: the send-time check
 * refuses them anyway.
 */
export async function planStudentReminders(
  userId: string,
  runtime: ReminderRuntime,
  options: { after?: Position | null; pendingIds?: readonly string[] } = {},
): Promise<{ queued: number; removed: number }> {
  if (options.after && !(await waitForProjections(readModelsOf(runtime), options.after, { timeoutMs: READ_MODEL_WAIT_MS }))) {
    // Planning from tables that have not seen the event would undo it: the job retries with backoff (and the hourly reconciliation stays behind it).
    throw new ReadModelsBehindError(userId);
  }
  const queue = remindersQueue();
  const due = await dueReminders(userId, runtime);
  const wanted = new Set(due.map(({ job }) => reminderJobId(job)));
  const prefix = studentReminderPrefix(userId);
  const pending = (options.pendingIds ?? (await pendingReminderIds())).filter((id) => id.startsWith(prefix));
  let removed = 0;
  for (const id of pending) {
    if (wanted.has(id)) continue;
    // 0 when the job is running right now: its own check refuses it.
    removed += await queue.remove(id).catch(() => 0);
  }
  const now = runtime.now().getTime();
  await queue.addBulk(
    due.map(({ job, at }) => ({
      name: "remind",
      data: job,
      opts: { ...REMIND_JOB_OPTIONS, jobId: reminderJobId(job), delay: Math.max(0, at.getTime() - now) },
    })),
  );
  return { queued: due.length, removed };
}

/**
 * Redis keeps nothing on disk here, so queued reminders can vanish with a
 * restart: on worker start and every hour, every student with something to be
 * reminded of (or with reminders still queued) is planned again from the read
 * tables. Already queued ones stay as they are, sent ones are not queued again.
 */
export async function reconcileReminders(runtime: ReminderRuntime): Promise<{ students: number; queued: number; removed: number }> {
  const pendingIds = await pendingReminderIds();
  const students = new Set<string>();
  for (const source of runtime.sources) for (const userId of await source.students()) students.add(userId);
  for (const id of pendingIds) students.add(id.split("/")[1]!);
  let queued = 0;
  let removed = 0;
  for (const userId of students) {
    const result = await planStudentReminders(userId, runtime, { pendingIds });
    queued += result.queued;
    removed += result.removed;
  }
  return { students: students.size, queued, removed };
}
