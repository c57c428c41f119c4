import type { DocumentType } from "./documents.ts";

export interface SearchHit {
  id: string;
  type: DocumentType;
  entityId: string;
  slug: string;
  title: string;
  summary: string;
  extra: Record<string, string | number | null>;
}

export interface SearchOptions {
  /** Limit the search to these types; empty or absent means all. */
  types?: readonly DocumentType[];
  limit?: number;
  /** At most this many of each type (the site search's groups), the best of each. */
  perType?: number;
  /** YYYY-MM-DD: scholarships whose deadline is before it are closed: found, after every open document. */
  today: string;
}

/** The search-index port: PostgreSQL by default, Meilisearch when MEILISEARCH_URL is set. */
export interface SearchEngine {
  readonly name: "postgres" | "meilisearch";
  search(query: string, options: SearchOptions): Promise<SearchHit[]>;
}
