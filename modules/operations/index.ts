// Operations: what an admin sees of the machinery (projections, queues, outbox) and may nudge (retry, rebuild). No events, no tables of its own.
export { failedJobs, OPERATED_QUEUES, retryFailedJob, type FailedJob, type RetryOutcome } from "./jobs.ts";
export { outboxOverview, eventIdOfEmail, type OutboxEntry, type OutboxView } from "./outbox.ts";
export { REBUILD_JOB, rebuildStatuses, requestRebuild, runRebuildJob, type RebuildRequest, type RebuildStatus } from "./rebuild.ts";
export { projectionHealth, type ProjectionHealth } from "./status.ts";
