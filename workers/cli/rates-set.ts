import { parseArgs } from "node:util";
import { z } from "zod";
import { catchUp, closeProjectionsQueue } from "../../modules/eventstore/index.ts";
import { closeDatabase, closeRedis, todayUtc } from "../../modules/platform/index.ts";
import { exchangeRatesProjection, FutureRateError, RATE_CURRENCIES, recordExchangeRate } from "../../modules/portal/index.ts";

/*
 * npm run rates:set -- <CURRENCY> <units per USD> --as-of YYYY-MM-DD --source https://... [--note "..."]
 *
 * Records a dated exchange rate as an event (ExchangeRateRecorded); the
 * planner uses the newest rate on or before today. Until the admin area
 * exists this is how a rate changes.
 */
const USAGE = `Usage: npm run rates:set -- <${RATE_CURRENCIES.join("|")}> <units per 1 USD> --as-of YYYY-MM-DD --source <https://...> [--note "how the figure was read"]`;

const argumentsSchema = z.object({
  currency: z.enum(RATE_CURRENCIES, { error: `currency must be one of ${RATE_CURRENCIES.join(", ")}` }),
  unitsPerUsd: z.coerce.number({ error: "the rate must be a number" }).positive("the rate must be above 0").finite(),
  asOf: z.iso.date({ error: "--as-of must be a date like 2026-11-20" }),
  sourceUrl: z.url({ protocol: /^https?$/, error: "--source must be the web address the rate comes from" }),
  note: z.string().trim().min(1).max(500).nullable(),
});

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { "as-of": { type: "string" }, source: { type: "string" }, note: { type: "string" } } });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const [currency, rate] = parsed.positionals;
  const input = argumentsSchema.safeParse({
    currency: currency?.toUpperCase(),
    unitsPerUsd: rate,
    asOf: parsed.values["as-of"],
    sourceUrl: parsed.values.source,
    note: parsed.values.note ?? null,
  });
  if (!input.success) {
    console.error(`${input.error.issues.map((issue) => issue.message).join("; ")}\n${USAGE}`);
    return 2;
  }
  try {
    const outcome = await recordExchangeRate({ ...input.data, today: todayUtc() }, { actor: "operator", requestId: `cli-${Date.now()}` });
    // The rate table shows it at once, whether or not a projector is running.
    await catchUp(exchangeRatesProjection);
    const { currency: code, unitsPerUsd, asOf } = input.data;
    console.log(
      outcome === "recorded" ? `Recorded ${code} ${unitsPerUsd} per USD as of ${asOf}.` : `${code} ${unitsPerUsd} per USD as of ${asOf} was already recorded.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof FutureRateError)) throw error;
    console.error(error.message);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } finally {
    await closeProjectionsQueue();
    await closeDatabase();
    await closeRedis();
  }
}
