import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SearchDocument } from "./documents.ts";
import { MeilisearchEngine } from "./meilisearch-engine.ts";

/** A stand-in for Meilisearch's HTTP API: records each request and answers as Meilisearch does. */
interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | undefined;
}

let server: Server;
let host: string;
let requests: RecordedRequest[] = [];
let searchHits: unknown[] = [];
let taskUid = 0;

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stub");
    requests.push({
      method: request.method ?? "",
      path: url.pathname,
      query: url.searchParams,
      body: await readBody(request),
      authorization: request.headers.authorization,
    });
    response.setHeader("Content-Type", "application/json");
    if (url.pathname.startsWith("/tasks/")) {
      const uid = Number(url.pathname.split("/")[2]);
      response.end(JSON.stringify({ uid, indexUid: "docs", status: "succeeded", type: "documentAdditionOrUpdate", enqueuedAt: new Date().toISOString() }));
    } else if (url.pathname.endsWith("/search")) {
      response.end(JSON.stringify({ hits: searchHits, query: "", processingTimeMs: 1, limit: 20, offset: 0, estimatedTotalHits: searchHits.length }));
    } else {
      response.statusCode = 202;
      response.end(
        JSON.stringify({ taskUid: ++taskUid, indexUid: "docs", status: "enqueued", type: "documentAdditionOrUpdate", enqueuedAt: new Date().toISOString() }),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests = [];
  searchHits = [];
});

const document: SearchDocument = {
  id: "pathway-pathway_medicine",
  type: "pathway",
  entityId: "pathway_medicine",
  slug: "medicine",
  title: "Medicine",
  summary: "Become a doctor.",
  body: "MBBS",
  schoolId: null,
  destinationId: null,
  visible: true,
  extra: { iconClass: "stethoscope" },
};

describe("the Meilisearch adapter", () => {
  it("configures the index once, then adds documents with their primary key, waiting for each task", async () => {
    const engine = new MeilisearchEngine(host, "master-key", "sc_documents");
    await engine.apply({ kind: "upsert", document });
    await engine.apply({ kind: "upsert", document: { ...document, title: "Medicine and Surgery" } });

    const writes = requests.filter((request) => !request.path.startsWith("/tasks/"));
    expect(writes.map((request) => `${request.method} ${request.path}`)).toEqual([
      "PATCH /indexes/sc_documents/settings",
      "POST /indexes/sc_documents/documents",
      "POST /indexes/sc_documents/documents",
    ]);
    expect(writes[0]!.body).toMatchObject({ searchableAttributes: ["title", "summary", "body"], filterableAttributes: ["type", "visible"] });
    expect(writes[1]!.query.get("primaryKey")).toBe("id");
    expect(writes[1]!.body).toEqual([document]);
    expect(writes[1]!.authorization).toBe("Bearer master-key");
    expect(requests.filter((request) => request.path.startsWith("/tasks/"))).toHaveLength(3);
  });

  it("updates only visibility on publish, keeps it on a revision, and deletes by id", async () => {
    const engine = new MeilisearchEngine(host, undefined, "sc_documents");
    await engine.apply({ kind: "set-visibility", id: document.id, visible: false });
    await engine.apply({ kind: "upsert", document, keepVisibility: true });
    await engine.apply({ kind: "delete", id: document.id });
    const writes = requests.filter((request) => !request.path.startsWith("/tasks/") && !request.path.endsWith("/settings"));
    expect(writes.map((request) => `${request.method} ${request.path}`)).toEqual([
      "PUT /indexes/sc_documents/documents",
      "PUT /indexes/sc_documents/documents",
      `DELETE /indexes/sc_documents/documents/${document.id}`,
    ]);
    expect(writes[0]!.body).toEqual([{ id: document.id, visible: false }]);
    expect(writes[1]!.body).toEqual([{ ...document, visible: undefined }].map(({ visible: _visible, ...rest }) => rest));
  });

  it("searches visible documents of the requested types and puts closed scholarships after open ones", async () => {
    searchHits = [
      { ...document, id: "scholarship-a", type: "scholarship", slug: "a", extra: { deadline: "2026-01-01" } },
      { ...document, id: "scholarship-b", type: "scholarship", slug: "b", extra: { deadline: null } },
    ];
    const engine = new MeilisearchEngine(host, undefined, "sc_documents");
    const hits = await engine.search("chevning", { today: "2026-11-23", types: ["scholarship"], limit: 5 });
    const search = requests.find((request) => request.path.endsWith("/search"));
    expect(search?.body).toMatchObject({ q: "chevning", filter: ["visible = true", 'type IN ["scholarship"]'], limit: 5 });
    expect(hits.map((hit) => hit.slug)).toEqual(["b", "a"]);
  });
});
