import { createServer } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { config, logger } from "../modules/platform/index.ts";
import { answerMethods, answerUnexpectedError, guardRequest, readBodyWithin } from "./edge.ts";
import { immutableAssets } from "./immutable-assets.ts";
import { PageCache } from "./page-cache.ts";
import { followInvalidations, pageCacheHttp } from "./page-cache-http.ts";
import { remixHandler } from "./remix-handler.ts";
import { sameOriginWrites, securityHeaders } from "./security.ts";
import { topLevelFiles } from "./static-files.ts";

// Fail fast on bad configuration, naming the variable, before anything listens.
const settings = config();
const production = settings.NODE_ENV === "production";
// Anonymous pages, shared by every anonymous visitor until a public projection changes (decision 0018).
// Off in development, where the code under the pages changes without any event.
const pageCache = new PageCache({ maxBytes: production ? settings.PAGE_CACHE_MB * 1024 * 1024 : 0, maxEntries: 5_000, maxAgeMs: 5 * 60_000 });
const pageCacheWire = pageCacheHttp(pageCache, { production });
const invalidations = pageCache.limits.maxBytes > 0 ? followInvalidations(pageCache) : undefined;

const vite = production ? undefined : await import("vite").then((module) => module.createServer({ server: { middlewareMode: true } }));

const app = express();
app.disable("x-powered-by");
// The client IP feeds rate limits: only the proxies TRUST_PROXY names may say it (one local proxy by default).
app.set(
  "trust proxy",
  settings.TRUST_PROXY.split(",").map((entry) => entry.trim()),
);
// The build's hashed scripts and styles, precompressed and held in memory, before anything else (decision 0022).
if (!vite) app.use(immutableAssets("build/client/assets"));
app.use(compression());
app.use(securityHeaders({ production }));
// Only the methods our routes answer go further (OPTIONS: 204, the rest: 405); the page cache before Express answers only GET and HEAD.
app.use(answerMethods());
// Cross-site writes are refused before their bodies are read; then every body is
// read within 1 MiB and the request guard runs, before static files and routes.
app.use(sameOriginWrites());
app.use(readBodyWithin(1024 * 1024));
app.use(guardRequest());
// A student's own pages and data, and every admin page, are never stored by a shared cache, whatever a route forgets to say.
app.use(["/portal", "/api/portal", "/admin", "/api/admin"], (_req, res, next) => {
  res.setHeader("Cache-Control", "private, no-store");
  next();
});

if (vite) {
  app.use(vite.middlewares);
} else {
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
  app.use(topLevelFiles("build/client"));
}

const loadBuild = async (): Promise<ServerBuild> =>
  vite
    ? ((await vite.ssrLoadModule("virtual:remix/server-build")) as ServerBuild)
    : // From the working directory, like build/client above: this file also runs compiled, from build/web/.
      ((await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild);

app.all(
  "*",
  remixHandler({
    build: vite ? loadBuild : await loadBuild(),
    mode: settings.NODE_ENV,
    getLoadContext: (req, res) => {
      // A shared render puts a marker of its own where the nonce goes: only scripts carrying it are allowed, by hash.
      const scriptMarker = pageCacheWire.sharedRenderMarker(req, res);
      return {
        cspNonce: scriptMarker ?? (res.locals.cspNonce as string),
        sharedRender: scriptMarker !== undefined,
        requestId: res.locals.requestId as string,
        clientIp: req.ip ?? "unknown",
      };
    },
    answerShared: pageCacheWire.answerShared,
  }),
);
app.use(answerUnexpectedError);

// A cached page is answered before Express sees the request.
const server = createServer((req, res) => {
  if (!pageCacheWire.serveHit(req, res, () => app(req, res))) app(req, res);
});
server.listen(settings.PORT, () => {
  logger.info("Study Compass is serving", { url: `http://localhost:${settings.PORT}`, mode: settings.NODE_ENV });
});
// Node closes an idle keep-alive connection after 5 s, racing a client (or a
// proxy) that reuses it at that moment: the request dies as ECONNRESET. Idle
// connections stay open longer than the usual proxy idle timeout (60 s), so
// the client side always closes first; headers must arrive within a bit more.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("stopping web server", { signal });
  server.close();
  server.closeIdleConnections();
  await invalidations?.close();
  const build = await loadBuild().catch(() => undefined);
  const entry = build?.entry.module as { shutdown?: () => Promise<void> } | undefined;
  await entry?.shutdown?.();
  await vite?.close();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
