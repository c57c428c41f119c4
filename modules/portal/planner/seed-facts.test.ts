import { describe, expect, it } from "vitest";
import { destinations } from "../../../infra/seed/catalog/destinations.ts";
import { schools } from "../../../infra/seed/catalog/schools.ts";
import { seedExchangeRates, seedUpfrontCosts } from "../../../infra/seed/portal/index.ts";
import { LOCAL_CURRENCIES } from "./currencies.ts";
import { upfrontCostSchema } from "./events.ts";

describe("the planner's seeded facts", () => {
  it("give every local currency a sourced, dated rate, and the pegs at their fixed values", () => {
    for (const currency of LOCAL_CURRENCIES.filter((code) => code !== "USD")) {
      expect(
        seedExchangeRates.find((rate) => rate.currency === currency),
        currency,
      ).toMatchObject({ sourceUrl: expect.stringMatching(/^https:\/\//) });
    }
    const peg = (currency: string) => seedExchangeRates.find((rate) => rate.currency === currency)?.unitsPerUsd;
    expect([peg("BBD"), peg("BSD"), peg("XCD")]).toEqual([2, 1, 2.7]);
  });

  it("give every school-cost currency a rate, so no tuition is unknown for want of one", () => {
    for (const currency of ["CAD", "GBP", "EUR", "AUD"])
      expect(
        seedExchangeRates.some((rate) => rate.currency === currency),
        currency,
      ).toBe(true);
  });

  it("are valid, refer to real destinations and schools, and state a source for every figure", () => {
    const destinationIds = new Set(destinations.map((destination) => destination.id));
    const schoolIds = new Set(schools.map((school) => school.id));
    expect(new Set(seedUpfrontCosts.map((cost) => cost.id)).size).toBe(seedUpfrontCosts.length);
    for (const cost of seedUpfrontCosts) {
      expect(() => upfrontCostSchema.parse(cost), cost.id).not.toThrow();
      expect(destinationIds.has(cost.destinationId), cost.id).toBe(true);
      if (cost.schoolId) expect(schoolIds.has(cost.schoolId), cost.id).toBe(true);
      if (cost.amount === null) expect(cost.note, cost.id).toMatch(/not found|no figure|states no figure/i);
    }
  });
});
