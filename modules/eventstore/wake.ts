import { Queue } from "bullmq";
import { config, logger, logRedisErrors, redis, within } from "../platform/index.ts";

export const PROJECTIONS_QUEUE = "projections";

let queue: Queue | undefined;

export function projectionsQueue(): Queue {
  if (!queue) {
    queue = new Queue(PROJECTIONS_QUEUE, { connection: redis(), prefix: config().REDIS_PREFIX });
    queue.on("error", logRedisErrors(`queue ${PROJECTIONS_QUEUE}`));
  }
  return queue;
}

/** What a wake job carries: the types of the events just appended, or nothing (the safety poll: every projection). */
export interface WakeData {
  types?: string[];
}

/**
 * How long a command waits to hand its wake to Redis. Our connections queue
 * commands while Redis is unreachable rather than fail them, so without a
 * bound a student's form would wait out the whole outage; past it the wake
 * stays queued and reaches the workers once Redis is back.
 */
const WAKE_WAIT_MS = 1_000;

/**
 * Tells the projector workers that new events of these types exist, so only
 * the projections that handle one of them run (decision 0023). The events are
 * already committed, so a Redis hiccup must neither fail nor hold up the
 * command: the workers' periodic safety poll picks the events up anyway.
 */
export async function wakeProjectors(types: readonly string[]): Promise<void> {
  if (types.length === 0) return;
  const data: WakeData = { types: [...new Set(types)] };
  try {
    await within(projectionsQueue().add("wake", data, { removeOnComplete: true, removeOnFail: 100 }), WAKE_WAIT_MS, "waking the projectors");
  } catch (error) {
    logger.warn("could not wake projectors; the safety poll will catch up", { error: String(error) });
  }
}

/** The projections a wake job is for: those handling one of its types, or all of them for a wake without types. */
export function projectionsToWake<P extends { handles: readonly string[] }>(projections: readonly P[], wake: WakeData): P[] {
  if (!wake.types) return [...projections];
  const appended = new Set(wake.types);
  return projections.filter((projection) => projection.handles.some((type) => appended.has(type)));
}

export async function closeProjectionsQueue(): Promise<void> {
  const current = queue;
  queue = undefined;
  await current?.close();
}
