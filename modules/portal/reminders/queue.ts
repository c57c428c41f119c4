import { Queue, type JobsOptions } from "bullmq";
import type { Position } from "../../eventstore/index.ts";
import { config, logRedisErrors, redis } from "../../platform/index.ts";
import type { ReminderDays } from "./moments.ts";

export const REMINDERS_QUEUE = "reminders";

/** One reminder: which student, which item of which kind, for which deadline, how many days before. */
export interface ReminderJob {
  userId: string;
  kind: string;
  itemId: string;
  /** "YYYY-MM-DD": part of the ids, so a changed deadline is a new reminder and the old one is refused. */
  deadline: string;
  days: ReminderDays;
}

/** Re-plan one student's reminders once the read tables have seen the event at `after` (null: as they are). */
export interface PlanJob {
  userId: string;
  after: Position | null;
}

// BullMQ refuses ":" in custom job ids, hence "/" (user, item and kind ids never hold one).
export const reminderJobId = (job: ReminderJob) => ["reminder", job.userId, job.kind, job.itemId, job.deadline, job.days].join("/");
export const studentReminderPrefix = (userId: string) => `reminder/${userId}/`;
export const planJobId = (userId: string, eventId: string) => `plan/${userId}/${eventId}`;
/** The email's id, kept in the outbox (or Resend's idempotency key) and in reminders_sent: one email per reminder. */
export const reminderEmailId = (job: ReminderJob) => ["reminder", job.userId, job.kind, job.itemId, job.deadline, job.days].join(":");

/**
 * Removed once done, sent or refused: the send-time check and reminders_sent
 * keep a reminder to one email, and a reminder refused only because the read
 * tables lagged can be queued again by the next reconciliation.
 */
export const REMIND_JOB_OPTIONS: JobsOptions = { attempts: 5, backoff: { type: "exponential", delay: 60_000 }, removeOnComplete: true, removeOnFail: true };
export const PLAN_JOB_OPTIONS: JobsOptions = { attempts: 8, backoff: { type: "exponential", delay: 1_000 }, removeOnComplete: true, removeOnFail: 1_000 };

let queue: Queue | undefined;

export function remindersQueue(): Queue {
  if (!queue) {
    queue = new Queue(REMINDERS_QUEUE, { connection: redis(), prefix: config().REDIS_PREFIX });
    queue.on("error", logRedisErrors(`queue ${REMINDERS_QUEUE}`));
  }
  return queue;
}

export async function closeRemindersQueue(): Promise<void> {
  const current = queue;
  queue = undefined;
  await current?.close();
}

/** The ids of every reminder job not yet run (one read of the queue; fine for tens of thousands of jobs). */
export async function pendingReminderIds(): Promise<string[]> {
  const ids = await remindersQueue().getRanges(["delayed", "wait", "prioritized"], 0, -1);
  return ids.filter((id) => id.startsWith("reminder/"));
}
