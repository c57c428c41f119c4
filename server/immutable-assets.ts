import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import type { NextFunction, Request, Response } from "express";

interface Asset {
  type: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
};

/**
 * The build's `assets/` (file names carry their content hash, so they never
 * change), read into memory once at start-up with the `.br` and `.gz` copies
 * the build wrote (infra/precompress-assets.ts), and sent as they are: no
 * file-system lookup and no compression per request. Decision 0022.
 *
 * It answers only a GET or HEAD for a file it holds, before the edge's other
 * middleware: such a request has nothing for the request guard to inspect (a
 * hashed name cannot hold a control character, and the query is ignored), and
 * the document headers (CSP with its nonce, frame and opener policies) mean
 * nothing on a script or stylesheet, while on a slow link every header byte of
 * every script counts. Anything else goes on to the rest of the chain.
 */
export function immutableAssets(directory: string, prefix = "/assets/") {
  const assets = new Map<string, Asset>();
  for (const name of existsSync(directory) ? readdirSync(directory) : []) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const file = join(directory, name);
    const optional = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);
    assets.set(`${prefix}${name}`, {
      type: TYPES[extname(name)] ?? "application/octet-stream",
      identity: readFileSync(file),
      br: optional(`${file}.br`),
      gzip: optional(`${file}.gz`),
    });
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const asset = assets.get(req.path);
    if (!asset) return next();
    // Browsers list gzip before br at the same weight; br is the smaller, so it wins whenever it is accepted.
    const encoding = asset.br && req.acceptsEncodings("br") ? "br" : asset.gzip && req.acceptsEncodings("gzip") ? "gzip" : "identity";
    const body = encoding === "br" ? asset.br! : encoding === "gzip" ? asset.gzip! : asset.identity;
    res.status(200);
    res.setHeader("Content-Type", asset.type);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("X-Content-Type-Options", "nosniff");
    // An asset opened as a page (an SVG, say) may run and load nothing.
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
