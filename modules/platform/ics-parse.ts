/*
 * Reads an ICS back (unfolds lines, unescapes TEXT): for tests of what we
 * write, so they check the file a calendar app would read, not our strings.
 */
export interface ParsedCalendar {
  properties: Record<string, string>;
  events: Record<string, string>[];
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_match, character: string) => (character === "n" || character === "N" ? "\n" : character));
}

export function parseCalendar(ics: string): ParsedCalendar {
  if (/[^\r]\n/.test(ics)) throw new Error("ICS lines must end with CRLF");
  const lines = ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  const properties: Record<string, string> = {};
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT") {
      events.push(current!);
      current = null;
    } else if (current) current[name] = unescapeText(value);
    else properties[name] = unescapeText(value);
  }
  return { properties, events };
}
