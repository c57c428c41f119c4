import { cycleStanding, isOldFigure, isPastCycle, type CycleStanding } from "./fact-cycles.ts";
import { formatStatedDate, nextOccurrence } from "./stated-dates.ts";
import {
  formatFigure,
  type FactStatement,
  type MoneyAmount,
  type SharedSchoolFact,
  type QuickFact,
  type QuickFactKey,
  type SchoolQuickFacts,
  type SourceConfidence,
} from "./schemas.ts";
export { formatFigure } from "./schemas.ts";
import type { SchoolCostAmount } from "./tables.ts";
export { type SchoolCostAmount } from "./tables.ts";

/*
 * Pure formatting and derivation for a school's quick facts: what
 * the quick-facts card shows, the spec's display texts, and the flat list of
 * amounts the financial planner adds up. No I/O; "today" is always passed in.
 */

/** The spec's field that carries each quick fact as display text. */
export const QUICK_FACT_SPEC_FIELDS = {
  tuition: "tuitionRange",
  livingCosts: "livingCosts",
  applicationFee: "applicationFee",
  applicationDeadline: "applicationDeadline",
  englishRequirements: "englishRequirements",
} as const satisfies Record<QuickFactKey, string>;

export type QuickFactSpecField = (typeof QUICK_FACT_SPEC_FIELDS)[QuickFactKey];

/** The card's order and labels. */
const QUICK_FACT_LABELS: Record<QuickFactKey, string> = {
  tuition: "Tuition",
  livingCosts: "Living costs",
  applicationFee: "Application fee",
  applicationDeadline: "Application deadline",
  englishRequirements: "English requirements",
};

/** How an old figure is named: "2021/22 fee; check the official page". */
const OLD_FIGURE_NOUNS: Record<QuickFactKey, string> = {
  tuition: "fee",
  livingCosts: "figures",
  applicationFee: "fee",
  applicationDeadline: "deadline",
  englishRequirements: "rules",
};

const CHECK_OFFICIAL_PAGE = "check the official page";
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * The calendar year a source's cycle ends in: "2021/22" → 2022, "2025-2026" →
 * 2026, "Fall 2024 and Spring 2025" → 2025. Null when undated, or for a rule
 * that applies "from" a date onwards (it holds until the source changes it).
 */
export function cycleEndYear(cycle: string | null): number | null {
  if (cycle === null || /^\s*(from|since)\b/i.test(cycle)) return null;
  let end: number | null = null;
  for (const match of cycle.matchAll(/\b(\d{4})(?:\s*[/–-]\s*(\d{4}|\d{2})\b)?/g)) {
    const start = Number(match[1]);
    const suffix = match[2];
    let year = suffix === undefined ? start : suffix.length === 4 ? Number(suffix) : Math.floor(start / 100) * 100 + Number(suffix);
    if (year < start) year += 100; // "1999/00"
    end = Math.max(end ?? year, year);
  }
  return end;
}

/** "2026-11-23" → "23 Nov 2026", the same on the server and in every browser. */
export function formatVerifiedOn(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** A link's visible name: the site it goes to ("ox.ac.uk"), so a list of sources reads as where they are. */
export function siteName(url: string): string {
  return new URL(url).hostname.replace(/^www\./, "");
}

/** The facts that are money: an old figure among them likely understates today's cost. */
const MONEY_FACTS = new Set<QuickFactKey>(["tuition", "livingCosts", "applicationFee"]);

/** Whether a statement of `key` is a money figure old enough that the real cost is likely higher. */
export function isOldMoneyFigure(key: QuickFactKey, standing: CycleStanding): boolean {
  return MONEY_FACTS.has(key) && isOldFigure(standing);
}

/** What the card says about when a statement's figure applies, as of `today`. */
export function cycleNote(key: QuickFactKey, statement: Pick<FactStatement, "cycle" | "olderPage">, today: string): string {
  const standing = cycleStanding(statement, today);
  const oldFigure = isOldMoneyFigure(key, standing) ? "; old figure: the real cost is likely higher" : "";
  if (statement.olderPage)
    return statement.cycle
      ? `${statement.cycle}, from an older page; ${CHECK_OFFICIAL_PAGE}${oldFigure}`
      : `Undated older page; ${CHECK_OFFICIAL_PAGE}${oldFigure}`;
  switch (standing.status) {
    case "undated":
      return "No date on the source";
    case "current":
      return statement.cycle ?? "";
    case "last cycle":
      return `Last year: ${statement.cycle}; this year's not yet published`;
    case "older":
      return `${statement.cycle} ${OLD_FIGURE_NOUNS[key]}; ${CHECK_OFFICIAL_PAGE}${oldFigure}`;
  }
}

/** How a figure's currency is written in a value line; any other currency by its code. */
const CURRENCY_MARKS: Record<string, string> = {
  USD: "US$",
  CAD: "CA$",
  GBP: "£",
  EUR: "€",
  AUD: "A$",
  JMD: "J$",
  TTD: "TT$",
  BBD: "BDS$",
  XCD: "EC$",
  BSD: "B$",
};

const PERIOD_WORDS: Record<MoneyAmount["period"], string> = {
  year: "a year",
  semester: "a semester",
  term: "a term",
  month: "a month",
  week: "a week",
  credit: "per credit",
  "contact-hour": "per contact hour",
  programme: "for the programme",
  once: "once",
};

/** One amount as a value line writes it: "US$37,996 a year", "CA$36,806–42,498 a year", "£1,136 or more a month". */
export function amountLine(amount: Pick<MoneyAmount, "currency" | "min" | "max" | "period">): string {
  const mark = CURRENCY_MARKS[amount.currency] ?? `${amount.currency} `;
  const figure =
    amount.max === null
      ? `${formatFigure(amount.min)} or more`
      : amount.max === amount.min
        ? formatFigure(amount.min)
        : `${formatFigure(amount.min)}–${formatFigure(amount.max)}`;
  return `${mark}${figure} ${PERIOD_WORDS[amount.period]}`;
}

/**
 * A statement's value first, for cards and the comparison: its first figure,
 * or else the next day it names, then the cycle it is for and how current that
 * is ("US$37,996 a year, 2026-2027, last year's"; "15 Jan 2027 and 1 more
 * date, 2027 entry"); null when the statement states no figure and names no
 * day, so its words show.
 */
export function valueLine(key: QuickFactKey, statement: Pick<FactStatement, "amounts" | "dates" | "cycle" | "olderPage">, today: string): string | null {
  const lead = amountsLead(statement.amounts) ?? datesLead(statement.dates, today);
  if (lead === null) return null;
  const noun = statement.amounts.length > 0 ? "figure" : "date";
  const standing = cycleStanding(statement, today);
  const parts = [lead];
  if (statement.cycle) parts.push(statement.cycle);
  if (standing.status === "last cycle") parts.push("last year's");
  else if (isOldMoneyFigure(key, standing)) parts.push("old figure");
  else if (standing.status === "older") parts.push(`older ${noun}`);
  else if (standing.status === "undated") parts.push("undated");
  return parts.join(", ");
}

const andMore = (count: number, noun: string) => (count > 0 ? ` and ${count} more ${count === 1 ? noun : `${noun}s`}` : "");

function amountsLead(amounts: FactStatement["amounts"]): string | null {
  const [first, ...more] = amounts;
  return first ? amountLine(first) + andMore(more.length, "figure") : null;
}

/** The day that comes next (else the first named), as "15 Jan 2027" or "15 Jan each year". */
function datesLead(dates: readonly string[], today: string): string | null {
  if (dates.length === 0) return null;
  const upcoming = dates.filter((date) => nextOccurrence(date, today) !== null);
  const lead = upcoming.sort((a, b) => nextOccurrence(a, today)!.localeCompare(nextOccurrence(b, today)!))[0] ?? dates[0]!;
  return formatStatedDate(lead) + andMore(dates.length - 1, "date");
}

/** How each confidence names its source beside the link. */
const SOURCE_KINDS: Record<SourceConfidence, string> = { official: "official page", secondary: "secondary source", aggregator: "aggregator copy" };

export interface QuickFactLink {
  url: string;
  label: string;
}

export interface QuickFactStatementView {
  text: string;
  /** The value first ("US$37,996 a year, 2026-2027, last year's"), or null when the statement states no figure. */
  valueLine: string | null;
  cycleNote: string;
  standing: CycleStanding["status"];
  /** For an intake that has gone (last cycle's or older): shown greyed, never as upcoming. */
  outdated: boolean;
  /** A money figure more than two cycles old: labelled, and kept out of the planner's totals. */
  oldFigure: boolean;
  confidence: SourceConfidence;
  /** "official page", "secondary source" or "aggregator copy". */
  sourceKind: string;
  /** "Last verified", or for an aggregator copy (never shown as verified) "Checked". */
  checkedLabel: string;
  /** "23 Nov 2026". */
  verifiedOn: string;
  /** "2026-11-23", for a `<time dateTime>`. */
  verifiedOnIso: string;
  source: QuickFactLink;
}

export interface QuickFactView {
  key: QuickFactKey;
  label: string;
  /** Set when the statements are the destination's, shared by its schools: who they hold for. */
  appliesTo: string | null;
  /** A general note without a source, shown before anything else. */
  note: string | null;
  /** Verified statements, each with its cycle, date checked and source. */
  statements: QuickFactStatementView[];
  /** Set when the fact was looked for and not found: the official page to check instead. */
  notFound: (QuickFactLink & { checkedOn: string }) | null;
}

/** Which of a school's quick facts are its destination's, and who those hold for ("Every UK university and college, through UCAS"). */
export type InheritedFacts = Partial<Record<QuickFactKey, string>>;

/**
 * A school's quick facts with its destination's shared ones in place of any
 * of its own that is not verified (a school's own verified fact overrides
 * its destination's), and which ones were taken.
 */
export function withSharedFacts(
  quickFacts: SchoolQuickFacts,
  shared: readonly SharedSchoolFact[],
): { quickFacts: SchoolQuickFacts; inherited: InheritedFacts } {
  const merged = { ...quickFacts };
  const inherited: InheritedFacts = {};
  for (const fact of shared) {
    if (merged[fact.key].status === "verified" || inherited[fact.key] !== undefined) continue;
    merged[fact.key] = { status: "verified", note: merged[fact.key].note, statements: fact.statements };
    inherited[fact.key] = fact.appliesTo;
  }
  return { quickFacts: merged, inherited };
}

/** The quick-facts card, in its order, as of `today` ("YYYY-MM-DD"). */
export function quickFactViews(quickFacts: SchoolQuickFacts, today: string, inherited: InheritedFacts = {}): QuickFactView[] {
  return (Object.keys(QUICK_FACT_LABELS) as QuickFactKey[]).map((key) => {
    const fact = quickFacts[key];
    return {
      key,
      label: QUICK_FACT_LABELS[key],
      appliesTo: inherited[key] ?? null,
      note: fact.note,
      statements:
        fact.status === "verified"
          ? fact.statements.map((statement) => {
              const standing = cycleStanding(statement, today);
              return {
                text: statement.text,
                valueLine: valueLine(key, statement, today),
                cycleNote: cycleNote(key, statement, today),
                standing: standing.status,
                outdated: isPastCycle(standing),
                oldFigure: isOldMoneyFigure(key, standing),
                confidence: statement.confidence,
                sourceKind: SOURCE_KINDS[statement.confidence],
                checkedLabel: statement.confidence === "aggregator" ? "Checked" : "Last verified",
                verifiedOn: formatVerifiedOn(statement.verifiedOn),
                verifiedOnIso: statement.verifiedOn,
                source: { url: statement.sourceUrl, label: siteName(statement.sourceUrl) },
              };
            })
          : [],
      notFound: fact.status === "not-found" ? { url: fact.checkUrl, label: siteName(fact.checkUrl), checkedOn: formatVerifiedOn(fact.checkedOn) } : null,
    };
  });
}

/** Why a fact is not current: it has no statement for the intake students apply for now. */
export type StaleReason = "not found" | "not verified" | "last cycle" | "older" | "undated";

export interface StaleFact {
  key: QuickFactKey;
  label: string;
  /** The most current its statements get ("last cycle" beats "older", which beats "undated"). */
  reason: StaleReason;
}

const STALENESS_ORDER = ["last cycle", "older", "undated"] as const;

/** A school's quick facts that have no current statement, in the card's order, as of `today`. */
export function staleFacts(quickFacts: SchoolQuickFacts, today: string): StaleFact[] {
  return (Object.keys(QUICK_FACT_LABELS) as QuickFactKey[]).flatMap((key): StaleFact[] => {
    const fact = quickFacts[key];
    const label = QUICK_FACT_LABELS[key];
    if (fact.status === "not-found") return [{ key, label, reason: "not found" }];
    if (fact.status === "unverified") return [{ key, label, reason: "not verified" }];
    const standings = fact.statements.map((statement) => cycleStanding(statement, today).status);
    if (standings.includes("current")) return [];
    const reason = STALENESS_ORDER.find((status) => standings.includes(status)) ?? "undated";
    return [{ key, label, reason }];
  });
}

/** A quick fact as the spec's one display text: its note, then each statement with its cycle. */
export function quickFactText(fact: QuickFact): string | null {
  const parts = [
    fact.note,
    ...(fact.status === "verified" ? fact.statements.map((statement) => (statement.cycle ? `${statement.text} (${statement.cycle})` : statement.text)) : []),
  ];
  const text = parts.filter((part): part is string => part !== null).join(" ");
  return text === "" ? null : text;
}

/** The spec's display texts (`tuitionRange`, `livingCosts`, ...) for a school's quick facts. */
export function quickFactTexts(quickFacts: SchoolQuickFacts): Record<QuickFactSpecField, string | null> {
  const texts = {} as Record<QuickFactSpecField, string | null>;
  for (const [key, field] of Object.entries(QUICK_FACT_SPEC_FIELDS) as [QuickFactKey, QuickFactSpecField][]) texts[field] = quickFactText(quickFacts[key]);
  return texts;
}

const COST_FACTS = ["tuition", "livingCosts", "applicationFee"] as const;

/** Every verified amount of tuition, living costs and application fees, flattened with its cycle and source. */
export function schoolCostAmounts(quickFacts: SchoolQuickFacts): SchoolCostAmount[] {
  return COST_FACTS.flatMap((fact) => {
    const quickFact = quickFacts[fact];
    if (quickFact.status !== "verified") return [];
    return quickFact.statements.flatMap(({ amounts, cycle, olderPage, sourceUrl, verifiedOn }) =>
      amounts.map((amount) => ({ fact, ...amount, cycle, olderPage, sourceUrl, verifiedOn })),
    );
  });
}
