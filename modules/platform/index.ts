// Shared infrastructure: configuration, the database pool and Redis handles, logging, health.
// It knows no domain: each module names its own tables in its `db()` (sharedDatabase<OwnTables>()).
export { config, parseConfig, type Config } from "./config.ts";
export {
  closeDatabase,
  createDatabase,
  IDLE_IN_TRANSACTION_TIMEOUT_MS,
  schemaView,
  sharedDatabase,
  type ConnectionOptions,
  type Handle,
  type SchemaView,
} from "./database.ts";
export { closeRedis, createRedis, logRedisErrors, redis, redisKey, whenRedisReconnects } from "./redis.ts";
export { logger } from "./logger.ts";
export { carriesPersonalCookie } from "./personal-cookies.ts";
export { pageInvalidationChannel, publishPageInvalidation } from "./page-invalidation.ts";
export { checkHealth, type Health } from "./health.ts";
export { within } from "./within.ts";
export { ensureDatabaseExists, migrateToLatest } from "./migrate.ts";
export { createRateLimit, createSubmissionLimit, type RateLimited } from "./rate-limiter.ts";
export { renderMarkdown, type RenderedMarkdown } from "./markdown.ts";
export { containsPattern, firstFreeSlug, MAX_SEARCH_TERM_LENGTH, normalizeSearchTerm, slugify } from "./text.ts";
export { daysBetween, todayUtc } from "./clock.ts";
export { blankToUndefined, checkbox, linesList, optionalDay, optionalText, optionalWebAddress, requiredText, tooLongMessage } from "./form-fields.ts";
// RFC 5545 calendars: one writer for every feed and attachment, and a reader for tests of what it writes.
export { writeCalendar, type AllDayCalendarEvent, type CalendarEntry, type CalendarEventStatus, type TimedCalendarEvent } from "./ics.ts";
export { parseCalendar, type ParsedCalendar } from "./ics-parse.ts";
