// Portal shortlist: the schools a student is weighing, with status, priority, notes and a match score.
export * from "./browser.ts";
export { changeShortlist, shortlistSchool } from "./commands.ts";
export { NotOnShortlistError, UnknownSchoolError } from "./decide.ts";
export { SchoolShortlisted, SchoolUnshortlisted, ShortlistEntryNoted, ShortlistPriorityChanged, ShortlistStatusChanged, shortlistStream } from "./events.ts";
export { readShortlistQuery, shortlistChangeSchema, shortlistQuerySchema, type ShortlistChange, type ShortlistQuery } from "./schemas.ts";
export { MATCH_WEIGHTS, matchScore, type MatchSchool, type MatchScore, type MatchStudent } from "./match.ts";
export { REFERENCE_RATES_AS_OF, REFERENCE_USD_RATES, yearlyCostUsd, type UsdRates, type YearlyCostUsd } from "./costs.ts";
export { shortlistProjection } from "./projection.ts";
export {
  compareShortlist,
  isOnShortlist,
  shortlistCountsBySchool,
  shortlistedSchoolIds,
  shortlistForApi,
  shortlistOf,
  upcomingShortlistDeadlines,
  type CompareOutcome,
  type Shortlist,
  type ShortlistDeadline,
  type ShortlistEntryView,
  type ShortlistOptions,
} from "./queries.ts";
export { studentsWithShortlist } from "./queries.ts";
