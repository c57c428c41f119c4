import type { ColumnType } from "kysely";

// The value sets its columns hold live here, so this file imports nothing from the module (docs/conventions.md); eligibility.ts re-exports them.

/** The levels of study an award can be for: a first degree (associate or bachelor's), or a master's or doctorate after one. */
export const STUDY_LEVELS = ["undergraduate", "postgraduate"] as const;
export type StudyLevel = (typeof STUDY_LEVELS)[number];

/**
 * How far a scholarship's source can be trusted, as the shared data files
 * grade it: high, the official page; medium, a reputable secondary source.
 * Low-confidence facts are never shown, so there is no "low".
 */
export const SOURCE_CONFIDENCES = ["high", "medium"] as const;
export type SourceConfidence = (typeof SOURCE_CONFIDENCES)[number];

/** An earlier dated cycle as stored (schemas.ts `ScholarshipCycle`): days as YYYY-MM-DD. */
export interface ScholarshipCycleRow {
  intake: string;
  opensOn: string | null;
  closesOn: string | null;
  sourceUrl: string | null;
}

/** The regional groups an award's citizenship rule may name as a whole, beside ISO 3166-1 alpha-2 codes. */
export const CITIZENSHIP_GROUPS = ["CARICOM", "OECS"] as const;

/** The award's rules and obligations as stored (schemas.ts `EligibilityRules`, `Obligations`), jsonb. */
export interface EligibilityRulesRow {
  citizenships: string[];
  minAge: number | null;
  maxAge: number | null;
  minWorkYears: number | null;
  cxc: { exam: "CSEC" | "CAPE"; passes: number; grade: number; including: string[] }[];
}
export interface ObligationsRow {
  bondYears: number | null;
  returnHomeYears: number | null;
  serviceHours: number | null;
}

export interface ScholarshipsTable {
  id: string;
  slug: string;
  title: string;
  description: string;
  provider: string;
  amount: string | null;
  currency: string;
  /** `date` columns are read as YYYY-MM-DD text (see modules/platform/database.ts). */
  deadline: ColumnType<string | null, string | null, string | null>;
  deadline_cycle: string | null;
  deadline_note: string | null;
  deadline_source_url: string | null;
  /** The day the latest cycle (the one `deadline` closes) opened. */
  opens_on: ColumnType<string | null, string | null, string | null>;
  /** Earlier dated cycles, newest first (jsonb). */
  earlier_cycles: ColumnType<ScholarshipCycleRow[], ScholarshipCycleRow[] | undefined, ScholarshipCycleRow[]>;
  /** False: no yearly window (`deadline_note` says why). */
  fixed_window: ColumnType<boolean, boolean | undefined, boolean>;
  /** Who may apply, as values (jsonb). */
  eligibility_rules: ColumnType<EligibilityRulesRow, EligibilityRulesRow | undefined, EligibilityRulesRow>;
  /** What a student owes afterwards (jsonb). */
  obligations: ColumnType<ObligationsRow, ObligationsRow | undefined, ObligationsRow>;
  eligibility: string | null;
  how_to_apply: string | null;
  application_url: string | null;
  source_url: string | null;
  /** The grade of `source_url`'s facts; null: not graded. */
  source_confidence: SourceConfidence | null;
  last_verified_on: ColumnType<string | null, string | null, string | null>;
  destination_id: string | null;
  pathway_id: string | null;
  /** The levels of study it is for ("undergraduate", "postgraduate"); empty: any level. */
  study_levels: ColumnType<StudyLevel[], StudyLevel[] | undefined, StudyLevel[]>;
  is_featured: boolean;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface FundingTables {
  scholarships: ScholarshipsTable;
}
