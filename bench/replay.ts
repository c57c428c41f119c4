import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { db } from "../workers/database.ts";
import { todayUtc } from "../modules/platform/index.ts";
import { projections } from "../modules/operations/index.ts";
import { appendCorpus, appendRevisions, type CorpusSize } from "./corpus.ts";
import { markdownTable, type RunOptions, type Section } from "./report.ts";
import { ROOT } from "./services.ts";

const GOAL_SECONDS = 60;
/** Of the revisions appended to reach the target, the share that are article revisions (the rest revise scholarships). */
const ARTICLE_SHARE = 1 / 3;

/** The public read models: what anonymous pages and search read. */
const PUBLIC_PROJECTIONS = ["catalog", "content.articles", "funding.scholarships", "search.documents"];

async function publicEventCount(types: readonly string[]): Promise<number> {
  const row = await db()
    .selectFrom("events")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("event_type", "in", types)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function corpusStreamVersions(): Promise<Map<string, number>> {
  const rows = await db()
    .selectFrom("events")
    .select(["stream_id", sql<number>`max(stream_version)`.as("version")])
    .where((eb) => eb.or([eb("stream_id", "like", "article-bench\\_article\\_%"), eb("stream_id", "like", "scholarship-bench\\_scholarship\\_%")]))
    .groupBy("stream_id")
    .execute();
  return new Map(rows.map((row) => [row.stream_id, Number(row.version)]));
}

/** Runs `npm run replay -- all` as an operator would; resolves to its output once it exits 0. */
function runReplay(env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "replay", "--", "all"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run replay -- all exited with ${code}:\n${output}`))));
  });
}

/**
 * (d) Replay: the store is brought to `target` events of the public
 * projections' types (the corpus plus revisions), then `npm run replay -- all`
 * rebuilds every read model, timed from start to exit.
 */
export async function measureReplay(options: RunOptions & { size: CorpusSize; target: number; env: NodeJS.ProcessEnv }): Promise<Section> {
  const types = [...new Set(projections.filter((projection) => PUBLIC_PROJECTIONS.includes(projection.name)).flatMap((projection) => projection.handles))];
  let versions = await corpusStreamVersions();
  if (versions.size === 0) {
    // Run alone (--only=d): the corpus of (b) first.
    await appendCorpus(options.size, todayUtc());
    versions = await corpusStreamVersions();
  }
  const needed = Math.max(0, options.target - (await publicEventCount(types)));
  if (needed > 0) await appendRevisions(options.size, needed, todayUtc(), versions, ARTICLE_SHARE);
  const events = await publicEventCount(types);

  const started = performance.now();
  const output = await runReplay(options.env);
  const seconds = (performance.now() - started) / 1000;

  const rebuilt = [...output.matchAll(/([\w.-]+): rebuilt from (\d+) events in (\d+) ms/g)].filter(([, , applied]) => applied !== "0");
  const rows = rebuilt.map(([, name, applied, elapsed]) => ({
    projection: name!,
    "events applied": Number(applied).toLocaleString("en-US"),
    seconds: (Number(elapsed) / 1000).toFixed(1),
  }));
  return {
    title: "(d) Replay",
    method: [
      `The store holds ${events.toLocaleString("en-US")} events of the public projections' types (${PUBLIC_PROJECTIONS.join(", ")}): the seed, the corpus of (b), the revisions of (c),`,
      `and revisions of the corpus (new titles; ${Math.round(ARTICLE_SHARE * 100)}% of articles, the rest of scholarships) up to the target.`,
      "Then `npm run replay -- all`, the operator's command, rebuilds every read model from the events into shadow tables and swaps them in; timed from start to exit (including npm's and tsx's start, about a second), with the site stopped.",
      "Each projection reads only its own event types, so an article event is applied twice: by the articles table and by the search index.",
    ].join(" "),
    figures: [
      {
        name: `replay of ${events.toLocaleString("en-US")} events`,
        value: `${seconds.toFixed(1)} s`,
        goal: `< ${GOAL_SECONDS} s`,
        met: seconds < GOAL_SECONDS,
      },
    ],
    tables: [markdownTable(rows)],
    notes: [
      "Projections with no events to apply are left out of the table. Most of content.articles' time is compiling each article's markdown once, after the fill (its derived value, decision 0025).",
    ],
  };
}
