import { z } from "zod";
import { defineEvent } from "../../eventstore/index.ts";
import { LOCAL_CURRENCIES, RATE_CURRENCIES } from "./currencies.ts";

const isoDate = z.iso.date();
const webAddress = z.url({ protocol: /^https?$/ });

/**
 * An operator (or the seed) recorded a rate: units of `currency` per 1 US
 * dollar, as its source gives it for `asOf`. One stream per currency; a rate
 * recorded again for the same day replaces the earlier one.
 */
export const ExchangeRateRecorded = defineEvent(
  "ExchangeRateRecorded",
  z.object({
    currency: z.enum(RATE_CURRENCIES),
    unitsPerUsd: z.number().positive().finite(),
    asOf: isoDate,
    sourceUrl: webAddress,
    /** How the figure was read from the source ("selling rate", "fixed peg", "derived from IMF SDR values"). */
    note: z.string().trim().min(1).max(500).nullable(),
  }),
);
export const exchangeRateStream = (currency: string) => `exchange-rate-${currency}`;

/** The student chose the local currency the planner shows beside US dollars. */
export const PlannerCurrencyChosen = defineEvent("PlannerCurrencyChosen", z.object({ userId: z.string().min(1), currency: z.enum(LOCAL_CURRENCIES) }));

/** The student's own estimate of all flights for their course (null amount: cleared). */
export const FlightEstimateRecorded = defineEvent(
  "FlightEstimateRecorded",
  z.object({ userId: z.string().min(1), amount: z.number().nonnegative().finite().nullable(), currency: z.enum(LOCAL_CURRENCIES) }),
);
export const plannerStream = (userId: string) => `planner-${userId}`;

/** What an up-front cost is. `sevis` is the US SEVIS I-901 fee; `proof-of-funds` is a minimum a student must show, never a cost added to a plan. */
export const UPFRONT_COST_KINDS = ["deposit", "visa", "permit", "biometrics", "health", "registration", "sevis", "proof-of-funds"] as const;
export type UpfrontCostKind = (typeof UPFRONT_COST_KINDS)[number];

/**
 * A cost a student pays before arriving (deposit, visa or permit fee), or a
 * sum they must show (proof of funds), with its source and dates, or marked
 * not found with what to check. A country-wide one (schoolId null) is an
 * official fee, edited at /admin/official-fees; all are seeded as desired
 * state (infra/seed/portal/upfront-costs.ts) and replaced whole when revised.
 * Schema version 2 (decision 0039) split v1's `asOf` into when the fee
 * applies (`effectiveFrom`) and when its source was read (`checkedOn`).
 */
export const upfrontCostSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    destinationId: z.string().min(1),
    /** Set for a school's own charge (a deposit); null for a country-wide one (a visa fee). */
    schoolId: z.string().min(1).nullable(),
    kind: z.enum(UPFRONT_COST_KINDS),
    label: z.string().trim().min(1).max(200),
    /** Null together with `amount` when not found. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .nullable(),
    amount: z.number().nonnegative().nullable(),
    per: z.enum(["once", "year"]),
    sourceUrl: webAddress.nullable(),
    /** The day the figure applies from, as its source gives it; null when the source gives none (in force when checked). */
    effectiveFrom: isoDate.nullable(),
    /** The day we last read the source. */
    checkedOn: isoDate,
    /** What the dates mean or what to check ("undated page", "fees rise most Aprils"). */
    note: z.string().trim().min(1).max(500).nullable(),
    position: z.number().int().nonnegative(),
  })
  .refine((cost) => (cost.amount === null) === (cost.currency === null), "amount and currency are both set or both null")
  .refine((cost) => cost.amount === null || cost.sourceUrl !== null, "a figure needs its source");
export type UpfrontCost = z.infer<typeof upfrontCostSchema>;

/**
 * Version 1 had one date, `asOf`: the day the source gave the figure for, or
 * the day we checked an undated page. Which of the two it was is not in the
 * data, so it is read as the day checked, with no effective date (the figure
 * was in force then); the seed restates the known effective dates.
 */
const upfrontCostUpcasters = {
  1: (data: unknown) => {
    const { asOf, ...rest } = data as { asOf: string } & Record<string, unknown>;
    return { ...rest, effectiveFrom: null, checkedOn: asOf };
  },
};

export const UpfrontCostListed = defineEvent("UpfrontCostListed", upfrontCostSchema, { schemaVersion: 2, upcasters: upfrontCostUpcasters });
export const UpfrontCostRevised = defineEvent("UpfrontCostRevised", upfrontCostSchema, { schemaVersion: 2, upcasters: upfrontCostUpcasters });
export const upfrontCostStream = (id: string) => `upfront-cost-${id}`;
export const upfrontCostEntry = { added: UpfrontCostListed, revised: UpfrontCostRevised };
