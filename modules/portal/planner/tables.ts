import type { ColumnType } from "kysely";

/** Every recorded rate, one row per currency and day (units of the currency per 1 USD). */
export interface ExchangeRatesTable {
  currency: string;
  as_of: ColumnType<string, string, string>;
  units_per_usd: number;
  source_url: string;
  note: string | null;
  recorded_at: Date;
}

/** A student's planner choices. */
export interface StudentPlannersTable {
  user_id: string;
  local_currency: string | null;
  flight_estimate: number | null;
  flight_currency: string | null;
  updated_at: Date;
}

/** One figure of a fee as stored in `schedule` (the `FeeFigure` of fee-schedule.ts; tables.ts imports nothing). */
export interface FeeFigureRow {
  amount: number | null;
  currency: string | null;
  per: "once" | "year";
  effectiveFrom: string | null;
  checkedOn: string;
  sourceUrl: string | null;
  note: string | null;
}

/** Costs paid before arriving, per destination (and per school for deposits), with sources: the latest version, and every figure by effective date. */
export interface UpfrontCostsTable {
  id: string;
  destination_id: string;
  school_id: string | null;
  kind: string;
  label: string;
  currency: string | null;
  amount: number | null;
  per: string;
  source_url: string | null;
  effective_from: ColumnType<string | null, string | null, string | null>;
  checked_on: ColumnType<string, string, string>;
  note: string | null;
  position: number;
  /** Oldest first; JSON. */
  schedule: ColumnType<FeeFigureRow[], string, string>;
}

export interface PlannerTables {
  exchange_rates: ExchangeRatesTable;
  student_planners: StudentPlannersTable;
  upfront_costs: UpfrontCostsTable;
}
