import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogProjection, syncCatalogEntry } from "../../catalog/index.ts";
import { startProjector } from "../../../workers/projector.ts";
import { catchUp, closeProjectionsQueue, EditConflictError, rebuildProjection } from "../../eventstore/index.ts";
import { closeDatabase, closeRedis } from "../../platform/index.ts";
import { destinations } from "../../../infra/seed/catalog/destinations.ts";
import { seedPlannerFacts } from "../../../infra/seed/portal/index.ts";
import { officialFeeForEditing, recordExchangeRate, restoreOfficialFeeVersion, reviseOfficialFee } from "./commands.ts";
import { db } from "./db.ts";
import { officialFeeHistory } from "./history.ts";
import { exchangeRatesProjection, upfrontCostsProjection } from "./projection.ts";
import { exchangeRateHistory, officialFeesOf, upfrontCosts } from "./queries.ts";
import { officialFeeFormSchema, type OfficialFeeEdit } from "./schemas.ts";

const seed = { actor: "system", requestId: "seed-official-fees-test" };
const admin = { actor: "user_fee_admin", requestId: "official-fees-test" };
const TODAY = "2026-11-30";

/** The form's reading of the seeded F-1 visa fee, with the fields an admin changes. */
async function visaFeeEdit(overrides: Record<string, string>): Promise<OfficialFeeEdit> {
  const { fee } = (await officialFeeForEditing("usa-f1-visa-fee"))!;
  const { expectedVersion: _version, ...parsed } = officialFeeFormSchema(TODAY).parse({
    destinationId: fee.destinationId,
    kind: fee.kind,
    label: fee.label,
    amount: String(fee.amount),
    currency: fee.currency,
    per: fee.per,
    effectiveFrom: fee.effectiveFrom ?? "",
    checkedOn: fee.checkedOn,
    sourceUrl: fee.sourceUrl ?? "",
    note: fee.note ?? "",
    ...overrides,
  });
  return parsed;
}

let projector: Awaited<ReturnType<typeof startProjector>>;

beforeAll(async () => {
  // The admin's commands wait for their tables, as the site does: a projector runs them.
  projector = await startProjector([upfrontCostsProjection, exchangeRatesProjection]);
  for (const destination of destinations.filter((entry) => ["dest_usa", "dest_uk"].includes(entry.id)))
    await syncCatalogEntry("destination", destination, seed);
  await catchUp(catalogProjection);
  await seedPlannerFacts(seed);
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("official fees and exchange rates edited by an admin", () => {
  it("the planner and the destination read the edit (a later figure waits for its date), a stale save is refused, a replay equals live, and a re-seed leaves the edit alone", async () => {
    const start = (await officialFeeForEditing("usa-f1-visa-fee"))!;
    // Next year's fee recorded ahead of its date: the planner keeps USD 185 until then.
    const { version } = await reviseOfficialFee("usa-f1-visa-fee", await visaFeeEdit({ amount: "250", effectiveFrom: "2027-06-01" }), start.version, admin);
    const before = (await upfrontCosts("2027-05-31")).find((cost) => cost.id === "usa-f1-visa-fee");
    expect(before).toMatchObject({ amount: 185, effectiveFrom: "2023-06-17", upcoming: expect.objectContaining({ amount: 250, effectiveFrom: "2027-06-01" }) });
    expect((await upfrontCosts("2027-06-01")).find((cost) => cost.id === "usa-f1-visa-fee")).toMatchObject({ amount: 250, upcoming: null });
    expect((await officialFeesOf("dest_usa", "2027-06-01")).find((fee) => fee.id === "usa-f1-visa-fee")?.amount).toBe(250);
    // Proof of funds is a kind of its own, shown apart by the pages.
    expect((await officialFeesOf("dest_uk", TODAY)).filter((fee) => fee.kind === "proof-of-funds").map((fee) => fee.amount)).toEqual([13347, 10224]);

    await expect(reviseOfficialFee("usa-f1-visa-fee", await visaFeeEdit({ note: "Stale" }), start.version, admin)).rejects.toBeInstanceOf(EditConflictError);

    // A rate recorded by the admin: the planner's rate in force follows.
    await recordExchangeRate({ currency: "GBP", unitsPerUsd: 0.8, asOf: TODAY, sourceUrl: "https://example.org/gbp", note: "e2e", today: TODAY }, admin, {
      waitForTable: true,
    });
    expect((await exchangeRateHistory(TODAY)).find((rates) => rates.currency === "GBP")?.inForce).toMatchObject({ unitsPerUsd: 0.8, asOf: TODAY });

    // A re-seed leaves the edited fee alone.
    await seedPlannerFacts(seed);
    expect((await officialFeeForEditing("usa-f1-visa-fee"))?.version).toBe(version);

    // Restore version 1 (as first seeded) and read the history; then a replay equals the live tables.
    await restoreOfficialFeeVersion("usa-f1-visa-fee", start.version, version, admin);
    const history = (await officialFeeHistory("usa-f1-visa-fee"))!;
    expect(history.revisions[0]).toMatchObject({ change: `Restored version ${start.version}` });
    expect((await upfrontCosts("2027-06-01")).find((cost) => cost.id === "usa-f1-visa-fee")).toMatchObject({ amount: 185, upcoming: null });

    const snapshot = async () => ({
      fees: (await sql`select * from upfront_costs order by id`.execute(db())).rows,
      rates: (await sql`select currency, as_of, units_per_usd, source_url, note from exchange_rates order by currency, as_of`.execute(db())).rows,
    });
    const live = await snapshot();
    await rebuildProjection(upfrontCostsProjection);
    await rebuildProjection(exchangeRatesProjection);
    expect(await snapshot()).toEqual(live);
  });
});
