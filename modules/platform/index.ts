// Shared infrastructure: configuration, database and Redis handles, logging, health.
export { config, parseConfig, type Config } from "./config.ts";
export { closeDatabase, createDatabase, db, type Database, type Db } from "./database.ts";
export { closeRedis, createRedis, redis, redisKey } from "./redis.ts";
export { logger } from "./logger.ts";
export { checkHealth, type Health } from "./health.ts";
export { ensureDatabaseExists, migrateToLatest } from "./migrate.ts";
export { createRateLimit, createSubmissionLimit, type RateLimited } from "./rate-limit.ts";
export { renderMarkdown, type RenderedMarkdown } from "./markdown.ts";
export { containsPattern, MAX_SEARCH_TERM_LENGTH, normalizeSearchTerm } from "./text.ts";
