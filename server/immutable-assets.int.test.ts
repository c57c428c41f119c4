import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { immutableAssets } from "./immutable-assets.ts";

const script = "export const greeting = 'hello, ' + 'student';\n".repeat(50);
let directory: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), "sc-assets-"));
  writeFileSync(join(directory, "app-abc123.js"), script);
  writeFileSync(join(directory, "app-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(join(directory, "app-abc123.js.gz"), gzipSync(script));
  writeFileSync(join(directory, "plain-def456.css"), "body{margin:0}");
  const app = express();
  app.use(immutableAssets(directory));
  app.use((_req, res) => void res.status(404).setHeader("X-Fell-Through", "yes").end());
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(directory, { recursive: true, force: true });
});

// fetch would decode the body itself; the raw bytes show which copy was sent.
async function get(path: string, init: { method?: string; encoding?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${base}${path}`, { method: init.method ?? "GET", headers: init.encoding ? { "Accept-Encoding": init.encoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("immutable assets", () => {
  it("sends the brotli copy when the browser accepts br, even listed after gzip", async () => {
    const response = await get("/assets/app-abc123.js", { encoding: "gzip, deflate, br, zstd" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["vary"]).toBe("Accept-Encoding");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends the gzip copy to a client without br, and the file itself to one that accepts neither", async () => {
    const gzipped = await get("/assets/app-abc123.js", { encoding: "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("sends a file without compressed copies as it is", async () => {
    const response = await get("/assets/plain-def456.css", { encoding: "br, gzip" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(response.body.toString()).toBe("body{margin:0}");
  });

  it("answers HEAD with the headers only", async () => {
    const response = await get("/assets/app-abc123.js", { method: "HEAD", encoding: "br" });
    expect(response.status).toBe(200);
    expect(Number(response.headers["content-length"])).toBe(brotliCompressSync(script).length);
    expect(response.body.length).toBe(0);
  });

  it("leaves every other request to the rest of the chain: unknown names, the compressed copies by name, other prefixes and methods", async () => {
    for (const [path, method] of [
      ["/assets/missing-000000.js", "GET"],
      ["/assets/app-abc123.js.br", "GET"],
      ["/app-abc123.js", "GET"],
      ["/assets/app-abc123.js", "POST"],
    ] as const) {
      const response = await get(path, { method });
      expect({ path, method, fellThrough: response.headers["x-fell-through"] }).toEqual({ path, method, fellThrough: "yes" });
    }
  });
});
