import { editorialDecider, wholeEntryDecider, type Decider, type EditorialRules, type EditorialState, type NewEvent } from "../../eventstore/index.ts";
import { ExchangeRateRecorded, FlightEstimateRecorded, PlannerCurrencyChosen, UpfrontCostListed, upfrontCostEntry, type UpfrontCost } from "./events.ts";
import type { LocalCurrency, RateCurrency } from "./currencies.ts";

// ---------------------------------------------------------------- exchange rates

export interface RecordExchangeRate {
  currency: RateCurrency;
  unitsPerUsd: number;
  asOf: string;
  sourceUrl: string;
  note: string | null;
  /** The operator's today (YYYY-MM-DD): a rate cannot be dated after it. */
  today: string;
}

export class FutureRateError extends Error {
  constructor(readonly asOf: string) {
    super(`The rate's date ${asOf} is in the future: record a rate on or after the day its source gives it.`);
    this.name = "FutureRateError";
  }
}

type RateState = Map<string, { unitsPerUsd: number; sourceUrl: string; note: string | null }>;

/** A currency's rates by date. Recording the same rate, source and note for a day again is nothing to do (the seed runs twice). */
export const exchangeRateDecider: Decider<RecordExchangeRate, RateState> = {
  initialState: () => new Map(),
  evolve(state, event) {
    const recorded = ExchangeRateRecorded.match(event);
    if (!recorded) return state;
    const next = new Map(state);
    next.set(recorded.asOf, { unitsPerUsd: recorded.unitsPerUsd, sourceUrl: recorded.sourceUrl, note: recorded.note });
    return next;
  },
  decide(command, state): NewEvent[] {
    if (command.asOf > command.today) throw new FutureRateError(command.asOf);
    const existing = state.get(command.asOf);
    if (existing && existing.unitsPerUsd === command.unitsPerUsd && existing.sourceUrl === command.sourceUrl && existing.note === command.note) return [];
    const { today: _today, ...rate } = command;
    return [ExchangeRateRecorded.create(rate)];
  },
};

// ---------------------------------------------------------------- the student's planner choices

export type PlannerCommand =
  | { type: "choose-currency"; userId: string; currency: LocalCurrency }
  | { type: "record-flight-estimate"; userId: string; amount: number | null; currency: LocalCurrency };

interface PlannerState {
  currency: LocalCurrency | null;
  flight: { amount: number | null; currency: LocalCurrency } | null;
}

/** A student's planner choices: a choice equal to the current one appends nothing. */
export const plannerDecider: Decider<PlannerCommand, PlannerState> = {
  initialState: () => ({ currency: null, flight: null }),
  evolve(state, event) {
    const chosen = PlannerCurrencyChosen.match(event);
    if (chosen) return { ...state, currency: chosen.currency };
    const flight = FlightEstimateRecorded.match(event);
    if (flight) return { ...state, flight: { amount: flight.amount, currency: flight.currency } };
    return state;
  },
  decide(command, state): NewEvent[] {
    if (command.type === "choose-currency") {
      return state.currency === command.currency ? [] : [PlannerCurrencyChosen.create({ userId: command.userId, currency: command.currency })];
    }
    if (state.flight && state.flight.amount === command.amount && state.flight.currency === command.currency) return [];
    if (!state.flight && command.amount === null) return [];
    return [FlightEstimateRecorded.create({ userId: command.userId, amount: command.amount, currency: command.currency })];
  },
};

/** Up-front cost facts are entries replaced whole (the seed's desired state). */
export const upfrontCostDecider = wholeEntryDecider(upfrontCostEntry);

/**
 * An official fee in the shared editorial shape: every change is an
 * UpfrontCostListed or UpfrontCostRevised, so the planner and destination
 * pages follow without knowing who made it. A restore brings back that
 * version's figure, dates, source and words; its id and place in the list stay.
 * Never deleted (no `deletion`): one that stops applying is revised.
 */
export const officialFeeEditorialRules: EditorialRules<UpfrontCost> = {
  noun: "official fee",
  evolve: upfrontCostDecider.evolve,
  creates: (event) => UpfrontCostListed.match(event) !== undefined,
  deletes: () => false,
  changes: (current, desired) => upfrontCostDecider.decide(desired, current),
  restore: (current, earlier) => ({ ...earlier, id: current.id, position: current.position }),
};

/** The admin area's decider for official fees: create, revise from the version the editor read, restore. */
export const officialFeeEditorialDecider = editorialDecider(officialFeeEditorialRules);

export type OfficialFeeEditorialState = EditorialState<UpfrontCost>;
