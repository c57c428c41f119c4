// The event store's front door: the command path (handleCommand with a pure
// decider), appending and reading events, defining event types, and the
// projection runtime (catch-up, read-your-writes, replay). Test helpers have
// their own door, ./testing.ts.
export { defineEvent, type DataOf, type EventDefinition, type EventOptions, type NewEvent, type PersonalData, type RecordedEvent } from "./event-definition.ts";
export { ConcurrencyError, type ExpectedVersion } from "./errors.ts";
export {
  appendEvents,
  appendInTransaction,
  comparePositions,
  countEventsAfter,
  headPosition,
  readAllAfter,
  readStream,
  readStreams,
  streamVersion,
  START,
  type Actor,
  type AppendResult,
  type EventFilter,
  type Position,
  type StreamAppend,
} from "./store.ts";
export { defineProjection, ProjectionError, type Projection, type ProjectionOf, type ProjectionTransaction } from "./projection.ts";
export {
  catchUp,
  checkpointOf,
  checkpointsKey,
  checkpointStatus,
  outdatedProjections,
  waitForProjections,
  type CatchUpResult,
  type CheckpointStatus,
} from "./projector.ts";
export { rebuildProjection, type ReplayProgress } from "./replay.ts";
export { foldedTableWrites, foldRows, type FoldedTable, type JsonRow, type JsonRowOf } from "./row-fold.ts";
export { closeProjectionsQueue, projectionsQueue, projectionsToWake, PROJECTIONS_QUEUE, wakeProjectors, type WakeData } from "./wake.ts";
export type { EventMetadata, EventStoreTables } from "./tables.ts";
// The store's own handle on the shared pool, for a caller of its read functions that has none of its own (operations).
export { db as eventStoreDb, type EventStoreDb } from "./db.ts";
export { foldState, handleCommand, type CommandResult, type Decider, type HandleCommandOptions } from "./command-handler.ts";
export { seedSyncDecider, syncToDesired, wholeEntryDecider, type EntryEvents, type SeedSyncState, type SyncOutcome } from "./whole-entry.ts";
export {
  actorLabel,
  DELETED_ACCOUNT_LABEL,
  editorialHistoryOf,
  editorialRevisions,
  fieldChanges,
  lineDiff,
  revisionSnapshots,
  userActors,
  type DiffLine,
  type EditorialHistory,
  type EditorialHistoryRules,
  type EditorialRevision,
  type FieldChange,
  type HistoryField,
  type RevisionSnapshot,
} from "./history.ts";
// The one editorial shape: create, revise from an expected version, delete, restore as a new revision.
export {
  contentAtVersion,
  EditConflictError,
  editorialDecider,
  editorialEvolve,
  EditInvalidError,
  EntryExistsError,
  EntryNotFoundError,
  isRestorable,
  liveContent,
  VersionNotFoundError,
  type EditorialCommand,
  type EditorialRules,
  type EditorialState,
  type EditProblems,
} from "./editorial.ts";
// Bulk import (issue 25 item 6): a file's rows read, reported line by line and written all or nothing as the editors' events, with actor "import".
export {
  cellText,
  checkboxCell,
  hasCell,
  IMPORT_ACTOR,
  issuePath,
  listCell,
  MAX_IMPORT_ROWS,
  planEachRow,
  runImport,
  schemaErrors,
  type ImportFile,
  type ImportOptions,
  type Importer,
  type ImportPlan,
  type ImportReport,
  type ImportRow,
  type ImportRowError,
  type ImportRowReport,
  type PlannedImportRow,
  type PlannedOwnRow,
} from "./bulk-import.ts";
