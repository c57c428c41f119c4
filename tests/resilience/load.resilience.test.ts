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
  postConsultation,
  siteEnv,
  waitUntilProjected,
  type ConsultationCall,
} from "./support.ts";

/**
 * Many connections at once over a mix of public pages and
 * writes (consultation requests, each from its own client address and email
 * so the rate limits never refuse them): no error, no answer but 2xx, and the
 * appended requests are exactly the accepted ones, each once with its emails.
 * CI runs it short (200 connections for 10 s); SC_LOAD_SECONDS=60 is the
 * issue's full run, SC_LOAD_CONNECTIONS changes the connections.
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

it(`${connections} connections for ${seconds} s over public pages and writes: no error, no answer but 2xx, appended writes equal accepted ones`, async () => {
  const article = await db().selectFrom("articles").select("slug").where("is_published", "=", true).orderBy("slug").executeTakeFirstOrThrow();
  const pages = ["/", "/destinations", "/destinations/canada", `/articles/${article.slug}`, "/funding", "/search?q=medicine"];
  // A site in service has its public pages in its page cache; a cold one would spend the short run rendering each page
  // once per connection at the same moment (the cache renders a missing page on every request that asks for it).
  for (const path of pages) {
    const response = await fetch(`${base}${path}`);
    await response.arrayBuffer();
    expect(response.status, path).toBe(200);
  }

  const sent: ConsultationCall[] = [];
  const accepted = new Set<string>();
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    // Seconds; well above the queueing a busy single process adds, so a slow answer is not counted as an error.
    timeout: 60,
    requests: [
      ...pages.map((path): LoadRequest => ({ method: "GET", path })),
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
  expect(accepted.size, "writes accepted").toBeGreaterThan(0);

  // The run ends with requests under way, whose answers never came: sent again with their keys, as a careful client
  // does, each answers with its first receipt if it was appended, or is appended now. Then every write is known.
  const unanswered = sent.filter((call) => !accepted.has(call.key));
  expect(unanswered.length, "writes under way when the run ended").toBeLessThanOrEqual(connections);
  const answers = await Promise.all(unanswered.map((call) => postConsultation(base, call)));
  unanswered.forEach((call, index) => answers[index] === 201 && accepted.add(call.key));
  expect(accepted.size, "every write sent was accepted").toBe(sent.length);

  await waitUntilProjected(120_000);
  await expectEachRequestOnceWithItsEmails(accepted);
  expect(web.child.exitCode).toBeNull();
});
