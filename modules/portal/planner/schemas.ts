import { z } from "zod";
import { LOCAL_CURRENCIES, RATE_CURRENCIES } from "./currencies.ts";
import { UPFRONT_COST_KINDS, type UpfrontCost } from "./events.ts";

const currency = z.enum(LOCAL_CURRENCIES, { error: "Choose one of the listed currencies." });

/** The planner page's small forms, each with the message shown beside its field. */
export const plannerFormSchemas = {
  currency: z.object({ currency }),
  flightEstimate: z.object({
    /** Empty clears the estimate. */
    amount: z.coerce
      .number({ error: "Enter your estimate as a number, for example 1200." })
      .nonnegative("Your estimate cannot be negative.")
      .max(100_000_000, "That estimate is too large: enter the total for all your flights.")
      .optional()
      .transform((value) => value ?? null),
    currency,
  }),
};

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optionalText = (max: number, message: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, message).optional()).transform((value) => value ?? null);
const webAddress = (message: string) =>
  z
    .preprocess(
      blankToUndefined,
      z
        .url({ protocol: /^https?$/, error: message })
        .max(2000, message)
        .optional(),
    )
    .transform((value) => value ?? null);
const isoDay = (message: string) => z.iso.date({ error: message });

/** The currencies an official fee is stated in: the planner's own and the school-cost ones. */
export const FEE_CURRENCIES = ["USD", ...RATE_CURRENCIES] as const;

/** The messages shown beside the official fee form's fields. */
export const OFFICIAL_FEE_FIELD_MESSAGES = {
  destinationId: "Choose the destination the fee is for.",
  kind: "Choose what kind of fee this is.",
  label: "Enter a name for the fee, up to 200 characters, for example: Student visa application fee.",
  amount: "Enter the amount as a number, for example 490, or leave it empty when no figure was found.",
  amountWithoutCurrency: "Choose the currency of this amount.",
  currencyWithoutAmount: "Enter the amount in this currency, or choose No figure.",
  currency: "Choose one of the listed currencies.",
  per: "Choose whether the fee is paid once or every year.",
  effectiveFrom: "Enter the date the fee applies from as YYYY-MM-DD, or leave it empty when the source gives none.",
  checkedOn: "Enter the day you read the source as YYYY-MM-DD.",
  checkedInFuture: "The day you read the source cannot be after today.",
  sourceUrl: "Enter the web address of the page the fee comes from, starting with https://.",
  sourceMissing: "A figure needs its source: enter the web address of the page it comes from.",
  note: "Keep the note under 500 characters.",
  noteMissing: 'With no figure, say what a student should check, for example "Not found: check gov.uk/student-visa".',
} as const;

const M = OFFICIAL_FEE_FIELD_MESSAGES;

/**
 * The official fee form: every field a browser posts, as text. `today` is the
 * editor's day, so a source cannot be read in the future.
 */
export function officialFeeFormSchema(today: string) {
  return z
    .object({
      destinationId: z.string({ error: M.destinationId }).trim().min(1, M.destinationId).max(100, M.destinationId),
      kind: z.enum(UPFRONT_COST_KINDS, { error: M.kind }),
      label: z.string({ error: M.label }).trim().min(1, M.label).max(200, M.label),
      amount: z
        .preprocess(blankToUndefined, z.coerce.number({ error: M.amount }).nonnegative(M.amount).max(100_000_000, M.amount).optional())
        .transform((value) => value ?? null),
      currency: z.preprocess(blankToUndefined, z.enum(FEE_CURRENCIES, { error: M.currency }).optional()).transform((value) => value ?? null),
      per: z.enum(["once", "year"], { error: M.per }),
      effectiveFrom: z.preprocess(blankToUndefined, isoDay(M.effectiveFrom).optional()).transform((value) => value ?? null),
      checkedOn: isoDay(M.checkedOn).refine((day) => day <= today, M.checkedInFuture),
      sourceUrl: webAddress(M.sourceUrl),
      note: optionalText(500, M.note),
      expectedVersion: z.coerce.number().int().min(0).optional(),
    })
    .superRefine((fee, context) => {
      if (fee.amount !== null && fee.currency === null) context.addIssue({ code: "custom", path: ["currency"], message: M.amountWithoutCurrency });
      if (fee.amount === null && fee.currency !== null) context.addIssue({ code: "custom", path: ["amount"], message: M.currencyWithoutAmount });
      if (fee.amount !== null && fee.sourceUrl === null) context.addIssue({ code: "custom", path: ["sourceUrl"], message: M.sourceMissing });
      if (fee.amount === null && fee.note === null) context.addIssue({ code: "custom", path: ["note"], message: M.noteMissing });
    });
}

export type OfficialFeeEdit = Omit<z.output<ReturnType<typeof officialFeeFormSchema>>, "expectedVersion">;

/** The messages shown beside the exchange-rate form's fields. */
export const EXCHANGE_RATE_FIELD_MESSAGES = {
  currency: "Choose one of the listed currencies.",
  unitsPerUsd: "Enter how many units of the currency one US dollar buys, as a number above 0, for example 156.9.",
  asOf: "Enter the date the source gives the rate for as YYYY-MM-DD.",
  sourceUrl: "Enter the web address of the page the rate comes from, starting with https://.",
  note: "Keep the note under 500 characters.",
} as const;

const R = EXCHANGE_RATE_FIELD_MESSAGES;

/** The exchange-rate form (the CLI reads the same fields from its arguments). */
export const exchangeRateFormSchema = z.object({
  currency: z.enum(RATE_CURRENCIES, { error: R.currency }),
  unitsPerUsd: z.coerce.number({ error: R.unitsPerUsd }).positive(R.unitsPerUsd).max(1_000_000_000, R.unitsPerUsd),
  asOf: isoDay(R.asOf),
  sourceUrl: z.url({ protocol: /^https?$/, error: R.sourceUrl }).max(2000, R.sourceUrl),
  note: optionalText(500, R.note),
});

/** A fee as the editor's form shows it (and as a browser posts it back): the editor and the importer start from it. */
export function officialFeeFormValues(fee: UpfrontCost) {
  return {
    destinationId: fee.destinationId,
    kind: fee.kind,
    label: fee.label,
    amount: fee.amount === null ? "" : String(fee.amount),
    currency: fee.currency ?? "",
    per: fee.per,
    effectiveFrom: fee.effectiveFrom ?? "",
    checkedOn: fee.checkedOn,
    sourceUrl: fee.sourceUrl ?? "",
    note: fee.note ?? "",
  };
}
