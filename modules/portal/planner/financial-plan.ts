import { cycleStanding, isOldFigure, type SchoolCostAmount } from "../../catalog/index.ts";
import type { ExchangeRate } from "./rates.ts";

/*
 * The financial plan, pure: from the shortlisted schools'
 * structured cost amounts (catalogue), the saved scholarships' amount texts,
 * the student's own flight estimate and the rates in force, each school's
 * yearly cost, its total over the years of study, the funding and the gap, in
 * US dollars and in the student's local currency. Where a school states no
 * living costs of its own, the floor is its destination's proof-of-funds
 * official fee in force on the plan's day (the official fees table, handed in
 * by the query), never a copy of it in the school's facts. docs/portal.md's "Financial
 * plan" section states the same rules; `financial-plan.test.ts` holds them to it.
 *
 * Nothing is guessed: a cost the catalogue does not state, or states only per
 * credit or per contact hour, is unknown; a scholarship without a clear
 * yearly or total figure is not counted and says why; a currency without a
 * rate makes the figures that need it unknown. A figure more than two cycles
 * old is shown apart, never added in: the real cost is likely higher.
 */

export const YEARS_OF_STUDY = 4;

/** A yearly amount: `high` is null when a source says "or more". */
export interface Range {
  low: number;
  high: number | null;
}

/** One stated amount the plan counted, as the source gave it and per year in USD. */
export interface CountedAmount {
  label: string;
  text: string;
  perYearUsd: Range;
  cycle: string | null;
  sourceUrl: string;
  /** Set when the amount is an official fee's figure (a proof-of-funds floor): the day it applies from (null: its source gives none) and the day its source was read. */
  officialFee?: { effectiveFrom: string | null; checkedOn: string };
}

/**
 * A destination's proof-of-funds official fee, as the figure in force on the
 * plan's day reads (fee-schedule.ts `feeOn`): what a visa asks a student to
 * show for living costs. `per: "year"` is a yearly sum; `per: "once"` is one
 * sum to show, which its data does not state per year.
 */
export interface ProofOfFundsFee {
  label: string;
  amount: number;
  currency: string;
  per: "once" | "year";
  effectiveFrom: string | null;
  checkedOn: string;
  sourceUrl: string;
}

export type YearlyFigure =
  | { status: "known"; usd: Range; basis: "school figures" | "school estimate" | "government minimum"; counted: CountedAmount[] }
  | { status: "unknown"; reason: string };

export interface SchoolCostInput {
  schoolId: string;
  name: string;
  slug: string;
  amounts: readonly SchoolCostAmount[];
  /** The school's destination's proof-of-funds official fees with a figure in force on the plan's day (none: no floor). */
  proofOfFunds: readonly ProofOfFundsFee[];
}

export interface ScholarshipInput {
  id: string;
  title: string;
  amount: string | null;
  currency: string;
}

export interface FinancialPlanInputs {
  schools: readonly SchoolCostInput[];
  scholarships: readonly ScholarshipInput[];
  years: number;
  localCurrency: string;
  /** The rate in force for each currency (see ratesOn); USD needs none. */
  rates: ReadonlyMap<string, ExchangeRate>;
  /** The student's own estimate of all flights for the course, if they gave one. */
  flightEstimate: { amount: number; currency: string } | null;
  /** The day the plan is for ("YYYY-MM-DD"): which figures are too old to count. */
  today: string;
}

/** A stated amount too old to count: shown beside the plan, not in it. */
export interface OldFigure {
  fact: SchoolCostAmount["fact"];
  label: string;
  text: string;
  cycle: string | null;
  sourceUrl: string;
}

export interface Money {
  usd: Range;
  /** Null when the local currency has no rate. */
  local: Range | null;
}

export interface SchoolPlan {
  schoolId: string;
  name: string;
  slug: string;
  tuition: YearlyFigure;
  livingCosts: YearlyFigure;
  /** Tuition plus living costs for one year; null when either is unknown. */
  yearly: Money | null;
  /** Yearly cost × years, plus the flight estimate; null when unknown. */
  total: Money | null;
  /** Total minus funding over the years, never below 0; null when the total is unknown. */
  gap: Money | null;
  /** Tuition and living-cost figures more than two cycles old, left out of the figures above. */
  oldFigures: OldFigure[];
}

export type ScholarshipFunding =
  | {
      status: "counted";
      id: string;
      title: string;
      kind: "yearly" | "total";
      amount: number;
      currency: string;
      text: string;
      perYearUsd: number;
      totalUsd: number;
    }
  | { status: "not counted"; id: string; title: string; reason: string };

export interface FinancialPlan {
  years: number;
  localCurrency: string;
  /** The local currency's rate, or null when it has none (then only USD is shown). */
  localRate: ExchangeRate | null;
  /** Every rate the plan used, for "rate and its date". */
  ratesUsed: ExchangeRate[];
  schools: SchoolPlan[];
  scholarships: ScholarshipFunding[];
  funding: { perYear: Money; total: Money };
  flight: Money | null;
}

// ---------------------------------------------------------------- conversion

/** Amount in `currency` → USD, or null when there is no rate for it. */
export function toUsd(amount: number, currency: string, rates: ReadonlyMap<string, ExchangeRate>): number | null {
  if (currency === "USD") return amount;
  const rate = rates.get(currency);
  return rate ? amount / rate.unitsPerUsd : null;
}

/** Whole units, half away from zero: the only rounding, done last, on totals (never on parts before adding). */
export function roundMoney(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount));
}

function rangeToUsd(range: Range, currency: string, rates: ReadonlyMap<string, ExchangeRate>): Range | null {
  const low = toUsd(range.low, currency, rates);
  if (low === null) return null;
  return { low, high: range.high === null ? null : toUsd(range.high, currency, rates) };
}

const addRanges = (a: Range, b: Range): Range => ({ low: a.low + b.low, high: a.high === null || b.high === null ? null : a.high + b.high });
const scaleRange = (a: Range, by: number): Range => ({ low: a.low * by, high: a.high === null ? null : a.high * by });
const roundRange = (a: Range): Range => ({ low: roundMoney(a.low), high: a.high === null ? null : roundMoney(a.high) });

function money(usd: Range, localRate: ExchangeRate | null, localCurrency: string): Money {
  const local = localCurrency === "USD" ? usd : localRate ? scaleRange(usd, localRate.unitsPerUsd) : null;
  return { usd: roundRange(usd), local: local ? roundRange(local) : null };
}

// ---------------------------------------------------------------- yearly costs

/** How many of a period make a year; periods that need a course load (credit, contact hour) or are not yearly (once, programme) have none. */
const PER_YEAR: Partial<Record<SchoolCostAmount["period"], number>> = { year: 1, semester: 2, month: 12 };
const PER_COURSE_LOAD = new Set<SchoolCostAmount["period"]>(["credit", "contact-hour"]);

const label = (amount: SchoolCostAmount) => amount.label ?? "";
const isTotal = (amount: SchoolCostAmount) => /\btotal\b|cost of attendance/i.test(label(amount));
/**
 * A school fact's copy of a government's minimum ("Student visa minimum, London"): shown on school pages, never
 * read by the plan, whose floor is the official fee itself (issue 25 item 2).
 */
const isGovernmentMinimum = (amount: SchoolCostAmount) => /minimum/i.test(label(amount));
/** The school's own budget for a year ("Oxford's estimate for nine months"), not an item it borrowed from another school's estimate. */
const isOwnEstimate = (amount: SchoolCostAmount) => /'s estimate\b/i.test(label(amount)) && !isTotal(amount);
const isSchoolEstimate = (amount: SchoolCostAmount) => isOwnEstimate(amount) && amount.period === "year";
const isOffCampus = (amount: SchoolCostAmount) => /off[ -]campus/i.test(label(amount));
const isOnCampusOption = (amount: SchoolCostAmount) => /on[ -]campus|residence|\bhalls?\b/i.test(label(amount));
/** A fee charged on top of whichever programme's tuition ("Mandatory fees", "General fee"), not a programme's own fee. */
const isAddedFee = (amount: SchoolCostAmount) => /\bfees?\b/i.test(label(amount)) && !/tuition|course|program/i.test(label(amount));

function amountText(amount: SchoolCostAmount): string {
  const figure = amount.max === amount.min ? `${amount.min}` : amount.max === null ? `${amount.min} or more` : `${amount.min}–${amount.max}`;
  return `${amount.currency} ${figure} per ${amount.period}`;
}

function counted(amount: SchoolCostAmount, rates: ReadonlyMap<string, ExchangeRate>): CountedAmount | null {
  const perYear = PER_YEAR[amount.period];
  if (perYear === undefined) return null;
  const usd = rangeToUsd({ low: amount.min, high: amount.max }, amount.currency, rates);
  if (!usd) return null;
  return { label: amount.label ?? "", text: amountText(amount), perYearUsd: scaleRange(usd, perYear), cycle: amount.cycle, sourceUrl: amount.sourceUrl };
}

function missingRate(amounts: readonly SchoolCostAmount[], rates: ReadonlyMap<string, ExchangeRate>): string | null {
  const missing = amounts.find((amount) => PER_YEAR[amount.period] !== undefined && amount.currency !== "USD" && !rates.has(amount.currency));
  return missing ? `No exchange rate for ${missing.currency} yet` : null;
}

/** Alternatives, lowest to highest (an open-ended one keeps the top open). */
function rangeAcross(ranges: readonly Range[]): Range {
  const highs = ranges.map((range) => range.high);
  return { low: Math.min(...ranges.map((range) => range.low)), high: highs.includes(null) ? null : Math.max(...(highs as number[])) };
}

const sumOf = (ranges: readonly Range[]): Range => ranges.reduce<Range>(addRanges, { low: 0, high: 0 });

/** The yearly figure these (yearly-convertible) amounts make, combined as alternatives or as parts; unknown when one needs a missing rate. */
function figureFrom(
  amounts: readonly SchoolCostAmount[],
  rates: ReadonlyMap<string, ExchangeRate>,
  basis: "school figures" | "school estimate" | "government minimum",
  combine: (ranges: readonly Range[]) => Range,
): YearlyFigure {
  const noRate = missingRate(amounts, rates);
  if (noRate) return { status: "unknown", reason: noRate };
  const figures = amounts.map((amount) => counted(amount, rates)!);
  return { status: "known", usd: combine(figures.map((figure) => figure.perYearUsd)), basis, counted: figures };
}

/**
 * Yearly tuition: programme alternatives give a range (lowest to highest), and
 * fees charged on top of any programme are added to each. Charged per credit
 * or contact hour, it depends on the course load: unknown.
 */
export function yearlyTuition(amounts: readonly SchoolCostAmount[], rates: ReadonlyMap<string, ExchangeRate>): YearlyFigure {
  const tuition = amounts.filter((amount) => amount.fact === "tuition");
  if (tuition.length === 0) return { status: "unknown", reason: "Not found: the school's tuition is not in our verified facts" };
  if (tuition.some((amount) => PER_COURSE_LOAD.has(amount.period))) {
    return { status: "unknown", reason: "Charged per credit or contact hour: it depends on your course load" };
  }
  const noRate = missingRate(tuition, rates);
  if (noRate) return { status: "unknown", reason: noRate };
  const yearly = tuition.filter((amount) => PER_YEAR[amount.period] !== undefined);
  if (yearly.length === 0) return { status: "unknown", reason: "No yearly figure: the school states its tuition per term or for the whole programme" };
  const counts = yearly.map((amount) => counted(amount, rates)!);
  const fees = counts.filter((_, index) => isAddedFee(yearly[index]!)).map((figure) => figure.perYearUsd);
  const programmes = counts.filter((_, index) => !isAddedFee(yearly[index]!)).map((figure) => figure.perYearUsd);
  const usd = programmes.length === 0 ? sumOf(fees) : addRanges(rangeAcross(programmes), sumOf(fees));
  return { status: "known", usd, basis: "school figures", counted: counts };
}

/** A proof-of-funds fee as the plan counts it: only a yearly one is a yearly floor; its data gives no month count to turn a one-off sum into one. */
function countedFloor(fee: ProofOfFundsFee, rates: ReadonlyMap<string, ExchangeRate>): CountedAmount | null {
  const usd = fee.per === "year" ? toUsd(fee.amount, fee.currency, rates) : null;
  if (usd === null) return null;
  return {
    label: fee.label,
    text: `${fee.currency} ${fee.amount} per year`,
    perYearUsd: { low: usd, high: usd },
    cycle: null,
    sourceUrl: fee.sourceUrl,
    officialFee: { effectiveFrom: fee.effectiveFrom, checkedOn: fee.checkedOn },
  };
}

/**
 * The floor when a school states no yearly living costs of its own: its
 * destination's yearly proof-of-funds fees in force (a range across them when
 * there are several, as for studying in London or outside it), labelled as the
 * government's minimum; unknown, saying why, when there is none to use.
 */
function livingCostFloor(proofOfFunds: readonly ProofOfFundsFee[], rates: ReadonlyMap<string, ExchangeRate>, noFigure: string): YearlyFigure {
  const yearly = proofOfFunds.filter((fee) => fee.per === "year");
  const noRate = yearly.find((fee) => fee.currency !== "USD" && !rates.has(fee.currency));
  if (noRate) return { status: "unknown", reason: `${noFigure}, and there is no exchange rate for ${noRate.currency} yet to use the visa's minimum` };
  const floors = yearly.map((fee) => countedFloor(fee, rates)!);
  if (floors.length > 0) return { status: "known", usd: rangeAcross(floors.map((floor) => floor.perYearUsd)), basis: "government minimum", counted: floors };
  if (proofOfFunds.length > 0) return { status: "unknown", reason: `${noFigure}, and the visa's minimum to show is one sum, not stated per year` };
  return { status: "unknown", reason: noFigure };
}

/**
 * Yearly living costs, in this order: the school's own yearly estimate (a
 * range across them); else the school's stated items added up (on-campus
 * where it gives both, without its all-in totals, which include tuition);
 * else the destination's proof-of-funds official fee in force, labelled as a
 * floor. A school fact's copy of a government minimum is never read.
 */
export function yearlyLivingCosts(
  amounts: readonly SchoolCostAmount[],
  rates: ReadonlyMap<string, ExchangeRate>,
  proofOfFunds: readonly ProofOfFundsFee[] = [],
): YearlyFigure {
  const living = amounts.filter((amount) => amount.fact === "livingCosts" && !isGovernmentMinimum(amount));
  if (living.length === 0) return livingCostFloor(proofOfFunds, rates, "Not found: the school's living costs are not in our verified facts");

  const estimates = living.filter(isSchoolEstimate);
  if (estimates.length > 0) return figureFrom(estimates, rates, "school estimate", rangeAcross);

  let items = living.filter((amount) => !isTotal(amount) && !isOwnEstimate(amount));
  if (items.some(isOnCampusOption)) items = items.filter((amount) => !isOffCampus(amount));
  const yearlyItems = items.filter((amount) => PER_YEAR[amount.period] !== undefined);
  if (yearlyItems.length > 0) return figureFrom(yearlyItems, rates, "school figures", sumOf);

  return livingCostFloor(proofOfFunds, rates, "No yearly figure: the school states its living costs only per week, per term or as one-off charges");
}

/** Unknown, saying why, when the only figures for `fact` are too old to count. */
function onlyOldFigures(fact: "tuition" | "livingCosts", current: readonly SchoolCostAmount[], old: readonly SchoolCostAmount[]): YearlyFigure | null {
  if (current.some((amount) => amount.fact === fact) || !old.some((amount) => amount.fact === fact)) return null;
  return { status: "unknown", reason: "Only an old figure is known, shown below: the real cost is likely higher" };
}

// ---------------------------------------------------------------- scholarships

const CURRENCY_MARKS: [RegExp, string | null][] = [
  [/^(US\$|USD\s?)$/i, "USD"],
  [/^(CA\$|C\$|CAD\s?)$/i, "CAD"],
  [/^(A\$|AUD\s?)$/i, "AUD"],
  [/^(£|GBP\s?)$/i, "GBP"],
  [/^(€|EUR\s?)$/i, "EUR"],
  [/^\$$/, null],
];
const FIGURE = /(US\$|CA\$|C\$|A\$|USD\s?|CAD\s?|AUD\s?|GBP\s?|EUR\s?|£|€|\$)\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?/g;
const YEARLY = /\b(a|per|each|every) (year|academic year)\b|\bannual(ly)?\b|\/\s?year\b/i;
const TOTAL = /\bin total\b|\btotal of\b|\bone-off\b|\bone-time\b|\bover (the|your) (course|degree|programme|program)\b/i;

/**
 * A saved scholarship counts only when its amount states exactly one figure
 * with a clear period: a year ("a year", "per year", "annually") or the whole
 * award ("in total", "one-off"). Everything else is listed, not counted, with why.
 */
export function scholarshipFunding(scholarship: ScholarshipInput, rates: ReadonlyMap<string, ExchangeRate>, years: number): ScholarshipFunding {
  const { id, title } = scholarship;
  const text = scholarship.amount?.trim() ?? "";
  if (text === "") return { status: "not counted", id, title, reason: "No amount is stated" };
  const figures = [...text.matchAll(FIGURE)];
  if (figures.length === 0) return { status: "not counted", id, title, reason: "It describes what it covers, not a sum of money" };
  if (figures.length > 1) return { status: "not counted", id, title, reason: "It states more than one figure, so the amount you would get is not clear" };
  const yearly = YEARLY.test(text);
  const total = TOTAL.test(text);
  if (yearly === total) return { status: "not counted", id, title, reason: "It does not say whether the figure is per year or for the whole award" };
  const [match, mark = "$"] = figures[0]!;
  const currency = CURRENCY_MARKS.find(([pattern]) => pattern.test(mark))?.[1] ?? scholarship.currency;
  const amount = Number(match.slice(mark.length).replace(/[,\s]/g, ""));
  const usd = toUsd(amount, currency, rates);
  if (usd === null) return { status: "not counted", id, title, reason: `No exchange rate for ${currency} yet` };
  const kind = yearly ? "yearly" : "total";
  return { status: "counted", id, title, kind, amount, currency, text, perYearUsd: yearly ? usd : usd / years, totalUsd: yearly ? usd * years : usd };
}

// ---------------------------------------------------------------- the plan

export function financialPlan(inputs: FinancialPlanInputs): FinancialPlan {
  const { years, rates, localCurrency } = inputs;
  const localRate = localCurrency === "USD" ? null : (rates.get(localCurrency) ?? null);
  const show = (usd: Range) => money(usd, localRate, localCurrency);

  const scholarships = inputs.scholarships.map((scholarship) => scholarshipFunding(scholarship, rates, years));
  const countedFunding = scholarships.filter((funding) => funding.status === "counted");
  const fundingTotalUsd = countedFunding.reduce((sum, funding) => sum + funding.totalUsd, 0);
  const fundingPerYearUsd = countedFunding.reduce((sum, funding) => sum + funding.perYearUsd, 0);

  const flightUsd = inputs.flightEstimate ? toUsd(inputs.flightEstimate.amount, inputs.flightEstimate.currency, rates) : null;
  const flightRange = flightUsd === null ? null : { low: flightUsd, high: flightUsd };

  const schools = inputs.schools.map((school): SchoolPlan => {
    // A school fact's copy of a government minimum is neither counted nor listed as old: the floor is the official fee.
    const amounts = school.amounts.filter((amount) => !(amount.fact === "livingCosts" && isGovernmentMinimum(amount)));
    const old = amounts.filter((amount) => amount.fact !== "applicationFee" && isOldFigure(cycleStanding(amount, inputs.today)));
    const current = amounts.filter((amount) => !old.includes(amount));
    const tuition = onlyOldFigures("tuition", current, old) ?? yearlyTuition(current, rates);
    const living = yearlyLivingCosts(current, rates, school.proofOfFunds);
    // With only an old figure of its own, the floor still counts when there is one; else the old figure is why it is unknown.
    const livingCosts = living.status === "known" ? living : (onlyOldFigures("livingCosts", current, old) ?? living);
    const oldFigures = old.map((amount) => ({
      fact: amount.fact,
      label: label(amount),
      text: amountText(amount),
      cycle: amount.cycle,
      sourceUrl: amount.sourceUrl,
    }));
    const base = { schoolId: school.schoolId, name: school.name, slug: school.slug, tuition, livingCosts, oldFigures };
    if (tuition.status !== "known" || livingCosts.status !== "known") return { ...base, yearly: null, total: null, gap: null };
    const yearly = addRanges(tuition.usd, livingCosts.usd);
    const total = addRanges(scaleRange(yearly, years), flightRange ?? { low: 0, high: 0 });
    const gap = { low: Math.max(0, total.low - fundingTotalUsd), high: total.high === null ? null : Math.max(0, total.high - fundingTotalUsd) };
    return { ...base, yearly: show(yearly), total: show(total), gap: show(gap) };
  });

  const used = new Set<string>([localCurrency]);
  inputs.schools.forEach((school, index) => {
    for (const amount of school.amounts) if (!isGovernmentMinimum(amount)) used.add(amount.currency);
    const living = schools[index]!.livingCosts;
    if (living.status === "known" && living.basis === "government minimum")
      for (const fee of school.proofOfFunds) if (fee.per === "year") used.add(fee.currency);
  });
  for (const funding of countedFunding) used.add(funding.currency);
  if (inputs.flightEstimate) used.add(inputs.flightEstimate.currency);
  const ratesUsed = [...used]
    .flatMap((currency) => (currency === "USD" ? [] : (rates.get(currency) ?? [])))
    .sort((a, b) => a.currency.localeCompare(b.currency));

  return {
    years,
    localCurrency,
    localRate,
    ratesUsed,
    schools,
    scholarships,
    funding: { perYear: show({ low: fundingPerYearUsd, high: fundingPerYearUsd }), total: show({ low: fundingTotalUsd, high: fundingTotalUsd }) },
    flight: flightRange ? show(flightRange) : null,
  };
}
