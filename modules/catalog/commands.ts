import { appendEvents, currentEntry, decideEntry, readStream, type Actor } from "../eventstore/index.ts";
import { db } from "../database.ts";
import { catalogEntryKinds, type CatalogEntryDefinition, type CatalogEntryKind } from "./events.ts";

export type SyncOutcome = "added" | "revised" | "unchanged";

/**
 * Makes one catalogue entry read as `desired` (validated by the entry's event
 * schema), appending only what changed. The stream version read is the one
 * expected on append, so a concurrent edit is refused rather than overwritten.
 */
export async function syncCatalogEntry(kind: CatalogEntryKind, desired: { id: string }, by: Actor): Promise<SyncOutcome> {
  const definition: CatalogEntryDefinition = catalogEntryKinds[kind];
  const streamId = definition.stream(desired.id);
  const history = await readStream(db(), streamId);
  const current = currentEntry(history, definition);
  const events = decideEntry(current, desired, definition);
  if (events.length === 0) return "unchanged";
  await appendEvents([{ streamId, expectedVersion: history.length === 0 ? "no_stream" : history.length, events }], by);
  return current === null ? "added" : "revised";
}
