import { defineProjection, type Projection } from "../../eventstore/index.ts";
import { AccountDeleted, NotificationPreferencesChanged } from "../../identity/index.ts";
import { PLAN_JOB_OPTIONS, planJobId, remindersQueue, type PlanJob } from "./queue.ts";
import { reminderSources, type ReminderSource } from "./sources.ts";
import type { RemindersTables } from "./tables.ts";

/**
 * Turns the events that change a student's reminders (saved, unsaved,
 * shortlisted, a deadline revised, preferences, deletion) into one "plan" job
 * per student concerned, carrying the event's position so the plan reads read
 * tables that have seen it. A side-effect projection: live only, so a replay
 * queues nothing; the job id is the student and the event, so a retried batch
 * queues nothing twice.
 */
export function reminderScheduler(sources: readonly ReminderSource[]): Projection {
  return defineProjection<RemindersTables>({
    name: "portal.reminder-scheduler",
    kind: "side-effect",
    handles: [...sources.flatMap((source) => source.handles), NotificationPreferencesChanged, AccountDeleted],
    tables: [],
    async apply(trx, event) {
      const students = new Set<string>();
      const preferences = NotificationPreferencesChanged.match(event);
      if (preferences) students.add(preferences.userId);
      const deleted = AccountDeleted.match(event);
      if (deleted) {
        students.add(deleted.userId);
        // Which reminders a deleted student was sent goes with their account (decision 0010).
        await trx.deleteFrom("reminders_sent").where("user_id", "=", deleted.userId).execute();
      }
      for (const source of sources) {
        if (!source.handles.some((handled) => (typeof handled === "string" ? handled : handled.type) === event.type)) continue;
        for (const userId of await source.studentsConcerned(event)) students.add(userId);
      }
      if (students.size === 0) return;
      const after = { transactionId: event.transactionId, globalPosition: event.globalPosition };
      await remindersQueue().addBulk(
        [...students].map((userId) => ({
          name: "plan",
          data: { userId, after } satisfies PlanJob,
          opts: { ...PLAN_JOB_OPTIONS, jobId: planJobId(userId, event.eventId) },
        })),
      );
    },
  });
}

let configured: Projection | undefined;

/** The scheduler over every reminder source, as the workers run it. */
export function reminderSchedulerProjection(): Projection {
  configured ??= reminderScheduler(reminderSources);
  return configured;
}
