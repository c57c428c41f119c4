import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The edge's answers through the real web server (production mode, this
 * file's database and Redis prefix): methods no route answers, the
 * methods each route answers, and who may keep a copy of a personal page.
 */
// Far from the low ports other local services listen on (a NATS server took 4222 once).
const port = 40_000 + Math.floor(Math.random() * 10_000);
let server: ChildProcess;
let output = "";

/** node:http, since Fetch refuses to send TRACE at all. */
function send(method: string, path: string, { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const request = httpRequest({ port, method, path, headers: { "accept-encoding": "identity", ...headers } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

beforeAll(async () => {
  // See page-cache.int.test.ts: `npm test` builds first; this covers a run on its own.
  if (!existsSync("build/server/index.js")) {
    const { VITEST: _vitest, ...environment } = process.env;
    const built = spawnSync("npx", ["remix", "vite:build"], { stdio: "ignore", env: environment });
    if (built.status !== 0) throw new Error("the Remix build failed");
  }
  server = spawn("node_modules/.bin/tsx", ["server/index.ts"], {
    env: { ...process.env, PORT: String(port), NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), LOG_LEVEL: "debug" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => (output += String(chunk)));
  server.stderr?.on("data", (chunk) => (output += String(chunk)));
  const deadline = Date.now() + 30_000;
  while (!output.includes("Study Compass is serving") && Date.now() < deadline && server.exitCode === null) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(output).toContain("Study Compass is serving");
}, 180_000);

afterAll(() => {
  server?.kill("SIGTERM");
});

describe("methods at the edge", () => {
  it("answers OPTIONS 204 with Allow and runs no route; TRACE, PUT and the rest 405, logged at info without a stack, never as failures", async () => {
    const options = await send("OPTIONS", "/portal/dashboard");
    expect([options.status, options.headers.allow, options.body]).toEqual([204, "GET, HEAD, POST, PATCH, DELETE", ""]);
    expect(options.headers["x-page-cache"]).toBeUndefined();

    for (const [method, path] of [
      ["TRACE", "/"],
      ["PUT", "/api/articles"],
      ["PROPFIND", "/"],
    ] as const) {
      const refused = await send(method, path, { headers: { accept: "application/json" } });
      expect(refused.status, method).toBe(405);
      expect(refused.headers.allow, method).toBe("GET, HEAD, POST, PATCH, DELETE");
      expect(JSON.parse(refused.body), method).toEqual({
        error: { message: `This site does not answer ${method} requests. It answers GET, HEAD, POST, PATCH, DELETE.` },
      });
    }
    const page = await send("TRACE", "/articles", { headers: { accept: "text/html" } });
    expect(page.status).toBe(405);
    expect(page.body).toContain("<h1>Request Not Accepted</h1>");
    expect(output).toContain('"level":"info","message":"method refused","status":405,"method":"TRACE"');
    expect(output).not.toContain('"level":"error"');
  });

  it("answers a method a route does not take 405, with Allow naming the ones it does", async () => {
    const json = { accept: "application/json" };
    const cases: [string, string, string, string][] = [
      ["GET", "/api/admin/articles/a-made-up-id", "DELETE", "Use DELETE to delete an article."],
      ["GET", "/api/admin/scholarships/a-made-up-id", "DELETE", "Use DELETE to delete a scholarship."],
      ["GET", "/admin/articles/preview", "POST", "Use POST to preview an article."],
      ["GET", "/api/consultation-requests", "POST", "Use POST to send a consultation request."],
      ["DELETE", "/api/articles/a-made-up-slug", "GET, HEAD, PATCH", "Use PATCH to change an article."],
      ["PATCH", "/api/scholarships", "GET, HEAD, POST", "Use POST to create a scholarship."],
      ["DELETE", "/api/scholarships/a-made-up-id", "GET, HEAD, PATCH", "Use PATCH to update a scholarship."],
      // Loader-only resource routes: Remix's own 405, given Allow and the API's error shape.
      ["POST", "/api/destinations", "GET, HEAD", "This address does not answer POST requests. It answers GET and HEAD."],
      ["DELETE", "/api/portal/checklists", "GET, HEAD", "This address does not answer DELETE requests. It answers GET and HEAD."],
    ];
    for (const [method, path, allow, message] of cases) {
      const response = await send(method, path, { headers: json });
      expect([response.status, response.headers.allow], `${method} ${path}`).toEqual([405, allow]);
      expect(JSON.parse(response.body), `${method} ${path}`).toEqual({ error: { message } });
    }
    const head = await send("HEAD", "/api/admin/articles/a-made-up-id");
    expect([head.status, head.headers.allow]).toEqual([405, "DELETE"]);
    // A page without an action: its error page, with Allow.
    const page = await send("POST", "/articles", { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "q=x" });
    expect([page.status, page.headers.allow]).toEqual([405, "GET, HEAD"]);
    expect(page.body).toContain("</html>");
  });

  it("leaves no resource route without a loader, so no GET reaches Remix's 400 for an action-only route", async () => {
    const build = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
    const resourceRoutes = Object.values(build.routes).filter((route) => !route.module.default && !route.module.ErrorBoundary);
    expect(resourceRoutes.length).toBeGreaterThan(30);
    expect(resourceRoutes.filter((route) => !route.module.loader).map((route) => route.id)).toEqual([]);
  });
});

describe("who may keep a copy of a page", () => {
  const cookie = "__Host-session=a-session-id";

  it("keeps every page rendered for a visitor with a cookie private, and varies it by cookie", async () => {
    for (const path of ["/signup", "/login", "/forgot-password", "/account-deleted", "/no-such-page", "/"]) {
      const page = await send("GET", path, { headers: { cookie } });
      expect(page.headers["cache-control"], path).toBe("private, no-cache");
      expect(String(page.headers.vary).split(", "), path).toContain("Cookie");
    }
    expect((await send("GET", "/no-such-page", { headers: { cookie } })).status).toBe(404);
  });

  it("lets no cache keep a page whose address holds a token", async () => {
    for (const path of ["/reset-password?token=a-secret", "/verify-email?token=a-secret"]) {
      for (const headers of [{}, { cookie }] as Record<string, string>[]) {
        const page = await send("GET", path, { headers });
        // The route's own "private, no-store" is kept; the edge adds no-store where a route said less.
        expect(String(page.headers["cache-control"]).split(", "), path).toContain("no-store");
      }
    }
  });

  it("keeps an anonymous public page shareable, and anonymous personal pages private", async () => {
    await send("GET", "/");
    const home = await send("GET", "/");
    expect(home.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
    expect(home.headers.vary).toBe("Cookie, Accept-Encoding");
    const login = await send("GET", "/login");
    expect(login.headers["cache-control"]).toBe("private, no-cache");
    expect(String(login.headers.vary).split(", ")).toContain("Cookie");
  });
});

describe("authentication decisions", () => {
  it("are logged with the request id, never with the address typed or the password", async () => {
    const email = `nobody-${port}@example.com`;
    const body = new URLSearchParams({ email, password: "not-the-password-at-all" }).toString();
    const refused = await send("POST", "/login", {
      headers: { "content-type": "application/x-www-form-urlencoded", "x-request-id": `sign-in-log-${port}` },
      body,
    });
    expect(refused.status).toBe(401);
    const line = output.split("\n").find((entry) => entry.includes(`sign-in-log-${port}`) && entry.includes("sign-in refused"));
    expect(JSON.parse(line ?? "{}")).toMatchObject({
      level: "info",
      message: "sign-in refused",
      outcome: "wrong-credentials",
      requestId: `sign-in-log-${port}`,
    });
    expect(output).not.toContain(email);
    expect(output).not.toContain("not-the-password-at-all");
  });
});
