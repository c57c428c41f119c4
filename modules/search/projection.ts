import { defineProjection, type Projection } from "../eventstore/index.ts";
import { DOCUMENT_EVENTS, documentChangeFor } from "./documents.ts";
import type { MeilisearchEngine } from "./meilisearch-engine.ts";
import { applyToPostgres, deriveDocuments, documentIdOf } from "./postgres-engine.ts";
import type { SearchTables } from "./tables.ts";

/** The PostgreSQL search index: always kept, rebuilt like any read model. */
export const searchDocumentsProjection = defineProjection<SearchTables>({
  name: "search.documents",
  // 2: each title's terms in `search_title_terms`, for picking candidates by an index alone.
  // 3: a scholarship's cycles in `extra.dating`, for its window in results.
  // 4: each document's school and destination, and their names as its context (programmes, directory entries).
  version: 4,
  kind: "read-model",
  publicPages: true,
  handles: DOCUMENT_EVENTS,
  tables: ["search_documents", "search_title_terms", "search_words"],
  apply: (trx, event) => applyToPostgres(trx, [event]),
  applyBatch: applyToPostgres,
  // Each document's context and title terms: once per document a batch changes, and once per document after a rebuild's fill.
  derived: { rowOf: documentIdOf, derive: deriveDocuments },
});

/** The Meilisearch mirror, run only when MEILISEARCH_URL is set. */
export function meilisearchProjection(engine: MeilisearchEngine): Projection {
  return defineProjection<SearchTables>({
    name: "search.meilisearch",
    kind: "external",
    publicPages: true,
    handles: DOCUMENT_EVENTS,
    tables: [],
    reset: () => engine.reset(),
    async apply(_trx, event) {
      const change = documentChangeFor(event);
      if (change) await engine.apply(change);
    },
  });
}
