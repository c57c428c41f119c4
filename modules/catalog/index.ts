// Catalogue: categories, destinations, study pathways and schools.
export { syncCatalogEntry, type SyncOutcome } from "./commands.ts";
export {
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
export type { Category, Destination, Pathway, School } from "./schemas.ts";
