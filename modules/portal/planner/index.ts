// The pathway planner (portal): the financial plan, the dated exchange-rate table, up-front costs and each student's planner choices.
export {
  choosePlannerCurrency,
  createOfficialFee,
  officialFeeForEditing,
  recordExchangeRate,
  recordFlightEstimate,
  restoreOfficialFeeVersion,
  reviseOfficialFee,
  syncUpfrontCost,
  UNKNOWN_DESTINATION_MESSAGE,
} from "./commands.ts";
export { CURRENCY_NAMES, isLocalCurrency, LOCAL_CURRENCIES, RATE_CURRENCIES, type LocalCurrency, type RateCurrency } from "./currencies.ts";
export { FutureRateError, officialFeeEditorialDecider, officialFeeEditorialRules, type RecordExchangeRate } from "./decide.ts";
export {
  ExchangeRateRecorded,
  FlightEstimateRecorded,
  PlannerCurrencyChosen,
  UpfrontCostListed,
  UpfrontCostRevised,
  UPFRONT_COST_KINDS,
  upfrontCostSchema,
  type UpfrontCost,
  type UpfrontCostKind,
} from "./events.ts";
export { feeOn, scheduleAfter, type FeeFigure, type FeeOnDay } from "./fee-schedule.ts";
export { officialFeeHistory, type OfficialFeeHistory } from "./history.ts";
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
  yearlyTuition,
} from "./financial-plan.ts";
export { exchangeRatesProjection, studentPlannersProjection, upfrontCostsProjection } from "./projection.ts";
export {
  exchangeRateHistory,
  exchangeRates,
  financialPlanInputs,
  OFFICIAL_FEES_PAGE_SIZE,
  officialFeeListing,
  officialFeesOf,
  plannerPreferences,
  shortlistedSchoolCount,
  studentFinancialPlan,
  upfrontCosts,
  type CurrencyRates,
  type OfficialFeeListing,
  type PlannerPreferences,
  type UpfrontCostView,
} from "./queries.ts";
export { ratesOn, type ExchangeRate } from "./rates.ts";
export {
  EXCHANGE_RATE_FIELD_MESSAGES,
  exchangeRateFormSchema,
  FEE_CURRENCIES,
  OFFICIAL_FEE_FIELD_MESSAGES,
  officialFeeFormSchema,
  officialFeeFormValues,
  plannerFormSchemas,
  type OfficialFeeEdit,
} from "./schemas.ts";
// Bulk import of official fees from CSV or JSON: the editor's schema per row, matched by destination, kind and label, a dry run, all or nothing.
export { importOfficialFees, OFFICIAL_FEE_IMPORT_COLUMNS, officialFeesImporter } from "./official-fee-import.ts";
