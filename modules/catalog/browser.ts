// The catalogue's browser-safe door: rules the destination page runs in the
// browser too (its school search filters as you type). Nothing here may import
// server code or zod.
export { schoolMatches, type SearchableSchool } from "./school-search.ts";
export { NOT_VERIFIED } from "./destination-facts.ts";
export { schoolPlace } from "./school-place.ts";
export { feeInWords, MONTH_NAMES, NOT_PUBLISHED, PROGRAMME_LEVEL_LABELS, startMonthsInWords } from "./programmes/browser.ts";
