import { handleCommand, syncToDesired, type Actor, type SyncOutcome } from "../../eventstore/index.ts";
import type { LocalCurrency } from "./currencies.ts";
import { exchangeRateDecider, plannerDecider, upfrontCostDecider, type RecordExchangeRate } from "./decide.ts";
import { exchangeRateStream, plannerStream, upfrontCostSchema, upfrontCostStream, type UpfrontCost } from "./events.ts";
import { studentPlannersProjection } from "./projection.ts";

/**
 * Records a rate (operator command, seed). Returns whether it was new; throws
 * FutureRateError for a date after `today`. Callers without a running worker
 * (the CLI, the seed) catch the rate table up themselves: `catchUp(exchangeRatesProjection)`.
 */
export async function recordExchangeRate(rate: RecordExchangeRate, by: Actor): Promise<"recorded" | "unchanged"> {
  const result = await handleCommand(exchangeRateDecider, exchangeRateStream(rate.currency), rate, by);
  return result.events.length > 0 ? "recorded" : "unchanged";
}

/** The student's local currency for the planner. */
export async function choosePlannerCurrency(userId: string, currency: LocalCurrency, by: Actor): Promise<void> {
  await handleCommand(plannerDecider, plannerStream(userId), { type: "choose-currency", userId, currency }, by, { waitFor: [studentPlannersProjection] });
}

/** The student's own flight estimate for the whole course, in USD or their local currency; null clears it. */
export async function recordFlightEstimate(userId: string, amount: number | null, currency: LocalCurrency, by: Actor): Promise<void> {
  await handleCommand(plannerDecider, plannerStream(userId), { type: "record-flight-estimate", userId, amount, currency }, by, {
    waitFor: [studentPlannersProjection],
  });
}

/** Makes an up-front cost fact read as desired (the seed). */
export function syncUpfrontCost(desired: UpfrontCost, by: Actor): Promise<SyncOutcome> {
  return syncToDesired(upfrontCostDecider, upfrontCostStream(desired.id), upfrontCostSchema.parse(desired), by);
}
