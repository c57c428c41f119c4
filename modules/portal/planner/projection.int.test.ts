import { afterAll, describe, expect, it } from "vitest";
import { closeProjectionsQueue } from "../../eventstore/index.ts";
import { projectionSpec } from "../../eventstore/testing.ts";
import { AccountDeleted } from "../../identity/index.ts";
import { closeDatabase, closeRedis } from "../../platform/index.ts";
import { seedUpfrontCosts } from "../../../infra/seed/portal/index.ts";
import { ExchangeRateRecorded, FlightEstimateRecorded, PlannerCurrencyChosen, UpfrontCostListed, UpfrontCostRevised } from "./events.ts";
import { exchangeRatesProjection, studentPlannersProjection, upfrontCostsProjection } from "./projection.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const at = (day: string) => new Date(`${day}T12:00:00Z`);
const rate = (unitsPerUsd: number, asOf: string) => ({ currency: "JMD" as const, unitsPerUsd, asOf, sourceUrl: "https://example.org/boj", note: null });

describe("the exchange rates projection", () => {
  it("keeps one row per currency and day; a rate recorded again for a day replaces it", async () => {
    await projectionSpec(exchangeRatesProjection)
      .given([
        { event: ExchangeRateRecorded.create(rate(157.61, "2025-03-12")), recordedAt: at("2026-01-01") },
        { event: ExchangeRateRecorded.create(rate(160.25, "2026-11-20")), recordedAt: at("2026-11-21") },
        { event: ExchangeRateRecorded.create(rate(160.3, "2026-11-20")), recordedAt: at("2026-11-22") },
      ])
      .then({
        exchange_rates: [
          { currency: "JMD", as_of: "2025-03-12", units_per_usd: 157.61, source_url: "https://example.org/boj", note: null, recorded_at: at("2026-01-01") },
          { currency: "JMD", as_of: "2026-11-20", units_per_usd: 160.3, source_url: "https://example.org/boj", note: null, recorded_at: at("2026-11-22") },
        ],
      });
  });
});

describe("the student planners projection", () => {
  it("keeps each student's currency and flight estimate, and forgets a deleted account", async () => {
    const rows = await projectionSpec(studentPlannersProjection)
      .given([
        PlannerCurrencyChosen.create({ userId: "a", currency: "TTD" }),
        FlightEstimateRecorded.create({ userId: "a", amount: 6000, currency: "TTD" }),
        { event: FlightEstimateRecorded.create({ userId: "b", amount: 900, currency: "USD" }), recordedAt: at("2026-11-01") },
        PlannerCurrencyChosen.create({ userId: "c", currency: "JMD" }),
        FlightEstimateRecorded.create({ userId: "c", amount: 1, currency: "JMD" }),
        FlightEstimateRecorded.create({ userId: "c", amount: null, currency: "JMD" }),
        AccountDeleted.create({ userId: "a" }),
      ])
      .rows();
    expect(rows.student_planners).toEqual([
      { user_id: "b", local_currency: null, flight_estimate: 900, flight_currency: "USD", updated_at: at("2026-11-01") },
      expect.objectContaining({ user_id: "c", local_currency: "JMD", flight_estimate: null, flight_currency: null }),
    ]);
  });
});

describe("the up-front costs projection", () => {
  it("keeps each fact as last listed or revised, and every figure by effective date", async () => {
    const [visa] = seedUpfrontCosts;
    const corrected = { ...visa!, amount: 200 };
    const nextYear = { ...visa!, amount: 250, effectiveFrom: "2027-04-01", checkedOn: "2026-12-01" };
    const rows = await projectionSpec(upfrontCostsProjection)
      .given([UpfrontCostListed.create(visa!), UpfrontCostRevised.create(corrected), UpfrontCostRevised.create(nextYear)])
      .rows();
    expect(rows.upfront_costs).toEqual([
      expect.objectContaining({
        id: visa!.id,
        amount: 250,
        currency: "USD",
        effective_from: "2027-04-01",
        checked_on: "2026-12-01",
        source_url: visa!.sourceUrl,
        schedule: [
          expect.objectContaining({ amount: 200, effectiveFrom: visa!.effectiveFrom }),
          expect.objectContaining({ amount: 250, effectiveFrom: "2027-04-01" }),
        ],
      }),
    ]);
  });
});
