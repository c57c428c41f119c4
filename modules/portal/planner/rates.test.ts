import { describe, expect, it } from "vitest";
import { ratesOn, type ExchangeRate } from "./rates.ts";

const rate = (currency: string, unitsPerUsd: number, asOf: string): ExchangeRate => ({
  currency,
  unitsPerUsd,
  asOf,
  sourceUrl: "https://example.org/",
  note: null,
});

describe("the rate in force on a day", () => {
  const rates = [rate("JMD", 155, "2025-01-10"), rate("JMD", 157.61, "2025-03-12"), rate("JMD", 160, "2026-12-01"), rate("TTD", 6.7739, "2026-02-03")];
  it.each([
    { day: "2025-01-09", then: { JMD: undefined, TTD: undefined } },
    { day: "2025-01-10", then: { JMD: 155, TTD: undefined } },
    { day: "2025-06-01", then: { JMD: 157.61, TTD: undefined } },
    { day: "2026-11-23", then: { JMD: 157.61, TTD: 6.7739 } },
    { day: "2026-12-01", then: { JMD: 160, TTD: 6.7739 } },
  ])("on $day: JMD $then.JMD, TTD $then.TTD (the newest on or before the day)", ({ day, then }) => {
    const chosen = ratesOn(rates, day);
    expect(chosen.get("JMD")?.unitsPerUsd).toBe(then.JMD);
    expect(chosen.get("TTD")?.unitsPerUsd).toBe(then.TTD);
  });

  it("does not depend on the order rates were recorded in", () => {
    expect(ratesOn([...rates].reverse(), "2026-11-23").get("JMD")?.asOf).toBe("2025-03-12");
  });
});
