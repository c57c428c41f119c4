import { sql } from "kysely";
import { appendEvents, catchUp, type Actor, type StreamAppend } from "../modules/eventstore/index.ts";
import { db } from "../workers/database.ts";
import { listSchools, ProgrammeAdded, programmesProjection, programmeStream } from "../modules/catalog/index.ts";
import { ArticleDrafted, ArticlePublished, ArticleRevised, articlesProjection } from "../modules/content/index.ts";
import { ScholarshipListed, ScholarshipRevised, scholarshipsProjection } from "../modules/funding/index.ts";
import { searchDocumentsProjection } from "../modules/search/index.ts";
import { syntheticArticle, syntheticProgramme, syntheticScholarship, type ProgrammeSchool } from "./synthetic-content.ts";

export const CORPUS_SEED = 15;
const STREAMS_PER_TRANSACTION = 250;
const by: Actor = { actor: "bench", requestId: "bench-corpus" };

export interface CorpusSize {
  articles: number;
  scholarships: number;
  programmes: number;
}

async function appendInBatches(appends: StreamAppend[]): Promise<number> {
  let events = 0;
  for (let start = 0; start < appends.length; start += STREAMS_PER_TRANSACTION) {
    const batch = appends.slice(start, start + STREAMS_PER_TRANSACTION);
    await appendEvents(batch, by);
    events += batch.reduce((sum, append) => sum + append.events.length, 0);
  }
  return events;
}

/**
 * Appends the synthetic corpus through the event store (each article drafted
 * and published, each scholarship listed, each programme added at one of the
 * seeded schools, as the seed and editors do); `projectCorpus` then projects
 * it into the read tables and the search index.
 */
export async function appendCorpus(size: CorpusSize, today: string): Promise<{ events: number }> {
  const appends: StreamAppend[] = [];
  for (let index = 0; index < size.articles; index++) {
    const { articleId, content, publishedAt } = syntheticArticle(CORPUS_SEED, index);
    appends.push({
      streamId: `article-${articleId}`,
      expectedVersion: "no_stream",
      events: [ArticleDrafted.create({ articleId, ...content }), ArticlePublished.create({ articleId, publishedAt })],
    });
  }
  for (let index = 0; index < size.scholarships; index++) {
    const scholarship = syntheticScholarship(CORPUS_SEED, index, today);
    appends.push({ streamId: `scholarship-${scholarship.id}`, expectedVersion: "no_stream", events: [ScholarshipListed.create(scholarship)] });
  }
  // The seeded schools in a fixed order, so the same index lands at the same school on every machine.
  const schools: ProgrammeSchool[] = (await listSchools()).sort((a, b) => a.id.localeCompare(b.id));
  for (let index = 0; index < size.programmes; index++) {
    const programme = syntheticProgramme(CORPUS_SEED, index, schools, today);
    appends.push({ streamId: programmeStream(programme.id), expectedVersion: "no_stream", events: [ProgrammeAdded.create(programme)] });
  }
  return { events: await appendInBatches(appends) };
}

export async function projectCorpus(): Promise<void> {
  for (const projection of [articlesProjection, scholarshipsProjection, programmesProjection, searchDocumentsProjection])
    await catchUp(projection, { settleMs: 30_000 });
  // After a bulk load autovacuum vacuums and analyses the tables it grew; it is off on some machines (this
  // one's PostgreSQL among them), where the planner would otherwise plan for the empty tables the load began
  // with, and no index could be read alone (nothing marks the new rows visible to all).
  await sql`vacuum analyze search_documents, search_title_terms, search_words`.execute(db());
}

/**
 * Revises the corpus's articles and scholarships round after round (a new
 * title each time, as editors do) until `count` events are appended. Each
 * stream gets its revisions in one append; `versions` holds each stream's
 * version and is updated.
 */
export async function appendRevisions(size: CorpusSize, count: number, today: string, versions: Map<string, number>, shareOfArticles: number): Promise<number> {
  const articleRevisions = Math.round(count * shareOfArticles);
  const appends: StreamAppend[] = [];
  const spread = (
    total: number,
    streams: number,
    make: (index: number, round: number) => StreamAppend["events"][number],
    streamOf: (index: number) => string,
  ) => {
    for (let index = 0; index < streams; index++) {
      const revisions = Math.floor(total / streams) + (index < total % streams ? 1 : 0);
      if (revisions === 0) continue;
      const streamId = streamOf(index);
      const version = versions.get(streamId) ?? 0;
      appends.push({ streamId, expectedVersion: version, events: Array.from({ length: revisions }, (_, round) => make(index, version + round)) });
      versions.set(streamId, version + revisions);
    }
  };
  spread(
    articleRevisions,
    size.articles,
    (index, round) => {
      const { articleId, content } = syntheticArticle(CORPUS_SEED, index);
      return ArticleRevised.create({ articleId, ...content, title: `${content.title} (revision ${round})` });
    },
    (index) => `article-bench_article_${index}`,
  );
  spread(
    count - articleRevisions,
    size.scholarships,
    (index, round) => {
      const scholarship = syntheticScholarship(CORPUS_SEED, index, today);
      return ScholarshipRevised.create({ ...scholarship, title: `${scholarship.title} (revision ${round})` });
    },
    (index) => `scholarship-bench_scholarship_${index}`,
  );
  return appendInBatches(appends);
}
