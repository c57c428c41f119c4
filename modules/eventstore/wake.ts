import { Queue } from "bullmq";
import { config, logger, redis } from "../platform/index.ts";

export const PROJECTIONS_QUEUE = "projections";

let queue: Queue | undefined;

export function projectionsQueue(): Queue {
  queue ??= new Queue(PROJECTIONS_QUEUE, { connection: redis(), prefix: config().REDIS_PREFIX });
  return queue;
}

/**
 * Tells the projector workers that new events exist. The events are already
 * committed, so a Redis hiccup must not fail the command: the workers' periodic
 * safety poll picks the events up anyway.
 */
export async function wakeProjectors(): Promise<void> {
  try {
    await projectionsQueue().add("wake", {}, { removeOnComplete: true, removeOnFail: 100 });
  } catch (error) {
    logger.warn("could not wake projectors; the safety poll will catch up", { error: String(error) });
  }
}

export async function closeProjectionsQueue(): Promise<void> {
  const current = queue;
  queue = undefined;
  await current?.close();
}
