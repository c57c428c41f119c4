import { DelayedError, Worker, type Job } from "bullmq";
import { configuredMailer } from "../modules/mail/index.ts";
import { config, createRedis, logger, logRedisErrors, whenRedisReconnects } from "../modules/platform/index.ts";
import {
  momentOf,
  planStudentReminders,
  reconcileReminders,
  reminderSources,
  remindersQueue,
  REMINDERS_QUEUE,
  sendReminder,
  type PlanJob,
  type ReminderJob,
  type ReminderRuntime,
} from "../modules/portal/index.ts";

/** How often every student's reminders are planned again from the read tables (decision 0012). */
export const RECONCILE_EVERY_MS = 60 * 60 * 1_000;

/**
 * The reminders worker: "plan" jobs (from the scheduler projection), "remind"
 * jobs (delayed until their moment) and "reconcile" (at start and hourly,
 * re-queueing what a Redis restart lost). `now` is injectable for tests.
 */
export async function startReminderWorker(options: Partial<ReminderRuntime> & { reconcileEveryMs?: number; concurrency?: number } = {}) {
  const runtime: ReminderRuntime = {
    sources: options.sources ?? reminderSources,
    mailer: options.mailer ?? configuredMailer(),
    now: options.now ?? (() => new Date()),
  };

  async function handle(job: Job, token?: string): Promise<unknown> {
    switch (job.name) {
      case "plan": {
        const { userId, after } = job.data as PlanJob;
        return planStudentReminders(userId, runtime, { after });
      }
      case "remind": {
        const reminder = job.data as ReminderJob;
        const outcome = await sendReminder(reminder, runtime);
        if (outcome === "early" && token) {
          // Fired before its moment (clocks differ): back to the delayed set until then.
          await job.moveToDelayed(Date.now() + (momentOf(reminder.deadline, reminder.days).getTime() - runtime.now().getTime()), token);
          throw new DelayedError();
        }
        if (outcome !== "sent") logger.info("deadline reminder not sent", { job: job.id, outcome });
        return outcome;
      }
      case "reconcile":
        return reconcileReminders(runtime);
      default:
        throw new Error(`Unknown reminders job ${job.name}`);
    }
  }

  const connection = createRedis();
  const worker = new Worker(REMINDERS_QUEUE, handle, { connection, prefix: config().REDIS_PREFIX, concurrency: options.concurrency ?? 2 });
  worker.on("failed", (job, error) =>
    logger.error("reminders job failed; it will be retried with backoff", { job: job?.id, attempt: job?.attemptsMade, error: error.message }),
  );
  worker.on("error", logRedisErrors("reminders worker"));

  const armReconcile = async () => {
    await remindersQueue().upsertJobScheduler(
      "reconcile-hourly",
      { every: options.reconcileEveryMs ?? RECONCILE_EVERY_MS },
      { name: "reconcile", opts: { removeOnComplete: true, removeOnFail: 100 } },
    );
    // Whatever a Redis restart lost while no worker ran.
    await remindersQueue().add("reconcile", {}, { removeOnComplete: true, removeOnFail: 100 });
  };
  await armReconcile();
  await worker.waitUntilReady();
  // A Redis that restarted empty lost the delayed reminders and the hourly scheduler: re-queue them on each reconnection.
  whenRedisReconnects(connection, () =>
    armReconcile().catch((error: unknown) => logger.error("could not re-arm the reminders reconcile", { error: String(error) })),
  );

  return {
    /** Drains: waits for running jobs; a reminder's row and email commit or roll back together. */
    async close() {
      await worker.close();
      if (connection.status === "ready") await connection.quit().catch(() => connection.disconnect());
      else connection.disconnect();
    },
  };
}
