/** Progress in whole percent: completed / total × 100, rounded; 0 when there are no tasks. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(completed, total) / total) * 100);
}
