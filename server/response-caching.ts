import { carriesPersonalCookie } from "../modules/platform/index.ts";

/**
 * Who may keep a copy of a Remix answer, decided in one place for every page,
 * `.data` request and resource route, so no route can forget it:
 *
 * - An answer to a request that carries one of our personal cookies (or
 *   credentials) is personal: the root loader reads the session for every
 *   page, and the header shows the signed-in name. It is `private` (a route's
 *   `no-store` is kept, a route's `public` is overruled). A cookie that is not
 *   ours changes nothing we render, as for the page cache (issue 28).
 * - A page whose address carries a secret (a password-reset, email-verification
 *   or sign-up link's token) is `no-store`: no cache, not even the browser's
 *   history cache, keeps it.
 * - An anonymous answer keeps what its route said (public pages stay shareable,
 *   decision 0018); one that said nothing is `private, no-cache` rather than
 *   left to a cache's heuristics.
 * - Every answer varies by `Cookie`.
 */

/** Pages whose address holds a one-time secret, with or without `?token=`; sign-up links live under `/signup/`. */
const TOKEN_PAGES = ["/reset-password", "/verify-email"];
const TOKEN_PAGE_PREFIXES = ["/signup/"];

export interface CachedRequest {
  /** Path and query as sent. */
  url: string;
  cookie?: string | undefined;
  authorization?: string | undefined;
}

export function isTokenPage(url: string): boolean {
  const queryStart = url.indexOf("?");
  const path = (queryStart === -1 ? url : url.slice(0, queryStart))
    .toLowerCase()
    .replace(/\.data$/, "")
    .replace(/\/+$/, "");
  if (TOKEN_PAGES.includes(path) || TOKEN_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  return queryStart !== -1 && new URLSearchParams(url.slice(queryStart + 1)).has("token");
}

const directivesOf = (cacheControl: string) =>
  cacheControl
    .toLowerCase()
    .split(",")
    .map((directive) => directive.trim().split("=")[0]);

/**
 * The Cache-Control to send: `stated` is what the route said, else what the
 * edge set for the whole area (`/portal`'s `private, no-store`), else nothing.
 */
export function cacheControlFor(request: CachedRequest, stated: string | undefined): string {
  const directives = directivesOf(stated ?? "");
  if (stated && directives.includes("no-store")) return stated;
  if (isTokenPage(request.url)) return "no-store";
  if (carriesPersonalCookie(request.cookie) || request.authorization) return directives.includes("private") ? stated! : "private, no-cache";
  return stated || "private, no-cache";
}

/** `Vary` with `Cookie` in it, whatever else the route said. */
export function varyWithCookie(stated: string | null | undefined): string {
  if (!stated) return "Cookie";
  const names = stated.split(",").map((name) => name.trim().toLowerCase());
  return names.includes("cookie") || names.includes("*") ? stated : `${stated}, Cookie`;
}
