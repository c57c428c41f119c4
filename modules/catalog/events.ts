import type { z } from "zod";
import { defineEvent, type EventDefinition } from "../eventstore/index.ts";
import { categorySchema, destinationSchema, pathwaySchema, schoolSchema } from "./schemas.ts";

// Each catalogue entry is a stream; "Added" starts it and "Revised" replaces its content whole.
export const CategoryAdded = defineEvent("CategoryAdded", categorySchema);
export const CategoryRevised = defineEvent("CategoryRevised", categorySchema);
export const DestinationAdded = defineEvent("DestinationAdded", destinationSchema);
export const DestinationRevised = defineEvent("DestinationRevised", destinationSchema);
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

const schoolVersions = { schemaVersion: 2, upcasters: { 1: upcastSchoolFromVersion1 } };
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
