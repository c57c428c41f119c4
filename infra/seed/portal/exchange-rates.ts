import type { RecordExchangeRate } from "../../../modules/portal/index.ts";

/*
 * The planner's dated rate table: units of each currency per
 * 1 US dollar, each from a stored public page found on 2026-11-23, with the
 * day the page gives the rate for. `npm run rates:set` records newer ones.
 */
export const seedExchangeRates: Omit<RecordExchangeRate, "today">[] = [
  {
    currency: "BBD",
    unitsPerUsd: 2,
    asOf: "2016-07-05",
    sourceUrl: "https://www.centralbank.org.bb/news/general-press-release/fixed-for-forty-one-years",
    note: "Fixed peg of BBD 2.00 to USD 1.00 since 5 July 1975, as the Central Bank of Barbados restated on 5 July 2016.",
  },
  {
    currency: "XCD",
    unitsPerUsd: 2.7,
    asOf: "2024-07-07",
    sourceUrl: "https://www.eccb-centralbank.org/news/eccb-commemorates-48-years-of-ec-dollar-peg",
    note: "Fixed peg of EC$2.70 to US$1.00 since 7 July 1976 (Eastern Caribbean Central Bank, on the peg's 48th anniversary).",
  },
  {
    currency: "BSD",
    unitsPerUsd: 1,
    asOf: "2026-11-23",
    sourceUrl: "https://www.centralbankbahamas.com/foreign-exchange",
    note: "Fixed one-to-one parity with the US dollar since 1973 (Central Bank of The Bahamas; undated page, checked 23 Nov 2026).",
  },
  {
    currency: "JMD",
    unitsPerUsd: 157.61,
    asOf: "2025-03-12",
    sourceUrl: "https://newsloup.com/2025/03/13/current-forex-rates-and-economic-developments-in-jamaica",
    note: "The US dollar ended trading at J$157.61 on 12 March 2025, by the Bank of Jamaica's daily exchange trading summary (as the Jamaica Observer reported it).",
  },
  {
    currency: "TTD",
    unitsPerUsd: 6.7739,
    asOf: "2026-02-03",
    sourceUrl: "https://central-bank.org.tt/",
    note: "Central Bank of Trinidad and Tobago selling rate for the US dollar on 3 Feb 2026 (buying 6.6498).",
  },
  ...(
    [
      ["CAD", 1.403601, "1.91687"],
      ["EUR", 0.858005, "1.17176"],
      ["GBP", 0.745716, "1.01841"],
      ["AUD", 1.537754, "2.10008"],
    ] as const
  ).map(([currency, unitsPerUsd, perSdr]) => ({
    currency,
    unitsPerUsd,
    asOf: "2025-10-20",
    sourceUrl: "https://www.brecorder.com/news/40388541/currency-values-in-terms-of-special-drawing-rights",
    note: `Derived from the IMF's currency values per SDR for 20 Oct 2025: ${perSdr} ${currency} per SDR ÷ 1.36568 USD per SDR.`,
  })),
];
