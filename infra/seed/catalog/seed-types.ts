/**
 * Seed data types for the Study Compass catalogue (destinations, pathways,
 * schools and content categories).
 *
 * Conventions used by the seed files:
 * - Any value we are not sure of is `null` (or an empty list). Never invent.
 * - Money is given as a typical range in the destination's own currency and
 *   should be read as a rough guide only; students must check the official
 *   fee schedule for their programme and year of entry.
 */

import type { CxcEntry } from "../../../modules/catalog/index.ts";

export interface DestinationSeed {
  /** e.g. "dest_canada" */
  id: string;
  /** e.g. "Canada" */
  name: string;
  /** e.g. "canada" */
  slug: string;
  /** 1-2 sentences for cards (max ~220 chars). */
  description: string;
  /** Always null for now (we render our own artwork). */
  imageUrl: null;
  isPopular: boolean;
  isCaribbean: boolean;
  /**
   * 3-5 short markdown paragraphs: overview for Caribbean students (why go,
   * language, visa name, work rights, how CSEC/CAPE are generally viewed).
   */
  content: string;
  facts: DestinationFacts;
}

export interface DestinationFacts {
  /** ISO 4217 code, e.g. "CAD". */
  currency: string;
  /** Teaching languages. */
  languages: string[];
  /** Official name of the student visa/permit, e.g. "Study permit". */
  studentVisa: string | null;
  /** Part-time work rules for students, only if sure. */
  workRights: string | null;
  /** e.g. "September to April/May". */
  academicYear: string | null;
  /** e.g. "September to January for September entry". */
  bestTimeToApply: string | null;
  /** Typical annual range in local currency; null if unsure. */
  tuitionInternationalUndergrad: string | null;
  tuitionInternationalPostgrad: string | null;
  /** Typical monthly range. */
  livingCostsMonthly: string | null;
  /** Official government study site, only if sure of the URL. */
  officialStudyInfoUrl: string | null;
  /** Facts every school of the destination shares (UCAS dates): each school inherits them unless its own fact is verified. */
  schoolFacts: SharedSchoolFactSeed[];
}

/** Keys we map to our own SVG icons. */
export type PathwayIconClass =
  | "stethoscope"
  | "cog"
  | "laptop"
  | "briefcase"
  | "scale"
  | "palette"
  | "brain"
  | "book"
  | "megaphone"
  | "sprout"
  | "hotel"
  | "hands"
  | "trophy"
  | "plane"
  | "chef"
  | "shirt";

export interface PathwaySeed {
  /** "pathway_" + slug with hyphens replaced by underscores. */
  id: string;
  name: string;
  slug: string;
  /** 1-2 sentences for cards. */
  description: string;
  /** One of the PathwayIconClass keys. */
  iconClass: string;
  /** Hex colour with good contrast on white for text. */
  color: string;
  /** 2-4 short markdown paragraphs. */
  content: string;
  /** 5-7 items. */
  whatYouStudy: string[];
  /** 5-6 items. */
  skills: string[];
  /** 4-6 items; outlook is one short honest sentence, no invented statistics. */
  careers: { title: string; outlook: string }[];
  typicalDuration: string;
  /** 2-3 other pathway slugs. */
  relatedSlugs: string[];
}

export interface SchoolSeed {
  /** "school_" + slug with hyphens as underscores. */
  id: string;
  name: string;
  /** kebab-case, e.g. "university-of-toronto". */
  slug: string;
  /** One of the destination ids. */
  destinationId: string;
  type: "university" | "college";
  /** 2-4 sentences. */
  description: string;
  imageUrl: null;
  logoUrl: null;
  /** Official homepage, only if sure. */
  website: string | null;
  /** e.g. "Toronto, Ontario". */
  location: string | null;
  established: number | null;
  /** Broad programme areas it is known for. */
  programs: string[];
  /** Only a well-known fact without a year-specific number; else null. */
  ranking: string | null;
  accreditation: string | null;
  admissionRequirements: string | null;
  /** Null unless sure. */
  acceptanceRate: string | null;
  /** Tuition, living costs, application fee and deadline, English requirements: each verified with its sources, or not found. */
  quickFacts: SchoolQuickFactsSeed;
  /** Order of magnitude only if sure, e.g. "About 97,000". */
  studentPopulation: string | null;
  internationalStudents: string | null;
  campusSize: string | null;
  accommodation: string | null;
  /** 3-5 items. */
  highlights: string[];
  /** Real people only, and only if sure they are alumni. */
  notableAlumni: string[];
  researchAreas: string[];
  contactEmail: string | null;
  contactPhone: string | null;
  /** Official admissions page, only if sure. */
  applicationUrl: string | null;
  /** Which of the 16 pathway slugs this school teaches. */
  pathwaySlugs: string[];
  /**
   * How this school reads CSEC/CAPE. Only when confident, and sourceUrl must
   * be a real official page; otherwise null.
   */
  caribbeanApplicants: { text: string; sourceUrl: string } | null;
  /** The published CXC minimum for first-degree entry, only as a source states it; else not published with the page looked on (decision 0048). */
  cxcEntry: CxcEntry;
  isFeatured: boolean;
  isActive: true;
}

/**
 * A school's quick facts. Only facts of high or medium confidence
 * from public pages are "verified"; each statement says what its source
 * states, the year or cycle it refers to and the day it was checked. A fact
 * looked for and not found links the official page to check instead.
 */
export interface SchoolQuickFactsSeed {
  tuition: QuickFactSeed;
  livingCosts: QuickFactSeed;
  applicationFee: QuickFactSeed;
  applicationDeadline: QuickFactSeed;
  englishRequirements: QuickFactSeed;
}

export type QuickFactSeed =
  | { status: "verified"; note: string | null; statements: FactStatementSeed[] }
  | { status: "not-found"; note: string | null; checkUrl: string; checkedOn: string };

export interface FactStatementSeed {
  /** The value as the source states it; every amount's figures appear in it. */
  text: string;
  /** The year or cycle the source refers to ("2025-2026", "Fall 2024", "from 1 Sep 2025"); null when undated. */
  cycle: string | null;
  /** Undated, but from a page known to be old. */
  olderPage: boolean;
  amounts: MoneyAmountSeed[];
  /** The days the text names: "2027-01-15", or "--01-15" for a day given without a year; every one named in the text. */
  dates: string[];
  sourceUrl: string;
  /**
   * How far the source can be trusted. "official": the school's own page or a
   * government page. "secondary": a reputable copy or report (national or
   * student newspaper, an official body's figures reproduced by a law firm or
   * sector publication, a copy of an official page on another site).
   * "aggregator": an aggregator, blog, agent or other site whose figure could
   * not be traced to an official page.
   */
  confidence: "official" | "secondary" | "aggregator";
  /** YYYY-MM-DD. */
  verifiedOn: string;
}

export interface SharedSchoolFactSeed {
  key: "tuition" | "livingCosts" | "applicationFee" | "applicationDeadline" | "englishRequirements";
  /** Who it holds for: "Every UK university and college, through UCAS". */
  appliesTo: string;
  statements: FactStatementSeed[];
}

export interface MoneyAmountSeed {
  label: string | null;
  /** ISO 4217, e.g. "CAD", "XCD". */
  currency: string;
  min: number;
  /** Equal to min for a single figure; null for "or more". */
  max: number | null;
  period: "year" | "semester" | "term" | "month" | "week" | "credit" | "contact-hour" | "programme" | "once";
}

export interface CategorySeed {
  id: string;
  name: string;
  slug: string;
  description: string;
}
