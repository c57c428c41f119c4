import { createServer } from "node:http";

/**
 * The reference for the throughput ratio: a bare `node:http` server sending,
 * from memory, the very bytes (status, headers, body) the site sent for each
 * page. Forked by bench/throughput.ts, which sends it the pages over IPC and
 * is told the port once it listens.
 */
interface CapturedPage {
  path: string;
  status: number;
  headers: Record<string, string | string[]>;
  body: Uint8Array;
}

const pages = new Map<string, CapturedPage>();

const server = createServer((request, response) => {
  const page = pages.get(request.url ?? "");
  if (!page) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(page.status, page.headers);
  response.end(page.body);
});
server.keepAliveTimeout = 65_000;

process.on("message", (message: { pages: CapturedPage[]; port: number }) => {
  for (const page of message.pages) pages.set(page.path, { ...page, body: Buffer.from(page.body) });
  server.listen(message.port, "127.0.0.1", () => process.send?.({ listening: true }));
});
process.on("disconnect", () => process.exit(0));
