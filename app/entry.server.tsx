import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
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
  const nonce = loadContext.cspNonce ?? "";
  // Crawlers and no-JS clients get the whole document at once; browsers get it streamed.
  const waitFor = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
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
          if (shellRendered) logger.error("render failed", { url: request.url, error: String(error) });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger.error("request failed", { url: request.url, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}

/** Called by the server on SIGTERM so open pools never keep the process alive. */
export async function shutdown(): Promise<void> {
  await Promise.allSettled([closeProjectionsQueue(), closeDatabase()]);
  await closeRedis();
}
