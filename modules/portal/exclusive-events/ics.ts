/*
 * A small RFC 5545 writer: no ICS library is installed, and what we send is
 * narrow (timed and all-day VEVENTs). It does what calendar apps are strict
 * about: CRLF line ends, lines folded at 75 octets (never inside a UTF-8
 * character), TEXT values escaped (\ ; , and newlines), times in UTC.
 */

export interface TimedCalendarEvent {
  /** Stable across re-sends, so a calendar updates the entry instead of adding another. */
  uid: string;
  summary: string;
  description?: string;
  url?: string | null;
  startsAt: Date;
  endsAt: Date;
}

export interface AllDayCalendarEvent {
  uid: string;
  summary: string;
  description?: string;
  url?: string | null;
  /** "YYYY-MM-DD". */
  date: string;
  /** A date not yet confirmed is TENTATIVE; once it is, CONFIRMED (the same UID, so calendars update the entry). Absent: none said. */
  status?: "TENTATIVE" | "CONFIRMED";
}

export type CalendarEntry = TimedCalendarEvent | AllDayCalendarEvent;

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Splits a content line into lines of at most 75 octets, continuation lines starting with one space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, "utf8");
    // The first line holds 75 octets; a continuation's leading space counts, so it holds 74 more.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10).replace(/-/g, "");
}

function eventLines(entry: CalendarEntry, stamp: Date): string[] {
  const lines = ["BEGIN:VEVENT", `UID:${escapeText(entry.uid)}`, `DTSTAMP:${utcStamp(stamp)}`];
  if ("date" in entry) {
    lines.push(`DTSTART;VALUE=DATE:${entry.date.replace(/-/g, "")}`, `DTEND;VALUE=DATE:${nextDay(entry.date)}`, "TRANSP:TRANSPARENT");
  } else {
    lines.push(`DTSTART:${utcStamp(entry.startsAt)}`, `DTEND:${utcStamp(entry.endsAt)}`);
  }
  lines.push(`SUMMARY:${escapeText(entry.summary)}`);
  if (entry.description) lines.push(`DESCRIPTION:${escapeText(entry.description)}`);
  if (entry.url) lines.push(`URL:${entry.url}`);
  if ("status" in entry && entry.status) lines.push(`STATUS:${entry.status}`);
  lines.push("END:VEVENT");
  return lines;
}

/**
 * A VCALENDAR of the entries. `stamp` is DTSTAMP (when this copy was made);
 * `method` "PUBLISH" for a feed or an attachment to add to a calendar.
 */
export function writeCalendar(options: { name: string; entries: readonly CalendarEntry[]; stamp: Date }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Study Compass//Student portal//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.name)}`,
    ...options.entries.flatMap((entry) => eventLines(entry, options.stamp)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
