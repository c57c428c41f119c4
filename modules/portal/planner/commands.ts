import { randomBytes } from "node:crypto";
import {
  foldState,
  handleCommand,
  liveContent,
  readStream,
  seedSyncDecider,
  syncToDesired,
  type Actor,
  type EditProblems,
  type SyncOutcome,
  EntryNotFoundError,
} from "../../eventstore/index.ts";
import { destinationNames } from "../../catalog/index.ts";
import type { LocalCurrency } from "./currencies.ts";
import { db } from "./db.ts";
import {
  exchangeRateDecider,
  officialFeeEditorialDecider,
  officialFeeEditorialRules,
  plannerDecider,
  upfrontCostDecider,
  type RecordExchangeRate,
} from "./decide.ts";
import { exchangeRateStream, plannerStream, upfrontCostSchema, upfrontCostStream, type UpfrontCost } from "./events.ts";
import { exchangeRatesProjection, studentPlannersProjection, upfrontCostsProjection } from "./projection.ts";
import type { OfficialFeeEdit } from "./schemas.ts";

/**
 * Records a rate (the admin page, the operator's CLI, the seed): a rate is
 * recorded, never revised; one recorded again for the same day replaces it.
 * Returns whether it was new; throws FutureRateError for a date after
 * `today`. The admin page waits for the rate table (`waitForTable`); callers
 * without a running worker (the CLI, the seed) catch it up themselves:
 * `catchUp(exchangeRatesProjection)`.
 */
export async function recordExchangeRate(rate: RecordExchangeRate, by: Actor, options: { waitForTable?: boolean } = {}): Promise<"recorded" | "unchanged"> {
  const result = await handleCommand(
    exchangeRateDecider,
    exchangeRateStream(rate.currency),
    rate,
    by,
    options.waitForTable ? { waitFor: [exchangeRatesProjection] } : {},
  );
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

/**
 * Makes a seeded up-front cost read as desired, appending only what changed,
 * unless someone other than the syncing actor (an admin) has edited it: then
 * the editor's version stands (see seedSyncDecider).
 */
export function syncUpfrontCost(desired: UpfrontCost, by: Actor): Promise<SyncOutcome> {
  return syncToDesired(seedSyncDecider(upfrontCostDecider, by.actor), upfrontCostStream(desired.id), upfrontCostSchema.parse(desired), by);
}

/** Said next to the destination field when the catalogue does not know it. */
export const UNKNOWN_DESTINATION_MESSAGE = "Choose a destination from the list.";

async function destinationProblems({ destinationId }: { destinationId: string }): Promise<EditProblems> {
  return (await destinationNames([destinationId])).has(destinationId) ? {} : { destinationId: UNKNOWN_DESTINATION_MESSAGE };
}

/** An official fee as its events say (never the read table, which may lag): what an edit form starts from. A school's own charge is not one. */
export async function officialFeeForEditing(id: string): Promise<{ fee: UpfrontCost; version: number } | null> {
  if (!/^[a-z0-9-]{1,100}$/.test(id)) return null;
  const state = foldState(officialFeeEditorialDecider, await readStream(db(), upfrontCostStream(id)));
  const fee = liveContent(state);
  return fee && fee.schoolId === null ? { fee, version: state.version } : null;
}

const feeOf = (edit: OfficialFeeEdit, identity: { id: string; position: number }): UpfrontCost => ({ ...identity, schoolId: null, ...edit });

/** Lists a new official fee from the admin form, after the others; the list shows it when this returns. */
export async function createOfficialFee(edit: OfficialFeeEdit, by: Actor): Promise<{ fee: UpfrontCost; version: number }> {
  const problems = await destinationProblems(edit);
  const last = await db()
    .selectFrom("upfront_costs")
    .select((eb) => eb.fn.max("position").as("position"))
    .executeTakeFirst();
  const fee = feeOf(edit, { id: `fee-${randomBytes(6).toString("hex")}`, position: (last?.position ?? -1) + 1 });
  const result = await handleCommand(officialFeeEditorialDecider, upfrontCostStream(fee.id), { kind: "create", content: fee, problems }, by, {
    waitFor: [upfrontCostsProjection],
  });
  return { fee, version: result.state.version };
}

/**
 * Revises an official fee from the version the editor read: a stale version
 * is refused with EditConflictError (nothing written; the form keeps what was
 * typed), an unknown one with EntryNotFoundError, an unknown destination with
 * EditInvalidError. A later effective date keeps the figure in force until then.
 */
export async function reviseOfficialFee(id: string, edit: OfficialFeeEdit, expectedVersion: number, by: Actor): Promise<{ fee: UpfrontCost; version: number }> {
  const current = await officialFeeForEditing(id);
  if (!current) throw new EntryNotFoundError(officialFeeEditorialRules.noun);
  const problems = await destinationProblems(edit);
  const fee = feeOf(edit, { id, position: current.fee.position });
  const result = await handleCommand(officialFeeEditorialDecider, upfrontCostStream(id), { kind: "revise", content: fee, expectedVersion, problems }, by, {
    waitFor: [upfrontCostsProjection],
    retries: 0,
  });
  return { fee: result.state.content ?? fee, version: result.state.version };
}

/**
 * Brings back the content of an earlier version as a new UpfrontCostRevised
 * (decision 0016), from the version the editor was looking at: a stale one is
 * EditConflictError, a version the stream lacks VersionNotFoundError, an
 * unknown fee EntryNotFoundError; nothing is written then. `changed` is false
 * when it already read so.
 */
export async function restoreOfficialFeeVersion(
  id: string,
  fromVersion: number,
  expectedVersion: number,
  by: Actor,
): Promise<{ version: number; changed: boolean }> {
  // A school's own charge (a deposit) is not an official fee: answered as an unknown one.
  if (!(await officialFeeForEditing(id))) throw new EntryNotFoundError(officialFeeEditorialRules.noun);
  const result = await handleCommand(officialFeeEditorialDecider, upfrontCostStream(id), { kind: "restore", fromVersion, expectedVersion }, by, {
    waitFor: [upfrontCostsProjection],
    retries: 0,
  });
  return { version: result.state.version, changed: result.events.length > 0 };
}
