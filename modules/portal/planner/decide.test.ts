import { describe, it } from "vitest";
import { EditConflictError, EditInvalidError, seedSyncDecider, type NewEvent } from "../../eventstore/index.ts";
import { deciderSpec } from "../../eventstore/testing.ts";
import { seedUpfrontCosts } from "../../../infra/seed/portal/upfront-costs.ts";
import { exchangeRateDecider, FutureRateError, officialFeeEditorialDecider, plannerDecider, upfrontCostDecider } from "./decide.ts";
import { ExchangeRateRecorded, FlightEstimateRecorded, PlannerCurrencyChosen, UpfrontCostListed, UpfrontCostRevised } from "./events.ts";

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

describe("editing an official fee", () => {
  const editor = deciderSpec(officialFeeEditorialDecider);
  const visaFee = seedUpfrontCosts.find((cost) => cost.id === "usa-f1-visa-fee")!;
  const nextFee = { ...visaFee, amount: 250, effectiveFrom: "2027-01-01", checkedOn: "2026-12-01" };

  it("given no fee, when an admin creates one, then it is listed", () => {
    editor
      .given([])
      .when({ kind: "create", content: visaFee })
      .then([UpfrontCostListed.create(visaFee)]);
  });

  it("given a listed fee, when an admin records next year's figure from the version they read, then it is revised whole", () => {
    editor
      .given([UpfrontCostListed.create(visaFee)])
      .when({ kind: "revise", content: nextFee, expectedVersion: 1 })
      .then([UpfrontCostRevised.create(nextFee)]);
  });

  it("given a fee revised since the editor opened it, when they save, then it is a conflict and nothing is written", () => {
    editor
      .given([UpfrontCostListed.create(visaFee), UpfrontCostRevised.create(nextFee)])
      .when({ kind: "revise", content: { ...visaFee, note: "Mine" }, expectedVersion: 1 })
      .then(new EditConflictError("official fee", 2, 1));
  });

  it("given a fee with an unknown destination typed, when it is saved, then the field problem is refused", () => {
    editor
      .given([UpfrontCostListed.create(visaFee)])
      .when({ kind: "revise", content: visaFee, expectedVersion: 1, problems: { destinationId: "Choose a destination from the list." } })
      .then(EditInvalidError);
  });

  it("given a revised fee, when version 1 is restored, then its figure and dates come back as a revision that names the version", () => {
    editor
      .given([UpfrontCostListed.create(visaFee), UpfrontCostRevised.create(nextFee)])
      .when({ kind: "restore", fromVersion: 1, expectedVersion: 2 })
      .then([{ ...UpfrontCostRevised.create(visaFee), metadata: { restoredFromVersion: 1 } }]);
  });

  it("given a fee listed at schema version 1 (one date, asOf), when it is read, then that date is the day checked and no effective date is stated", () => {
    const { effectiveFrom: _effective, checkedOn: _checked, ...rest } = visaFee;
    const listedLongAgo = { type: UpfrontCostListed.type, schemaVersion: 1, data: { ...rest, asOf: "2023-06-17" } };
    editor
      .given([listedLongAgo])
      .when({ kind: "revise", content: { ...visaFee, effectiveFrom: null, checkedOn: "2023-06-17" }, expectedVersion: 1 })
      .then([]);
  });

  const seed = deciderSpec(seedSyncDecider(upfrontCostDecider, "system"));
  const stored = (event: NewEvent, actor: string) => ({ ...event, metadata: { actor, requestId: "r", occurredAt: "2026-11-24T00:00:00.000Z" } });

  it("given a fee only the seed wrote, when improved seed content is desired, then it is revised", () => {
    seed
      .given([stored(UpfrontCostListed.create(visaFee), "system")])
      .when(nextFee)
      .then([UpfrontCostRevised.create(nextFee)]);
  });

  it("given a fee an admin revised, when the seed's content is desired, then nothing happens (the edit stands)", () => {
    seed
      .given([stored(UpfrontCostListed.create(visaFee), "system"), stored(UpfrontCostRevised.create(nextFee), "user_admin")])
      .when(visaFee)
      .then([]);
  });
});
