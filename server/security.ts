import { randomBytes, randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/** Per-request nonce and id, and the security headers every response carries. */
export function securityHeaders({ production }: { production: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    // HSTS and upgrades only mean something over HTTPS (e.g. behind the production proxy).
    const https = production && req.secure;
    res.locals.cspNonce = nonce;
    res.locals.requestId = (req.get("x-request-id") ?? "").slice(0, 100) || randomUUID();
    const directives = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
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
    ];
    res.setHeader("Content-Security-Policy", directives.join("; "));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    res.setHeader("X-Request-Id", res.locals.requestId as string);
    if (https) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
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
