import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Request, Response } from "express";
import type { Redis } from "ioredis";
import { createRedis, logger, pageInvalidationChannel } from "../modules/platform/index.ts";
import {
  appScriptHashes,
  isShareableRequest,
  isShareableResponse,
  matchesIfNoneMatch,
  pageCacheKey,
  pageEtag,
  pickEncoding,
  type CachedPage,
  type ContentEncoding,
  type PageCache,
  type PageCacheStatus,
  withoutScriptMarker,
} from "./page-cache.ts";
import { sendResponse } from "./remix-handler.ts";
import { constantSecurityHeaders, contentSecurityPolicy, requestIdOf } from "./security.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Headers of the rendered answer the cache writes itself, or that must never be shared. */
const NOT_COPIED = new Set(["content-length", "content-encoding", "content-security-policy", "vary", "etag", "set-cookie", "x-page-cache", "x-request-id"]);
/** A shared page differs by cookie (anonymous visitors send none) and by encoding. */
const VARY = "Cookie, Accept-Encoding";
/** Bounds the pages remembered as not shareable: 404 addresses are endless. */
const MAX_NOT_SHAREABLE = 10_000;

interface SharedRender {
  key: string;
  /** The cache's generation when the render began: a clear since then means it may have read old tables. */
  generation: number;
  /** Rendered where a visitor's page has its nonce, so only the app's own inline scripts are hashed (page-cache.ts). */
  scriptMarker: string;
  /** Requests for the same page that arrived while this render ran, answered from its bytes once stored. */
  waiting: Array<{ req: IncomingMessage; res: ServerResponse; renderItself: () => void }>;
}

/**
 * The page cache on the wire. `serveHit` runs on the raw request before
 * Express, so a hit costs a lookup and one write; a miss goes through the
 * usual edge (guard, static files, Remix), is rendered whole without a nonce,
 * and `answerShared` stores and sends it. Every Remix answer says how it was
 * served in `X-Page-Cache: hit | miss | bypass` (for the bench and the tests).
 */
export function pageCacheHttp(cache: PageCache, { production }: { production: boolean }) {
  const shared = new WeakMap<IncomingMessage, SharedRender>();
  /**
   * The shared render under way for each page. A page is rendered once at a
   * time: a spike of visitors to a page just invalidated (results day, an
   * article everyone was sent) would otherwise render it once per request at
   * the same moment, each render slowing the others (200 at once took 5 s at
   * p99); they wait for the first render's bytes instead.
   */
  const rendering = new Map<string, SharedRender>();
  /**
   * Pages whose last render could not be shared (a 404, a page that is not
   * public), until the cache next changes: their requests never wait for one
   * another, since none could answer the others.
   */
  const notShareable = { keys: new Set<string>(), generation: cache.generation };
  const policies = [false, true].map((https) => ({
    csp: contentSecurityPolicy({ production, https }),
    constant: constantSecurityHeaders(https).flat(),
  }));
  const isHttps = (req: IncomingMessage) => production && secureRequest(req);

  function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, status: PageCacheStatus, requestId: string): void {
    if (matchesIfNoneMatch(req.headers["if-none-match"], page.etag)) {
      res.writeHead(304, [...page.notModifiedHeaders, "X-Page-Cache", status, "X-Request-Id", requestId]);
      res.end();
      return;
    }
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    res.writeHead(200, [...page.headers[encoding], "X-Page-Cache", status, "X-Request-Id", requestId]);
    res.end(req.method === "HEAD" ? undefined : page.bodies[encoding]);
  }

  async function buildPage(response: globalThis.Response, html: Buffer, scriptHashes: string[], https: boolean): Promise<Omit<CachedPage, "expiresAt">> {
    const policy = policies[https ? 1 : 0]!;
    const etag = pageEtag(html);
    const cacheControl = response.headers.get("cache-control") ?? "";
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(html, { level: 9 }),
      brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength } }),
    ]);
    const common: string[] = [...policy.constant, "Content-Security-Policy", policy.csp.withScriptHashes(scriptHashes), "ETag", etag, "Vary", VARY];
    response.headers.forEach((value, name) => {
      if (!NOT_COPIED.has(name)) common.push(name, value);
    });
    const bodies: Record<ContentEncoding, Buffer> = { identity: html, gzip: gzipped, br: brotli };
    const headersFor = (encoding: ContentEncoding) => [
      ...common,
      "Content-Length",
      String(bodies[encoding].byteLength),
      ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
    ];
    return {
      etag,
      bodies,
      headers: { identity: headersFor("identity"), gzip: headersFor("gzip"), br: headersFor("br") },
      notModifiedHeaders: ["ETag", etag, "Cache-Control", cacheControl, "Vary", VARY],
    };
  }

  /** Ends a shared render: each request that waited for it gets the stored page, or is rendered on its own. */
  function release(render: SharedRender): void {
    if (rendering.get(render.key) === render) rendering.delete(render.key);
    for (const { req, res, renderItself } of render.waiting.splice(0)) {
      if (res.destroyed) continue;
      const page = cache.lookup(render.key);
      if (page) send(req, res, page, "hit", requestIdOf(req.headers["x-request-id"]));
      else renderItself();
    }
  }

  return {
    /**
     * Answers a hit before Express sees the request, or holds it until the
     * render of the same page under way ends (then `renderItself` if that
     * render could not be shared); false lets the request go on.
     */
    serveHit(req: IncomingMessage, res: ServerResponse, renderItself: () => void): boolean {
      if (!cache.enabled) return false;
      const request = { method: req.method ?? "", url: req.url ?? "/", cookie: req.headers.cookie, authorization: req.headers.authorization };
      if (!isShareableRequest(request)) return false;
      const key = keyOf(req);
      const page = cache.lookup(key);
      if (page) {
        send(req, res, page, "hit", requestIdOf(req.headers["x-request-id"]));
        return true;
      }
      const underWay = rendering.get(key);
      if (underWay) {
        underWay.waiting.push({ req, res, renderItself });
        return true;
      }
      // Only a GET fills the cache; a HEAD miss is answered like any other request.
      if (req.method !== "GET") return false;
      const render: SharedRender = { key, generation: cache.generation, scriptMarker: randomBytes(16).toString("hex"), waiting: [] };
      shared.set(req, render);
      if (notShareable.generation !== cache.generation) notShareable.keys = new Set();
      notShareable.generation = cache.generation;
      if (notShareable.keys.has(key)) return false;
      rendering.set(key, render);
      // Also when the render fails or its visitor leaves: the waiting requests are never left hanging.
      res.once("close", () => release(render));
      return false;
    },

    /**
     * For the load context: the marker a shared render (rendered whole) puts
     * where the nonce goes, or undefined when this render is for one visitor.
     */
    sharedRenderMarker(req: Request, res: Response): string | undefined {
      const render = shared.get(req);
      if (!render) res.setHeader("X-Page-Cache", "bypass");
      return render?.scriptMarker;
    },

    /**
     * Sends a shared render: a shareable page is kept and sent from the
     * cache's bytes; any other HTML answer rendered without a nonce is sent
     * with its inline scripts' hashes. Returns false for a render that was not shared.
     */
    async answerShared(req: Request, res: Response, response: globalThis.Response): Promise<boolean> {
      const render = shared.get(req);
      if (!render) return false;
      const contentType = response.headers.get("content-type");
      const rendered = Buffer.from(await response.arrayBuffer());
      const isHtml = contentType?.startsWith("text/html") ?? false;
      const markedHtml = isHtml ? rendered.toString("utf8") : "";
      const scriptHashes = isHtml ? appScriptHashes(markedHtml, render.scriptMarker) : [];
      const html = isHtml ? Buffer.from(withoutScriptMarker(markedHtml, render.scriptMarker)) : rendered;
      const shareable = isShareableResponse({
        status: response.status,
        contentType,
        cacheControl: response.headers.get("cache-control"),
        setCookie: response.headers.has("set-cookie"),
      });
      if (shareable) {
        const page = await buildPage(response, html, scriptHashes, isHttps(req));
        cache.store(render.key, page, render.generation);
        send(req, res, { ...page, expiresAt: 0 }, "miss", res.locals.requestId as string);
        release(render);
        return true;
      }
      if (notShareable.keys.size < MAX_NOT_SHAREABLE && render.generation === notShareable.generation) notShareable.keys.add(render.key);
      res.setHeader("X-Page-Cache", "miss");
      if (isHtml) res.setHeader("Content-Security-Policy", policies[isHttps(req) ? 1 : 0]!.csp.withScriptHashes(scriptHashes));
      await sendResponse(res, new globalThis.Response(response.status === 204 || response.status === 304 ? null : html, response));
      return true;
    },
  };
}

function secureRequest(req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  // "trust proxy" is loopback (server/index.ts): only a local proxy's X-Forwarded-Proto counts.
  const address = req.socket.remoteAddress ?? "";
  const loopback = address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
  return (
    loopback &&
    String(req.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      ?.trim() === "https"
  );
}

function keyOf(req: IncomingMessage): string {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(",") : value;
  };
  return pageCacheKey({
    url: req.url ?? "/",
    host: header("host"),
    forwardedHost: header("x-forwarded-host"),
    forwardedProto: header("x-forwarded-proto"),
    encrypted: Boolean((req.socket as TLSSocket).encrypted),
  });
}

/**
 * Follows the projector's invalidations (modules/platform/page-invalidation.ts)
 * on a connection of its own. The cache shares only while subscribed: when the
 * connection drops it goes offline (every page rendered fresh), and once
 * subscribed again it starts empty, since messages may have been missed.
 */
export function followInvalidations(cache: PageCache, connection: Redis = createRedis()): { close(): Promise<void> } {
  const channel = pageInvalidationChannel(connection);
  let offlineSince: number | undefined = Date.now();
  let closed = false;
  connection.on("message", (from: string) => {
    if (from === channel) cache.clear();
  });
  connection.on("ready", () => {
    connection.subscribe(channel).then(
      () => {
        if (closed) return;
        cache.goLive();
        if (offlineSince !== undefined) logger.info("page cache following invalidations", { channel });
        offlineSince = undefined;
      },
      (error: unknown) => logger.warn("page cache could not subscribe; pages are rendered fresh", { error: String(error) }),
    );
  });
  const goOffline = () => {
    cache.goOffline();
    if (offlineSince === undefined && !closed) {
      offlineSince = Date.now();
      logger.warn("page cache lost its invalidation channel; pages are rendered fresh until it is back", { channel });
    }
  };
  connection.on("close", goOffline);
  connection.on("end", goOffline);
  connection.on("error", () => goOffline());
  return {
    async close() {
      closed = true;
      cache.goOffline();
      if (connection.status === "ready") await connection.quit().catch(() => connection.disconnect());
      else connection.disconnect();
    },
  };
}
