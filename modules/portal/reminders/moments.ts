/**
 * When deadline reminders go out (decision 0012): 14, 3 and 1
 * days before a deadline, at 12:00 UTC (8:00 in the Eastern Caribbean). Pure:
 * "now" is always given, so tests never wait and a worker's clock can be swapped.
 */
export const REMINDER_DAYS = [14, 3, 1] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];

export const SEND_HOUR_UTC = 12;
/** Moments further ahead than this are left to a later reconciliation, so Redis holds weeks of jobs, not years. */
export const SCHEDULE_HORIZON_DAYS = 30;

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface ReminderMoment {
  days: ReminderDays;
  at: Date;
}

/** "YYYY-MM-DD" of an instant, in UTC. */
export function utcDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The date `days` after a "YYYY-MM-DD" date. */
export function addDays(date: string, days: number): string {
  return utcDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
}

function dayStart(date: string): number {
  return DATE.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
}

/** The instant the reminder `days` before a deadline is due. */
export function momentOf(deadline: string, days: ReminderDays): Date {
  return new Date(dayStart(deadline) - days * DAY_MS + SEND_HOUR_UTC * 3_600_000);
}

/** From the start of the deadline's day (UTC) no reminder is sent: it would arrive too late to act on. */
export function closesAt(deadline: string): Date {
  return new Date(dayStart(deadline));
}

/**
 * The reminders still to send for a deadline, as of `now`: every moment ahead,
 * and the nearest one that has passed (sent at once) while the deadline is
 * still ahead. Only the nearest missed one: a student who saves a scholarship
 * 2 days before it closes gets one reminder now, not three at once.
 */
export function reminderMoments(deadline: string, now: Date): ReminderMoment[] {
  const closing = closesAt(deadline).getTime();
  if (Number.isNaN(closing) || now.getTime() >= closing) return [];
  const moments = REMINDER_DAYS.map((days) => ({ days, at: momentOf(deadline, days) }));
  const ahead = moments.filter((moment) => moment.at > now);
  const nearestPassed = moments.filter((moment) => moment.at <= now).at(-1);
  return nearestPassed ? [nearestPassed, ...ahead] : ahead;
}

/** Whether the reminder `days` before `deadline` is to be sent at `now`: its moment came, no later one did, the deadline day did not. */
export function isReminderDue(deadline: string, days: ReminderDays, now: Date): boolean {
  const [current] = reminderMoments(deadline, now);
  return current !== undefined && current.days === days && current.at <= now;
}

/** The moments worth a queued job now: those within the horizon (passed ones are due at once). */
export function withinHorizon(moments: readonly ReminderMoment[], now: Date): ReminderMoment[] {
  return moments.filter((moment) => moment.at.getTime() - now.getTime() <= SCHEDULE_HORIZON_DAYS * DAY_MS);
}

/** Whole calendar days (UTC) from `now` to the deadline's day: 3 at noon three days before. */
export function daysLeft(deadline: string, now: Date): number {
  return Math.round((dayStart(deadline) - dayStart(utcDate(now))) / DAY_MS);
}
