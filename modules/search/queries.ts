import { config, normalizeSearchTerm } from "../platform/index.ts";
import type { DocumentType } from "./documents.ts";
import type { SearchEngine, SearchHit } from "./engine.ts";
import { MeilisearchEngine } from "./meilisearch-engine.ts";
import { PostgresSearchEngine } from "./postgres-engine.ts";

let engine: SearchEngine | undefined;
let meilisearch: MeilisearchEngine | null | undefined;

/** The Meilisearch engine when MEILISEARCH_URL is set, else null. */
export function configuredMeilisearch(): MeilisearchEngine | null {
  if (meilisearch === undefined) {
    const settings = config();
    meilisearch = settings.MEILISEARCH_URL
      ? new MeilisearchEngine(settings.MEILISEARCH_URL, settings.MEILISEARCH_API_KEY, `${settings.REDIS_PREFIX}_documents`)
      : null;
  }
  return meilisearch;
}

export function searchEngine(): SearchEngine {
  engine ??= configuredMeilisearch() ?? new PostgresSearchEngine();
  return engine;
}

/** Spec §3's search response, plus schools. */
export interface SiteSearchResults {
  query: string;
  articles: SearchHit[];
  destinations: SearchHit[];
  pathways: SearchHit[];
  scholarships: SearchHit[];
  schools: SearchHit[];
}

const groups: Record<DocumentType, keyof Omit<SiteSearchResults, "query">> = {
  article: "articles",
  destination: "destinations",
  pathway: "pathways",
  scholarship: "scholarships",
  school: "schools",
};

/** Searches everything public; an empty (or blank) query finds nothing. */
export async function searchSite(rawQuery: string, options: { today: string; limit?: number }): Promise<SiteSearchResults> {
  const query = normalizeSearchTerm(rawQuery);
  const results: SiteSearchResults = { query, articles: [], destinations: [], pathways: [], scholarships: [], schools: [] };
  if (!query) return results;
  for (const hit of await searchEngine().search(query, { today: options.today, limit: options.limit ?? 60 })) {
    results[groups[hit.type]].push(hit);
  }
  return results;
}
