import { z } from "zod";
import { LOCAL_CURRENCIES } from "./currencies.ts";

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
