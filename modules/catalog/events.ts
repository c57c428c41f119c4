import type { z } from "zod";
import { defineEvent, type EventDefinition } from "../eventstore/index.ts";
import { categorySchema, destinationSchema, pathwaySchema, schoolSchema } from "./schemas.ts";

// Each catalogue entry is a stream; "Added" starts it and "Revised" replaces its content whole.
export const CategoryAdded = defineEvent("CategoryAdded", categorySchema);
export const CategoryRevised = defineEvent("CategoryRevised", categorySchema);
/** Destinations' schema version 2 adds the facts their schools share (`facts.schoolFacts`); version 1 had none. */
export function upcastDestinationFromVersion1(data: unknown): unknown {
  const destination = data as { facts: Record<string, unknown> };
  return { ...destination, facts: { ...destination.facts, schoolFacts: [] } };
}

const destinationVersions = { schemaVersion: 2, upcasters: { 1: upcastDestinationFromVersion1 } };
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

const schoolVersions = { schemaVersion: 3, upcasters: { 1: upcastSchoolFromVersion1, 2: upcastSchoolFromVersion2 } };
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
