import { wholeEntryDecider, type Decider } from "../eventstore/index.ts";
import { catalogEntryKinds, type CatalogEntryDefinition, type CatalogEntryKind } from "./events.ts";

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
