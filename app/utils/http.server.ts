import type { HeadersFunction } from "@remix-run/node";
import { config } from "@modules/platform/index.ts";
import { carriesPersonalCookie } from "./session.server.ts";

/**
 * Cache-Control for a public page or API read: a CDN may keep an anonymous
 * response for 5 minutes and serve it stale for a day while it refreshes;
 * anyone with a session cookie (whose header shows their name) gets a private answer.
 */
export function publicCacheHeaders(request: Request): Headers {
  return new Headers({
    "Cache-Control": carriesPersonalCookie(request) ? "private, no-cache" : "public, max-age=60, s-maxage=300, stale-while-revalidate=86400",
    Vary: "Cookie",
  });
}

/** A route's `headers` export: the document keeps the loader's caching headers. */
export const keepLoaderHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

/** The site's public origin, for canonical URLs, sitemaps and share links. */
export function siteOrigin(request: Request): string {
  return config().PUBLIC_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
}

export function json(data: unknown, request: Request, init: ResponseInit = {}): Response {
  const headers = publicCacheHeaders(request);
  new Headers(init.headers).forEach((value, key) => headers.set(key, value));
  return Response.json(data, { ...init, headers });
}
