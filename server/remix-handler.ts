import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { cacheControlFor, varyWithCookie } from "./response-caching.ts";

/**
 * Express to Remix, for a body the edge has already read whole (server/edge.ts):
 * `@remix-run/express` would stream the request again, and that stream is spent.
 */
export function remixHandler(options: {
  /**
   * The server build, or in development a function that loads the newest one.
   * Remix derives its route tree and request handler again from a function's
   * build on every request: pass the build itself wherever it cannot change.
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
  /** Sends the answer itself when it was rendered to be shared (server/page-cache-http.ts); false otherwise. */
  answerShared?: (req: Request, res: Response, response: globalThis.Response) => Promise<boolean>;
}) {
  const handleRequest = createRequestHandler(options.build, options.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const response = withEdgeRules(req, res, await handleRequest(toFetchRequest(req, res), options.getLoadContext(req, res)));
      if (await options.answerShared?.(req, res, response)) return;
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * What every Remix answer gets whatever its route said (server/response-caching.ts),
 * and `Allow` on the 405 Remix answers itself.
 */
function withEdgeRules(req: Request, res: Response, response: globalThis.Response): globalThis.Response {
  const headers = new Headers(response.headers);
  const edgeDefault = res.getHeader("Cache-Control");
  const request = { url: req.originalUrl, cookie: req.headers.cookie, authorization: req.headers.authorization };
  headers.set("Cache-Control", cacheControlFor(request, response.headers.get("Cache-Control") ?? (typeof edgeDefault === "string" ? edgeDefault : undefined)));
  headers.set("Vary", varyWithCookie(response.headers.get("Vary")));
  const init = { status: response.status, statusText: response.statusText, headers };
  if (response.status !== 405 || headers.has("Allow")) return new globalThis.Response(response.body, init);
  // Our routes say what they accept (`methodNotAllowed`, app/server/api.server.ts). Remix answers 405
  // itself only when the route has no action (the edge refused every method no route answers): a
  // page or an API read, which answers GET and HEAD. A resource route's answer becomes the API's error shape.
  headers.set("Allow", "GET, HEAD");
  if (headers.get("X-Remix-Error") !== "yes") return new globalThis.Response(response.body, init);
  headers.delete("X-Remix-Error");
  headers.set("Content-Type", "application/json");
  headers.set("Cache-Control", "no-store");
  const message = `This address does not answer ${req.method} requests. It answers GET and HEAD.`;
  return new globalThis.Response(JSON.stringify({ error: { message } }), init);
}

function toFetchRequest(req: Request, res: Response): globalThis.Request {
  // req.hostname honours "trust proxy"; the port comes from the forwarded or the plain Host header.
  const port = (req.get("x-forwarded-host") ?? req.get("host") ?? "").split(":")[1];
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, each);
  }
  // Loaders and actions stop when the client goes away before the response is written.
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD" && Buffer.isBuffer(req.body) && req.body.byteLength > 0;
  return new globalThis.Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (req.body as Uint8Array<ArrayBuffer>) : undefined,
  });
}

export async function sendResponse(res: Response, response: globalThis.Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  // Fetch's Headers joins repeated headers into one value, except Set-Cookie, which
  // it lists one by one: those are appended; every other header replaces a default
  // an earlier middleware set (the portal's private Cache-Control, say).
  for (const [name, value] of response.headers.entries()) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  // Written whole, not streamed: no loader defers anything, so a page's stream holds no late part worth
  // sending early, and writing it chunk by chunk flushed the compressor and wrote the socket once per
  // chunk (an uncached page served about twice as fast once written whole; decision 0018's addendum).
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}
