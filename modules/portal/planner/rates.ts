/*
 * Which exchange rate applies on a day (pure): for each currency, the newest
 * recorded rate dated on or before that day. A rate dated later is not used
 * yet; a currency with no rate on or before the day has none (shown as
 * unavailable, never guessed).
 */

export interface ExchangeRate {
  currency: string;
  /** Units of `currency` per 1 US dollar. */
  unitsPerUsd: number;
  /** YYYY-MM-DD: the day the source gives the rate for. */
  asOf: string;
  sourceUrl: string;
  note: string | null;
}

/** The rate in force on `day` (YYYY-MM-DD) for each currency that has one (USD needs none: it is 1). */
export function ratesOn(rates: readonly ExchangeRate[], day: string): Map<string, ExchangeRate> {
  const chosen = new Map<string, ExchangeRate>();
  for (const rate of rates) {
    if (rate.asOf > day) continue;
    const current = chosen.get(rate.currency);
    if (!current || rate.asOf > current.asOf) chosen.set(rate.currency, rate);
  }
  return chosen;
}
