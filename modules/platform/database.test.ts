import { describe, expect, it } from "vitest";
import { isWriteToClosedPostgresSocket } from "./database.ts";

// The stack postgres.js 3.4.9 throws from its write timer once PostgreSQL has dropped the connection (porsager/postgres#1208).
const driverError = () => {
  const error = new TypeError("Cannot read properties of null (reading 'write')");
  error.stack = `${error.name}: ${error.message}\n    at Immediate.nextWrite (/app/node_modules/postgres/src/connection.js:255:22)\n    at process.processImmediate (node:internal/timers:483:21)`;
  return error;
};

describe("surviving postgres.js's write to a closed socket", () => {
  it("recognises the driver's throw from its write timer", () => {
    expect(isWriteToClosedPostgresSocket(driverError())).toBe(true);
  });

  it("leaves every other uncaught exception alone, so it still stops the process", () => {
    const ours = new TypeError("Cannot read properties of null (reading 'write')");
    ours.stack = `${ours.name}: ${ours.message}\n    at render (/app/app/routes/_index.tsx:10:5)`;
    expect(isWriteToClosedPostgresSocket(ours)).toBe(false);
    expect(isWriteToClosedPostgresSocket(new Error("boom"))).toBe(false);
    expect(isWriteToClosedPostgresSocket("a string")).toBe(false);
  });
});
