import { fork } from "node:child_process";
import autocannon, { type Result } from "autocannon";
import { getRaw } from "./http.ts";
import { cacheStatusOf, pageRequestHeaders, type CacheMode } from "./page-cache.ts";
import { markdownTable, type Figure, type RunOptions, type Section } from "./report.ts";

/** The public pages measured in (a) (docs/benchmark-suite.md), by what they are. */
export const BENCH_PAGES = [
  { name: "home", path: "/" },
  { name: "destination", path: "/destinations/canada" },
  { name: "article", path: "/articles/how-universities-read-csec-and-cape" },
  { name: "funding", path: "/funding" },
  { name: "search", path: "/search?q=nursing+scholarship" },
] as const;

/** The pages a run measures: in a quick run the first two, enough to show the section still runs. */
export function benchPages(options: RunOptions): readonly (typeof BENCH_PAGES)[number][] {
  return options.quick ? BENCH_PAGES.slice(0, 2) : BENCH_PAGES;
}

const CONNECTIONS = 16;
const CACHED_GOAL = 0.25;
// Hop-by-hop and per-response headers the bare server sets itself.
const NOT_REPLAYED = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

function load(url: string, headers: Record<string, string>, duration: number): Promise<Result> {
  return autocannon({ url, headers, connections: CONNECTIONS, duration, timeout: 10 });
}

const perSecond = (result: Result) => result.requests.average;
const failures = (result: Result) => result.errors + result.timeouts + result.non2xx;

interface CapturedPage {
  path: string;
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Starts the bare server with these pages' bytes; resolves to a function that stops it. */
async function startBareServer(port: number, pages: CapturedPage[]) {
  const child = fork(new URL("./bare-server.ts", import.meta.url).pathname, [], { execArgv: ["--import", "tsx"], serialization: "advanced", stdio: "inherit" });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`the bare server exited with code ${code}`)));
    child.send({ pages, port });
  });
  return () =>
    new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.disconnect();
    });
}

/**
 * (a) The production server against a bare node:http server sending the same
 * bytes, page by page, taking turns in one run so both see the same machine.
 */
export async function measureThroughput(options: RunOptions & { siteUrl: string; barePort: number }): Promise<Section> {
  const duration = options.quick ? 1 : 8;
  const warmUp = options.quick ? 0 : 2;
  const captured: CapturedPage[] = [];
  const pages = benchPages(options);
  for (const page of pages) {
    const response = await getRaw(new URL(page.path, options.siteUrl).href, pageRequestHeaders("cached"));
    if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}, not 200: the bench needs the seeded site`);
    const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !NOT_REPLAYED.has(name)));
    captured.push({ path: page.path, status: response.status, headers: { ...headers, "content-length": String(response.body.length) }, body: response.body });
  }
  // Identity-encoded home page bytes too: the issue's baseline was measured without compression.
  const identityHome = await getRaw(options.siteUrl, pageRequestHeaders("cached", null));
  const identityPath = "/?identity";
  captured.push({
    path: identityPath,
    status: identityHome.status,
    headers: {
      ...Object.fromEntries(Object.entries(identityHome.headers).filter(([name]) => !NOT_REPLAYED.has(name))),
      "content-length": String(identityHome.body.length),
    },
    body: identityHome.body,
  });
  const stopBare = await startBareServer(options.barePort, captured);
  const bareUrl = `http://127.0.0.1:${options.barePort}`;

  const rows: Record<string, string | number>[] = [];
  const figures: Figure[] = [];
  const servedFromCacheWithSession: string[] = [];
  try {
    const cases = [
      ...pages.map((page, index) => ({
        name: page.name,
        path: page.path,
        barePath: page.path,
        encoding: undefined as string | null | undefined,
        bytes: captured[index]!.body.length,
      })),
      { name: "home, uncompressed", path: "/", barePath: identityPath, encoding: null, bytes: identityHome.body.length },
    ];
    for (const page of cases) {
      const siteUrl = new URL(page.path, options.siteUrl).href;
      const headersFor = (mode: CacheMode) => pageRequestHeaders(mode, page.encoding);
      if (warmUp) await load(siteUrl, headersFor("cached"), warmUp);
      const bare = await load(new URL(page.barePath, bareUrl).href, headersFor("cached"), duration);
      const cached = await load(siteUrl, headersFor("cached"), duration);
      const uncached = await load(siteUrl, headersFor("uncached"), duration);
      const cacheSeen = await Promise.all(
        (["cached", "uncached"] as const).map(async (mode) => cacheStatusOf((await getRaw(siteUrl, headersFor(mode))).headers["x-page-cache"])),
      );
      if (cacheSeen[1] === "hit") servedFromCacheWithSession.push(page.path);
      const cachedRatio = perSecond(cached) / perSecond(bare);
      const uncachedRatio = perSecond(uncached) / perSecond(bare);
      rows.push({
        page: `${page.name} \`${page.path}\``,
        "bytes sent": page.bytes,
        "bare req/s": perSecond(bare).toFixed(0),
        "cached req/s": perSecond(cached).toFixed(0),
        "cached ratio": `${cachedRatio.toFixed(3)}x`,
        "uncached req/s": perSecond(uncached).toFixed(0),
        "uncached ratio": `${uncachedRatio.toFixed(3)}x`,
        "p50 / p99 ms (bare, cached, uncached)": [bare, cached, uncached].map((result) => `${result.latency.p50}/${result.latency.p99}`).join(", "),
        "X-Page-Cache (cached, uncached)": cacheSeen.join(", "),
        "failed requests": failures(bare) + failures(cached) + failures(uncached),
      });
      figures.push(
        {
          name: `${page.name}: cached vs bare`,
          value: `${cachedRatio.toFixed(3)}x (${perSecond(cached).toFixed(0)} vs ${perSecond(bare).toFixed(0)} req/s)`,
          goal: `≥ ${CACHED_GOAL}x`,
          met: cachedRatio >= CACHED_GOAL,
        },
        { name: `${page.name}: uncached vs bare`, value: `${uncachedRatio.toFixed(3)}x (${perSecond(uncached).toFixed(0)} req/s)` },
      );
      if (failures(cached) + failures(uncached) > 0) throw new Error(`${page.path}: ${failures(cached) + failures(uncached)} requests failed under load`);
    }
  } finally {
    await stopBare();
  }
  return {
    title: "(a) Throughput: the site against a bare server sending the same bytes",
    method: [
      `autocannon, ${CONNECTIONS} connections, ${duration} s per run${warmUp ? ` after a ${warmUp} s warm-up of the site` : ""}; per page the bare server, the site cached, then the site uncached, one after another in one run.`,
      `The site is the production build started as \`npm start\` starts it (web process and worker) on a freshly migrated and seeded database.`,
      `The bare server (bench/bare-server.ts, plain \`node:http\`, its own process) replays from memory the status, headers and body the site sent each page once.`,
      `Requests carry a browser's \`Accept-Encoding: gzip, deflate, br, zstd\` (so "bytes sent" is compressed), except the last row, which asks for no compression as the issue's baseline did.`,
      `Cached: anonymous. Uncached: the same request with a session cookie that is not a valid session, so the cache must pass it through and the page renders as anonymous (bench/page-cache.ts).`,
      `The autocannon client runs in the bench process on the same machine, so both servers share the CPU with it.`,
    ].join(" "),
    figures,
    tables: [markdownTable(rows)],
    notes: [
      ...(servedFromCacheWithSession.length
        ? [
            `**The cache answered the session-cookie request from shared bytes** on ${servedFromCacheWithSession.join(", ")}: the uncached figures there are not the render path; adapt \`pageRequestHeaders\` in bench/page-cache.ts to what the cache passes through.`,
          ]
        : []),
      "The issue's second throughput goal (the uncached render path at least 3x faster than when the issue was filed) is the next section, side by side with that code.",
    ],
  };
}
