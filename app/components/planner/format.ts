/* Display formatting for the planner: figures are already rounded by the module. */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2025-03-12" → "12 Mar 2025", the same on the server and in every browser. */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

export function formatAmount(amount: number, currency: string): string {
  return `${currency} ${amount.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
}

/** A range as "USD 30,000", "USD 29,445–33,998" or "USD 14,149 or more". */
export function formatRange(range: { low: number; high: number | null }, currency: string): string {
  if (range.high === null) return `${formatAmount(range.low, currency)} or more`;
  if (range.high === range.low) return formatAmount(range.low, currency);
  return `${formatAmount(range.low, currency)}–${range.high.toLocaleString("en-US")}`;
}

/** "1 USD = 157.61 JMD". */
export function formatRate(unitsPerUsd: number, currency: string): string {
  return `1 USD = ${unitsPerUsd.toLocaleString("en-US", { maximumFractionDigits: 6 })} ${currency}`;
}

export function siteName(url: string): string {
  return new URL(url).hostname.replace(/^www\./, "");
}

/** A part's range (kept unrounded for adding up) as shown: whole units. */
export function roundedRange(range: { low: number; high: number | null }): { low: number; high: number | null } {
  return { low: Math.round(range.low), high: range.high === null ? null : Math.round(range.high) };
}
