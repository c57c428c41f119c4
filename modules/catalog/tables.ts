import type { ColumnType } from "kysely";

// The value sets and JSON shapes its columns hold live here, so this file imports nothing from the module (docs/conventions.md).

/** What a structured amount is charged per. A "credit" or "contact-hour" rate needs a course load to become a year. */
export const moneyPeriods = ["year", "semester", "term", "month", "week", "credit", "contact-hour", "programme", "once"] as const;

export type MoneyPeriod = (typeof moneyPeriods)[number];

/** One structured amount (the shape `moneyAmountSchema` in schemas.ts checks) with where it comes from: what the financial planner adds up. */
export interface SchoolCostAmount {
  label: string | null;
  currency: string;
  min: number;
  /** Equal to `min` for a single figure; null when the source says "or more". */
  max: number | null;
  period: MoneyPeriod;
  fact: "tuition" | "livingCosts" | "applicationFee";
  cycle: string | null;
  olderPage: boolean;
  sourceUrl: string;
  verifiedOn: string;
}

type Json<T> = ColumnType<T, string, string>;

export interface CategoriesTable {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  created_at: Date;
}

export interface DestinationFactsRow {
  currency: string;
  languages: string[];
  studentVisa: string | null;
  workRights: string | null;
  academicYear: string | null;
  bestTimeToApply: string | null;
  tuitionInternationalUndergrad: string | null;
  tuitionInternationalPostgrad: string | null;
  livingCostsMonthly: string | null;
  officialStudyInfoUrl: string | null;
  /** The facts its schools share, as `sharedSchoolFactSchema` checked them; absent from rows projected before they existed. */
  schoolFacts?: { key: string; appliesTo: string; statements: unknown[] }[];
}

export interface DestinationsTable {
  id: string;
  name: string;
  slug: string;
  description: string;
  image_url: string | null;
  is_popular: boolean;
  is_caribbean: boolean;
  content: string;
  content_html: string;
  facts: Json<DestinationFactsRow>;
  created_at: Date;
  updated_at: Date;
}

export interface PathwayDetailsRow {
  whatYouStudy: string[];
  skills: string[];
  careers: { title: string; outlook: string }[];
  typicalDuration: string;
  relatedSlugs: string[];
}

export interface PathwaysTable {
  id: string;
  name: string;
  slug: string;
  description: string;
  icon_class: string;
  color: string;
  content: string;
  content_html: string;
  details: Json<PathwayDetailsRow>;
  created_at: Date;
  updated_at: Date;
}

/** Everything about a school beyond what is filtered on, kept as one document. */
export type SchoolProfileRow = Record<string, unknown>;

export interface SchoolsTable {
  id: string;
  slug: string;
  name: string;
  destination_id: string;
  type: "university" | "college";
  profile: Json<SchoolProfileRow>;
  /** Every verified tuition, living-cost and application-fee amount, for the financial planner. */
  cost_amounts: Json<SchoolCostAmount[]>;
  is_featured: boolean;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface CatalogTables {
  categories: CategoriesTable;
  destinations: DestinationsTable;
  pathways: PathwaysTable;
  schools: SchoolsTable;
}
