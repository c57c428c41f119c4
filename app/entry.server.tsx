import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { closeProjectionsQueue } from "@modules/eventstore/index.ts";
import { closeDatabase, closeRedis, logger } from "@modules/platform/index.ts";
import { NonceProvider } from "~/utils/nonce.tsx";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce || undefined;
  // Crawlers and no-JS clients get the whole document at once, and so does a page kept for every
  // anonymous visitor (its bytes are hashed and stored whole); browsers get it streamed.
  const waitFor = loadContext.sharedRender || isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitFor]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            logger.error("render failed", { path: new URL(request.url).pathname, requestId: loadContext.requestId, error: describeError(error) });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * A 4xx a route throws on purpose (a page not found, a wrong method) is the
 * answer, not a failure: logged low with its status. Anything else is a real
 * failure, logged with its stack and request id.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const where = { method: request.method, path: new URL(request.url).pathname, requestId: context.requestId };
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.debug("request refused", { status: error.status, ...where });
    return;
  }
  logger.error("request failed", { ...where, error: describeError(error) });
};

function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? error.message;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText} ${JSON.stringify(error.data)}`;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** Called by the server on SIGTERM so open pools never keep the process alive. */
export async function shutdown(): Promise<void> {
  await Promise.allSettled([closeProjectionsQueue(), closeDatabase()]);
  await closeRedis();
}
