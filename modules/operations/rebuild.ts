import type { Job } from "bullmq";
import { projectionsQueue, rebuildProjection, type Projection, type ReplayProgress } from "../eventstore/index.ts";
import { logger } from "../platform/index.ts";
import { projectionNamed } from "./registry.ts";

/** The projections queue's job that rebuilds one projection, as `npm run replay -- <name>` does. */
export const REBUILD_JOB = "rebuild";

export interface RebuildStatus {
  projection: string;
  jobId: string;
  state: "waiting" | "running" | "done" | "failed";
  applied: number;
  total: number;
  requestedAt: Date;
  finishedAt: Date | null;
  failedReason: string | null;
}

export type RebuildRequest =
  { status: "queued"; jobId: string } | { status: "already-running"; jobId: string } | { status: "not-rebuildable" } | { status: "unknown-projection" };

/**
 * Queues a rebuild of the registered projection named `name` for the workers,
 * so the request that asks returns at once and the page shows the job's
 * progress on reload. One rebuild per projection at a time: asking again
 * while one waits or runs answers with that one.
 */
export async function requestRebuild(name: string): Promise<RebuildRequest> {
  const projection = projectionNamed(name);
  if (!projection) return { status: "unknown-projection" };
  // Side effects only run live: a rebuild must never send an email twice.
  if (projection.kind === "side-effect") return { status: "not-rebuildable" };
  const running = (await rebuildStatuses()).find(
    (status) => status.projection === projection.name && (status.state === "waiting" || status.state === "running"),
  );
  if (running) return { status: "already-running", jobId: running.jobId };
  const job = await projectionsQueue().add(
    REBUILD_JOB,
    { projection: projection.name },
    // Once: a rebuild that failed is looked at, then asked for again, not retried blindly.
    { jobId: `rebuild-${projection.name}-${Date.now()}`, attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
  );
  return { status: "queued", jobId: job.id ?? "" };
}

function progressOf(job: Job): { applied: number; total: number } {
  const progress = job.progress as Partial<ReplayProgress> | number | undefined;
  if (progress && typeof progress === "object") return { applied: Number(progress.applied ?? 0), total: Number(progress.total ?? 0) };
  return { applied: 0, total: 0 };
}

/** The latest rebuild of each projection that has had one, newest first. */
export async function rebuildStatuses(): Promise<RebuildStatus[]> {
  const queue = projectionsQueue();
  const jobs = await queue.getJobs(["active", "waiting", "delayed", "prioritized", "completed", "failed"], 0, 499);
  const latest = new Map<string, RebuildStatus>();
  for (const job of jobs) {
    if (!job || job.name !== REBUILD_JOB || !job.id) continue;
    const projection = String((job.data as { projection?: unknown }).projection ?? "");
    const state = await job.getState();
    const status: RebuildStatus = {
      projection,
      jobId: job.id,
      state: state === "completed" ? "done" : state === "failed" ? "failed" : state === "active" ? "running" : "waiting",
      ...progressOf(job),
      requestedAt: new Date(job.timestamp),
      finishedAt: job.finishedOn ? new Date(job.finishedOn) : null,
      failedReason: job.failedReason ?? null,
    };
    const known = latest.get(projection);
    if (!known || known.requestedAt < status.requestedAt) latest.set(projection, status);
  }
  return [...latest.values()].sort((a, b) => b.requestedAt.getTime() - a.requestedAt.getTime());
}

/** The worker's side: the same replay as the CLI, its progress kept on the job for the page to read. */
export async function runRebuildJob(job: Job, projection: Projection): Promise<ReplayProgress> {
  let lastReport = 0;
  const result = await rebuildProjection(projection, {
    onProgress: (progress) => {
      // At most a few writes a second to Redis, whatever the batch size.
      if (Date.now() - lastReport < 250 && progress.applied < progress.total) return;
      lastReport = Date.now();
      job.updateProgress({ ...progress }).catch((error: unknown) => logger.warn("could not record rebuild progress", { error: String(error) }));
    },
  });
  await job.updateProgress({ ...result });
  return result;
}
