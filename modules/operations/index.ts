// Operations: what an admin sees of the machinery (projections, queues, outbox) and may nudge (retry, rebuild). No events, no tables of its own.
// It holds the registry of projections the workers run, so workers/ and app/ both read that one list from here (decision 0014).
export { failedJobs, OPERATED_QUEUES, retryFailedJob, type FailedJob, type RetryOutcome } from "./jobs.ts";
export { outboxOverview, eventIdOfEmail, type OutboxEntry, type OutboxStatus, type OutboxView } from "./outbox.ts";
export { REBUILD_JOB, rebuildStatuses, requestRebuild, runRebuildJob, type RebuildRequest, type RebuildStatus } from "./rebuild.ts";
export { projectionHealth, type ProjectionHealth } from "./status.ts";
export { projectionNamed, projections } from "./registry.ts";
// The kinds of record bulk import reads (issue 25 item 6), with their modules' importers: one list for the import page and `npm run import`.
export { importers, importRecords, IMPORT_KINDS, isImportKind, type ImportKind } from "./importers.ts";
