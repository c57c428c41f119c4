/** Today's date in UTC, "YYYY-MM-DD": the one reading of "today" that dated facts, deadlines and rates are judged against. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Whole days from one "YYYY-MM-DD" day to another: 3 from 12 to 15 January, negative when `to` is before `from`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
