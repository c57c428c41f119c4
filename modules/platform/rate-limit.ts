import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { config } from "./config.ts";
import { redis } from "./redis.ts";

/**
 * A named limit kept in Redis, so it holds across every server process.
 * `consume` returns how long to wait when the limit is reached, else null.
 *
 * While Redis is unreachable each process counts in its own memory instead
 * (the library's insurance limiter): our connections queue commands until
 * Redis is back, so a sign-in would otherwise hang for the whole outage. The
 * limit then holds per process, N web processes allowing up to N times it,
 * for as long as the outage lasts.
 */
export function createRateLimit(name: string, points: number, durationSeconds: number, store: () => Redis = redis) {
  let limiter: RateLimiterRedis | undefined;
  const get = () =>
    (limiter ??= new RateLimiterRedis({
      storeClient: store(),
      keyPrefix: `${config().REDIS_PREFIX}:rate:${name}`,
      points,
      duration: durationSeconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds }),
    }));
  return {
    async consume(key: string): Promise<{ retryAfterSeconds: number } | null> {
      try {
        await get().consume(key);
        return null;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return { retryAfterSeconds: Math.ceil(rejection.msBeforeNext / 1000) };
        throw rejection;
      }
    },
    async reset(key: string): Promise<void> {
      await get().delete(key);
    },
  };
}

export interface RateWindow {
  points: number;
  seconds: number;
}

/** A refusal to show next to the form (or in the API's error): what happened and how long to wait. */
export interface RateLimited {
  retryAfterSeconds: number;
  message: string;
  /** Which bucket was full: the loose per-IP one, or the tight one per email (or per `per` key). */
  limitedBy: "ip" | "email";
}

/**
 * The limits of a public form. Many students share one IP (carrier-grade
 * NAT, a school lab), so the limit per IP is loose and the tight one is per email.
 * A submission that fails validation never reaches the email limit and counts in a
 * per-IP bucket of its own: a flood of them is bounded by the same loose number,
 * yet cannot use up the quota that the lab's valid submissions need.
 * `action` names the attempts in the message, e.g. "sign-in attempts"; `per`
 * names what the tight limit counts by, when that is not the email address
 * (a reset link's submissions, counted per link).
 */
export function createSubmissionLimit(name: string, action: string, limits: { perEmail: RateWindow; perIp: RateWindow }, per = "for this email address") {
  const perIp = createRateLimit(`${name}-ip`, limits.perIp.points, limits.perIp.seconds);
  const invalidPerIp = createRateLimit(`${name}-invalid-ip`, limits.perIp.points, limits.perIp.seconds);
  const perEmail = createRateLimit(`${name}-email`, limits.perEmail.points, limits.perEmail.seconds);
  const refusal = (limited: { retryAfterSeconds: number } | null, limitedBy: RateLimited["limitedBy"]): RateLimited | null => {
    if (!limited) return null;
    const minutes = Math.max(1, Math.ceil(limited.retryAfterSeconds / 60));
    const wait = `${minutes} minute${minutes === 1 ? "" : "s"}`;
    const from = limitedBy === "ip" ? "from your network" : per;
    return { retryAfterSeconds: limited.retryAfterSeconds, message: `Too many ${action} ${from}. Please wait ${wait} and try again.`, limitedBy };
  };
  return {
    /** Counts one submission; `email` is null when the submission was invalid. */
    async consume(clientIp: string, email: string | null): Promise<RateLimited | null> {
      if (email === null) return refusal(await invalidPerIp.consume(clientIp), "ip");
      return refusal(await perIp.consume(clientIp), "ip") ?? refusal(await perEmail.consume(mailboxKey(email)), "email");
    },
    async resetEmail(email: string): Promise<void> {
      await perEmail.reset(mailboxKey(email));
    },
  };
}

/**
 * The mailbox an address reaches, so `Ana+1@x.com` and `ana+2@x.com` share one
 * counter (and, at Gmail, which ignores dots, `a.na@gmail.com` too).
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).split("+")[0] || address.slice(0, at);
  if (domain === "gmail.com" || domain === "googlemail.com") local = local.replace(/\./g, "");
  return `${local}@${domain === "googlemail.com" ? "gmail.com" : domain}`;
}
