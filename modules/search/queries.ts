import { fundingWindow, isClosedWindow, windowSentence, type ScholarshipDating } from "../funding/index.ts";
import { config, normalizeSearchTerm } from "../platform/index.ts";
import { DOCUMENT_TYPES } from "./documents.ts";
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

/** The search response (articles, destinations, pathways, scholarships), plus schools, in the spec's field names. */
export interface SiteSearchResults {
  query: string;
  articles: { id: string; title: string; slug: string; excerpt: string; categoryId: string | null; readTime: number }[];
  destinations: { id: string; name: string; slug: string; description: string }[];
  pathways: { id: string; name: string; slug: string; description: string; iconClass: string | null; color: string | null }[];
  scholarships: {
    id: string;
    title: string;
    slug: string;
    description: string;
    provider: string | null;
    amount: string | null;
    deadline: string | null;
    /** Its window on the day searched, in words: "Open: closes …", "Expected to open around …; not confirmed". */
    window: string;
    /** No confirmed cycle is open or to come: found all the same, after everything open, so a student can prepare for the next round. */
    isClosed: boolean;
    applicationUrl: string | null;
  }[];
  /** Profiled schools, and (`profiled` false) directory entries known from open data. */
  schools: { id: string; name: string; slug: string; description: string; location: string | null; profiled: boolean }[];
  /** Programme records, each with its school (a programme's page is its school's, at `#programme-{slug}`). */
  programmes: { id: string; name: string; slug: string; summary: string; schoolName: string | null; schoolSlug: string | null }[];
}

const text = (value: string | number | null | undefined) => (typeof value === "string" ? value : null);

function addHit(results: SiteSearchResults, hit: SearchHit, today: string): void {
  const { entityId: id, slug, title, summary, extra } = hit;
  switch (hit.type) {
    case "article":
      results.articles.push({ id, title, slug, excerpt: summary, categoryId: text(extra.categoryId), readTime: Number(extra.readTime ?? 5) });
      break;
    case "destination":
      results.destinations.push({ id, name: title, slug, description: summary });
      break;
    case "pathway":
      results.pathways.push({ id, name: title, slug, description: summary, iconClass: text(extra.iconClass), color: text(extra.color) });
      break;
    case "scholarship":
      results.scholarships.push({
        id,
        title,
        slug,
        description: summary,
        provider: text(extra.provider),
        amount: text(extra.amount),
        deadline: text(extra.deadline),
        ...scholarshipWindow(extra, today),
        applicationUrl: text(extra.applicationUrl),
      });
      break;
    case "school":
      results.schools.push({ id, name: title, slug, description: summary, location: text(extra.location), profiled: true });
      break;
    case "institution":
      results.schools.push({ id, name: title, slug, description: summary, location: text(extra.location), profiled: false });
      break;
    case "programme":
      results.programmes.push({ id, name: title, slug, summary, schoolName: text(extra.schoolName), schoolSlug: text(extra.schoolSlug) });
      break;
  }
}

/** A scholarship result's window from the cycles its document keeps (a document from before they were kept reads its deadline alone). */
function scholarshipWindow(extra: SearchHit["extra"], today: string): { window: string; isClosed: boolean } {
  const stored = text(extra.dating);
  const dating: ScholarshipDating = stored
    ? (JSON.parse(stored) as ScholarshipDating)
    : { deadline: text(extra.deadline), deadlineCycle: null, deadlineSourceUrl: null, opensOn: null, earlierCycles: [], fixedWindow: true };
  const window = fundingWindow(dating, today);
  return { window: windowSentence(window), isClosed: isClosedWindow(window) };
}

/** How many results of one kind the site search shows at most, so that one kind never crowds out the others. */
const PER_GROUP = 20;
/** Each kind its own best, however many words another kind's documents hold: no page-wide cut drops a group. */
const WHOLE_PAGE = PER_GROUP * DOCUMENT_TYPES.length;

/** Searches everything public; an empty (or blank) query finds nothing. */
export async function searchSite(rawQuery: string, options: { today: string; limit?: number }): Promise<SiteSearchResults> {
  const query = normalizeSearchTerm(rawQuery);
  const results: SiteSearchResults = { query, articles: [], destinations: [], pathways: [], scholarships: [], schools: [], programmes: [] };
  if (!query) return results;
  const found = await searchEngine().search(query, { today: options.today, limit: options.limit ?? WHOLE_PAGE, perType: PER_GROUP });
  for (const hit of found) addHit(results, hit, options.today);
  return results;
}
