import { writeCalendar } from "../platform/index.ts";
import type { ApplicationRoute } from "./application-routes.ts";
import { datedCycles, dayName, fundingWindow, monthName, windowSentence, type FundingWindow, type ScholarshipDating } from "./cycles.ts";

/*
 * The funding calendar (issue 26): every award's and application route's
 * dates in the next twelve months, from their windows on a day (cycles.ts,
 * decision 0043). A confirmed window gives its opening and closing days; an
 * expected one gives a month, never a day, and is never shown as confirmed.
 * Pure: today is always passed in. The page and the ICS feed read the same
 * entries, in the same words.
 */

/** What the calendar reads of an award: its dated cycles, and what names and links it. */
export interface CalendarAward extends ScholarshipDating {
  id: string;
  slug: string;
  title: string;
  sourceUrl: string | null;
}

export type FundingCalendarEntryKind = "opens" | "closes" | "expected opening" | "expected closing";

/** What happens, as the page says it. */
const WHAT_HAPPENS: Readonly<Record<FundingCalendarEntryKind, string>> = {
  opens: "Opens",
  closes: "Closes",
  "expected opening": "Expected to open — not confirmed",
  "expected closing": "Expected to close — not confirmed",
};

export interface FundingCalendarEntry {
  /** Stable for the same award or route, kind and date, so a subscribed calendar updates the entry rather than adding another. */
  uid: string;
  kind: FundingCalendarEntryKind;
  /** A day a source confirmed; false for a month expected from past cycles. */
  confirmed: boolean;
  /** YYYY-MM-DD; the first of the month for an expected entry (which is shown as the month, never as that day). */
  date: string;
  /** "7 October 2027", or "August 2027" for an expected entry. */
  when: string;
  /** "Opens", "Closes", "Expected to open — not confirmed"... */
  what: string;
  /** The award's title, or the route and its deadline ("UWI: Cave Hill undergraduate applications, August intake"). */
  name: string;
  /** The award's page on this site (a path), or the route's official site. */
  href: string;
  subject: "award" | "application route";
  /** The window in one sentence (windowSentence): the basis years of an expected one, in words. */
  sentence: string;
  /** Where the date, or the past cycle it is expected from, was stated. */
  sourceUrl: string | null;
}

export interface FundingCalendarMonth {
  /** YYYY-MM. */
  month: string;
  /** "August 2027". */
  name: string;
  entries: FundingCalendarEntry[];
}

/** An award with no date to place in the next twelve months: no yearly window, no dates found, or no confirmed closing day. */
export interface UnplacedAward {
  id: string;
  name: string;
  href: string;
  sentence: string;
}

export interface ApplicationRouteSummary {
  id: ApplicationRoute["id"];
  name: string;
  about: string;
  officialUrl: string;
  note: string | null;
  /** Empty: no dates in our data. */
  deadlines: {
    id: string;
    label: string;
    sentence: string;
    cycle: string;
    sourceUrl: string;
    /** "23 November 2026". */
    checkedOn: string;
    note: string | null;
  }[];
}

export interface FundingCalendar {
  /** Every entry from `today` to a year later, by date, then name. */
  entries: FundingCalendarEntry[];
  /** The entries by month, in order; months with none are left out. */
  months: FundingCalendarMonth[];
  /** Awards not on the calendar, by name. */
  unplaced: UnplacedAward[];
  routes: ApplicationRouteSummary[];
}

/** The path of an award's page. */
export const scholarshipPagePath = (slug: string) => `/funding/scholarships/${slug}`;

/** The days and months the calendar covers: from today to the same day a year later (not included). */
interface Horizon {
  today: string;
  until: string;
}

const withinDays = (horizon: Horizon, day: string) => day >= horizon.today && day < horizon.until;
const withinMonths = (horizon: Horizon, month: string) => month >= horizon.today.slice(0, 7) && `${month}-01` < horizon.until;

/** What is dated, whatever it is: an award or one of a route's deadlines. */
interface Dated {
  uid: string;
  name: string;
  href: string;
  subject: FundingCalendarEntry["subject"];
  dating: ScholarshipDating;
  /** The source to name when the cycle names none. */
  sourceUrl: string | null;
}

/**
 * A window's entries within the horizon: a confirmed window's opening and
 * closing days; an expected window's opening month, or its closing month
 * when no opening is known or it is expected to be open already.
 */
function entriesOf(dated: Dated, window: FundingWindow, horizon: Horizon): FundingCalendarEntry[] {
  const sentence = windowSentence(window);
  const entry = (kind: FundingCalendarEntryKind, date: string, when: string, sourceUrl: string | null): FundingCalendarEntry => ({
    uid: `${dated.uid}-${kind.replace(" ", "-")}-${date}@studycompass`,
    kind,
    confirmed: kind === "opens" || kind === "closes",
    date,
    when,
    what: WHAT_HAPPENS[kind],
    name: dated.name,
    href: dated.href,
    subject: dated.subject,
    sentence,
    sourceUrl: sourceUrl ?? dated.sourceUrl,
  });
  const onDay = (kind: "opens" | "closes", day: string | null, sourceUrl: string | null) =>
    day !== null && withinDays(horizon, day) ? [entry(kind, day, dayName(day), sourceUrl)] : [];
  const inMonth = (kind: "expected opening" | "expected closing", month: string | null) =>
    month !== null && withinMonths(horizon, month) ? [entry(kind, `${month}-01`, monthName(month), datedCycles(dated.dating)[0]?.sourceUrl ?? null)] : [];

  switch (window.status) {
    case "opens":
      return [...onDay("opens", window.opensOn, window.cycle.sourceUrl), ...onDay("closes", window.cycle.closesOn, window.cycle.sourceUrl)];
    case "open":
      return onDay("closes", window.cycle.closesOn, window.cycle.sourceUrl);
    case "expected":
      if (window.opensAround !== null && !(window.underway && window.closesAround !== null)) return inMonth("expected opening", window.opensAround);
      return inMonth("expected closing", window.closesAround);
    default:
      return [];
  }
}

const KIND_ORDER: readonly FundingCalendarEntryKind[] = ["opens", "expected opening", "closes", "expected closing"];

function byDateThenName(a: FundingCalendarEntry, b: FundingCalendarEntry): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.name.localeCompare(b.name) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind);
}

function inMonths(entries: readonly FundingCalendarEntry[]): FundingCalendarMonth[] {
  const months: FundingCalendarMonth[] = [];
  for (const entry of entries) {
    const month = entry.date.slice(0, 7);
    const last = months.at(-1);
    if (last?.month === month) last.entries.push(entry);
    else months.push({ month, name: monthName(month), entries: [entry] });
  }
  return months;
}

/** A route's deadline read as a cycle of its own, so its window is decided the way an award's is. */
function routeDating(deadline: ApplicationRoute["deadlines"][number]): ScholarshipDating {
  return {
    deadline: deadline.closesOn,
    deadlineCycle: deadline.cycle,
    deadlineSourceUrl: deadline.sourceUrl,
    opensOn: deadline.opensOn,
    earlierCycles: [],
    fixedWindow: true,
  };
}

/**
 * The calendar on `today` of the awards `include` keeps (all when absent:
 * the place for a "for me" choice once a student's eligibility can be read)
 * and of the application routes given.
 */
export function fundingCalendar<Award extends CalendarAward>({
  awards,
  routes,
  today,
  include = () => true,
}: {
  awards: readonly Award[];
  routes: readonly ApplicationRoute[];
  today: string;
  include?: (award: Award) => boolean;
}): FundingCalendar {
  const horizon: Horizon = { today, until: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}` };
  const entries: FundingCalendarEntry[] = [];
  const unplaced: UnplacedAward[] = [];
  for (const award of awards.filter(include)) {
    const window = fundingWindow(award, today);
    const href = scholarshipPagePath(award.slug);
    const dated: Dated = { uid: `scholarship-${award.id}`, name: award.title, href, subject: "award", dating: award, sourceUrl: award.sourceUrl };
    const placed = entriesOf(dated, window, horizon);
    if (placed.length === 0) unplaced.push({ id: award.id, name: award.title, href, sentence: windowSentence(window) });
    entries.push(...placed);
  }
  const summaries = routes.map((route): ApplicationRouteSummary => {
    const deadlines = route.deadlines.map((deadline) => {
      const dating = routeDating(deadline);
      const window = fundingWindow(dating, today);
      const name = `${route.name}: ${deadline.label}`;
      const dated: Dated = {
        uid: `route-${route.id}-${deadline.id}`,
        name,
        href: route.officialUrl,
        subject: "application route",
        dating,
        sourceUrl: deadline.sourceUrl,
      };
      entries.push(...entriesOf(dated, window, horizon));
      const { id, label, cycle, sourceUrl, note } = deadline;
      return { id, label, sentence: windowSentence(window), cycle, sourceUrl, checkedOn: dayName(deadline.checkedOn), note };
    });
    return { id: route.id, name: route.name, about: route.about, officialUrl: route.officialUrl, note: route.note, deadlines };
  });
  entries.sort(byDateThenName);
  unplaced.sort((a, b) => a.name.localeCompare(b.name));
  return { entries, months: inMonths(entries), unplaced, routes: summaries };
}

/**
 * The calendar as an ICS feed: one all-day event per entry, a confirmed one
 * CONFIRMED, an expected one TENTATIVE on its month's first day, its summary
 * starting "Expected: " and its description the window's sentence.
 */
export function fundingCalendarIcs(calendar: Pick<FundingCalendar, "entries">, { publicOrigin, stamp }: { publicOrigin: string; stamp: Date }): string {
  return writeCalendar({
    name: "Study Compass funding calendar",
    stamp,
    entries: calendar.entries.map((entry) => {
      const url = entry.href.startsWith("/") ? `${publicOrigin}${entry.href}` : entry.href;
      const happens = entry.kind === "opens" || entry.kind === "expected opening" ? "opens" : "closes";
      return {
        uid: entry.uid,
        date: entry.date,
        status: entry.confirmed ? "CONFIRMED" : "TENTATIVE",
        summary: entry.confirmed ? `${entry.name} — ${happens}` : `Expected: ${entry.name} — ${happens} around ${entry.when}`,
        description: [`${entry.sentence}.`, entry.sourceUrl ? `Source: ${entry.sourceUrl}` : null, url].filter(Boolean).join("\n"),
        url,
      };
    }),
  });
}
