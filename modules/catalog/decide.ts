import { editorialDecider, wholeEntryDecider, type Decider, type EditorialRules } from "../eventstore/index.ts";
import { catalogEntryKinds, DestinationAdded, PathwayAdded, SchoolAdded, type CatalogEntryDefinition, type CatalogEntryKind } from "./events.ts";
import type { Destination, Pathway, School } from "./schemas.ts";

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

const destinationEntry = wholeEntryDecider(catalogEntryKinds.destination);

/** Restoring a destination brings back its words and facts; its id, address and whether it is listed as popular stay as they are now. */
export function restoredDestination(current: Destination, earlier: Destination): Destination {
  return { ...earlier, id: current.id, slug: current.slug, isPopular: current.isPopular };
}

/** A destination in the shared editorial shape; never deleted (schools and students' plans name it). */
export const destinationEditorialRules: EditorialRules<Destination> = {
  noun: "destination",
  evolve: destinationEntry.evolve,
  creates: (event) => DestinationAdded.match(event) !== undefined,
  deletes: () => false,
  changes: (current, desired) => destinationEntry.decide(desired, current),
  restore: restoredDestination,
};

export const destinationEditorialDecider = editorialDecider(destinationEditorialRules);

const pathwayEntry = wholeEntryDecider(catalogEntryKinds.pathway);

/** Restoring a pathway brings back everything but its id and address (decision 0016). */
export function restoredPathway(current: Pathway, earlier: Pathway): Pathway {
  return { ...earlier, id: current.id, slug: current.slug };
}

/** A pathway in the shared editorial shape; never deleted (schools and articles name it). */
export const pathwayEditorialRules: EditorialRules<Pathway> = {
  noun: "pathway",
  evolve: pathwayEntry.evolve,
  creates: (event) => PathwayAdded.match(event) !== undefined,
  deletes: () => false,
  changes: (current, desired) => pathwayEntry.decide(desired, current),
  restore: restoredPathway,
};

export const pathwayEditorialDecider = editorialDecider(pathwayEditorialRules);
