import { catchUp, type Actor, type SyncOutcome } from "../../../modules/eventstore/index.ts";
import { todayUtc } from "../../../modules/platform/index.ts";
import {
  checklistsProjection,
  exchangeRatesProjection,
  exclusiveEventsProjection,
  recordExchangeRate,
  syncChecklistTemplate,
  syncExclusiveEvent,
  syncUpfrontCost,
  upfrontCostsProjection,
} from "../../../modules/portal/index.ts";
import { checklistTemplates } from "./checklists.ts";
import { seedExclusiveEvents } from "./events.ts";
import { seedExchangeRates } from "./exchange-rates.ts";
import { seedUpfrontCosts } from "./upfront-costs.ts";

export { seedExchangeRates, seedExclusiveEvents, seedUpfrontCosts };

/** Appends the planner's rates and up-front costs as events (idempotent) and projects them before returning. */
export async function seedPlannerFacts(by: Actor): Promise<{ exchangeRate: Record<SyncOutcome, number>; upfrontCost: Record<SyncOutcome, number> }> {
  const exchangeRate: Record<SyncOutcome, number> = { added: 0, revised: 0, unchanged: 0 };
  const today = todayUtc();
  for (const rate of seedExchangeRates) exchangeRate[(await recordExchangeRate({ ...rate, today }, by)) === "recorded" ? "added" : "unchanged"] += 1;
  const upfrontCost: Record<SyncOutcome, number> = { added: 0, revised: 0, unchanged: 0 };
  for (const cost of seedUpfrontCosts) upfrontCost[await syncUpfrontCost(cost, by)] += 1;
  await catchUp(exchangeRatesProjection);
  await catchUp(upfrontCostsProjection);
  return { exchangeRate, upfrontCost };
}

/** Appends our programme of events as desired state (seeding twice adds nothing) and projects it before returning. */
export async function seedEvents(by: Actor): Promise<{ exclusiveEvent: Record<SyncOutcome, number> }> {
  const exclusiveEvent: Record<SyncOutcome, number> = { added: 0, revised: 0, unchanged: 0 };
  for (const event of seedExclusiveEvents) exclusiveEvent[await syncExclusiveEvent(event, by)] += 1;
  await catchUp(exclusiveEventsProjection);
  return { exclusiveEvent };
}

/** Appends the checklist library as desired state (seeding twice adds nothing) and projects it before returning. */
export async function seedChecklistLibrary(by: Actor): Promise<Record<SyncOutcome, number>> {
  const tally: Record<SyncOutcome, number> = { added: 0, revised: 0, unchanged: 0 };
  for (const { id, tasks, ...template } of checklistTemplates) tally[await syncChecklistTemplate({ templateId: id, ...template, tasks }, by)] += 1;
  await catchUp(checklistsProjection);
  return tally;
}
