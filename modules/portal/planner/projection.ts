import { defineProjection } from "../../eventstore/index.ts";
import { AccountDeleted } from "../../identity/index.ts";
import { ExchangeRateRecorded, FlightEstimateRecorded, PlannerCurrencyChosen, UpfrontCostListed, UpfrontCostRevised } from "./events.ts";
import { scheduleAfter, type FeeFigure } from "./fee-schedule.ts";
import type { PlannerTables } from "./tables.ts";

/** The dated rate table: a rate recorded again for the same currency and day replaces the earlier one. */
export const exchangeRatesProjection = defineProjection<PlannerTables>({
  name: "portal.exchange-rates",
  kind: "read-model",
  handles: [ExchangeRateRecorded],
  tables: ["exchange_rates"],
  async apply(trx, event) {
    const rate = ExchangeRateRecorded.match(event);
    if (!rate) return;
    const columns = { units_per_usd: rate.unitsPerUsd, source_url: rate.sourceUrl, note: rate.note, recorded_at: event.recordedAt };
    await trx
      .insertInto("exchange_rates")
      .values({ currency: rate.currency, as_of: rate.asOf, ...columns })
      .onConflict((oc) => oc.columns(["currency", "as_of"]).doUpdateSet(columns))
      .execute();
  },
});

/** Each student's planner choices; gone with their account. */
export const studentPlannersProjection = defineProjection<PlannerTables>({
  name: "portal.student-planners",
  kind: "read-model",
  handles: [PlannerCurrencyChosen, FlightEstimateRecorded, AccountDeleted],
  tables: ["student_planners"],
  async apply(trx, event) {
    const chosen = PlannerCurrencyChosen.match(event);
    if (chosen) {
      await trx
        .insertInto("student_planners")
        .values({ user_id: chosen.userId, local_currency: chosen.currency, flight_estimate: null, flight_currency: null, updated_at: event.recordedAt })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ local_currency: chosen.currency, updated_at: event.recordedAt }))
        .execute();
      return;
    }
    const flight = FlightEstimateRecorded.match(event);
    if (flight) {
      const columns = { flight_estimate: flight.amount, flight_currency: flight.amount === null ? null : flight.currency, updated_at: event.recordedAt };
      await trx
        .insertInto("student_planners")
        .values({ user_id: flight.userId, local_currency: null, ...columns })
        .onConflict((oc) => oc.column("user_id").doUpdateSet(columns))
        .execute();
      return;
    }
    const deleted = AccountDeleted.match(event);
    if (deleted) await trx.deleteFrom("student_planners").where("user_id", "=", deleted.userId).execute();
  },
});

/**
 * The up-front costs and official fees: each one's latest version, and every
 * figure it has had by effective date (`scheduleAfter`, decision 0039), so a
 * fee recorded ahead of its date leaves the older one in force until then.
 */
export const upfrontCostsProjection = defineProjection<PlannerTables>({
  name: "portal.upfront-costs",
  // 2: effective dates and the schedule of figures (migration 20261201000100).
  version: 2,
  kind: "read-model",
  // Destination pages show the official fees: an edit drops their cached copies.
  publicPages: true,
  handles: [UpfrontCostListed, UpfrontCostRevised],
  tables: ["upfront_costs"],
  async apply(trx, event) {
    const cost = UpfrontCostListed.match(event) ?? UpfrontCostRevised.match(event);
    if (!cost) return;
    const earlier = await trx.selectFrom("upfront_costs").select("schedule").where("id", "=", cost.id).executeTakeFirst();
    const figure: FeeFigure = {
      amount: cost.amount,
      currency: cost.currency,
      per: cost.per,
      effectiveFrom: cost.effectiveFrom,
      checkedOn: cost.checkedOn,
      sourceUrl: cost.sourceUrl,
      note: cost.note,
    };
    const columns = {
      destination_id: cost.destinationId,
      school_id: cost.schoolId,
      kind: cost.kind,
      label: cost.label,
      currency: cost.currency,
      amount: cost.amount,
      per: cost.per,
      source_url: cost.sourceUrl,
      effective_from: cost.effectiveFrom,
      checked_on: cost.checkedOn,
      note: cost.note,
      position: cost.position,
      schedule: JSON.stringify(scheduleAfter(earlier?.schedule ?? [], figure)),
    };
    await trx
      .insertInto("upfront_costs")
      .values({ id: cost.id, ...columns })
      .onConflict((oc) => oc.column("id").doUpdateSet(columns))
      .execute();
  },
});
