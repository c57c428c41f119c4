import { db } from "./db.ts";
import { publicOrigin, studentAccountProfile } from "../../identity/index.ts";
import { reminderEmail } from "./emails.ts";
import { daysLeft, isReminderDue, momentOf, utcDate } from "./moments.ts";
import type { ReminderRuntime } from "./planner.ts";
import { reminderEmailId, type ReminderJob } from "./queue.ts";

export type ReminderOutcome =
  | "sent"
  | "already-sent"
  /** Its moment has not come (a clock ahead of ours): the worker puts it back until then. */
  | "early"
  /** A later reminder's moment or the deadline's day came first. */
  | "superseded"
  | "no-account"
  /** Nobody has verified the account's address: it gets only the verification email. */
  | "unverified-address"
  | "reminders-off"
  /** No longer saved, shortlisted or registered, or no longer open (a school's deadline from a cycle now over). */
  | "not-followed"
  | "deadline-changed"
  | "unknown-kind";

/**
 * Sends one reminder when its job fires, if the state NOW still calls for it:
 * the account exists with a verified address and reminders on, the item is still followed with the
 * same deadline, this is the reminder due at this moment, and it was not sent
 * before. The sent row and the email are written in one transaction, under the
 * email's stable id, so a job run twice (or by two workers) sends one email.
 */
export async function sendReminder(job: ReminderJob, runtime: ReminderRuntime): Promise<ReminderOutcome> {
  const now = runtime.now();
  if (now < momentOf(job.deadline, job.days)) return "early";
  if (!isReminderDue(job.deadline, job.days, now)) return "superseded";
  const account = await studentAccountProfile(job.userId);
  if (!account) return "no-account";
  if (!account.emailVerified) return "unverified-address";
  if (!account.notifications.deadlineReminders) return "reminders-off";
  const source = runtime.sources.find((candidate) => candidate.kind === job.kind);
  if (!source) return "unknown-kind";
  const item = (await source.itemsOf(job.userId, utcDate(now))).find((candidate) => candidate.itemId === job.itemId);
  if (!item) return "not-followed";
  if (item.deadline !== job.deadline) return "deadline-changed";
  const id = reminderEmailId(job);
  return db()
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .insertInto("reminders_sent")
        .values({ id, user_id: job.userId, kind: job.kind, item_id: job.itemId, deadline: job.deadline, days: job.days, sent_at: now })
        .onConflict((oc) => oc.column("id").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!claimed) return "already-sent";
      const email = reminderEmail({
        id,
        to: account.email,
        firstName: account.firstName,
        item,
        daysLeft: daysLeft(job.deadline, now),
        origin: publicOrigin(),
        createdAt: now,
      });
      await runtime.mailer.send(trx, email);
      return "sent";
    });
}
