// Deadline reminders (decision 0012): emails 14, 3 and 1 days before each followed deadline.
export { reminderEmail, reminderSubject } from "./emails.ts";
export { daysLeft, isReminderDue, momentOf, REMINDER_DAYS, reminderMoments, SEND_HOUR_UTC, type ReminderDays, type ReminderMoment } from "./moments.ts";
export { dueReminders, planStudentReminders, reconcileReminders, type ReminderRuntime } from "./planner.ts";
export {
  closeRemindersQueue,
  pendingReminderIds,
  reminderEmailId,
  reminderJobId,
  remindersQueue,
  REMINDERS_QUEUE,
  type PlanJob,
  type ReminderJob,
} from "./queue.ts";
export { reminderScheduler, reminderSchedulerProjection } from "./scheduler.ts";
export { sendReminder, type ReminderOutcome } from "./sender.ts";
export { openingAlertReminders, reminderSources, schoolReminders, scholarshipReminders, type ReminderItem, type ReminderSource } from "./sources.ts";
export type { RemindersTables } from "./tables.ts";
