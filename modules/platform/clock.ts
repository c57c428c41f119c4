/** Today's date in UTC, "YYYY-MM-DD": the one reading of "today" that dated facts, deadlines and rates are judged against. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}
