import { seedSyncDecider, syncToDesired, type Actor, type SyncOutcome } from "../eventstore/index.ts";
import { catalogEntryDecider, type DesiredCatalogEntry } from "./decide.ts";
import { catalogEntryKinds, type CatalogEntryKind } from "./events.ts";

/**
 * Makes one catalogue entry read as `desired` (validated by the entry's event
 * schema), appending only what changed, unless someone other than the syncing
 * actor (an editor, an import) has changed it: then theirs stands. A
 * concurrent edit makes the append fail on its expected version, and the
 * entry is read and decided again.
 */
export function syncCatalogEntry(kind: CatalogEntryKind, desired: DesiredCatalogEntry, by: Actor): Promise<SyncOutcome> {
  return syncToDesired(seedSyncDecider(catalogEntryDecider(kind), by.actor), catalogEntryKinds[kind].stream(desired.id), desired, by);
}
