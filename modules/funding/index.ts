// Funding: scholarships, with where and when each was last verified.
export { syncScholarship } from "./commands.ts";
export { ScholarshipDeleted, ScholarshipListed, ScholarshipRevised } from "./events.ts";
export { scholarshipsProjection } from "./projection.ts";
export {
  featuredScholarships,
  listScholarships,
  publicScholarship,
  scholarshipListing,
  today,
  type ScholarshipDestination,
  type ScholarshipFilter,
  type ScholarshipView,
} from "./queries.ts";
export { CURRENCIES, SCHOLARSHIP_DESTINATIONS, scholarshipSchema, type Scholarship } from "./schemas.ts";
export { AMOUNT_KINDS, type AmountKind, type ScholarshipListing } from "./listing.ts";
export { adminActiveScholarships, adminScholarshipCount, type AdminScholarshipSummary } from "./admin-dashboard.ts";
