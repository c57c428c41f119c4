import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { config, logger, surviveLostPostgresConnections } from "../modules/platform/index.ts";
import { answerUnexpectedError, guardRequest, readBodyWithin } from "./edge.ts";
import { immutableAssets } from "./immutable-assets.ts";
import { remixHandler } from "./remix-handler.ts";
import { sameOriginWrites, securityHeaders } from "./security.ts";

// Fail fast on bad configuration, naming the variable, before anything listens.
const settings = config();
const production = settings.NODE_ENV === "production";
surviveLostPostgresConnections();

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
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  app.use(express.static("build/client", { maxAge: "1h" }));
}

const loadBuild = async (): Promise<ServerBuild> =>
  vite
    ? ((await vite.ssrLoadModule("virtual:remix/server-build")) as ServerBuild)
    : ((await import(new URL("../build/server/index.js", import.meta.url).href)) as ServerBuild);

app.all(
  "*",
  remixHandler({
    build: loadBuild,
    mode: settings.NODE_ENV,
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce as string,
      requestId: res.locals.requestId as string,
      clientIp: req.ip ?? "unknown",
    }),
  }),
);
app.use(answerUnexpectedError);

const server = app.listen(settings.PORT, () => {
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
  const build = await loadBuild().catch(() => undefined);
  const entry = build?.entry.module as { shutdown?: () => Promise<void> } | undefined;
  await entry?.shutdown?.();
  await vite?.close();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
