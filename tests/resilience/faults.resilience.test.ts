import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CLUSTER_PORTS, privatePostgres, privateRedis, startWeb, startWorker, type SiteProcess } from "../../infra/testing/cluster.ts";
import { db } from "../../modules/database.ts";
import { closeProjectionsQueue, projectionsQueue } from "../../modules/eventstore/index.ts";
import { closeDatabase, closeRedis } from "../../modules/platform/index.ts";
import { closeRemindersQueue, remindersQueue } from "../../modules/portal/index.ts";
import {
  ConsultationLoad,
  expectEachRequestOnceWithItsEmails,
  expectReadTablesToEqualAReplay,
  newAccount,
  newConsultationCall,
  postConsultation,
  signIn,
  siteEnv,
  sleep,
  waitForOk,
  waitUntilProjected,
} from "./support.ts";

/**
 * Faults under a steady write load. Consultation requests
 * (each sends two emails) arrive over HTTP and editors revise articles while
 * the projector is SIGKILLed in the middle of a batch, Redis restarts (losing
 * every key and queued job) and PostgreSQL restarts (as after a crash). The
 * web process and the second worker are never restarted; afterwards every
 * event is projected exactly once, no email is sent twice and the read tables
 * equal a fresh replay. The test process itself writes nothing while the
 * faults happen: every write goes through the web process. SC_FAULT_LOAD_PER_SECOND raises the load (default 8).
 */
const { postgresPort, postgresDataDir, redisPort } = inject("resilience");
const postgres = privatePostgres(postgresPort, postgresDataDir);
const redis = privateRedis(redisPort);
const base = `http://127.0.0.1:${CLUSTER_PORTS.web}`;
const perSecond = Number(process.env.SC_FAULT_LOAD_PER_SECOND ?? 8);

/**
 * An editor revising articles through the admin API (PATCH /api/articles/{id}),
 * one revision at a time per article, each from the version last seen. A reply
 * lost to a fault leaves the outcome unknown: the next PATCH then answers 409
 * with the current version, and carries on from there.
 */
class ArticleRevisionLoad {
  accepted = 0;
  failed = 0;
  private running = true;
  private readonly loops: Promise<void>[];

  constructor(
    private readonly cookie: string,
    articles: readonly { id: string; version: number }[],
    everyMs: number,
  ) {
    this.loops = articles.map((article) => this.revise(article.id, article.version, everyMs));
  }

  private async revise(articleId: string, startVersion: number, everyMs: number): Promise<void> {
    let version = startVersion;
    for (let revision = 1; this.running; revision++) {
      try {
        const response = await fetch(`${base}/api/articles/${articleId}`, {
          method: "PATCH",
          headers: { "Content-Type": "application/json", Origin: base, Cookie: this.cookie },
          body: JSON.stringify({ excerpt: `Revision ${revision} under faults.`, expectedVersion: version }),
          signal: AbortSignal.timeout(30_000),
        });
        const body = (await response.json().catch(() => ({}))) as { version?: number; current?: { version: number } };
        if (response.status === 200 && body.version) {
          version = body.version;
          this.accepted += 1;
        } else {
          if (body.current?.version) version = body.current.version;
          this.failed += 1;
        }
      } catch {
        this.failed += 1;
      }
      await sleep(everyMs);
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }
}

let web: SiteProcess;
let worker: SiteProcess;
let load: ConsultationLoad;
let revisions: ArticleRevisionLoad;
let editorId: string;
let revisionsBefore: number;

const countRevisions = async () =>
  Number(
    (
      await db()
        .selectFrom("events")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("event_type", "=", "ArticleRevised")
        .where(sql<boolean>`metadata @> ${JSON.stringify({ actor: editorId })}::jsonb`)
        .executeTakeFirstOrThrow()
    ).count,
  );

beforeAll(async () => {
  web = await startWeb("fault-web", CLUSTER_PORTS.web, siteEnv());
  worker = await startWorker("fault-worker-1", siteEnv());
  const editor = await newAccount({ admin: true });
  editorId = editor.userId;
  const cookie = await signIn(base, editor.email, editor.password);
  // Each editor loop starts from version 1: its first PATCH answers 409 with the article's current version.
  const articles = (await db().selectFrom("articles").select("id").orderBy("id").limit(3).execute()).map((row) => ({ id: row.id, version: 1 }));
  revisionsBefore = await countRevisions();
  load = new ConsultationLoad([base]);
  load.start(perSecond);
  revisions = new ArticleRevisionLoad(cookie, articles, 300);
  await sleep(2_000);
});

afterAll(async () => {
  await load?.stop();
  await revisions?.stop();
  await Promise.all([web?.stop(), worker?.stop()]);
  await closeProjectionsQueue();
  await closeRemindersQueue();
  await closeDatabase();
  await closeRedis();
});

/** The worker's session that holds a projection checkpoint's row lock: it is inside a batch's transaction. */
async function backendInsideABatch(applicationName: string): Promise<number | null> {
  const { rows } = await sql<{ pid: number }>`
    select a.pid from pg_stat_activity a join pg_locks l on l.pid = a.pid
    where a.application_name = ${applicationName} and a.datname = current_database()
      and l.locktype = 'relation' and l.relation = 'projection_checkpoints'::regclass and l.mode = 'RowShareLock'
    limit 1`.execute(db());
  return rows[0]?.pid ?? null;
}

describe("faults under a steady write load", () => {
  it("a projector SIGKILLed in the middle of a batch is replaced, and its batch is neither lost nor applied twice", async () => {
    // A backlog, so the worker is busy applying batches.
    load.burst(150);
    let pid: number | null = null;
    const deadline = Date.now() + 30_000;
    while (pid === null && Date.now() < deadline) pid = await backendInsideABatch("fault-worker-1");
    expect(pid, "the worker was caught inside a batch's transaction").not.toBeNull();
    worker.child.kill("SIGKILL");
    await sleep(1_000);
    expect(worker.child.signalCode).toBe("SIGKILL");
    // Its open transaction died with its connection: no lock is left behind.
    expect(await backendInsideABatch("fault-worker-1")).toBeNull();
    await waitForOk(`${base}/`);
    worker = await startWorker("fault-worker-2", siteEnv());
  });

  it("Redis restarted (every key and queued job lost): web and worker carry on without a restart", async () => {
    // This process's own queue handles (the editor's sign-up woke the projectors) lose Redis too: expected here, not worth a stack each.
    for (const queue of [projectionsQueue(), remindersQueue()]) queue.on("error", () => undefined);
    const restarting = redis.restart({ downForMs: 4_000 });
    await sleep(1_000);
    // A student's request while Redis is down: its rate limit counts in memory and its wake gives up
    // waiting, so it is answered before Redis is back rather than after.
    const call = newConsultationCall();
    const first = await Promise.race([
      postConsultation(base, call).then((status) => ({ answered: status })),
      restarting.then(() => ({ answered: "only once Redis was back" })),
    ]);
    expect(first).toEqual({ answered: 201 });
    load.calls.push(call);
    load.accepted.add(call.key);
    await restarting;
    await waitForOk(`${base}/healthz`);
    await waitForOk(`${base}/`);
    // The workers' schedulers (the projector's safety poll, the hourly reminders reconcile) were in Redis: they come back.
    const deadline = Date.now() + 20_000;
    let schedulers: string[] = [];
    while (Date.now() < deadline) {
      const [projectionSchedulers, reminderSchedulers] = await Promise.all([projectionsQueue().getJobSchedulers(), remindersQueue().getJobSchedulers()]);
      schedulers = [...projectionSchedulers, ...reminderSchedulers].map((scheduler) => scheduler.key);
      if (schedulers.includes("safety-poll") && schedulers.includes("reconcile-hourly")) break;
      await sleep(200);
    }
    expect(schedulers).toEqual(expect.arrayContaining(["safety-poll", "reconcile-hourly"]));
    expect(web.child.exitCode).toBeNull();
    expect(worker.child.exitCode).toBeNull();
  });

  it("PostgreSQL restarted as after a crash: web and worker carry on without a restart", async () => {
    await postgres.restart({ downForMs: 2_000 });
    await waitForOk(`${base}/healthz`);
    await waitForOk(`${base}/`);
    await waitForOk(`${base}/destinations`);
    await sleep(3_000);
    expect(web.child.exitCode).toBeNull();
    expect(worker.child.exitCode).toBeNull();
  });

  it("afterwards: every event projected exactly once, no email sent twice, no write lost, the read tables equal a fresh replay", async () => {
    await load.stop();
    await revisions.stop();
    expect(load.calls.length).toBeGreaterThan(150);
    expect(load.accepted.size, `unacknowledged requests (refusals by status: ${JSON.stringify([...load.refusals])})`).toBe(load.calls.length);

    await waitUntilProjected(90_000);
    await expectEachRequestOnceWithItsEmails(load.accepted);
    // A revision that failed may have committed before its reply was lost; one that succeeded is never missing.
    const appended = (await countRevisions()) - revisionsBefore;
    expect(revisions.accepted).toBeGreaterThan(0);
    expect(appended).toBeGreaterThanOrEqual(revisions.accepted);
    expect(appended).toBeLessThanOrEqual(revisions.accepted + revisions.failed);
    await expectReadTablesToEqualAReplay();
    expect(web.child.exitCode).toBeNull();
    expect(worker.child.exitCode).toBeNull();
  });
});
