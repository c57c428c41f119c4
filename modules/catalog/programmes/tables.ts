import type { ColumnType } from "kysely";

// The programmes' read table and the value sets its columns hold; a leaf, importing nothing (docs/conventions.md).

/** The levels a programme may be published at; null in a record means the source does not say. */
export const programmeLevels = ["certificate", "diploma", "associate", "bachelor", "master", "doctorate", "professional"] as const;

export type ProgrammeLevel = (typeof programmeLevels)[number];

/** A yearly fee as its source states it: the figure, its ISO 4217 currency, the cycle or year the source gives and the statement's words. */
export interface ProgrammeFeeRow {
  amount: number;
  currency: string;
  cycle: string | null;
  text: string;
}

/** Where a programme's facts come from; null in a record when it is known only from the school's own list. */
export interface ProgrammeSourceRow {
  url: string;
  confidence: "official" | "secondary";
  verifiedOn: string;
}

type Json<T> = ColumnType<T, string, string>;

export interface ProgrammesTable {
  id: string;
  school_id: string;
  name: string;
  /** Unique within its school. */
  slug: string;
  level: ProgrammeLevel | null;
  /** The pathways (fields of study) it belongs to, by slug. */
  fields: string[];
  duration_months: number | null;
  duration_text: string | null;
  /** 1-12; empty when not published. */
  start_months: number[];
  cxc_prerequisites: string | null;
  fee: Json<ProgrammeFeeRow | null>;
  source: Json<ProgrammeSourceRow | null>;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface ProgrammeTables {
  programmes: ProgrammesTable;
}
