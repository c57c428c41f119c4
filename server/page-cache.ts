import { createHash } from "node:crypto";
import { carriesPersonalCookie } from "../modules/platform/index.ts";

/**
 * The anonymous page cache (decision 0018): a public page is rendered
 * once and its bytes served to every anonymous visitor until a public
 * projection changes (the projector publishes an invalidation, see
 * modules/platform/page-invalidation.ts), the page reaches its age limit, or
 * the UTC day ends (deadlines and "closed" are decided by the UTC date).
 * This file holds the rules and the store; server/page-cache-http.ts the wiring.
 */

export type PageCacheStatus = "hit" | "miss" | "bypass";
export type ContentEncoding = "br" | "gzip" | "identity";

/** A student's own pages, the admin area, the JSON API and the health check are never shared. */
const NEVER_SHARED = ["/portal", "/admin", "/api", "/healthz"];

/**
 * Whether a request may be answered with (or fill) shared bytes. One of our
 * personal cookies makes it personal (a session, a flash toast, the quiz's
 * answers); a cookie that is not ours changes nothing we render, so it gets
 * the anonymous page. `.data` requests are Remix's JSON for client-side
 * navigations, not documents.
 */
export function isShareableRequest(request: { method: string; url: string; cookie?: string; authorization?: string }): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (carriesPersonalCookie(request.cookie) || request.authorization) return false;
  const query = request.url.indexOf("?");
  const path = (query === -1 ? request.url : request.url.slice(0, query)).toLowerCase();
  if (path.endsWith(".data")) return false;
  return !NEVER_SHARED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Whether a rendered answer may be shared: a 200 HTML page that sets no cookie
 * and whose route said it is public (`publicCacheHeaders`). The route's own
 * opt-in is the last line: a page that personalises never says `public`. A 404
 * is not kept: its addresses are endless and it would push real pages out.
 */
export function isShareableResponse(response: { status: number; contentType: string | null; cacheControl: string | null; setCookie: boolean }): boolean {
  if (response.status !== 200 || response.setCookie) return false;
  if (!response.contentType?.startsWith("text/html")) return false;
  const directives = (response.cacheControl ?? "")
    .toLowerCase()
    .split(",")
    .map((directive) => directive.trim().split("=")[0]);
  return directives.includes("public") && !directives.some((directive) => directive === "private" || directive === "no-store" || directive === "no-cache");
}

/**
 * The key: everything the rendered bytes can depend on for an anonymous
 * visitor. Canonical links use the request's origin when PUBLIC_URL is unset,
 * so the host and forwarded headers are part of it (a forged Host header only
 * ever reaches the forger's own entry).
 */
export function pageCacheKey(request: { url: string; host?: string; forwardedHost?: string; forwardedProto?: string; encrypted: boolean }): string {
  return `${request.encrypted ? "https" : "http"} ${request.forwardedProto ?? ""} ${request.host ?? ""} ${request.forwardedHost ?? ""} ${request.url}`;
}

/** One weak validator for every encoding of the same page (the bytes differ, the page does not). */
export function pageEtag(html: Uint8Array): string {
  return `W/"${createHash("sha256").update(html).digest("base64url").slice(0, 32)}"`;
}

/** If-None-Match with the weak comparison RFC 9110 asks for. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === opaque);
}

/** The best encoding the client takes: Brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return "identity";
  let gzip = false;
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    if (refused) continue;
    if (name === "br") return "br";
    if (name === "gzip" || name === "*") gzip = true;
  }
  return gzip ? "gzip" : "identity";
}

/**
 * A shared page is rendered with a fresh random marker where a visitor's page
 * has its nonce (Remix's `<Scripts>`, `<ScrollRestoration>`, React's own
 * scripts), so the scripts the app emits say so: `nonce="<marker>"`.
 */
const markerAttribute = (marker: string) => ` nonce="${marker}"`;

/**
 * The CSP hash sources of the inline scripts (`<script>` without `src`) the app
 * itself emitted, those carrying the render's marker, in order of appearance.
 * Any other inline script (one that slipped into stored content, say) is not
 * hashed, so the browser refuses it as it would on a visitor's own page (issue
 * 23). React writes a script's text raw, so the bytes between the tags are the
 * ones the browser hashes.
 */
export function appScriptHashes(html: string, marker: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", text = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || !attributes.includes(markerAttribute(marker))) continue;
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/** The page as shared: the marker has done its work, and a nonce in shared bytes would mean nothing. */
export function withoutScriptMarker(html: string, marker: string): string {
  return html.replaceAll(markerAttribute(marker), "");
}

/** When a page stored at `now` must be rendered again: after `maxAgeMs`, and never past the UTC day's end. */
export function pageExpiry(now: number, maxAgeMs: number): number {
  const nextUtcMidnight = Math.floor(now / 86_400_000 + 1) * 86_400_000;
  return Math.min(now + maxAgeMs, nextUtcMidnight);
}

export interface CachedPage {
  /** The header pairs to send with each encoding's bytes, flattened for `writeHead`. */
  headers: Record<ContentEncoding, readonly string[]>;
  bodies: Record<ContentEncoding, Buffer>;
  /** Sent with a 304: the validator and caching headers only. */
  notModifiedHeaders: readonly string[];
  etag: string;
  expiresAt: number;
}

const sizeOf = (page: CachedPage) => page.bodies.identity.byteLength + page.bodies.gzip.byteLength + page.bodies.br.byteLength;

/**
 * The store: least recently used pages go first once the byte budget or the
 * entry count is reached. It shares nothing until it is `live` (subscribed to
 * invalidations): a process that cannot hear about changes serves every page
 * fresh rather than stale. A render that began before a clear (the
 * `generation` it started in has passed) is not kept, since it may have read
 * the tables before the change.
 */
export class PageCache {
  readonly #pages = new Map<string, CachedPage>();
  #bytes = 0;
  #generation = 0;
  #live = false;

  constructor(
    readonly limits: { maxBytes: number; maxEntries: number; maxAgeMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.#live && this.limits.maxBytes > 0;
  }

  get generation(): number {
    return this.#generation;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.#pages.size, bytes: this.#bytes };
  }

  lookup(key: string): CachedPage | undefined {
    if (!this.enabled) return undefined;
    const page = this.#pages.get(key);
    if (!page) return undefined;
    this.#pages.delete(key);
    if (page.expiresAt <= this.now()) {
      this.#bytes -= sizeOf(page);
      return undefined;
    }
    this.#pages.set(key, page);
    return page;
  }

  /** Keeps a page rendered since `generation`; false when it may be stale or cannot fit. */
  store(key: string, page: Omit<CachedPage, "expiresAt">, generation: number): boolean {
    const size = sizeOf(page as CachedPage);
    if (!this.enabled || generation !== this.#generation || size > this.limits.maxBytes / 4) return false;
    this.#remove(key);
    this.#pages.set(key, { ...page, expiresAt: pageExpiry(this.now(), this.limits.maxAgeMs) });
    this.#bytes += size;
    for (const [oldest] of this.#pages) {
      if (this.#bytes <= this.limits.maxBytes && this.#pages.size <= this.limits.maxEntries) break;
      this.#remove(oldest);
    }
    return true;
  }

  /** Drops every page, and any render still running is not kept. */
  clear(): void {
    this.#generation += 1;
    this.#pages.clear();
    this.#bytes = 0;
  }

  /** Subscribed (or re-subscribed) to invalidations: share again, from empty, since messages may have been missed. */
  goLive(): void {
    this.clear();
    this.#live = true;
  }

  /** Cut off from invalidations: share nothing until live again. */
  goOffline(): void {
    this.#live = false;
    this.clear();
  }

  #remove(key: string): void {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= sizeOf(page);
  }
}
