import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { catalogProjection, syncCatalogEntry } from "../modules/catalog/index.ts";
import { db } from "./database.ts";
import { catchUp, closeProjectionsQueue, projectionsQueue } from "../modules/eventstore/index.ts";
import { closeDatabase, closeRedis } from "../modules/platform/index.ts";
import { closeRemindersQueue } from "../modules/portal/index.ts";
import { startProjector } from "./projector.ts";
import { failedJobs, projectionHealth, rebuildStatuses, requestRebuild, retryFailedJob } from "../modules/operations/index.ts";

const by = { actor: "system", requestId: "operations-test" };
const category = (id: string) => ({ id, name: `Category ${id}`, slug: id, description: null });

let projector: Awaited<ReturnType<typeof startProjector>> | undefined;

beforeAll(async () => {
  await syncCatalogEntry("category", category("first"), by);
  await catchUp(catalogProjection);
  await syncCatalogEntry("category", category("second"), by);
  await syncCatalogEntry("category", category("third"), by);
});

afterAll(async () => {
  await projector?.close();
  await closeProjectionsQueue();
  await closeRemindersQueue();
  await closeRedis();
  await closeDatabase();
});

it("shows each projection's checkpoint and the events of its types still to apply, as the CLI does", async () => {
  const health = await projectionHealth([catalogProjection]);
  const catalog = health.projections[0]!;
  expect(catalog).toMatchObject({ name: "catalog", kind: "read-model", lag: 2, lastError: null });
  expect(catalog.checkpoint).toBeGreaterThan(0);
  expect(health.head).toBeGreaterThan(catalog.checkpoint);
});

it("queues one rebuild per projection, never one of a side-effect projection, and the worker runs it to the same tables", async () => {
  await catchUp(catalogProjection);
  const before = (await sql`select * from categories order by id`.execute(db())).rows;
  expect(before).toHaveLength(3);

  expect(await requestRebuild("identity.notifier")).toEqual({ status: "not-rebuildable" });
  expect(await requestRebuild("no.such-projection")).toEqual({ status: "unknown-projection" });
  const queued = await requestRebuild(catalogProjection.name);
  expect(queued.status).toBe("queued");
  // Asked again while it waits: the same job, not a second one.
  expect(await requestRebuild(catalogProjection.name)).toEqual({ status: "already-running", jobId: queued.status === "queued" ? queued.jobId : "" });
  expect((await rebuildStatuses()).find((status) => status.projection === "catalog")?.state).toBe("waiting");

  projector = await startProjector([catalogProjection], { safetyPollMs: 60_000 });
  await expect.poll(async () => (await rebuildStatuses()).find((status) => status.projection === "catalog")?.state, { timeout: 20_000 }).toBe("done");
  const done = (await rebuildStatuses()).find((status) => status.projection === "catalog")!;
  expect(done.applied).toBe(3);
  expect(done.total).toBe(3);
  expect(done.finishedAt).not.toBeNull();
  expect((await sql`select * from categories order by id`.execute(db())).rows).toEqual(before);
  // Done, a new rebuild may be asked for.
  expect((await requestRebuild(catalogProjection.name)).status).toBe("queued");
});

it("lists a job that failed for good with its reason, and retries it once asked", async () => {
  projector ??= await startProjector([catalogProjection], { safetyPollMs: 60_000 });
  const job = await projectionsQueue().add("project", { projection: "no-such-projection" }, { attempts: 1, removeOnFail: 100 });
  await expect.poll(async () => (await projectionsQueue().getJob(job.id!))?.getState(), { timeout: 15_000 }).toBe("failed");

  const listed = (await failedJobs()).find((failed) => failed.id === job.id);
  expect(listed).toMatchObject({ queue: "projections", name: "project", subject: "no-such-projection", failedReason: "Unknown projection no-such-projection" });
  const firstFailure = (await projectionsQueue().getJob(job.id!))!.finishedOn!;

  expect(await retryFailedJob("projections", job.id!)).toBe("retried");
  await expect
    .poll(
      async () => {
        const again = await projectionsQueue().getJob(job.id!);
        return (await again?.getState()) === "failed" && (again?.finishedOn ?? 0) > firstFailure;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(await retryFailedJob("projections", "no-such-job")).toBe("not-found");
  expect(await retryFailedJob("no-such-queue", job.id!)).toBe("not-found");
});
