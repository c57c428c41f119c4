import type { Kysely } from "kysely";
import { schemaView, sharedDatabase } from "../platform/index.ts";
import type { EventStoreTables } from "./tables.ts";

/** The event store's handle: its own tables (events, checkpoints, personal-data keys) and no module's. */
export type EventStoreDb = Kysely<EventStoreTables>;

export function db(): EventStoreDb {
  return sharedDatabase<EventStoreTables>();
}

/** A caller's handle or transaction, whatever its schema, seen with the store's tables only. */
export const storeView = schemaView<EventStoreTables>();
