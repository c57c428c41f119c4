import { randomBytes, randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/**
 * The Content-Security-Policy, assembled once per process (no per-request
 * allocations that can be shared); only the script source differs
 * per response: a fresh nonce for a page rendered for one visitor, the hashes
 * of its inline scripts for a page shared by every anonymous visitor
 * (server/page-cache.ts), since a nonce in shared bytes would be no secret.
 */
export function contentSecurityPolicy({ production, https }: { production: boolean; https: boolean }) {
  const before = "default-src 'self'; script-src 'self'";
  const after = [
    "",
    // Vite injects styles in development; production only links stylesheets.
    production ? "style-src 'self'" : "style-src 'self' 'unsafe-inline'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    production ? "connect-src 'self'" : "connect-src 'self' ws: wss:",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  return {
    withNonce: (nonce: string) => `${before} 'nonce-${nonce}' 'strict-dynamic'${after}`,
    /**
     * No 'strict-dynamic' here: it would make browsers ignore 'self', and the
     * page's `modulepreload` links, which carry no nonce, would be refused.
     * 'self' serves only our built assets as scripts (JSON answers are not
     * scripts under nosniff).
     */
    withScriptHashes: (hashes: readonly string[]) => `${before}${hashes.map((hash) => ` '${hash}'`).join("")}${after}`,
  };
}

/** The headers every response carries whoever asks, as name, value pairs. */
export function constantSecurityHeaders(https: boolean): readonly (readonly [string, string])[] {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"],
    // HSTS and upgrades only mean something over HTTPS (e.g. behind the production proxy).
    ...(https ? [["Strict-Transport-Security", "max-age=63072000; includeSubDomains"] as const] : []),
  ];
}

/** The request id a proxy gave, else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return (typeof header === "string" ? header.slice(0, 100) : "") || randomUUID();
}

/** Per-request nonce and id, and the security headers every response carries. */
export function securityHeaders({ production }: { production: boolean }) {
  const plain = { csp: contentSecurityPolicy({ production, https: false }), constant: constantSecurityHeaders(false) };
  const secure = { csp: contentSecurityPolicy({ production, https: true }), constant: constantSecurityHeaders(true) };
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    const { csp, constant } = production && req.secure ? secure : plain;
    res.locals.cspNonce = nonce;
    res.locals.requestId = requestIdOf(req.headers["x-request-id"]);
    res.setHeader("Content-Security-Policy", csp.withNonce(nonce));
    for (const [name, value] of constant) res.setHeader(name, value);
    res.setHeader("X-Request-Id", res.locals.requestId as string);
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that another site started (CSRF): the
 * browser's Origin (or, failing that, Sec-Fetch-Site) must be this site.
 */
export function sameOriginWrites() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const host = req.get("host");
    let crossSite = false;
    if (origin && origin !== "null") {
      try {
        crossSite = new URL(origin).host !== host;
      } catch {
        crossSite = true;
      }
    } else if (origin === "null") {
      crossSite = true;
    } else if (req.get("sec-fetch-site") === "cross-site") {
      crossSite = true;
    }
    if (!crossSite) return next();
    res
      .status(403)
      .type("application/json")
      .send(JSON.stringify({ error: { message: "Cross-site request refused" } }));
  };
}
