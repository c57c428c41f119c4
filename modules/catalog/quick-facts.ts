import type { FactStatement, MoneyAmount, QuickFact, QuickFactKey, SchoolQuickFacts } from "./schemas.ts";

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

/** A figure as sources and our texts write it: thousands grouped with commas, decimals kept ("1,651.62", "22,895"). */
export function formatFigure(figure: number): string {
  const [whole = "0", fraction] = String(figure).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction ? `${grouped}.${fraction.padEnd(2, "0")}` : grouped;
}

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

/** A statement is old once the calendar year its cycle ends in is over, or when it comes from an older undated page. */
export function isOutdated(statement: Pick<FactStatement, "cycle" | "olderPage">, today: string): boolean {
  if (statement.olderPage) return true;
  const end = cycleEndYear(statement.cycle);
  return end !== null && end < Number(today.slice(0, 4));
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

/** What the card says about when a statement's figure applies. */
export function cycleNote(key: QuickFactKey, statement: Pick<FactStatement, "cycle" | "olderPage">, today: string): string {
  if (statement.olderPage)
    return statement.cycle ? `${statement.cycle}, from an older page; ${CHECK_OFFICIAL_PAGE}` : `Undated older page; ${CHECK_OFFICIAL_PAGE}`;
  if (statement.cycle === null) return "No date on the source";
  return isOutdated(statement, today) ? `${statement.cycle} ${OLD_FIGURE_NOUNS[key]}; ${CHECK_OFFICIAL_PAGE}` : statement.cycle;
}

export interface QuickFactLink {
  url: string;
  label: string;
}

export interface QuickFactStatementView {
  text: string;
  cycleNote: string;
  outdated: boolean;
  /** "23 Nov 2026". */
  verifiedOn: string;
  /** "2026-11-23", for a `<time dateTime>`. */
  verifiedOnIso: string;
  source: QuickFactLink;
}

export interface QuickFactView {
  key: QuickFactKey;
  label: string;
  /** A general note without a source, shown before anything else. */
  note: string | null;
  /** Verified statements, each with its cycle, date checked and source. */
  statements: QuickFactStatementView[];
  /** Set when the fact was looked for and not found: the official page to check instead. */
  notFound: (QuickFactLink & { checkedOn: string }) | null;
}

/** The quick-facts card, in its order, as of `today` ("YYYY-MM-DD"). */
export function quickFactViews(quickFacts: SchoolQuickFacts, today: string): QuickFactView[] {
  return (Object.keys(QUICK_FACT_LABELS) as QuickFactKey[]).map((key) => {
    const fact = quickFacts[key];
    return {
      key,
      label: QUICK_FACT_LABELS[key],
      note: fact.note,
      statements:
        fact.status === "verified"
          ? fact.statements.map((statement) => ({
              text: statement.text,
              cycleNote: cycleNote(key, statement, today),
              outdated: isOutdated(statement, today),
              verifiedOn: formatVerifiedOn(statement.verifiedOn),
              verifiedOnIso: statement.verifiedOn,
              source: { url: statement.sourceUrl, label: siteName(statement.sourceUrl) },
            }))
          : [],
      notFound: fact.status === "not-found" ? { url: fact.checkUrl, label: siteName(fact.checkUrl), checkedOn: formatVerifiedOn(fact.checkedOn) } : null,
    };
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

/** One structured amount with where it comes from: what the financial planner adds up. */
export interface SchoolCostAmount extends MoneyAmount {
  fact: "tuition" | "livingCosts" | "applicationFee";
  cycle: string | null;
  olderPage: boolean;
  sourceUrl: string;
  verifiedOn: string;
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
