import { describe, it } from "vitest";
import { deciderSpec } from "../../eventstore/testing.ts";
import { exchangeRateDecider, FutureRateError, plannerDecider } from "./decide.ts";
import { ExchangeRateRecorded, FlightEstimateRecorded, PlannerCurrencyChosen } from "./events.ts";

const rates = deciderSpec(exchangeRateDecider);
const jmd = { currency: "JMD" as const, unitsPerUsd: 157.61, asOf: "2025-03-12", sourceUrl: "https://example.org/boj", note: null };

describe("deciding a currency's rates", () => {
  it("given no rates, when one is recorded, then it is recorded", () => {
    rates
      .given([])
      .when({ ...jmd, today: "2026-11-23" })
      .then([ExchangeRateRecorded.create(jmd)]);
  });

  it("given the same rate for the same day, when it is recorded again (the seed runs twice), then nothing happens", () => {
    rates
      .given([ExchangeRateRecorded.create(jmd)])
      .when({ ...jmd, today: "2026-11-23" })
      .then([]);
  });

  it("given a rate for a day, when a corrected rate is recorded for that day, then the correction is recorded", () => {
    const corrected = { ...jmd, unitsPerUsd: 157.7 };
    rates
      .given([ExchangeRateRecorded.create(jmd)])
      .when({ ...corrected, today: "2026-11-23" })
      .then([ExchangeRateRecorded.create(corrected)]);
  });

  it("given any rates, when a newer day's rate is recorded, then it is recorded beside the older one", () => {
    const newer = { ...jmd, unitsPerUsd: 160.25, asOf: "2026-11-20" };
    rates
      .given([ExchangeRateRecorded.create(jmd)])
      .when({ ...newer, today: "2026-11-23" })
      .then([ExchangeRateRecorded.create(newer)]);
  });

  it("when a rate is dated after today, then it is refused", () => {
    rates
      .given([])
      .when({ ...jmd, asOf: "2026-11-24", today: "2026-11-23" })
      .then(FutureRateError);
  });
});

const planner = deciderSpec(plannerDecider);
const userId = "user-a";

describe("deciding a student's planner choices", () => {
  it("given no choice, when a currency is chosen, then it is recorded", () => {
    planner
      .given([])
      .when({ type: "choose-currency", userId, currency: "TTD" })
      .then([PlannerCurrencyChosen.create({ userId, currency: "TTD" })]);
  });

  it("given a currency, when the same one is chosen, then nothing happens", () => {
    planner
      .given([PlannerCurrencyChosen.create({ userId, currency: "TTD" })])
      .when({ type: "choose-currency", userId, currency: "TTD" })
      .then([]);
  });

  it("given no flight estimate, when one is entered, then it is recorded; when cleared, nothing is there to clear", () => {
    planner
      .given([])
      .when({ type: "record-flight-estimate", userId, amount: 90000, currency: "JMD" })
      .then([FlightEstimateRecorded.create({ userId, amount: 90000, currency: "JMD" })]);
    planner.given([]).when({ type: "record-flight-estimate", userId, amount: null, currency: "USD" }).then([]);
  });

  it("given an estimate, when it changes or is cleared, then that is recorded; when it is the same, nothing happens", () => {
    const given = [FlightEstimateRecorded.create({ userId, amount: 900, currency: "USD" })];
    planner.given(given).when({ type: "record-flight-estimate", userId, amount: 900, currency: "USD" }).then([]);
    planner
      .given(given)
      .when({ type: "record-flight-estimate", userId, amount: null, currency: "USD" })
      .then([FlightEstimateRecorded.create({ userId, amount: null, currency: "USD" })]);
  });
});
