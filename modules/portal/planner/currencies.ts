/*
 * The currencies the planner knows: the local currencies a Caribbean student
 * can choose, and the ones the catalogue's school costs are
 * stated in. Every rate is "units of the currency per 1 US dollar".
 */
export const LOCAL_CURRENCIES = ["USD", "JMD", "TTD", "BBD", "BSD", "XCD"] as const;
export type LocalCurrency = (typeof LOCAL_CURRENCIES)[number];

/** Currencies a rate can be recorded for: the local ones (USD is 1 by definition) and those school costs use. */
export const RATE_CURRENCIES = ["JMD", "TTD", "BBD", "BSD", "XCD", "CAD", "GBP", "EUR", "AUD"] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

export const CURRENCY_NAMES: Record<LocalCurrency, string> = {
  USD: "US dollar (USD)",
  JMD: "Jamaican dollar (JMD)",
  TTD: "Trinidad and Tobago dollar (TTD)",
  BBD: "Barbados dollar (BBD)",
  BSD: "Bahamian dollar (BSD)",
  XCD: "Eastern Caribbean dollar (XCD)",
};

export function isLocalCurrency(value: unknown): value is LocalCurrency {
  return typeof value === "string" && (LOCAL_CURRENCIES as readonly string[]).includes(value);
}
