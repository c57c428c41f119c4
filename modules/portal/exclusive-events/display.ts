/**
 * One display zone for every event: Atlantic Standard Time (UTC-4, no
 * daylight saving), the clock of most of the Eastern Caribbean and Trinidad
 * and Tobago. Without JavaScript the browser's zone is unknown, so the page
 * names the zone with each time ("7:00 PM AST") rather than guessing.
 */
export const EVENT_TIME_ZONE = "America/Port_of_Spain";
export const EVENT_TIME_ZONE_NAME = "Atlantic Standard Time (AST, UTC-4)";

const dateFormat = new Intl.DateTimeFormat("en-US", { timeZone: EVENT_TIME_ZONE, weekday: "long", month: "long", day: "numeric", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat("en-US", { timeZone: EVENT_TIME_ZONE, hour: "numeric", minute: "2-digit", timeZoneName: "short" });

/** "Tuesday, December 8, 2026" in the display zone. */
export function eventDate(startsAt: Date): string {
  return dateFormat.format(startsAt);
}

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: EVENT_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** "2026-12-08": the event's day in the display zone (an evening event is still that day, not the next UTC one). */
export function eventDay(startsAt: Date): string {
  return dayFormat.format(startsAt);
}

/** "7:00 PM AST". */
export function eventTime(startsAt: Date): string {
  return timeFormat.format(startsAt);
}

/** "45 minutes", "1 hour 30 minutes". */
export function eventDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours ? `${hours} hour${hours === 1 ? "" : "s"}` : "", rest ? `${rest} minute${rest === 1 ? "" : "s"}` : ""];
  return parts.filter(Boolean).join(" ");
}

/** The display zone's offset: Atlantic Standard Time keeps no daylight saving, so one offset holds all year. */
const EVENT_UTC_OFFSET_MINUTES = -4 * 60;

/** "2027-01-14T19:00": an instant as the editor's date-and-time field shows it, on the display zone's clock. */
export function eventLocalDateTime(startsAt: Date): string {
  return new Date(startsAt.getTime() + EVENT_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/** The instant a date and time on the display zone's clock ("2027-01-14T19:00") names, or null when it is not one. */
export function instantOfEventLocalDateTime(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(utc);
  // Date.UTC rolls 2027-02-30 over to March: such a date is refused, not moved.
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return new Date(utc - EVENT_UTC_OFFSET_MINUTES * 60_000);
}
