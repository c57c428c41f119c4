import { Worker, type Job } from "bullmq";
import {
  catchUp,
  ProjectionError,
  projectionsQueue,
  projectionsToWake,
  PROJECTIONS_QUEUE,
  type Projection,
  type WakeData,
} from "../modules/eventstore/index.ts";
import { REBUILD_JOB, runRebuildJob } from "../modules/operations/index.ts";
import { config, createRedis, logger, logRedisErrors, whenRedisReconnects } from "../modules/platform/index.ts";

/**
 * The projector: a "wake" job (added after every append with the appended
 * event types, and every few seconds by a scheduler as a safety net, without)
 * fans out one "project" job per projection that handles one of those types
 * (every projection for the safety poll), so a failing projection retries with
 * backoff on its own while the others carry on.
 */
export const SAFETY_POLL_MS = 5_000;

export async function startProjector(projections: readonly Projection[], options: { concurrency?: number; safetyPollMs?: number } = {}) {
  const byName = new Map(projections.map((projection) => [projection.name, projection]));

  async function handle(job: Job<{ projection?: string } & WakeData>): Promise<unknown> {
    if (job.name === "wake") {
      await projectionsQueue().addBulk(
        projectionsToWake(projections, job.data).map((projection) => ({
          name: "project",
          data: { projection: projection.name },
          opts: {
            attempts: 12,
            backoff: { type: "exponential", delay: 1_000 },
            removeOnComplete: true,
            removeOnFail: 1_000,
            // Every append wakes its projections: without this, a steady write load queued a job per
            // projection per append, far more than the workers can run, and they fell ever further behind
            // (found by tests/resilience). One job per projection waits while one runs; a wake during
            // the run queues exactly one more, so no event is left for the safety poll.
            deduplication: { id: `project:${projection.name}`, keepLastIfActive: true },
          },
        })),
      );
      return null;
    }
    const projection = byName.get(job.data.projection ?? "");
    if (!projection) throw new Error(`Unknown projection ${job.data.projection}`);
    // Asked for from the operations page: the same replay as `npm run replay`.
    if (job.name === REBUILD_JOB) return runRebuildJob(job, projection);
    const result = await catchUp(projection);
    if (result.applied > 0) logger.debug("projected", { projection: projection.name, applied: result.applied, position: result.position.globalPosition });
    return result.applied;
  }

  const connection = createRedis();
  const worker = new Worker(PROJECTIONS_QUEUE, handle, { connection, prefix: config().REDIS_PREFIX, concurrency: options.concurrency ?? 4 });
  worker.on("failed", (job, error) => {
    const fields: Record<string, unknown> = { job: job?.name, projection: job?.data.projection, attempt: job?.attemptsMade, error: error.message };
    if (error instanceof ProjectionError) fields.position = error.event.globalPosition;
    logger.error("projection job failed; it will be retried with backoff", fields);
  });
  worker.on("error", logRedisErrors("projector worker"));

  const armSafetyPoll = async () => {
    await projectionsQueue().upsertJobScheduler(
      "safety-poll",
      { every: options.safetyPollMs ?? SAFETY_POLL_MS },
      { name: "wake", opts: { removeOnComplete: true, removeOnFail: 100 } },
    );
    // Catch up, whatever happened while no worker ran.
    await projectionsQueue().add("wake", {}, { removeOnComplete: true });
  };
  await armSafetyPoll();
  await worker.waitUntilReady();
  // A Redis that restarted empty lost the scheduler and every queued wake: arm them again on each reconnection.
  whenRedisReconnects(connection, () => armSafetyPoll().catch((error: unknown) => logger.error("could not re-arm the safety poll", { error: String(error) })));

  return {
    /** Drains: waits for active jobs, whose transactions commit or roll back whole. */
    async close() {
      await worker.close();
      if (connection.status === "ready") await connection.quit().catch(() => connection.disconnect());
      else connection.disconnect();
    },
  };
}
