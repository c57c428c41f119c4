import type { HeadersFunction } from "@remix-run/node";
import { carriesPersonalCookie, config } from "@modules/platform/index.ts";

/**
 * The headers of every personal answer (a signed-in page, an action's reply, a
 * private API read, a token page): no cache keeps it, not even the browser's.
 */
export const PRIVATE_NO_STORE: Readonly<Record<"Cache-Control", string>> = { "Cache-Control": "private, no-store" };

/** 400 for a signed-in form that cannot be read (forged, or from markup the page never serves): nothing is written. */
export function badRequest(): Response {
  return new Response("Bad Request", { status: 400, headers: PRIVATE_NO_STORE });
}

/**
 * 404 for what does not exist (or is not the asker's to see). A page answers
 * "Not Found" and its ErrorBoundary shows the not-found screen; a `"private page"`
 * adds PRIVATE_NO_STORE; an API answers its JSON error shape with the message.
 */
export function notFound(answer: "page" | "private page" | { apiMessage: string } = "page"): Response {
  if (typeof answer === "object") return apiError(404, answer.apiMessage);
  return new Response("Not Found", answer === "private page" ? { status: 404, headers: PRIVATE_NO_STORE } : { status: 404 });
}

/**
 * Cache-Control for a public page or API read. Browsers revalidate every time
 * (a 304 from the page cache when nothing changed); a CDN may keep an anonymous
 * answer 60 s and serve it stale 60 s more while it refreshes, so a change
 * reaches every visitor within about two minutes (decision 0018: nothing purges
 * a CDN). `public` is also what lets the server's page cache share a page
 * (server/page-cache.ts). Anyone with a session cookie (whose header shows
 * their name) gets a private answer.
 */
export function publicCacheHeaders(request: Request): Headers {
  return new Headers({
    "Cache-Control": carriesPersonalCookie(request.headers.get("Cookie")) ? "private, no-cache" : "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
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

/**
 * A form route's `headers` export: the loader's headers, plus an action's
 * `Retry-After` and `Cache-Control` (a rate-limited submission's 429 says when
 * to come back; a submission's answer may be private). Remix keeps only what
 * this returns on a document request.
 */
export const keepActionRetryAfter: HeadersFunction = ({ actionHeaders, loaderHeaders, errorHeaders }) => {
  if (errorHeaders) return errorHeaders;
  const headers = new Headers(loaderHeaders);
  for (const name of ["Retry-After", "Cache-Control"]) {
    const value = actionHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

/** One message per field as lists of messages: the shape conform's replies and the JSON APIs' fieldErrors take. */
export function fieldErrorLists(errors: Readonly<Record<string, string>>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
}

/** The JSON API's one error shape: `{ error: { message, fieldErrors? } }`. */
export function apiError(status: number, message: string, fieldErrors?: Record<string, string[]>): Response {
  return Response.json({ error: { message, ...(fieldErrors ? { fieldErrors } : {}) } }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * 405 for a method this address does not answer, with `Allow` naming the ones
 * it does (RFC 9110 asks for it). A route that answers GET answers
 * HEAD too. Methods no route answers (PUT, TRACE, OPTIONS) never get here:
 * server/edge.ts answers them first.
 */
export function methodNotAllowed(allowed: readonly ("GET" | "POST" | "PATCH" | "DELETE")[], message: string): Response {
  const methods = allowed.flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : [method]));
  const response = apiError(405, message);
  response.headers.set("Allow", methods.join(", "));
  return response;
}

/** Development-only endpoints answer 404 in production, as if they did not exist. */
export function assertNotProduction(): void {
  if (process.env.NODE_ENV === "production") throw apiError(404, "Not Found");
}

/** A JSON request's body when it is an object; null for another content type, unreadable JSON or any other value. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  if (!(request.headers.get("content-type") ?? "").includes("application/json")) return null;
  try {
    const body: unknown = await request.json();
    return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
