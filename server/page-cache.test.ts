import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  appScriptHashes,
  isShareableRequest,
  isShareableResponse,
  matchesIfNoneMatch,
  PageCache,
  pageCacheKey,
  pageEtag,
  pageExpiry,
  pickEncoding,
  type CachedPage,
  withoutScriptMarker,
} from "./page-cache.ts";

describe("which requests may share a page", () => {
  it.each([
    ["an anonymous GET of a public page", { method: "GET", url: "/destinations/canada" }, true],
    ["an anonymous HEAD", { method: "HEAD", url: "/" }, true],
    ["a search with its query", { method: "GET", url: "/search?q=nursing" }, true],
    ["a POST (a form reply)", { method: "POST", url: "/" }, false],
    ["a signed-in visitor", { method: "GET", url: "/", cookie: "__Host-session=abc.def" }, false],
    ["a visitor with a flash toast", { method: "GET", url: "/", cookie: "__Host-toast=xyz" }, false],
    ["the quiz's answers", { method: "GET", url: "/questionnaire", cookie: "_ga=GA1.1; __Secure-quiz=answers" }, false],
    ["a session among a stranger's cookies", { method: "GET", url: "/", cookie: "_ga=GA1.1.2; __Host-session=abc.def; theme=dark" }, false],
    ["a cookie that is not ours (analytics)", { method: "GET", url: "/", cookie: "_ga=GA1.1.2; theme=dark" }, true],
    ["a cookie whose name only ends like ours", { method: "GET", url: "/", cookie: "my_session=1" }, true],
    ["an Authorization header", { method: "GET", url: "/", authorization: "Bearer x" }, false],
    ["the portal", { method: "GET", url: "/portal/dashboard" }, false],
    ["the portal, in capitals", { method: "GET", url: "/PORTAL" }, false],
    ["the admin area", { method: "GET", url: "/admin/articles?q=x" }, false],
    ["the portal API", { method: "GET", url: "/api/portal/shortlist" }, false],
    ["the admin API", { method: "GET", url: "/api/admin/articles" }, false],
    ["the public API (JSON, not a page)", { method: "GET", url: "/api/destinations" }, false],
    ["the health check", { method: "GET", url: "/healthz" }, false],
    ["Remix's data for a client navigation", { method: "GET", url: "/articles.data?_routes=root" }, false],
    ["a page whose name starts like an excluded one", { method: "GET", url: "/administration-tips" }, true],
  ])("%s: %s", (_name, request, expected) => {
    expect(isShareableRequest(request)).toBe(expected);
  });
});

describe("which answers may be kept", () => {
  const page = { status: 200, contentType: "text/html; charset=utf-8", cacheControl: "public, max-age=0, s-maxage=60", setCookie: false };
  it.each([
    ["a public 200 page", page, true],
    ["a 404", { ...page, status: 404 }, false],
    ["a 500", { ...page, status: 500 }, false],
    ["a redirect", { ...page, status: 302 }, false],
    ["one that sets a cookie", { ...page, setCookie: true }, false],
    ["one whose route did not say public", { ...page, cacheControl: null }, false],
    ["a private one", { ...page, cacheControl: "private, no-cache" }, false],
    ["a public one that also says no-store", { ...page, cacheControl: "public, no-store" }, false],
    ["JSON", { ...page, contentType: "application/json" }, false],
  ])("%s", (_name, response, expected) => {
    expect(isShareableResponse(response)).toBe(expected);
  });
});

describe("the key", () => {
  const base = { url: "/", host: "studycompass.example", encrypted: true };
  it("differs by host, forwarded host and protocol, path and query", () => {
    const keys = [
      base,
      { ...base, host: "evil.example" },
      { ...base, forwardedHost: "evil.example" },
      { ...base, forwardedProto: "http" },
      { ...base, encrypted: false },
      { ...base, url: "/?a=1" },
    ].map(pageCacheKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("validators", () => {
  const etag = pageEtag(Buffer.from("<p>hello</p>"));
  it("gives one weak ETag per page content", () => {
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(pageEtag(Buffer.from("<p>hello</p>"))).toBe(etag);
    expect(pageEtag(Buffer.from("<p>hello!</p>"))).not.toBe(etag);
  });
  it.each([
    [etag, true],
    [etag.replace("W/", ""), true],
    [`W/"other", ${etag}`, true],
    ["*", true],
    [`W/"other"`, false],
    [undefined, false],
  ])("If-None-Match %s matches: %s", (header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
});

describe("content encoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.0, gzip;q=0", "identity"],
    ["*", "gzip"],
    ["identity", "identity"],
    [undefined, "identity"],
  ])("%s gives %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe("the CSP hashes of a shared page's inline scripts", () => {
  const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
  const marker = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";
  it("hashes each script the app emitted (marked) once, by its exact text, skips external ones, keeps order", () => {
    const html = `<head><script nonce="${marker}">window.a = "é";</script><link rel="modulepreload" href="/assets/x.js" nonce="${marker}"></head>
<body><script type="module" async="" nonce="${marker}">import "/assets/entry.js";</script><script src="/assets/y.js" nonce="${marker}"></script>
<SCRIPT nonce="${marker}">window.a = "é";</SCRIPT></body>`;
    expect(appScriptHashes(html, marker)).toEqual([sha('window.a = "é";'), sha('import "/assets/entry.js";')]);
  });
  it("never hashes an inline script the app did not emit: one in stored content, or one guessing at the marker", () => {
    const html = `<script nonce="${marker}">window.app = 1;</script>
<article><script>alert("stored")</script><script nonce="">alert("empty")</script><script nonce="${marker.slice(0, -1)}">alert("guess")</script>
<script data-x=' nonce="not-it"'>alert("lookalike")</script></article>`;
    expect(appScriptHashes(html, marker)).toEqual([sha("window.app = 1;")]);
  });
  it("finds none in a page without scripts", () => {
    expect(appScriptHashes("<p>no scripts</p>", marker)).toEqual([]);
  });
  it("takes the marker out of the shared bytes, and nothing else", () => {
    expect(withoutScriptMarker(`<script nonce="${marker}">a</script><link nonce="${marker}"><p>nonce="x"</p>`, marker)).toBe(
      '<script>a</script><link><p>nonce="x"</p>',
    );
  });
});

describe("age", () => {
  it("expires after the age limit, and never past the UTC day's end", () => {
    const morning = Date.parse("2026-11-24T08:00:00Z");
    expect(pageExpiry(morning, 300_000)).toBe(morning + 300_000);
    expect(pageExpiry(Date.parse("2026-11-24T23:58:00Z"), 300_000)).toBe(Date.parse("2026-11-25T00:00:00Z"));
  });
});

describe("the store", () => {
  const page = (bytes: number): Omit<CachedPage, "expiresAt"> => ({
    etag: 'W/"x"',
    bodies: { identity: Buffer.alloc(bytes), gzip: Buffer.alloc(0), br: Buffer.alloc(0) },
    headers: { identity: [], gzip: [], br: [] },
    notModifiedHeaders: [],
  });
  const live = (limits = { maxBytes: 1_000, maxEntries: 3, maxAgeMs: 60_000 }, now = () => 0) => {
    const cache = new PageCache(limits, now);
    cache.goLive();
    return cache;
  };

  it("shares nothing until it follows invalidations, and nothing once it lost them", () => {
    const cache = new PageCache({ maxBytes: 1_000, maxEntries: 3, maxAgeMs: 60_000 });
    expect(cache.store("a", page(10), cache.generation)).toBe(false);
    cache.goLive();
    expect(cache.store("a", page(10), cache.generation)).toBe(true);
    expect(cache.lookup("a")).toBeDefined();
    cache.goOffline();
    expect(cache.lookup("a")).toBeUndefined();
    cache.goLive();
    expect(cache.lookup("a")).toBeUndefined();
  });

  it("does not keep a render that began before an invalidation", () => {
    const cache = live();
    const began = cache.generation;
    cache.clear();
    expect(cache.store("a", page(10), began)).toBe(false);
    expect(cache.lookup("a")).toBeUndefined();
  });

  it("drops the least recently used page past the entry or byte budget", () => {
    const cache = live();
    for (const key of ["a", "b", "c"]) cache.store(key, page(100), cache.generation);
    cache.lookup("a");
    cache.store("d", page(100), cache.generation);
    expect(["a", "b", "c", "d"].filter((key) => cache.lookup(key))).toEqual(["a", "c", "d"]);
    cache.store("e", page(240), cache.generation);
    cache.store("f", page(240), cache.generation);
    cache.store("g", page(240), cache.generation);
    expect(cache.size.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.size.entries).toBeLessThanOrEqual(3);
  });

  it("refuses a page larger than a quarter of the budget", () => {
    expect(live().store("big", page(300), 1)).toBe(false);
  });

  it("forgets a page once it has expired", () => {
    let now = 0;
    const cache = live({ maxBytes: 1_000, maxEntries: 3, maxAgeMs: 60_000 }, () => now);
    cache.store("a", page(10), cache.generation);
    now = 59_999;
    expect(cache.lookup("a")).toBeDefined();
    now = 60_000;
    expect(cache.lookup("a")).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});
