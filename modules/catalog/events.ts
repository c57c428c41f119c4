import type { z } from "zod";
import { defineEvent, type EventDefinition } from "../eventstore/index.ts";
import { categorySchema, destinationSchema, pathwaySchema, schoolSchema } from "./schemas.ts";
import { readStatedDates } from "./stated-dates.ts";

// Each catalogue entry is a stream; "Added" starts it and "Revised" replaces its content whole.
export const CategoryAdded = defineEvent("CategoryAdded", categorySchema);
export const CategoryRevised = defineEvent("CategoryRevised", categorySchema);
/** Destinations' schema version 2 adds the facts their schools share (`facts.schoolFacts`); version 1 had none. */
export function upcastDestinationFromVersion1(data: unknown): unknown {
  const destination = data as { facts: Record<string, unknown> };
  return { ...destination, facts: { ...destination.facts, schoolFacts: [] } };
}

/**
 * Statements stored before their dates were kept as values (destinations
 * before version 3, schools before version 4) are given the days their words
 * name, read as every page read them then: stored facts keep their meaning.
 */
function withStatedDates(statements: { text: string }[]): { text: string; dates: string[] }[] {
  return statements.map((statement) => ({ ...statement, dates: readStatedDates(statement.text) }));
}

export function upcastDestinationFromVersion2(data: unknown): unknown {
  const destination = data as { facts: { schoolFacts: { statements: { text: string }[] }[] } };
  const schoolFacts = destination.facts.schoolFacts.map((fact) => ({ ...fact, statements: withStatedDates(fact.statements) }));
  return { ...destination, facts: { ...destination.facts, schoolFacts } };
}

const destinationVersions = { schemaVersion: 3, upcasters: { 1: upcastDestinationFromVersion1, 2: upcastDestinationFromVersion2 } };
export const DestinationAdded = defineEvent("DestinationAdded", destinationSchema, destinationVersions);
export const DestinationRevised = defineEvent("DestinationRevised", destinationSchema, destinationVersions);
export const PathwayAdded = defineEvent("PathwayAdded", pathwaySchema);
export const PathwayRevised = defineEvent("PathwayRevised", pathwaySchema);

/**
 * Schools' schema version 2 keeps the five quick facts in
 * `quickFacts`, each verified with its sources or marked not found. Version 1
 * held them as unsourced texts (`tuitionRange`, `livingCosts`, ...); those are
 * read as "unverified" notes, so stored events keep their meaning.
 */
export function upcastSchoolFromVersion1(data: unknown): unknown {
  const { tuitionRange, livingCosts, applicationFee, applicationDeadline, englishRequirements, ...rest } = data as Record<string, unknown>;
  const unverified = (note: unknown) => ({ status: "unverified", note: note ?? null });
  return {
    ...rest,
    quickFacts: {
      tuition: unverified(tuitionRange),
      livingCosts: unverified(livingCosts),
      applicationFee: unverified(applicationFee),
      applicationDeadline: unverified(applicationDeadline),
      englishRequirements: unverified(englishRequirements),
    },
  };
}

/** Same site: the statement's host is the school's own, or one of its subdomains (artsci.utoronto.ca of utoronto.ca). */
function onSchoolSite(sourceUrl: string, website: unknown): boolean {
  if (typeof website !== "string") return false;
  const host = (url: string) => (URL.canParse(url) ? new URL(url).hostname.replace(/^www\./, "") : null);
  const school = host(website);
  const source = host(sourceUrl);
  return school !== null && source !== null && (source === school || source.endsWith(`.${school}`));
}

/**
 * Version 3 gives every statement its source's confidence. Statements stored
 * before it named none: one on the school's own site is read as "official",
 * any other as "secondary" (a reputable copy, never shown as more than that);
 * the seed states each one's confidence, so a re-seed revises them.
 */
export function upcastSchoolFromVersion2(data: unknown): unknown {
  const school = data as { website?: unknown; quickFacts: Record<string, { status: string; statements?: { sourceUrl: string }[] }> };
  const quickFacts = Object.fromEntries(
    Object.entries(school.quickFacts).map(([key, fact]) => [
      key,
      fact.statements
        ? {
            ...fact,
            statements: fact.statements.map((statement) => ({
              ...statement,
              confidence: onSchoolSite(statement.sourceUrl, school.website) ? "official" : "secondary",
            })),
          }
        : fact,
    ]),
  );
  return { ...school, quickFacts };
}

/** Version 4 keeps the days each statement names as stated dates (`withStatedDates`). */
export function upcastSchoolFromVersion3(data: unknown): unknown {
  const school = data as { quickFacts: Record<string, { statements?: { text: string }[] }> };
  const quickFacts = Object.fromEntries(
    Object.entries(school.quickFacts).map(([key, fact]) => [key, fact.statements ? { ...fact, statements: withStatedDates(fact.statements) } : fact]),
  );
  return { ...school, quickFacts };
}

/** Version 5 adds the published CXC entry minimum (`cxcEntry`, decision 0048): schools stored before it read as not published, never looked for. */
export function upcastSchoolFromVersion4(data: unknown): unknown {
  return { ...(data as object), cxcEntry: NOT_LOOKED_FOR };
}

/** A school's CXC entry minimum before anyone looked for it. */
export const NOT_LOOKED_FOR = { status: "not-published", checkUrl: null, checkedOn: null } as const;

const schoolVersions = {
  schemaVersion: 5,
  upcasters: { 1: upcastSchoolFromVersion1, 2: upcastSchoolFromVersion2, 3: upcastSchoolFromVersion3, 4: upcastSchoolFromVersion4 },
};
export const SchoolAdded = defineEvent("SchoolAdded", schoolSchema, schoolVersions);
export const SchoolRevised = defineEvent("SchoolRevised", schoolSchema, schoolVersions);

export interface CatalogEntryDefinition {
  stream(id: string): string;
  added: EventDefinition<string, z.ZodType>;
  revised: EventDefinition<string, z.ZodType>;
}

export const catalogEntryKinds = {
  category: { stream: (id: string) => `category-${id}`, added: CategoryAdded, revised: CategoryRevised },
  destination: { stream: (id: string) => `destination-${id}`, added: DestinationAdded, revised: DestinationRevised },
  pathway: { stream: (id: string) => `pathway-${id}`, added: PathwayAdded, revised: PathwayRevised },
  school: { stream: (id: string) => `school-${id}`, added: SchoolAdded, revised: SchoolRevised },
} as const satisfies Record<string, CatalogEntryDefinition>;

export type CatalogEntryKind = keyof typeof catalogEntryKinds;
