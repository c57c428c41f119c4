import { performance } from "node:perf_hooks";
import { directoryCounts } from "../modules/directory/index.ts";
import { todayUtc } from "../modules/platform/index.ts";
import { schoolFinderPage } from "../modules/search/index.ts";
import { getRaw } from "./http.ts";
import { pageRequestHeaders } from "./page-cache.ts";
import { latencySummary, markdownTable, ms, type RunOptions, type Section } from "./report.ts";

const P95_GOAL_MS = 20;

/**
 * `/schools` addresses with three facets each, in the combinations students
 * use: country, field and a budget in a currency; region, type and a deadline
 * month; listing, country and field; half of them with words as well.
 */
export const SCHOOL_FINDER_QUERIES = [
  "country=canada&field=engineering&budget=30000&currency=USD",
  "country=jamaica&field=business-finance&budget=1500000&currency=JMD",
  "country=uk&field=law&budget=60000&currency=USD&q=law",
  "country=usa&field=medicine&budget=60000&currency=USD&q=medicine",
  "region=caribbean&type=university&deadline=3",
  "region=international&type=university&deadline=1&q=scholarship",
  "region=caribbean&type=college&deadline=6",
  "region=international&type=college&deadline=9&q=nursing",
  "listing=profiled&country=canada&field=information-technology",
  "listing=profiled&country=trinidad-tobago&field=business-finance&q=business",
  "listing=profiled&country=barbados&field=hospitality",
  "listing=profiled&country=australia&field=engineering&q=engineering canada",
  "country=ireland&field=medicine&budget=40000&currency=USD&sort=name",
  "region=caribbean&type=university&deadline=2&q=jamaica&sort=name",
] as const;

/** A page of text with no query of its own: its uncached time is the render path every page pays. */
const BASELINE_PAGE = "/privacy";

type Timing = { latencies: number[]; total: number };

/** Times `call` for each address, `rounds` times over, and keeps each address's latencies and result count. */
async function timeRounds(rounds: number, call: (address: string) => Promise<number>): Promise<Map<string, Timing>> {
  const perQuery = new Map<string, Timing>();
  for (let round = 0; round < rounds; round++) {
    for (const address of SCHOOL_FINDER_QUERIES) {
      const started = performance.now();
      const total = await call(address);
      const elapsed = performance.now() - started;
      const entry = perQuery.get(address) ?? { latencies: [], total };
      entry.latencies.push(elapsed);
      perQuery.set(address, entry);
    }
  }
  return perQuery;
}

async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

/**
 * (g) The school finder: `schoolFinderPage` (what `/schools` calls) in this
 * process, and `/schools` over HTTP past the page cache, over the catalogue
 * (b) loaded. The finder keeps its rows in memory until the catalogue's
 * checkpoint moves, so each side's first call, which loads them, is timed on
 * its own.
 */
export async function measureSchoolFinder(options: RunOptions & { siteUrl: string; programmes: number }): Promise<Section> {
  const today = todayUtc();
  const page = (address: string) => schoolFinderPage(new URLSearchParams(address), { defaultCurrency: "USD", today });
  const fetchPath = async (path: string) => {
    const response = await getRaw(new URL(path, options.siteUrl).href, pageRequestHeaders("uncached"));
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return 0;
  };
  const fetchPage = (address: string) => fetchPath(`/schools?${address}`);
  const coldInProcess = await timed(() => page(SCHOOL_FINDER_QUERIES[0]));
  const coldHttp = await timed(() => fetchPage(SCHOOL_FINDER_QUERIES[0]));
  // Warm-up: connections, plans, the search engine's caches and the site's modules.
  for (const address of SCHOOL_FINDER_QUERIES) {
    await page(address);
    await fetchPage(address);
  }
  const rounds = options.quick ? 1 : 10;
  const inProcess = await timeRounds(rounds, async (address) => (await page(address)).total);
  const overHttp = await timeRounds(rounds, fetchPage);
  const all = (timings: Map<string, Timing>) => latencySummary([...timings.values()].flatMap((entry) => entry.latencies));
  const called = all(inProcess);
  const http = all(overHttp);
  // Where the HTTP time goes: as many requests for a page with no query of its own (the layout's loader, React, the HTML).
  const baseline = all(await timeRounds(rounds, () => fetchPath(BASELINE_PAGE)));
  const rows = SCHOOL_FINDER_QUERIES.map((address) => {
    const here = latencySummary(inProcess.get(address)!.latencies);
    const there = latencySummary(overHttp.get(address)!.latencies);
    return {
      address: `\`/schools?${address}\``,
      schools: inProcess.get(address)!.total,
      "function p50": ms(here.p50),
      "function p95": ms(here.p95),
      "HTTP p50": ms(there.p50),
      "HTTP p95": ms(there.p95),
    };
  });
  const unfiltered = await page("");
  const directory = await directoryCounts();
  return {
    title: "(g) School finder",
    method: [
      `The catalogue of (b): the seed's directory (${directory.listed.toLocaleString("en-US")} entries listed on their own, ${directory.linkedToProfiled} linked to profiled schools), of which the finder lists ${unfiltered.total.toLocaleString("en-US")} schools (${unfiltered.facets.listing.map((listing) => `${listing.count.toLocaleString("en-US")} ${listing.value}`).join(", ")}), and ${options.programmes.toLocaleString("en-US")} programme records.`,
      `${SCHOOL_FINDER_QUERIES.length} \`/schools\` addresses with three facets each (country, field and a budget in a currency; region, type and a deadline month; listing, country and field), half with words, ${rounds} round${rounds === 1 ? "" : "s"} one after another after one warm-up round:`,
      "first through `schoolFinderPage` in this process (what the route's loader calls), then over HTTP against the running site with a session cookie so the page cache passes every request to React (the uncached render path, HTML included),",
      `and as many requests for ${BASELINE_PAGE}, a page with no query of its own, for the render path every page pays.`,
      "The finder keeps its rows in memory and reloads them when the catalogue's checkpoint moves: each side's first call, which loads them, is timed on its own (cold).",
    ].join(" "),
    figures: [
      { name: "schoolFinderPage p50", value: ms(called.p50) },
      { name: "schoolFinderPage p95", value: ms(called.p95), goal: `p95 < ${P95_GOAL_MS} ms`, met: called.p95 < P95_GOAL_MS },
      { name: "schoolFinderPage p99", value: ms(called.p99) },
      { name: "schoolFinderPage, first (cold) call", value: ms(coldInProcess) },
      { name: "/schools over HTTP, uncached, p50", value: ms(http.p50) },
      { name: "/schools over HTTP, uncached, p95", value: ms(http.p95), goal: `p95 < ${P95_GOAL_MS} ms`, met: http.p95 < P95_GOAL_MS },
      { name: "/schools over HTTP, uncached, p99", value: ms(http.p99) },
      { name: "/schools over HTTP, first (cold) call", value: ms(coldHttp) },
      { name: `for comparison: ${BASELINE_PAGE} over HTTP, uncached, p50 / p95`, value: `${ms(baseline.p50)} / ${ms(baseline.p95)}` },
      { name: "calls measured (each side)", value: String(called.count) },
    ],
    tables: [markdownTable(rows)],
  };
}
