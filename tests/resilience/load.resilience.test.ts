import { createRequire } from "node:module";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CLUSTER_PORTS, startWeb, startWorker, type SiteProcess } from "../../infra/testing/cluster.ts";
import { db } from "../../modules/database.ts";
import { closeProjectionsQueue } from "../../modules/eventstore/index.ts";
import { closeDatabase, closeRedis } from "../../modules/platform/index.ts";
import {
  consultationBody,
  consultationHeaders,
  expectEachRequestOnceWithItsEmails,
  newConsultationCall,
  siteEnv,
  waitUntilProjected,
  type ConsultationCall,
} from "./support.ts";

/**
 * Issue 15 item 5: many connections at once over a mix of public pages and
 * writes (consultation requests, each from its own client address and email
 * so the rate limits never refuse them): no error, no 5xx, and every request
 * the server accepted is in the event log, once, with its emails. CI runs it
 * short; SC_LOAD_SECONDS=60 SC_LOAD_CONNECTIONS=200 is the full run.
 */
const seconds = Number(process.env.SC_LOAD_SECONDS ?? 10);
const connections = Number(process.env.SC_LOAD_CONNECTIONS ?? 200);
const base = `http://127.0.0.1:${CLUSTER_PORTS.web}`;

// autocannon ships no types: the part used here.
interface LoadRequest {
  method: "GET" | "POST";
  path: string;
  setupRequest?: (request: LoadRequest, context: Record<string, unknown>) => LoadRequest & { headers?: Record<string, string>; body?: string };
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}
interface LoadResult {
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { total: number; average: number };
  latency: { p99: number };
  statusCodeStats: Record<string, { count: number }>;
}
const autocannon = createRequire(import.meta.url)("autocannon") as (options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: LoadRequest[];
}) => Promise<LoadResult>;

let web: SiteProcess;
let worker: SiteProcess;

beforeAll(async () => {
  web = await startWeb("load-web", CLUSTER_PORTS.web, siteEnv());
  worker = await startWorker("load-worker", siteEnv());
});

afterAll(async () => {
  await Promise.all([web?.stop(), worker?.stop()]);
  await closeProjectionsQueue();
  await closeDatabase();
  await closeRedis();
});

it(`${connections} connections for ${seconds} s over public pages and writes: no error, no 5xx, no write lost`, async () => {
  const article = await db().selectFrom("articles").select("slug").where("is_published", "=", true).orderBy("slug").executeTakeFirstOrThrow();
  const sent: ConsultationCall[] = [];
  const accepted = new Set<string>();
  const page = (path: string): LoadRequest => ({ method: "GET", path });
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    // Seconds; well above the queueing a busy single process adds, so a slow answer is not counted as an error.
    timeout: 60,
    requests: [
      page("/"),
      page("/destinations"),
      page("/destinations/canada"),
      page(`/articles/${article.slug}`),
      page("/funding"),
      page("/search?q=medicine"),
      {
        method: "POST",
        path: "/api/consultation-requests",
        setupRequest: (request, context) => {
          const call = newConsultationCall();
          sent.push(call);
          context.call = call;
          return { ...request, headers: consultationHeaders(base, call), body: consultationBody(call) };
        },
        onResponse: (status, _body, context) => {
          if (status === 201) accepted.add((context.call as ConsultationCall).key);
        },
      },
    ],
  });

  console.info(
    `load: ${result.requests.total} requests, ${Math.round(result.requests.average)}/s, p99 ${result.latency.p99} ms, ${sent.length} writes sent, ${accepted.size} accepted`,
  );
  expect(result.errors, "socket errors").toBe(0);
  expect(result.timeouts, "timeouts").toBe(0);
  expect(result.non2xx, `answers other than 2xx: ${JSON.stringify(result.statusCodeStats)}`).toBe(0);
  expect(result.requests.total).toBeGreaterThan(0);
  expect(accepted.size).toBeGreaterThan(0);
  // A request still under way when the run ended has no answer; every answered one was accepted.
  expect(sent.length - accepted.size).toBeLessThanOrEqual(connections);

  await waitUntilProjected(120_000);
  // Requests cut off at the end may or may not have been appended: those are left out of the count.
  const cutOff = new Set(sent.filter((call) => !accepted.has(call.key)).map((call) => call.key));
  await expectEachRequestOnceWithItsEmails(accepted, cutOff);
  expect(web.child.exitCode).toBeNull();
});
