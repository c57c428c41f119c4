import type { ColumnType } from "kysely";

// The value sets and JSON shapes its columns hold live here, so this file imports nothing from the module (docs/conventions.md).

/** What the source says an institution is; null when neither its data set nor its own name says. */
export const INSTITUTION_TYPES = ["university", "college"] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

/** Who runs a US institution, as the College Scorecard states it (the extract holds no for-profit ones). */
export const INSTITUTION_CONTROLS = ["public", "private-nonprofit"] as const;
export type InstitutionControl = (typeof INSTITUTION_CONTROLS)[number];

/** A sum of money a data set gives, for the year it is for, with the source's label. */
export interface MoneyFigure {
  amount: number;
  /** ISO 4217. */
  currency: string;
  /** The academic year it is for ("2022-23"). */
  year: string;
  source: string;
}

/** The figures a data set gives for an institution; null where it gives none (every Hipo row). */
export interface DirectoryFiguresRow {
  tuitionOutOfState: MoneyFigure | null;
  tuitionInState: MoneyFigure | null;
  roomBoardOnCampus: MoneyFigure | null;
  booksSupplies: MoneyFigure | null;
  /** Admitted ÷ applied, 0 to 1. */
  admissionRate: { rate: number; year: string; source: string } | null;
  undergraduates: { count: number; year: string; source: string } | null;
}

/** Where an entry comes from: the data set's name, page, version (a commit) and licence. */
export interface DirectoryDatasetRow {
  name: string;
  url: string;
  version: string;
  licence: string;
}

type Json<T> = ColumnType<T, string, string>;

export interface DirectoryEntriesTable {
  id: string;
  slug: string;
  name: string;
  destination_id: string;
  /** ISO 3166-1 alpha-2. */
  country_code: string;
  country: string;
  /** State or province as the source gives it (a US state's postal code). */
  region: string | null;
  city: string | null;
  website: string | null;
  application_url: string | null;
  type: InstitutionType | null;
  control: InstitutionControl | null;
  figures: Json<DirectoryFiguresRow>;
  dataset: Json<DirectoryDatasetRow>;
  /** The profiled school this entry is (then it is not listed on its own). */
  profiled_school_id: string | null;
  /** False once its source marks it closed. */
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface DirectoryTables {
  directory_entries: DirectoryEntriesTable;
}
