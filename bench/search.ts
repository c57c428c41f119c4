import { performance } from "node:perf_hooks";
import { db } from "../workers/database.ts";
import { todayUtc } from "../modules/platform/index.ts";
import { PostgresSearchEngine, searchSite } from "../modules/search/index.ts";
import { appendCorpus, projectCorpus, type CorpusSize } from "./corpus.ts";
import { latencySummary, markdownTable, ms, type RunOptions, type Section } from "./report.ts";
import { SEARCH_QUERIES } from "./synthetic-content.ts";

const P95_GOAL_MS = 20;

/** (b) Search latency over the synthetic corpus, through the same function the search page calls. */
export async function measureSearch(options: RunOptions & { size: CorpusSize }): Promise<Section> {
  const day = todayUtc();
  const appendStarted = performance.now();
  const { events } = await appendCorpus(options.size, day);
  const appendSeconds = (performance.now() - appendStarted) / 1000;
  const projectStarted = performance.now();
  await projectCorpus();
  const projectSeconds = (performance.now() - projectStarted) / 1000;

  // What the queries run over: the seed's documents and the corpus's, by type, as the index holds them.
  const indexed = await db()
    .selectFrom("search_documents")
    .select(["type", (eb) => eb.fn.countAll<string>().as("documents")])
    .where("visible", "=", true)
    .groupBy("type")
    .orderBy("type")
    .execute();
  const indexHolds = indexed.map((row) => `${Number(row.documents).toLocaleString("en-US")} ${row.type}${row.documents === "1" ? "" : "s"}`).join(", ");

  const rounds = options.quick ? 1 : 10;
  for (const query of SEARCH_QUERIES) await searchSite(query, { today: day }); // warm-up: connections, plans, caches
  const latencies: number[] = [];
  const perQuery = new Map<string, { latencies: number[]; results: number }>();
  for (let round = 0; round < rounds; round++) {
    for (const query of SEARCH_QUERIES) {
      const started = performance.now();
      const results = await searchSite(query, { today: day });
      const elapsed = performance.now() - started;
      latencies.push(elapsed);
      const entry = perQuery.get(query) ?? { latencies: [], results: 0 };
      entry.latencies.push(elapsed);
      // Every kind of result the page lists, whichever kinds the index holds.
      entry.results = Object.values(results).reduce((sum: number, value) => sum + (Array.isArray(value) ? value.length : 0), 0);
      perQuery.set(query, entry);
    }
  }
  // Where the time goes: the typo correction (one lookup per query word, a trigram search for unknown ones) on its own.
  const engine = new PostgresSearchEngine();
  const corrections: number[] = [];
  for (let round = 0; round < Math.min(rounds, 3); round++) {
    for (const query of SEARCH_QUERIES) {
      const started = performance.now();
      await engine.correctedWords(query);
      corrections.push(performance.now() - started);
    }
  }
  const correction = latencySummary(corrections);
  const overall = latencySummary(latencies);
  const rows = [...perQuery].map(([query, entry]) => {
    const summary = latencySummary(entry.latencies);
    return { query: `\`${query}\``, results: entry.results, p50: ms(summary.p50), p95: ms(summary.p95) };
  });
  return {
    title: "(b) Search latency at scale (PostgreSQL engine)",
    method: [
      `A deterministic generator (bench/synthetic-content.ts, seed 15) writes ${options.size.articles.toLocaleString("en-US")} articles, ${options.size.scholarships.toLocaleString("en-US")} scholarships and ${options.size.programmes.toLocaleString("en-US")} programme records (spread over the seed's schools, mostly in their fields) in our subjects' and destinations' words;`,
      `they are appended as events (drafted and published, listed, added: ${events.toLocaleString("en-US")} events in ${appendSeconds.toFixed(1)} s) and projected into the read tables and the search index (${projectSeconds.toFixed(1)} s, the worker projecting alongside), on top of the seed (every school it holds); the index's tables are then vacuumed and analysed, as autovacuum would after such a load.`,
      `The index then holds ${indexHolds} (visible documents by type).`,
      `Then ${SEARCH_QUERIES.length} queries typical of students, a third of them with typos, ${rounds} round${rounds === 1 ? "" : "s"} one after another through \`searchSite\` (what /search and /api/search call), after one warm-up round.`,
    ].join(" "),
    figures: [
      { name: "search p50", value: ms(overall.p50) },
      { name: "search p95", value: ms(overall.p95), goal: `p95 < ${P95_GOAL_MS} ms`, met: overall.p95 < P95_GOAL_MS },
      { name: "search p99", value: ms(overall.p99) },
      { name: "of which typo correction, p50 / p95", value: `${ms(correction.p50)} / ${ms(correction.p95)}` },
      { name: "queries measured", value: String(overall.count) },
    ],
    tables: [markdownTable(rows)],
  };
}
