import type { ActionFunctionArgs } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "./entry.server.tsx";

/** The shape Remix gives a Response a route threw on purpose (what `isRouteErrorResponse` recognises). */
const thrownNotFound = { status: 404, statusText: "Not Found", internal: false, data: { error: { message: "No such destination" } } };

function args(path: string, method = "GET"): ActionFunctionArgs {
  return {
    request: new Request(`http://localhost${path}`, { method }),
    params: {},
    context: { cspNonce: "nonce", sharedRender: false, requestId: "request-42", clientIp: "127.0.0.1" },
  };
}

function loggedLines() {
  const lines: string[] = [];
  const capture = (line: unknown) => void lines.push(String(line));
  vi.spyOn(console, "log").mockImplementation(capture);
  vi.spyOn(console, "error").mockImplementation(capture);
  return lines;
}

afterEach(() => vi.restoreAllMocks());

describe("logging a failed request", () => {
  it("keeps expected client errors out of the error log, and never prints [object Object]", () => {
    const lines = loggedLines();
    handleError(thrownNotFound, args("/api/destinations/nowhere"));
    handleError({ ...thrownNotFound, status: 405, statusText: "Method Not Allowed" }, args("/api/search", "DELETE"));
    expect(lines.map((line) => JSON.parse(line).level)).not.toContain("error");
    expect(lines.join("\n")).not.toContain("[object Object]");
  });

  it("logs a real failure at error level with its stack, method, path and request id", () => {
    const lines = loggedLines();
    handleError(new Error("database went away"), args("/destinations/canada"));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ level: "error", method: "GET", path: "/destinations/canada", requestId: "request-42" });
    expect(entry.error).toMatch(/^Error: database went away\n\s+at /);
  });

  it("describes a thrown value that is not an Error by its content", () => {
    const lines = loggedLines();
    handleError({ reason: "odd" }, args("/"));
    expect(JSON.parse(lines[0]!).error).toBe('{"reason":"odd"}');
  });
});
