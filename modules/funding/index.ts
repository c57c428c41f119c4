// Funding: scholarships, with where and when each was last verified.
export { syncScholarship } from "./commands.ts";
export { ScholarshipDeleted, ScholarshipListed, ScholarshipRevised } from "./events.ts";
export { scholarshipsProjection } from "./projection.ts";
export {
  featuredScholarships,
  listScholarships,
  publicScholarship,
  scholarshipListing,
  type ScholarshipDestination,
  type ScholarshipFilter,
  type ScholarshipView,
} from "./queries.ts";
// Who an award is for, as structured facts (decision 0032): today its study levels.
export {
  eligibilityChecks,
  eligibilityVerdict,
  isNotRuledOut,
  isOpenToStudyLevel,
  STUDY_LEVEL_LABELS,
  STUDY_LEVELS,
  type EligibilityVerdict,
  type RuleCheck,
  type RuleStatus,
  type StudentFacts,
  type StudyLevel,
} from "./eligibility.ts";
export { CURRENCIES, SCHOLARSHIP_DESTINATIONS, scholarshipSchema, type EligibilityRules, type Obligations, type Scholarship } from "./schemas.ts";
export { AMOUNT_KINDS, type AmountKind, type ScholarshipListing } from "./listing.ts";
export { activeScholarshipCount, adminActiveScholarships, adminScholarshipCount, type AdminScholarshipSummary } from "./admin-dashboard.ts";
// The admin area's editorial commands: create, revise with an expected version, delete.
// Their refusals are the shared editorial errors (EditConflictError, EntryNotFoundError... from the event store).
export {
  createScholarship,
  deleteScholarship,
  restoreScholarshipVersion,
  reviseScholarship,
  scholarshipForEditing,
  UNKNOWN_PATHWAY_MESSAGE,
} from "./commands.ts";
// The editorial history: revisions with who, when and a diff; restore through restoreScholarshipVersion.
export { scholarshipHistory } from "./history.ts";
export { scholarshipFormValues, type ScholarshipFormValues } from "./form-values.ts";
// A scholarship's window on a day, from its dated cycles (decision 0043), in the same words everywhere.
export {
  datedCycles,
  dayName,
  fundingWindow,
  isClosedWindow,
  monthName,
  nextWindowDay,
  windowBadge,
  windowSentence,
  type FundingWindow,
  type ScholarshipDating,
  type WindowTone,
} from "./cycles.ts";
export type { ScholarshipCycle } from "./schemas.ts";
export {
  applyScholarshipEdit,
  CLOSING_SOON_DAYS,
  deadlineBadge,
  SCHOLARSHIP_FIELD_MESSAGES,
  scholarshipApiSchema,
  scholarshipFormSchema,
  type DeadlineBadge,
  type ScholarshipEdit,
} from "./editorial.ts";
export { ADMIN_AMOUNT_FILTERS, ADMIN_STATUS_FILTERS, adminScholarship, adminScholarships, type AdminScholarshipFilter } from "./queries.ts";
// The staleness queue's scholarships: facts with no confirmed date to come, or not checked within a year.
export { scholarshipSitemapEntries } from "./queries.ts";
// The funding calendar (issue 26): every award's and the main application routes' dates in the next twelve months, as a page and an ICS feed.
export { fundingCalendarFeed, fundingCalendarFor, type FundingCalendarFilter } from "./queries.ts";
export type { ApplicationRouteSummary, FundingCalendar, FundingCalendarEntry, FundingCalendarMonth, UnplacedAward } from "./calendar.ts";
export { staleScholarships, type ScholarshipStaleFacts } from "./queries.ts";
export { staleScholarshipFacts, type ScholarshipStaleFact, type ScholarshipStaleReason } from "./staleness.ts";
// Bulk import of scholarships from CSV or JSON: the editor's schema per row, matched by slug, a dry run, all or nothing.
export { importScholarships, SCHOLARSHIP_IMPORT_COLUMNS, scholarshipsImporter } from "./scholarship-import.ts";
