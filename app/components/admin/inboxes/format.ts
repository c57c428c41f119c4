// One way the admin inboxes write a moment: the same on the server and in the browser (no hydration mismatch), in UTC.
const momentFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" });

export function formatMoment(at: Date): string {
  return `${momentFormat.format(at)} UTC`;
}
