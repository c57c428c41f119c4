import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProjector } from "../workers/projector.ts";
import { catalogProjection, syncCatalogEntry, type Category, type DesiredCatalogEntry } from "../modules/catalog/index.ts";
import { articleInputSchema, articlesProjection, createArticle, reviseArticle } from "../modules/content/index.ts";
import { catchUp, closeProjectionsQueue } from "../modules/eventstore/index.ts";
import { closeDatabase, closeRedis } from "../modules/platform/index.ts";

/**
 * The page cache through the real web server (production mode, this file's
 * database and Redis prefix) and the real projector: what anonymous visitors
 * share, what they never share, and how a publish reaches the cached pages.
 */
const by = { actor: "user_editor", requestId: "page-cache-test" };
const port = 4000 + Math.floor(Math.random() * 1000);
const base = `http://localhost:${port}`;
let server: ChildProcess;
let projector: Awaited<ReturnType<typeof startProjector>>;
let article: { articleId: string; version: number };

const input = (fields: Record<string, unknown>) => articleInputSchema.parse({ categoryId: "tips", content: "## Body\n\nText.", isPublished: true, ...fields });

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers: { "accept-encoding": "identity", ...headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

beforeAll(async () => {
  // The server renders with the Remix build; `npm test` builds first, this covers a run on its own
  // (without VITEST in its environment, which makes vite.config.ts leave the Remix plugin out).
  if (!existsSync("build/server/index.js")) {
    const { VITEST: _vitest, ...environment } = process.env;
    const built = spawnSync("npx", ["remix", "vite:build"], { stdio: "ignore", env: environment });
    if (built.status !== 0) throw new Error("the Remix build failed");
  }
  projector = await startProjector([articlesProjection, catalogProjection]);
  const tips: DesiredCatalogEntry & Category = { id: "tips", name: "Tips", slug: "tips", description: null };
  await syncCatalogEntry("category", tips, by);
  await catchUp(catalogProjection);
  article = await createArticle(input({ title: "Packing for the Cold" }), by);

  server = spawn("node_modules/.bin/tsx", ["server/index.ts"], {
    env: { ...process.env, PORT: String(port), NODE_ENV: "production", SESSION_SECRET: "s".repeat(40) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout?.on("data", (chunk) => (output += String(chunk)));
  server.stderr?.on("data", (chunk) => (output += String(chunk)));
  const deadline = Date.now() + 30_000;
  // Listening, and sharing pages (subscribed to invalidations): the two happen in either order.
  const ready = () => output.includes("page cache following invalidations") && output.includes("Study Compass is serving");
  while (!ready() && Date.now() < deadline && server.exitCode === null) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(output).toContain("page cache following invalidations");
  expect(output).toContain("Study Compass is serving");
}, 180_000);

afterAll(async () => {
  server?.kill("SIGTERM");
  await projector?.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("the anonymous page cache", () => {
  it("serves the second anonymous request from the cache, with the very same bytes and validator", async () => {
    const first = await get("/articles/packing-for-the-cold");
    const second = await get("/articles/packing-for-the-cold");
    expect(first.status).toBe(200);
    expect(first.body).toContain("Packing for the Cold");
    expect([first.headers.get("x-page-cache"), second.headers.get("x-page-cache")]).toEqual(["miss", "hit"]);
    expect(second.body).toBe(first.body);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(second.headers.get("vary")).toBe("Cookie, Accept-Encoding");
  });

  it("sends the same page compressed to a client that takes it", async () => {
    const plain = await get("/articles/packing-for-the-cold");
    const gzipped = await fetch(`${base}/articles/packing-for-the-cold`, { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("x-page-cache")).toBe("hit");
    expect(await gzipped.text()).toBe(plain.body);
  });

  it("answers 304 with no body when the browser already holds the page", async () => {
    const page = await get("/articles/packing-for-the-cold");
    const again = await get("/articles/packing-for-the-cold", { "if-none-match": page.headers.get("etag") ?? "" });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.get("etag")).toBe(page.headers.get("etag"));
  });

  it("allows exactly the cached page's inline scripts in its CSP, by hash, with no nonce", async () => {
    await get("/articles/packing-for-the-cold");
    const page = await get("/articles/packing-for-the-cold");
    expect(page.headers.get("x-page-cache")).toBe("hit");
    const csp = page.headers.get("content-security-policy") ?? "";
    const scriptSources = (/script-src ([^;]*)/.exec(csp)?.[1] ?? "").split(" ");
    const inline = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !attributes?.includes("src="));
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , text] of inline) {
      expect(scriptSources).toContain(
        `'sha256-${createHash("sha256")
          .update(text ?? "")
          .digest("base64")}'`,
      );
    }
    expect(csp).not.toContain("nonce-");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(page.body).not.toMatch(/\snonce="/);
  });

  it("never shares with a signed-in visitor or one holding a flash message", async () => {
    await get("/articles/packing-for-the-cold");
    for (const cookie of ["__Host-session=some-session", "__Host-toast=some-toast"]) {
      const page = await get("/articles/packing-for-the-cold", { cookie });
      expect(page.headers.get("x-page-cache")).toBe("bypass");
      expect(page.headers.get("cache-control")).toContain("private");
      expect(page.headers.get("etag")).toBeNull();
      // Rendered for this visitor alone: its own nonce.
      expect(page.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
    }
  });

  it("answers a visitor whose only cookies are not ours with the shared page", async () => {
    const anonymous = await get("/articles/packing-for-the-cold");
    const page = await get("/articles/packing-for-the-cold", { cookie: "_ga=GA1.1.123; theme=dark" });
    expect(page.headers.get("x-page-cache")).toBe("hit");
    expect(page.headers.get("cache-control")).toContain("public");
    expect(page.headers.get("etag")).toBe(anonymous.headers.get("etag"));
  });

  it("never keeps a 404, nor a page whose route is not public", async () => {
    for (const path of ["/articles/no-such-article", "/login"]) {
      await get(path);
      const again = await get(path);
      expect(again.headers.get("x-page-cache"), path).toBe("miss");
      expect(again.headers.get("etag"), path).toBeNull();
    }
  });

  it("renders a page once for visitors who ask for it at the same moment, and sends them all its bytes", async () => {
    const pages = await Promise.all(Array.from({ length: 20 }, () => get("/articles/packing-for-the-cold?visitors=at-once")));
    expect(pages.map((page) => page.status)).toEqual(Array(20).fill(200));
    expect(pages.filter((page) => page.headers.get("x-page-cache") === "miss")).toHaveLength(1);
    expect(new Set(pages.map((page) => page.body)).size).toBe(1);
    expect(new Set(pages.map((page) => page.headers.get("x-request-id"))).size).toBe(20);
  });

  it("answers every visitor who waited for a render that could not be shared, each with its own render", async () => {
    const pages = await Promise.all(Array.from({ length: 10 }, () => get("/articles/no-such-article?visitors=at-once")));
    expect(pages.map((page) => page.status)).toEqual(Array(10).fill(404));
    expect(pages.every((page) => page.body.includes("</html>"))).toBe(true);
    expect(pages.some((page) => page.headers.get("x-page-cache") === "hit")).toBe(false);
  });

  it("shows an editor's change once the projection has applied it", async () => {
    await get("/articles/packing-for-the-cold");
    expect((await get("/articles/packing-for-the-cold")).headers.get("x-page-cache")).toBe("hit");
    // The command waits for the articles projection, whose batch announces the change to every web process.
    await reviseArticle(article.articleId, input({ title: "Packing for the Cold", content: "## Body\n\nLayers, not one heavy coat." }), article.version, by);
    const deadline = Date.now() + 5_000;
    let page = await get("/articles/packing-for-the-cold");
    while (!page.body.includes("Layers, not one heavy coat.") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      page = await get("/articles/packing-for-the-cold");
    }
    expect(page.body).toContain("Layers, not one heavy coat.");
  });
});
