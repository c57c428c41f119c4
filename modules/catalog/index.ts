// Catalogue: categories, destinations, study pathways and schools.
export { syncCatalogEntry } from "./commands.ts";
export type { DesiredCatalogEntry } from "./decide.ts";
export {
  catalogEntryKinds,
  CategoryAdded,
  CategoryRevised,
  DestinationAdded,
  DestinationRevised,
  PathwayAdded,
  PathwayRevised,
  SchoolAdded,
  SchoolRevised,
} from "./events.ts";
export { catalogProjection } from "./projection.ts";
export { destinationQuickFacts, type DestinationQuickFact } from "./destination-facts.ts";
export { cycleStanding, isOldFigure, isPastCycle, type CycleStanding } from "./fact-cycles.ts";
export {
  cycleEndYear,
  isOldMoneyFigure,
  type StaleFact,
  type StaleReason,
  quickFactViews,
  type QuickFactLink,
  type QuickFactStatementView,
  type QuickFactView,
  type SchoolCostAmount,
} from "./quick-facts.ts";
export type {
  Category,
  Destination,
  FactStatement,
  MoneyAmount,
  MoneyPeriod,
  Pathway,
  QuickFact,
  School,
  SchoolQuickFacts,
  SourceConfidence,
} from "./schemas.ts";
export {
  catalogSitemapEntries,
  destinationById,
  destinationBySlug,
  destinationNames,
  featuredDestinations,
  featuredSchools,
  listCategories,
  listDestinations,
  listPathways,
  listSchools,
  pathwayBySlug,
  schoolBySlug,
  schoolCostAmountsById,
  schoolsInDestination,
  schoolsTeachingPathway,
  staleSchoolFacts,
  type CatalogSitemapEntry,
  type CategoryView,
  type DestinationType,
  type DestinationView,
  type PathwayView,
  type SchoolStaleFacts,
  type SchoolView,
} from "./queries.ts";
export { adminCatalogCounts } from "./admin-counts.ts";
