// The pathway planner (portal): the financial plan, the dated exchange-rate table, up-front costs and each student's planner choices.
export { choosePlannerCurrency, recordExchangeRate, recordFlightEstimate, syncUpfrontCost } from "./commands.ts";
export { CURRENCY_NAMES, isLocalCurrency, LOCAL_CURRENCIES, RATE_CURRENCIES, type LocalCurrency, type RateCurrency } from "./currencies.ts";
export { FutureRateError, type RecordExchangeRate } from "./decide.ts";
export {
  ExchangeRateRecorded,
  FlightEstimateRecorded,
  PlannerCurrencyChosen,
  UpfrontCostListed,
  UpfrontCostRevised,
  upfrontCostSchema,
  type UpfrontCost,
} from "./events.ts";
export {
  financialPlan,
  YEARS_OF_STUDY,
  type FinancialPlan,
  type FinancialPlanInputs,
  type Money,
  type Range,
  type SchoolPlan,
  type ScholarshipFunding,
  type YearlyFigure,
} from "./financial-plan.ts";
export { exchangeRatesProjection, studentPlannersProjection, upfrontCostsProjection } from "./projection.ts";
export {
  exchangeRates,
  financialPlanInputs,
  plannerPreferences,
  shortlistedSchoolCount,
  studentFinancialPlan,
  upfrontCosts,
  type PlannerPreferences,
  type UpfrontCostView,
} from "./queries.ts";
export { ratesOn, type ExchangeRate } from "./rates.ts";
export { plannerFormSchemas } from "./schemas.ts";
