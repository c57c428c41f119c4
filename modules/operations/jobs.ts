import type { Job, Queue } from "bullmq";
import { projectionsQueue, PROJECTIONS_QUEUE } from "../eventstore/index.ts";
import { remindersQueue, REMINDERS_QUEUE } from "../portal/index.ts";

/** The queues an operator may look into; their names are what the page posts back. */
const QUEUES: Record<string, () => Queue> = { [PROJECTIONS_QUEUE]: projectionsQueue, [REMINDERS_QUEUE]: remindersQueue };
export const OPERATED_QUEUES = Object.keys(QUEUES);

export interface FailedJob {
  queue: string;
  id: string;
  name: string;
  /** What the job was about, e.g. the projection's name; never a student's data beyond ids. */
  subject: string;
  attemptsMade: number;
  failedReason: string;
  failedAt: Date | null;
}

function subjectOf(job: Job): string {
  const data = (job.data ?? {}) as Record<string, unknown>;
  if (typeof data.projection === "string") return data.projection;
  if (typeof data.kind === "string") return `${data.kind} ${String(data.itemId ?? "")}`.trim();
  if (typeof data.userId === "string") return `student ${data.userId}`;
  return "";
}

/** The newest failed jobs of each queue (those kept after their last attempt). */
export async function failedJobs(limit = 50): Promise<FailedJob[]> {
  const all: FailedJob[] = [];
  for (const [queue, open] of Object.entries(QUEUES)) {
    const jobs = await open().getFailed(0, limit - 1);
    for (const job of jobs) {
      if (!job?.id) continue;
      all.push({
        queue,
        id: job.id,
        name: job.name,
        subject: subjectOf(job),
        attemptsMade: job.attemptsMade,
        failedReason: job.failedReason ?? "",
        failedAt: job.finishedOn ? new Date(job.finishedOn) : null,
      });
    }
  }
  return all.sort((a, b) => (b.failedAt?.getTime() ?? 0) - (a.failedAt?.getTime() ?? 0));
}

export type RetryOutcome = "retried" | "not-found" | "not-failed";

/** Puts one failed job back in its queue; a job that is gone or no longer failed is left alone. */
export async function retryFailedJob(queue: string, jobId: string): Promise<RetryOutcome> {
  const open = QUEUES[queue];
  if (!open) return "not-found";
  const job = await open().getJob(jobId);
  if (!job) return "not-found";
  if ((await job.getState()) !== "failed") return "not-failed";
  await job.retry("failed");
  return "retried";
}
