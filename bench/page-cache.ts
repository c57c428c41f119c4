/**
 * How the bench asks for a page from the page cache or past it, and reads what
 * the cache did: the one place to adapt when the cache changes what it
 * honours.
 *
 * Cached: an anonymous visitor, as a browser asks (it accepts compressed
 * bytes). Uncached: the same request carrying a session cookie; a page for a
 * session is never shared, so the cache passes it to React. The cookie's value
 * is not a valid signed session, so the page renders as for an anonymous
 * visitor: the uncached figure is the render path itself, not a signed-in page.
 */
export type CacheMode = "cached" | "uncached";

/** Chromium's Accept-Encoding: what a student's browser asks for. */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

const BYPASS_COOKIE = "__Host-session=bench-not-a-session; __session=bench-not-a-session";

export function pageRequestHeaders(mode: CacheMode, acceptEncoding: string | null = BROWSER_ACCEPT_ENCODING): Record<string, string> {
  return {
    accept: "text/html,application/xhtml+xml",
    ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
    ...(mode === "uncached" ? { cookie: BYPASS_COOKIE } : {}),
  };
}

export type CacheStatus = "hit" | "miss" | "bypass" | "none";

/** The `X-Page-Cache` response header (hit, miss or bypass); "none" when the server sends none (no cache yet). */
export function cacheStatusOf(header: string | string[] | null | undefined): CacheStatus {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  return value === "hit" || value === "miss" || value === "bypass" ? value : "none";
}
