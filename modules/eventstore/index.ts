// The event store's front door: appending and reading events, defining event
// types, and the projection runtime (catch-up, read-your-writes, replay).
export { defineEvent, type DataOf, type EventDefinition, type NewEvent, type RecordedEvent } from "./event-definition.ts";
export { ConcurrencyError, type ExpectedVersion } from "./errors.ts";
export {
  appendEvents,
  appendInTransaction,
  comparePositions,
  headPosition,
  readAllAfter,
  readStream,
  streamVersion,
  START,
  type Actor,
  type AppendResult,
  type Position,
  type StreamAppend,
} from "./store.ts";
export { defineProjection, ProjectionError, type Projection } from "./projection.ts";
export { catchUp, checkpointOf, outdatedProjections, waitForProjections, type CatchUpResult } from "./projector.ts";
export { rebuildProjection, type ReplayProgress } from "./replay.ts";
export { closeProjectionsQueue, projectionsQueue, PROJECTIONS_QUEUE, wakeProjectors } from "./wake.ts";
export type { EventMetadata } from "./tables.ts";
export { currentEntry, decideEntry } from "./whole-entry.ts";
