/*
 * The days a fact's source names, kept as values beside its words. A stated
 * date is either a calendar day ("2027-01-15": that day only, as a source
 * writes "January 15, 2027") or, in ISO 8601's month-day form, a day the
 * source gives without a year ("--01-15": "apply by January 15", which
 * schools keep from cycle to cycle). Pure; "today" is always passed in.
 */

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_WORDS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTH_NAME =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const MONTH_DAY = new RegExp(`\\b${MONTH_NAME}\\s+(\\d{1,2})\\b|\\b(\\d{1,2})\\s+${MONTH_NAME}\\b`, "gi");
// The year a day is named with: "November 1, 2026", "15 October 2025".
const FOLLOWING_YEAR = /^,?\s+(\d{4})\b/;
const STATED_DATE = /^(\d{4}|-)-(\d{2})-(\d{2})$/;

const pad = (figure: number) => String(figure).padStart(2, "0");

/** Whether `value` is a stated date: a real calendar day, or a real month-day (29 February included). */
export function isStatedDate(value: string): boolean {
  const match = STATED_DATE.exec(value);
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  // A month-day is checked in a leap year, so "--02-29" is a day some years have.
  const year = match[1] === "-" ? 2000 : Number(match[1]);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether a stated date names a year ("2027-01-15") rather than a day of every year ("--01-15"). */
export function namesItsYear(date: string): boolean {
  return !date.startsWith("--");
}

/**
 * The days a text names, in order and once each: "January 15, 2027" as
 * "2027-01-15", "apply by January 15" as "--01-15". The reading the editors
 * offer when a statement's dates are left empty, and the one statements
 * stored before dates were kept are read with.
 */
export function readStatedDates(text: string): string[] {
  const dates: string[] = [];
  for (const match of text.matchAll(MONTH_DAY)) {
    const month = MONTHS.indexOf((match[1] ?? match[4] ?? "").toLowerCase().slice(0, 3)) + 1;
    const day = Number(match[2] ?? match[3]);
    const year = FOLLOWING_YEAR.exec(text.slice(match.index + match[0].length))?.[1] ?? "-";
    const date = `${year}-${pad(month)}-${pad(day)}`;
    if (isStatedDate(date) && !dates.includes(date)) dates.push(date);
  }
  return dates;
}

/** Whether a text names the day of `date` (its month and day, in any of the ways sources write them). */
export function isNamedIn(date: string, text: string): boolean {
  return readStatedDates(text).some((named) => named.slice(-5) === date.slice(-5));
}

/**
 * The next day on or after `today` that `date` falls on: a calendar day is
 * that day only (null once it has passed); a day of every year is this
 * year's or next, but never later than the end of `lastYear` when one is
 * given (the last calendar year of the cycle the statement is for).
 */
export function nextOccurrence(date: string, today: string, lastYear: number | null = null): string | null {
  if (namesItsYear(date)) return date >= today ? date : null;
  const year = Number(today.slice(0, 4));
  const monthDay = date.slice(2);
  for (const candidate of [year, year + 1]) {
    const day = `${candidate}-${monthDay}`;
    if (!isStatedDate(day) || day < today) continue;
    return lastYear !== null && candidate > lastYear ? null : day;
  }
  return null;
}

/** "15 Jan 2027", or for a day of every year "15 Jan each year". */
export function formatStatedDate(date: string): string {
  const match = STATED_DATE.exec(date);
  if (!match) return date;
  const day = `${Number(match[3])} ${MONTH_WORDS[Number(match[2]) - 1]}`;
  return match[1] === "-" ? `${day} each year` : `${day} ${match[1]}`;
}
