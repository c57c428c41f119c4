import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { db } from "../workers/database.ts";
import { syncArticle } from "../modules/content/index.ts";
import { requestConsultation } from "../modules/counseling/index.ts";
import type { Actor } from "../modules/eventstore/index.ts";
import { latencySummary, markdownTable, ms, type RunOptions, type Section } from "./report.ts";
import { CORPUS_SEED } from "./corpus.ts";
import { syntheticArticle } from "./synthetic-content.ts";

const P99_GOAL_MS = 250;
const POLL_MS = 5;
const COUNSELOR = "counselor_alicia_baptiste";

type Target = "articles table" | "search index" | "consultation_requests table";

interface Pending {
  target: Target;
  /** Article id, or the consultation request's key. */
  key: string;
  title?: string;
  startedAt: number;
}

/** Which pending writes each read table shows now. */
async function visible(pending: Pending[]): Promise<Set<Pending>> {
  const seen = new Set<Pending>();
  const of = (target: Target) => pending.filter((write) => write.target === target);
  const articles = of("articles table");
  if (articles.length) {
    const rows = await db()
      .selectFrom("articles")
      .select(["id", "title"])
      .where(
        "id",
        "in",
        articles.map((write) => write.key),
      )
      .execute();
    const titles = new Map(rows.map((row) => [row.id, row.title]));
    for (const write of articles) if (titles.get(write.key) === write.title) seen.add(write);
  }
  const documents = of("search index");
  if (documents.length) {
    const rows = await db()
      .selectFrom("search_documents")
      .select(["id", "title"])
      .where(
        "id",
        "in",
        documents.map((write) => `article-${write.key}`),
      )
      .execute();
    const titles = new Map(rows.map((row) => [row.id, row.title]));
    for (const write of documents) if (titles.get(`article-${write.key}`) === write.title) seen.add(write);
  }
  const requests = of("consultation_requests table");
  if (requests.length) {
    const rows = await db()
      .selectFrom("consultation_requests")
      .select("request_key")
      .where(
        "request_key",
        "in",
        requests.map((write) => write.key),
      )
      .execute();
    const keys = new Set(rows.map((row) => row.request_key));
    for (const write of requests) if (keys.has(write.key)) seen.add(write);
  }
  return seen;
}

function consultationInput(index: number) {
  return {
    counselorId: COUNSELOR,
    studentName: "Bench Student",
    studentEmail: `bench.student+${index}@example.com`,
    areaOfInterest: "general",
    preferredContactMethod: "email",
    message: "I would like to talk about studying nursing in Canada.",
  };
}

/**
 * (c) Projection lag under a steady write load: article revisions and
 * consultation requests at a fixed rate through the module commands, with the
 * worker projecting in its own process; each write's lag runs from just before
 * its command to the first poll that reads it in the read table (and, for
 * revisions, in the search index).
 */
export async function measureProjectionLag(options: RunOptions & { articles: number; runId: string }): Promise<Section> {
  const perSecond = options.quick ? 5 : 20;
  const seconds = options.quick ? 2 : 30;
  const writes = perSecond * seconds;
  const by: Actor = { actor: "bench", requestId: `bench-lag-${options.runId}` };
  const pending = new Set<Pending>();
  const lags = new Map<Target, number[]>();
  let writing = true;
  let unprojected: Pending | undefined;

  // The worker may still be starting when the site answers: one write projected first, so only the steady state is measured.
  const warmUpKey = `bench-lag-${options.runId}-warm-up`;
  await requestConsultation(consultationInput(0), warmUpKey, by);
  const warmUpDeadline = performance.now() + 60_000;
  while ((await visible([{ target: "consultation_requests table", key: warmUpKey, startedAt: 0 }])).size === 0) {
    if (performance.now() > warmUpDeadline) throw new Error("the worker projected nothing within 60 s of starting");
    await sleep(POLL_MS);
  }

  const poller = (async () => {
    while ((writing || pending.size > 0) && !unprojected) {
      const seen = await visible([...pending]);
      const now = performance.now();
      for (const write of seen) {
        pending.delete(write);
        lags.set(write.target, [...(lags.get(write.target) ?? []), now - write.startedAt]);
      }
      unprojected = [...pending].find((write) => now - write.startedAt > 30_000);
      await sleep(POLL_MS);
    }
  })();

  const commands: Promise<void>[] = [];
  const started = performance.now();
  for (let index = 0; index < writes; index++) {
    const due = started + (index * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const startedAt = performance.now();
    if (index % 2 === 0) {
      const { articleId, content, publishedAt } = syntheticArticle(CORPUS_SEED, (index / 2) % options.articles);
      const title = `${content.title} (live edit ${index})`;
      commands.push(
        syncArticle({ articleId, content: { ...content, title }, publishedAt }, by).then(() => {
          pending.add({ target: "articles table", key: articleId, title, startedAt });
          pending.add({ target: "search index", key: articleId, title, startedAt });
        }),
      );
    } else {
      const key = `bench-lag-${options.runId}-${index}`;
      commands.push(
        requestConsultation(consultationInput(index), key, by).then(() => void pending.add({ target: "consultation_requests table", key, startedAt })),
      );
    }
  }
  await Promise.all(commands);
  const achievedRate = writes / ((performance.now() - started) / 1000);
  writing = false;
  await poller;
  if (unprojected) {
    const checkpoints = await db()
      .selectFrom("projection_checkpoints")
      .select(["name", "global_position", "updated_at", "last_error"])
      .where("name", "in", ["content.articles", "search.documents", "counseling.counselors"])
      .execute();
    const head = await sql<{ head: number; xmin: string }>`
      select (select max(global_position) from events) as head, pg_snapshot_xmin(pg_current_snapshot())::text as xmin`.execute(db());
    throw new Error(
      `a write was not projected within 30 s (${unprojected.target}, ${unprojected.key}); newest event ${head.rows[0]?.head}, snapshot xmin ${head.rows[0]?.xmin}; checkpoints: ${JSON.stringify(checkpoints)}`,
    );
  }

  const summaries = [...lags].map(([target, values]) => ({ target, ...latencySummary(values) }));
  const all = latencySummary([...lags.values()].flat());
  return {
    title: "(c) Projection lag under a steady write load",
    method: [
      `${writes} writes at ${perSecond}/s for ${seconds} s (${achievedRate.toFixed(1)}/s achieved), half article revisions (\`syncArticle\`, a new title) and half consultation requests (\`requestConsultation\`), from the bench process through the module commands;`,
      "the worker (`npm start`'s projector process) projects them, woken by each command's wake job; one request is written and projected first, so a worker still starting is not measured.",
      `A write's lag is from just before its command to the first poll (every ${POLL_MS} ms) that reads it: a revision's new title in the articles table and in the search index, a request's row in consultation_requests.`,
      "It includes the command itself (read, decide, append, wake) and up to one poll interval.",
    ].join(" "),
    figures: [
      { name: "lag p50 (all)", value: ms(all.p50) },
      { name: "lag p95 (all)", value: ms(all.p95) },
      { name: "lag p99 (all)", value: ms(all.p99), goal: `p99 < ${P99_GOAL_MS} ms`, met: all.p99 < P99_GOAL_MS },
    ],
    tables: [
      markdownTable(
        summaries.map((summary) => ({
          "read table": summary.target,
          writes: summary.count,
          p50: ms(summary.p50),
          p95: ms(summary.p95),
          p99: ms(summary.p99),
          max: ms(summary.max),
        })),
      ),
    ],
  };
}
