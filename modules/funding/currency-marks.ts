/*
 * Which currencies an award's amount text names, so the currency it is filed
 * under cannot contradict its own words (GATE's TT$ figures were filed as
 * US dollars). A bare "$" names none: it is the US, Canadian, Australian,
 * Bahamian, Barbadian... dollar, so it constrains nothing. Pure.
 */

/**
 * The currencies an award is filed under: the spec's five, then the
 * Caribbean's own dollars and the others our awards pay in.
 */
export const CURRENCIES = ["USD", "CAD", "GBP", "EUR", "AUD", "JMD", "TTD", "BBD", "BSD", "XCD", "TWD"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Longest marks first, so "TT$" is not read as "$" and "CAN$" not as "A$". */
const MARKS: readonly [RegExp, Currency][] = [
  [/\bUS\$|\bUSD\b/, "USD"],
  [/\bCAN?\$|\bC\$|\bCAD\b/, "CAD"],
  [/\bTT\$|\bTTD\b/, "TTD"],
  [/\bJ\$|\bJMD\b/, "JMD"],
  [/\bBDS\$|\bBBD\b/, "BBD"],
  [/\bB\$|\bBSD\b/, "BSD"],
  [/\bEC\$|\bXCD\b/, "XCD"],
  [/\bNT\$|\bTWD\b/, "TWD"],
  [/\bA\$|\bAUD\b/, "AUD"],
  [/£|\bGBP\b/, "GBP"],
  [/€|\bEUR\b/, "EUR"],
];

/** The currencies an amount text names by a mark or code, in the table's order. */
export function currenciesNamedIn(amount: string): Currency[] {
  return MARKS.filter(([mark]) => mark.test(amount)).map(([, currency]) => currency);
}

/** Null when `currency` agrees with the amount's words (one of the currencies it names, or it names none); else the currencies it names. */
export function currencyContradiction(amount: string | null, currency: Currency): Currency[] | null {
  const named = amount === null ? [] : currenciesNamedIn(amount);
  return named.length === 0 || named.includes(currency) ? null : named;
}
