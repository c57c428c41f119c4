import { editorialDecider, wholeEntryDecider, type Decider, type EditorialRules } from "../eventstore/index.ts";
import { catalogEntryKinds, SchoolAdded, type CatalogEntryDefinition, type CatalogEntryKind } from "./events.ts";
import type { School } from "./schemas.ts";

/** Desired content of a catalogue entry; its schema is the entry kind's event schema. */
export interface DesiredCatalogEntry {
  id: string;
}

const deciders = Object.fromEntries(
  Object.entries(catalogEntryKinds).map(([kind, definition]: [string, CatalogEntryDefinition]) => [kind, wholeEntryDecider(definition)]),
) as Record<CatalogEntryKind, Decider<unknown, unknown>>;

/**
 * Each catalogue entry (category, destination, pathway, school) is a stream
 * replaced whole: added when new, revised when its content differs, left
 * alone when it already reads as desired.
 */
export function catalogEntryDecider(kind: CatalogEntryKind): Decider<unknown, unknown> {
  return deciders[kind];
}

const schoolEntry = wholeEntryDecider(catalogEntryKinds.school);

/**
 * What restoring an earlier version makes a school: that version's facts and
 * words, while its id, address (slug), whether it is shown and featured stay
 * as they are now (decision 0016).
 */
export function restoredSchool(current: School, earlier: School): School {
  return { ...earlier, id: current.id, slug: current.slug, isActive: current.isActive, isFeatured: current.isFeatured };
}

/** A school in the shared editorial shape; never deleted (students' shortlists name it), only made inactive. */
export const schoolEditorialRules: EditorialRules<School> = {
  noun: "school",
  evolve: schoolEntry.evolve,
  creates: (event) => SchoolAdded.match(event) !== undefined,
  deletes: () => false,
  changes: (current, desired) => schoolEntry.decide(desired, current),
  restore: restoredSchool,
};

export const schoolEditorialDecider = editorialDecider(schoolEditorialRules);
