import { performance } from "node:perf_hooks";
import { getRaw } from "./http.ts";
import { cacheStatusOf, pageRequestHeaders, type CacheMode, type CacheStatus } from "./page-cache.ts";
import { markdownTable, type RunOptions, type Section } from "./report.ts";
import { seededRandom } from "./synthetic-content.ts";
import { BENCH_PAGES } from "./throughput.ts";

/** The anonymous share of the mix: the rest carry a session cookie (signed-in students, bypassing the cache). */
const ANONYMOUS_SHARE = 0.8;
const LANES = 16;
const PAGES = [...BENCH_PAGES.map((page) => page.path), "/destinations", "/articles", "/pathways", "/search?q=medicine"];

/**
 * (f) The page cache's hit rate under a mixed load: anonymous visitors across
 * the public pages and, among them, signed-in (cache-bypassing) requests, read
 * from each response's `X-Page-Cache` header.
 */
export async function measureCacheHitRate(options: RunOptions & { siteUrl: string }): Promise<Section> {
  const seconds = options.quick ? 1 : 15;
  const random = seededRandom(6);
  const counts = new Map<string, number>();
  const keyOf = (mode: CacheMode, status: CacheStatus) => `${mode === "cached" ? "anonymous" : "signed-in"}, ${status}`;
  const count = (mode: CacheMode, status: CacheStatus) => counts.set(keyOf(mode, status), (counts.get(keyOf(mode, status)) ?? 0) + 1);
  let failed = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: LANES }, async () => {
      while (performance.now() < deadline) {
        const mode: CacheMode = random() < ANONYMOUS_SHARE ? "cached" : "uncached";
        const path = PAGES[Math.floor(random() * PAGES.length)]!;
        const response = await getRaw(new URL(path, options.siteUrl).href, pageRequestHeaders(mode));
        if (response.status !== 200) failed++;
        count(mode, cacheStatusOf(response.headers["x-page-cache"]));
      }
    }),
  );
  const of = (mode: CacheMode, status: CacheStatus) => counts.get(keyOf(mode, status)) ?? 0;
  const total = (mode: CacheMode) => (["hit", "miss", "bypass", "none"] as const).reduce((sum, status) => sum + of(mode, status), 0);
  const anonymous = total("cached");
  const signedIn = total("uncached");
  const noCache = of("cached", "none") + of("uncached", "none") === anonymous + signedIn;
  const hitRate = anonymous ? of("cached", "hit") / anonymous : 0;
  const figures = noCache
    ? [{ name: "hit rate", value: "no cache (no response carried X-Page-Cache)" }]
    : [
        { name: "anonymous requests served from the cache", value: `${(hitRate * 100).toFixed(1)}%` },
        { name: "signed-in requests served from the cache", value: String(of("uncached", "hit")), goal: "0", met: of("uncached", "hit") === 0 },
      ];
  return {
    title: "(f) Page cache hit rate under a mixed load",
    method: `${LANES} clients for ${seconds} s, each request a page drawn from ${PAGES.map((path) => `\`${path}\``).join(", ")}; ${Math.round(ANONYMOUS_SHARE * 100)}% anonymous, the rest with a session cookie (bench/page-cache.ts). The cache was already warmed by (a). No writes run meanwhile.`,
    figures: [...figures, { name: "requests (anonymous / signed-in / not 200)", value: `${anonymous} / ${signedIn} / ${failed}` }],
    tables: [markdownTable([...counts].sort().map(([key, responses]) => ({ "request, X-Page-Cache": key, responses })))],
  };
}
