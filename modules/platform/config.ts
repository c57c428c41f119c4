import { createHmac } from "node:crypto";
import { z } from "zod";

/**
 * The process environment, read once and validated at start-up. A bad value
 * fails fast with the variable's name, so a misconfigured deploy never half-runs.
 */
const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: z.url().default("postgres://postgres@127.0.0.1:5432/study_compass"),
    REDIS_URL: z.url().default("redis://127.0.0.1:6379"),
    /** Prefix for every Redis key (queues, rate limits), so several sites or test runs can share one Redis. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[a-z0-9_-]+$/i)
      .default("sc"),
    SESSION_SECRET: z.string().min(32).optional(),
    /**
     * Keys the HMAC that turns an email address into its sign-up claim's stream id,
     * so no address is stored in the clear in the event log (decision 0010). Never
     * change it once accounts exist. Unset: derived from SESSION_SECRET.
     */
    EMAIL_LOOKUP_SECRET: z.string().min(32).optional(),
    MEILISEARCH_URL: z.url().optional(),
    MEILISEARCH_API_KEY: z.string().optional(),
    RESEND_API_KEY: z.string().optional(),
    RESEND_BASE_URL: z.url().optional(),
    MAIL_FROM: z.string().default("Study Compass <hello@studycompass.example>"),
    /** Public origin used for canonical URLs and emails, e.g. https://studycompass.example */
    PUBLIC_URL: z.url().optional(),
    /**
     * Which proxies in front of the web process are trusted to say the client's
     * address (X-Forwarded-For), in Express's "trust proxy" terms: the client
     * address keys the rate limits. `loopback` (one proxy on the same machine);
     * behind a load balancer on a private network (compose scaled, Kubernetes)
     * `loopback, uniquelocal`.
     */
    TRUST_PROXY: z
      .string()
      .regex(/^[a-z0-9.:/,\s]+$/i, "is a comma-separated list of addresses, subnets or loopback, linklocal, uniquelocal")
      .default("loopback"),
    /** The lowest level written; `debug` adds expected refusals (404, 405, 400) with status, method and path. */
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    /** Memory for each web process's cache of anonymous pages (server/page-cache.ts), in MiB; 0 turns the cache off. */
    PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production (32+ random characters)" });
    }
  });

export type Config = z.infer<typeof configSchema> & { SESSION_SECRET: string; EMAIL_LOOKUP_SECRET: string };

export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty strings (e.g. `MEILISEARCH_URL=`) mean "unset", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const sessionSecret = result.data.SESSION_SECRET ?? "development-only-session-secret-not-for-production";
  return {
    ...result.data,
    SESSION_SECRET: sessionSecret,
    EMAIL_LOOKUP_SECRET: result.data.EMAIL_LOOKUP_SECRET ?? createHmac("sha256", sessionSecret).update("email-lookup").digest("base64url"),
  };
}

let loaded: Config | undefined;

export function config(): Config {
  loaded ??= parseConfig(process.env);
  return loaded;
}
