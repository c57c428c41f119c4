import { parseWithZod } from "~/utils/forms.ts";
import { z } from "zod";
import { failedJobs, OPERATED_QUEUES, outboxOverview, projectionHealth, rebuildStatuses, requestRebuild, retryFailedJob } from "@modules/operations/index.ts";
import type { Outcome } from "~/components/outcome.tsx";

/** Everything the operations page shows, read at once. */
export async function operationsOverview() {
  const [health, failed, rebuilds, outbox] = await Promise.all([projectionHealth(), failedJobs(), rebuildStatuses(), outboxOverview()]);
  const rebuildOf = new Map(rebuilds.map((rebuild) => [rebuild.projection, rebuild]));
  return {
    head: health.head,
    projections: health.projections.map((projection) => {
      const rebuild = rebuildOf.get(projection.name);
      return {
        ...projection,
        updatedAt: projection.updatedAt?.toISOString() ?? null,
        rebuildable: projection.kind !== "side-effect",
        rebuild: rebuild
          ? {
              state: rebuild.state,
              applied: rebuild.applied,
              total: rebuild.total,
              requestedAt: rebuild.requestedAt.toISOString(),
              finishedAt: rebuild.finishedAt?.toISOString() ?? null,
              failedReason: rebuild.failedReason,
            }
          : null,
      };
    }),
    failedJobs: failed.map((job) => ({ ...job, failedAt: job.failedAt?.toISOString() ?? null })),
    outbox: {
      adapter: outbox.adapter,
      emails: outbox.emails.map(({ providerAnswer, ...email }) => ({
        ...email,
        createdAt: email.createdAt.toISOString(),
        providerAnswer: providerAnswer ? { ...providerAnswer, at: providerAnswer.at?.toISOString() ?? null } : null,
      })),
    },
  };
}

const operationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("retry"), queue: z.enum(OPERATED_QUEUES as [string, ...string[]]), jobId: z.string().min(1).max(300) }),
  z.object({ intent: z.literal("rebuild"), projection: z.string().min(1).max(200) }),
]);

/** The page's two writes: retry a failed job, queue a rebuild. A form that cannot be read is a 400 and changes nothing. */
type OperationReply = { status: number; toast: Outcome };

export async function operationsAction(formData: FormData): Promise<OperationReply> {
  const submission = parseWithZod(formData, { schema: operationSchema });
  if (submission.status !== "success") {
    return { status: 400, toast: { variant: "destructive", title: "Error", description: "That request could not be read. Nothing was changed." } };
  }
  const operation = submission.value;
  switch (operation.intent) {
    case "retry":
      return retryJob(operation.queue, operation.jobId);
    case "rebuild":
      return queueRebuild(operation.projection);
  }
}

async function retryJob(queue: string, jobId: string): Promise<OperationReply> {
  const outcome = await retryFailedJob(queue, jobId);
  if (outcome === "retried")
    return { status: 200, toast: { variant: "success", title: "Job retried", description: `Job ${jobId} is back in the ${queue} queue.` } };
  return {
    status: outcome === "not-found" ? 404 : 409,
    toast: {
      variant: "destructive",
      title: "Error",
      description: outcome === "not-found" ? "That job is no longer in the queue." : "That job is no longer failed; nothing was retried.",
    },
  };
}

async function queueRebuild(projection: string): Promise<OperationReply> {
  const request = await requestRebuild(projection);
  if (request.status === "unknown-projection") {
    return { status: 404, toast: { variant: "destructive", title: "Error", description: "There is no projection by that name." } };
  }
  if (request.status === "not-rebuildable") {
    return {
      status: 409,
      toast: {
        variant: "destructive",
        title: "Error",
        description: `${projection} only sends emails live; it is never replayed, so no email goes out twice.`,
      },
    };
  }
  if (request.status === "already-running") {
    return {
      status: 409,
      toast: { variant: "destructive", title: "Error", description: `A rebuild of ${projection} is already queued or running.` },
    };
  }
  return {
    status: 202,
    toast: { variant: "success", title: "Rebuild queued", description: `${projection} is being rebuilt; its progress shows below.` },
  };
}
