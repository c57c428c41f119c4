import { listScholarships } from "../../funding/index.ts";
import type { Selectable } from "kysely";
import { destinationNames, listSchools, schoolCostAmountsById } from "../../catalog/index.ts";
import { db } from "./db.ts";
import { normalizeSearchTerm, todayUtc } from "../../platform/index.ts";
import { studentAccountProfile } from "../../identity/index.ts";
import { isLocalCurrency, RATE_CURRENCIES, type LocalCurrency } from "./currencies.ts";
import { UPFRONT_COST_KINDS, type UpfrontCostKind } from "./events.ts";
import { feeOn, type FeeFigure } from "./fee-schedule.ts";
import { financialPlan, YEARS_OF_STUDY, type FinancialPlan, type FinancialPlanInputs, type ProofOfFundsFee } from "./financial-plan.ts";
import { ratesOn, type ExchangeRate } from "./rates.ts";
import { savedScholarshipIds } from "../saved/index.ts";
import { shortlistedSchoolIds } from "../shortlist/index.ts";
import type { UpfrontCostsTable } from "./tables.ts";

/** Every recorded rate, newest first per currency. */
export async function exchangeRates(): Promise<ExchangeRate[]> {
  const rows = await db().selectFrom("exchange_rates").selectAll().orderBy("currency").orderBy("as_of", "desc").execute();
  return rows.map((row) => ({ currency: row.currency, unitsPerUsd: row.units_per_usd, asOf: row.as_of, sourceUrl: row.source_url, note: row.note }));
}

export interface PlannerPreferences {
  /** Null until the student picks one (the page then shows USD). */
  localCurrency: LocalCurrency | null;
  flightEstimate: { amount: number; currency: LocalCurrency } | null;
}

/** The student's planner choices. */
export async function plannerPreferences(userId: string): Promise<PlannerPreferences> {
  const row = await db().selectFrom("student_planners").selectAll().where("user_id", "=", userId).executeTakeFirst();
  const flightCurrency = row?.flight_currency;
  return {
    localCurrency: isLocalCurrency(row?.local_currency) ? row.local_currency : null,
    flightEstimate: row && row.flight_estimate !== null && isLocalCurrency(flightCurrency) ? { amount: row.flight_estimate, currency: flightCurrency } : null,
  };
}

/**
 * The proof-of-funds official fees of these destinations with a figure in
 * force on `day` (the latest starting on or before it; one recorded ahead is
 * not yet in force), by destination: the planner's living-cost floor.
 */
export async function proofOfFundsOn(destinationIds: readonly string[], day: string): Promise<Map<string, ProofOfFundsFee[]>> {
  const byDestination = new Map<string, ProofOfFundsFee[]>();
  if (destinationIds.length === 0) return byDestination;
  const rows = await db()
    .selectFrom("upfront_costs")
    .selectAll()
    .where("kind", "=", "proof-of-funds")
    .where("school_id", "is", null)
    .where("destination_id", "in", [...new Set(destinationIds)])
    .orderBy("position")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const { inForce } = feeOn(row.schedule, day);
    if (!inForce || inForce.amount === null || inForce.currency === null || inForce.sourceUrl === null) continue;
    const fee: ProofOfFundsFee = {
      label: row.label,
      amount: inForce.amount,
      currency: inForce.currency,
      per: inForce.per,
      effectiveFrom: inForce.effectiveFrom,
      checkedOn: inForce.checkedOn,
      sourceUrl: inForce.sourceUrl,
    };
    byDestination.set(row.destination_id, [...(byDestination.get(row.destination_id) ?? []), fee]);
  }
  return byDestination;
}

/**
 * Everything `financialPlan` needs for this student, on `day`: their
 * shortlisted schools' cost amounts and their destinations' proof-of-funds
 * fees in force, their saved scholarships, their flight estimate and the
 * rates in force.
 */
export async function financialPlanInputs(userId: string, options: { localCurrency?: LocalCurrency; day?: string } = {}): Promise<FinancialPlanInputs> {
  const day = options.day ?? todayUtc();
  const [schoolIds, scholarshipIds, preferences, rates, profile] = await Promise.all([
    shortlistedSchoolIds(userId),
    savedScholarshipIds(userId),
    plannerPreferences(userId),
    exchangeRates(),
    studentAccountProfile(userId),
  ]);
  // The currency picked on the planner wins; else the one on the student's profile; else USD.
  const profileCurrency = isLocalCurrency(profile?.localCurrency) ? profile.localCurrency : null;
  const [amounts, schools, scholarships] = await Promise.all([
    schoolCostAmountsById(schoolIds),
    schoolIds.length > 0 ? listSchools() : Promise.resolve([]),
    scholarshipIds.length > 0 ? listScholarships({ includeClosed: true }) : Promise.resolve([]),
  ]);
  const byId = new Map(schools.map((school) => [school.id, school]));
  const shortlisted = schoolIds.flatMap((id) => byId.get(id) ?? []);
  const proofOfFunds = await proofOfFundsOn(
    shortlisted.map((school) => school.destinationId),
    day,
  );
  return {
    schools: shortlisted.map((school) => ({
      schoolId: school.id,
      name: school.name,
      slug: school.slug,
      amounts: amounts.get(school.id) ?? [],
      proofOfFunds: proofOfFunds.get(school.destinationId) ?? [],
    })),
    scholarships: scholarships
      .filter((scholarship) => scholarshipIds.includes(scholarship.id))
      .map((scholarship) => ({ id: scholarship.id, title: scholarship.title, amount: scholarship.amount, currency: scholarship.currency })),
    years: YEARS_OF_STUDY,
    localCurrency: options.localCurrency ?? preferences.localCurrency ?? profileCurrency ?? "USD",
    rates: ratesOn(rates, day),
    flightEstimate: preferences.flightEstimate,
    today: day,
  };
}

/** How many schools the student has shortlisted (the planner's shortlist tab). */
export async function shortlistedSchoolCount(userId: string): Promise<number> {
  return (await shortlistedSchoolIds(userId)).length;
}

/** The student's financial plan as of `day` (today by default). */
export async function studentFinancialPlan(
  userId: string,
  options: { localCurrency?: LocalCurrency; day?: string } = {},
): Promise<FinancialPlan & { shortlistedSchoolCount: number }> {
  const inputs = await financialPlanInputs(userId, options);
  return { ...financialPlan(inputs), shortlistedSchoolCount: inputs.schools.length };
}

export interface UpfrontCostView {
  id: string;
  destinationId: string;
  destinationName: string;
  schoolId: string | null;
  kind: UpfrontCostKind;
  label: string;
  /** The figure in force on the day asked about (amount and currency null: not found, or none in force yet). */
  currency: string | null;
  amount: number | null;
  per: "once" | "year";
  sourceUrl: string | null;
  /** When the figure in force applies from (null: its source gives no date). */
  effectiveFrom: string | null;
  /** When the source of the figure in force was read. */
  checkedOn: string;
  note: string | null;
  /** No figure is in force yet: the first one starts later (shown as "from <date>"). */
  notYetInForce: boolean;
  /** The next figure, when one is recorded ahead of its date. */
  upcoming: FeeFigure | null;
}

/**
 * Up-front costs and official fees by destination (in the catalogue's
 * destination order), country-wide ones first, then schools' deposits, each
 * with the figure in force on `day` (decision 0039).
 */
export async function upfrontCosts(day = todayUtc(), filter: { destinationId?: string; countryWideOnly?: boolean } = {}): Promise<UpfrontCostView[]> {
  let query = db().selectFrom("upfront_costs").selectAll().orderBy("position").orderBy("id");
  if (filter.destinationId !== undefined) query = query.where("destination_id", "=", filter.destinationId);
  if (filter.countryWideOnly) query = query.where("school_id", "is", null);
  const rows = await query.execute();
  // The destinations' names are the catalogue's: asked through its door; a cost whose destination is gone is left out.
  const names = await destinationNames(rows.map((row) => row.destination_id));
  return rows.flatMap((row) => {
    const destinationName = names.get(row.destination_id);
    return destinationName === undefined ? [] : [upfrontCostView(row, destinationName, day)];
  });
}

function upfrontCostView(row: Selectable<UpfrontCostsTable>, destinationName: string, day: string): UpfrontCostView {
  const { inForce, upcoming } = feeOn(row.schedule, day);
  // Before its first figure starts, a fee reads as that figure, said "from <date>".
  const shown = inForce ?? upcoming;
  return {
    id: row.id,
    destinationId: row.destination_id,
    destinationName,
    schoolId: row.school_id,
    kind: isUpfrontCostKind(row.kind) ? row.kind : "registration",
    label: row.label,
    currency: shown?.currency ?? null,
    amount: shown?.amount ?? null,
    per: shown?.per ?? (row.per === "year" ? "year" : "once"),
    sourceUrl: shown?.sourceUrl ?? row.source_url,
    effectiveFrom: shown?.effectiveFrom ?? row.effective_from,
    checkedOn: shown?.checkedOn ?? row.checked_on,
    note: shown?.note ?? row.note,
    notYetInForce: inForce === null && upcoming !== null,
    upcoming: inForce === null ? null : upcoming,
  };
}

const isUpfrontCostKind = (kind: string): kind is UpfrontCostKind => (UPFRONT_COST_KINDS as readonly string[]).includes(kind);

/** The official fees (country-wide up-front costs) of one destination, as they read on `day`: what its page shows. */
export function officialFeesOf(destinationId: string, day = todayUtc()): Promise<UpfrontCostView[]> {
  return upfrontCosts(day, { destinationId, countryWideOnly: true });
}

/** A page of the admin's official fee list. */
export interface OfficialFeeListing {
  fees: UpfrontCostView[];
  total: number;
  page: number;
  pageCount: number;
  /** The destinations that have official fees, for the filter. */
  destinations: { id: string; name: string }[];
}

export const OFFICIAL_FEES_PAGE_SIZE = 20;

/**
 * The admin's list of official fees: by destination and kind, searched in
 * labels and notes, a page at a time, each as
 * it reads on `day`.
 */
export async function officialFeeListing(filter: {
  q?: string;
  destinationId?: string;
  kind?: UpfrontCostKind;
  page?: number;
  day?: string;
}): Promise<OfficialFeeListing> {
  const day = filter.day ?? todayUtc();
  const all = await upfrontCosts(day, { countryWideOnly: true });
  const destinations = [...new Map(all.map((fee) => [fee.destinationId, { id: fee.destinationId, name: fee.destinationName }])).values()];
  const term = normalizeSearchTerm(filter.q).toLowerCase();
  const fees = all.filter(
    (fee) =>
      (!filter.destinationId || fee.destinationId === filter.destinationId) &&
      (!filter.kind || fee.kind === filter.kind) &&
      (!term || `${fee.label} ${fee.note ?? ""}`.toLowerCase().includes(term)),
  );
  const pageCount = Math.max(1, Math.ceil(fees.length / OFFICIAL_FEES_PAGE_SIZE));
  // Past the last page the list is empty: the route answers 404.
  const page = Math.max(1, filter.page ?? 1);
  return { fees: fees.slice((page - 1) * OFFICIAL_FEES_PAGE_SIZE, page * OFFICIAL_FEES_PAGE_SIZE), total: fees.length, page, pageCount, destinations };
}

/** A currency's rates for the admin: the one in force on the day and every one recorded, newest first. */
export interface CurrencyRates {
  currency: string;
  inForce: ExchangeRate | null;
  history: ExchangeRate[];
}

/** Every rate currency with its rate in force on `day` and its history. */
export async function exchangeRateHistory(day = todayUtc()): Promise<CurrencyRates[]> {
  const rates = await exchangeRates();
  const inForce = ratesOn(rates, day);
  return RATE_CURRENCIES.map((currency) => ({
    currency,
    inForce: inForce.get(currency) ?? null,
    history: rates.filter((rate) => rate.currency === currency),
  }));
}
