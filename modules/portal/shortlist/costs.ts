import type { SchoolCostAmount } from "../../catalog/index.ts";

/**
 * US dollars per unit of a currency, for ordering schools by tuition and for
 * comparing a school's cost with the student's budget (which the quiz asks in
 * USD a year). Only currencies with a dated, cited rate are here; an amount in
 * any other currency is "not compared", never guessed. The financial planner's
 * operator-maintained rate table is meant to replace this one once merged.
 */
export type UsdRates = Readonly<Record<string, number>>;

export const REFERENCE_USD_RATES: UsdRates = {
  USD: 1,
  // Fixed at BBD 2.00 = USD 1.00 since 5 July 1975 (Central Bank of Barbados,
  // https://www.centralbank.org.bb/news/general-press-release/fixed-for-forty-one-years, read 2026-11-23).
  BBD: 0.5,
  // Bank of Jamaica daily trading summary for 7 July 2025: US$1 = J$160.63, CA$1 = J$119.89, £1 = J$217.34
  // (reported at https://brazillatest.com/2025/07/15/us-dollar-ends-week-lower-16063, read 2026-11-23); CAD and GBP are the cross rates.
  JMD: 1 / 160.63,
  CAD: 119.89 / 160.63,
  GBP: 217.34 / 160.63,
};
export const REFERENCE_RATES_AS_OF = "2025-07-07";

/** Labels of amounts that are a fee on top of tuition, not tuition itself ("Mandatory fees", "Semester fee, about", "Ancillary charges"). */
const FEE_ONLY = /\b(fees?|charges)\b/i;
const TUITION_WORDS = /tuition|overseas|course|programme|program/i;

function isTuitionItself(amount: SchoolCostAmount): boolean {
  return amount.label === null || !FEE_ONLY.test(amount.label) || TUITION_WORDS.test(amount.label);
}

/** How many of a period make a year; periods that need a course load (credit, contact hour) or cover a whole programme are left out. */
const PER_YEAR: Partial<Record<SchoolCostAmount["period"], number>> = { year: 1, semester: 2, month: 12 };

function lowestYearlyUsd(amounts: readonly SchoolCostAmount[], rates: UsdRates): number | null {
  let lowest: number | null = null;
  for (const amount of amounts) {
    const perYear = PER_YEAR[amount.period];
    const rate = rates[amount.currency];
    if (perYear === undefined || rate === undefined) continue;
    const usd = amount.min * perYear * rate;
    lowest = lowest === null ? usd : Math.min(lowest, usd);
  }
  return lowest === null ? null : Math.round(lowest);
}

export interface YearlyCostUsd {
  /** The lowest yearly tuition figure a source gives (year, or semester × 2), in USD; null when none can be converted. */
  tuition: number | null;
  /** The lowest yearly living-cost figure (year, or month × 12), in USD; null when none. */
  livingCosts: number | null;
  /** Tuition plus living costs when known; null without a tuition figure. */
  total: number | null;
}

/** A school's "from" price a year in USD, from its verified cost amounts (pure). */
export function yearlyCostUsd(amounts: readonly SchoolCostAmount[], rates: UsdRates = REFERENCE_USD_RATES): YearlyCostUsd {
  const tuition = lowestYearlyUsd(
    amounts.filter((amount) => amount.fact === "tuition" && amount.period !== "month" && isTuitionItself(amount)),
    rates,
  );
  const livingCosts = lowestYearlyUsd(
    amounts.filter((amount) => amount.fact === "livingCosts"),
    rates,
  );
  return { tuition, livingCosts, total: tuition === null ? null : tuition + (livingCosts ?? 0) };
}
