import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLUSTER_PORTS, startWeb, startWorker, type SiteProcess } from "../../infra/testing/cluster.ts";
import { db } from "../../modules/database.ts";
import { closeProjectionsQueue } from "../../modules/eventstore/index.ts";
import { closeDatabase, closeRedis } from "../../modules/platform/index.ts";
import { closeRemindersQueue } from "../../modules/portal/index.ts";
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
  waitUntilProjected,
} from "./support.ts";

/**
 * Two web and two worker processes against one PostgreSQL
 * and one Redis, as `infra/compose.yml` scaled or `infra/k8s/` runs them.
 */
const webA = `http://127.0.0.1:${CLUSTER_PORTS.web}`;
const webB = `http://127.0.0.1:${CLUSTER_PORTS.web + 1}`;
let processes: SiteProcess[] = [];
let workers: SiteProcess[] = [];

beforeAll(async () => {
  // Debug level: each worker logs the batches it applied, which shows both took part.
  workers = await Promise.all([startWorker("worker-1", siteEnv({ LOG_LEVEL: "debug" })), startWorker("worker-2", siteEnv({ LOG_LEVEL: "debug" }))]);
  const webs = await Promise.all([startWeb("web-a", CLUSTER_PORTS.web, siteEnv()), startWeb("web-b", CLUSTER_PORTS.web + 1, siteEnv())]);
  processes = [...webs, ...workers];
});

afterAll(async () => {
  await Promise.all(processes.map((process) => process.stop()));
  await closeProjectionsQueue();
  await closeRemindersQueue();
  await closeDatabase();
  await closeRedis();
});

describe("two web and two worker processes on one PostgreSQL and Redis", () => {
  it("no event is projected twice and no email sent twice, whichever process takes a request or a job", async () => {
    const load = new ConsultationLoad([webA, webB]);
    // Which worker takes a job is BullMQ's choice: bursts go on (a few at most) until both have applied
    // batches, so the checks below are made with both taking part, not on whatever one burst happened to do.
    const tookPart = () => workers.every((worker) => worker.output().includes('"message":"projected"'));
    for (let burst = 0; burst < 5 && (burst === 0 || !tookPart()); burst++) {
      load.burst(40);
      await load.stop();
      await waitUntilProjected(60_000);
    }
    expect(load.accepted.size).toBe(load.calls.length);
    await expectEachRequestOnceWithItsEmails(load.accepted);
    await expectReadTablesToEqualAReplay();
    for (const worker of workers) expect(worker.output(), `${worker.name} applied batches`).toContain('"message":"projected"');
  });

  it("a session started on one web process is good on the other, and a signed-out one on neither", async () => {
    const student = await newAccount();
    await waitUntilProjected();
    const cookie = await signIn(webA, student.email, student.password);
    for (const base of [webA, webB]) {
      const signedIn = await fetch(`${base}/portal/dashboard`, { headers: { Cookie: cookie } });
      expect(signedIn.status, base).toBe(200);
      expect(await signedIn.text()).toContain("Resilience");
      const anonymous = await fetch(`${base}/portal/dashboard`);
      await anonymous.arrayBuffer();
      expect(anonymous.status, base).toBe(401);
    }
  });

  it("a rate limit is counted across both web processes (5 consultation requests an hour per email)", async () => {
    const email = `limited-${randomUUID()}@example.com`;
    const statuses: number[] = [];
    for (const base of [webA, webB, webA, webB, webA]) statuses.push(await postConsultation(base, newConsultationCall(email)));
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    expect(await postConsultation(webB, newConsultationCall(email))).toBe(429);
    expect(await postConsultation(webA, newConsultationCall(email))).toBe(429);
  });

  /**
   * The page cache (decision 0018) keeps anonymous pages in
   * each web process; a projection's change must reach every process.
   */
  it("page cache: a change a projection makes is served fresh by every web process", async () => {
    const article = await db()
      .selectFrom("articles")
      .select(["id", "slug", "title"])
      .where("is_published", "=", true)
      .orderBy("slug")
      .executeTakeFirstOrThrow();
    const path = `/articles/${article.slug}`;
    // Both processes have the page cached before the change.
    for (const base of [webA, webB]) {
      await (await fetch(`${base}${path}`)).arrayBuffer();
      const cached = await fetch(`${base}${path}`);
      expect(await cached.text()).toContain(article.title);
      expect(cached.headers.get("X-Page-Cache"), base).toBe("hit");
    }

    const editor = await newAccount({ admin: true });
    await waitUntilProjected();
    const cookie = await signIn(webA, editor.email, editor.password);
    const title = `Revised on one process ${randomUUID().slice(0, 8)}`;
    const revise = (expectedVersion: number) =>
      fetch(`${webA}/api/articles/${article.id}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json", Origin: webA, Cookie: cookie },
        body: JSON.stringify({ title, slug: article.slug, expectedVersion }),
      });
    // Version 1 is a guess: a 409 names the current version.
    let revised = await revise(1);
    if (revised.status === 409) revised = await revise(((await revised.json()) as { current: { version: number } }).current.version);
    expect(revised.status).toBe(200);

    for (const base of [webA, webB]) {
      const deadline = Date.now() + 15_000;
      let body = "";
      while (Date.now() < deadline && !body.includes(title)) {
        body = await (await fetch(`${base}${path}`)).text();
        if (!body.includes(title)) await sleep(100);
      }
      expect(body, `${base} serves the revised title`).toContain(title);
      // A signed-in visitor's page is rendered for them, never shared.
      const signedIn = await fetch(`${base}${path}`, { headers: { Cookie: cookie } });
      expect(await signedIn.text()).toContain(title);
      expect(signedIn.headers.get("X-Page-Cache"), base).toBe("bypass");
    }
  });
});
