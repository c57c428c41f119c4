// Search: one index of everything public, behind a port with two engines.
export { DOCUMENT_TYPES, documentChangeFor, type DocumentChange, type DocumentType, type SearchDocument } from "./documents.ts";
export type { SearchEngine, SearchHit, SearchOptions } from "./engine.ts";
export { MeilisearchEngine } from "./meilisearch-engine.ts";
export { PostgresSearchEngine } from "./postgres-engine.ts";
export { meilisearchProjection, searchDocumentsProjection } from "./projection.ts";
export { configuredMeilisearch, searchEngine, searchSite, type SiteSearchResults } from "./queries.ts";
export { schoolFinderPage, type SchoolFinderPage } from "./school-finder-rows.ts";
export { FINDER_PAGE_SIZE, type FacetValue, type Facets, type SchoolFinderRow } from "./school-finder.ts";
