import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from "express";
import express from "express";
import { logger } from "../modules/platform/index.ts";
import { inspectRequest, isApiPath } from "./request-guard.ts";

/**
 * The edge of every request: the body is read once, whole, within
 * the limit however it is sent (declared length, chunked, compressed), then
 * the request guard decides whether any route may see it. Refusals answer in
 * the shape the caller reads: the JSON API's error for `/api/*` and non-HTML
 * clients, a small page for browsers.
 */
export function readBodyWithin(maxBytes: number): [RequestHandler, ErrorRequestHandler] {
  const read = express.raw({ type: () => true, limit: maxBytes });
  // body-parser reports its refusals as errors carrying a 4xx status: 413 over
  // the limit, 415 for an unknown Content-Encoding, 400 for a body shorter than declared.
  const answer: ErrorRequestHandler = (error: { status?: unknown; type?: unknown }, req, res, next) => {
    const status = typeof error.status === "number" && error.status >= 400 && error.status < 500 ? error.status : undefined;
    if (status === undefined) return next(error);
    const message =
      status === 413
        ? `The request body is too large: the limit is ${maxBytes} bytes.`
        : status === 415
          ? "The request body's encoding is not supported."
          : "The request body could not be read.";
    sendRefusal(req, res, { status, message });
  };
  return [read, answer];
}

export function guardRequest(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const body = (Buffer.isBuffer(req.body) ? req.body : new Uint8Array()) as Uint8Array<ArrayBuffer>;
    inspectRequest({ method: req.method, target: req.originalUrl, contentType: req.get("content-type"), body })
      .then((refusal) => (refusal ? sendRefusal(req, res, refusal) : next()))
      .catch(next);
  };
}

/** The methods some route of ours answers; any other is refused before a route, or the page cache, sees it. */
export const SITE_METHODS = ["GET", "HEAD", "POST", "PATCH", "DELETE"] as const;
const SITE_METHOD_SET = new Set<string>(SITE_METHODS);
const ALLOW = SITE_METHODS.join(", ");

/**
 * Methods at the edge: `OPTIONS` is answered 204 with `Allow` and no
 * route runs (no loader reads anything, and no CORS is offered: the site and its
 * API are same-origin only); `PUT`, `TRACE` and the rest get 405 with `Allow`,
 * logged at info without a stack. `TRACE` could not even become a Fetch request
 * (the standard forbids it), which used to end as a 500 and a logged stack.
 */
export function answerMethods(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SITE_METHOD_SET.has(req.method)) return next();
    res.setHeader("Allow", ALLOW);
    if (req.method === "OPTIONS") {
      res.status(204).set("Cache-Control", "no-store").end();
      return;
    }
    // At info, unlike other refusals: no page or client of ours sends these, so each is someone probing (ASVS 14.5.1 asks for a log).
    logger.info("method refused", { status: 405, method: req.method, path: req.path, requestId: res.locals.requestId });
    sendError(req, res, { status: 405, message: `This site does not answer ${req.method} requests. It answers ${ALLOW}.` });
  };
}

/** An expected client error: logged low, with status, method and path. */
function sendRefusal(req: Request, res: Response, refusal: { status: number; message: string }): void {
  logger.debug("request refused", { status: refusal.status, method: req.method, path: req.path, requestId: res.locals.requestId });
  sendError(req, res, refusal);
}

function sendError(req: Request, res: Response, refusal: { status: number; message: string }): void {
  res.status(refusal.status).set("Cache-Control", "no-store");
  if (isApiPath(req.path) || !req.accepts("html")) {
    res.type("application/json").send(JSON.stringify({ error: { message: refusal.message } }));
    return;
  }
  res.type("html").send(refusalPage(refusal));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A self-contained page: the request never reached the app, so there is no layout to render it in. */
function refusalPage({ status, message }: { status: number; message: string }): string {
  const title = status === 404 ? "Page Not Found" : status === 413 ? "Too Much Data Sent" : "Request Not Accepted";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Study Compass</title></head>
<body><main><h1>${title}</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the Study Compass home page</a></p></main></body></html>`;
}

/** Last resort for a failure no route handled: logged with its stack and request id, never shown. */
export const answerUnexpectedError: ErrorRequestHandler = (error: unknown, req, res, next) => {
  logger.error("request failed", {
    status: 500,
    method: req.method,
    path: req.path,
    requestId: res.locals.requestId,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  if (res.headersSent) return next(error);
  sendError(req, res, { status: 500, message: "Something went wrong on our side. Please try again in a moment." });
};
