import { Worker, type Job } from "bullmq";
import { catchUp, closeProjectionsQueue, ProjectionError, projectionsQueue, PROJECTIONS_QUEUE } from "../modules/eventstore/index.ts";
import { closeDatabase, closeRedis, config, createRedis, logger } from "../modules/platform/index.ts";
import { projectionNamed, projections } from "./registry.ts";

/**
 * The projector: a "wake" job (added after every append, and every few seconds
 * by a scheduler as a safety net) fans out one "project" job per projection,
 * so a failing projection retries with backoff on its own while the others
 * carry on.
 */
const SAFETY_POLL_MS = 5_000;

async function handle(job: Job<{ projection?: string }>): Promise<unknown> {
  if (job.name === "wake") {
    await projectionsQueue().addBulk(
      projections.map((projection) => ({
        name: "project",
        data: { projection: projection.name },
        opts: { attempts: 12, backoff: { type: "exponential", delay: 1_000 }, removeOnComplete: true, removeOnFail: 1_000 },
      })),
    );
    return null;
  }
  const projection = projectionNamed(job.data.projection ?? "");
  if (!projection) throw new Error(`Unknown projection ${job.data.projection}`);
  const result = await catchUp(projection);
  if (result.applied > 0) logger.debug("projected", { projection: projection.name, applied: result.applied, position: result.position.globalPosition });
  return result.applied;
}

const worker = new Worker(PROJECTIONS_QUEUE, handle, {
  connection: createRedis(),
  prefix: config().REDIS_PREFIX,
  concurrency: 4,
});

worker.on("failed", (job, error) => {
  const fields: Record<string, unknown> = { job: job?.name, projection: job?.data.projection, attempt: job?.attemptsMade, error: error.message };
  if (error instanceof ProjectionError) fields.position = error.event.globalPosition;
  logger.error("projection job failed; it will be retried with backoff", fields);
});
worker.on("error", (error) => logger.error("projector worker error", { error: error.message }));

await projectionsQueue().upsertJobScheduler("safety-poll", { every: SAFETY_POLL_MS }, { name: "wake", opts: { removeOnComplete: true, removeOnFail: 100 } });
// Catch up at start, whatever happened while no worker ran.
await projectionsQueue().add("wake", {}, { removeOnComplete: true });
logger.info("projector worker started", { projections: projections.map((projection) => projection.name) });

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("projector worker draining", { signal });
  // close() waits for active jobs to finish; their transactions commit or roll back whole.
  await worker.close();
  await closeProjectionsQueue();
  await closeDatabase();
  await closeRedis();
  logger.info("projector worker stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
