import { listScholarships } from "../../funding/index.ts";
import type { Selectable } from "kysely";
import { destinationNames, listSchools, schoolCostAmountsById } from "../../catalog/index.ts";
import { db } from "./db.ts";
import { todayUtc } from "../../platform/index.ts";
import { studentAccountProfile } from "../../identity/index.ts";
import { isLocalCurrency, type LocalCurrency } from "./currencies.ts";
import { financialPlan, YEARS_OF_STUDY, type FinancialPlan, type FinancialPlanInputs } from "./financial-plan.ts";
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
 * Everything `financialPlan` needs for this student, on `day`: their
 * shortlisted schools' cost amounts, their saved scholarships, their flight
 * estimate and the rates in force.
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
  return {
    schools: schoolIds.flatMap((id) => {
      const school = byId.get(id);
      return school ? [{ schoolId: id, name: school.name, slug: school.slug, amounts: amounts.get(id) ?? [] }] : [];
    }),
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
  kind: string;
  label: string;
  currency: string | null;
  amount: number | null;
  per: "once" | "year";
  sourceUrl: string | null;
  asOf: string;
  note: string | null;
}

/** Up-front costs by destination (in the catalogue's destination order), country-wide ones first, then schools' deposits. */
export async function upfrontCosts(): Promise<UpfrontCostView[]> {
  const rows = await db().selectFrom("upfront_costs").selectAll().orderBy("position").execute();
  // The destinations' names are the catalogue's: asked through its door; a cost whose destination is gone is left out.
  const names = await destinationNames(rows.map((row) => row.destination_id));
  return rows.flatMap((row) => {
    const destinationName = names.get(row.destination_id);
    return destinationName === undefined ? [] : [{ ...upfrontCostView(row), destinationName }];
  });
}

function upfrontCostView(row: Selectable<UpfrontCostsTable>): Omit<UpfrontCostView, "destinationName"> {
  return {
    id: row.id,
    destinationId: row.destination_id,
    schoolId: row.school_id,
    kind: row.kind,
    label: row.label,
    currency: row.currency,
    amount: row.amount,
    per: row.per === "year" ? "year" : "once",
    sourceUrl: row.source_url,
    asOf: row.as_of,
    note: row.note,
  };
}
