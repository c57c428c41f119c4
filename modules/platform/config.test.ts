import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.ts";

describe("configuration", () => {
  it("fills local defaults for a fresh machine", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ PORT: 3000, REDIS_URL: "redis://127.0.0.1:6379", NODE_ENV: "development" });
    expect(config.DATABASE_URL).toMatch(/^postgres:\/\//);
  });

  it("fails fast naming the variable that is wrong", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  it("requires a real session secret in production", () => {
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
    expect(() => parseConfig({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
    expect(parseConfig({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) }).SESSION_SECRET).toBe("x".repeat(32));
  });

  it("keys email lookups with EMAIL_LOOKUP_SECRET, else with a value derived from (never equal to) the session secret", () => {
    expect(parseConfig({ EMAIL_LOOKUP_SECRET: "e".repeat(32) }).EMAIL_LOOKUP_SECRET).toBe("e".repeat(32));
    const derived = parseConfig({ SESSION_SECRET: "s".repeat(32) }).EMAIL_LOOKUP_SECRET;
    expect(derived).not.toBe("s".repeat(32));
    expect(parseConfig({ SESSION_SECRET: "s".repeat(32) }).EMAIL_LOOKUP_SECRET).toBe(derived);
    expect(parseConfig({ SESSION_SECRET: "t".repeat(32) }).EMAIL_LOOKUP_SECRET).not.toBe(derived);
    expect(() => parseConfig({ EMAIL_LOOKUP_SECRET: "short" })).toThrow(/EMAIL_LOOKUP_SECRET/);
  });

  it("treats an empty variable as unset", () => {
    expect(parseConfig({ MEILISEARCH_URL: "" }).MEILISEARCH_URL).toBeUndefined();
  });

  it("trusts only a local proxy for the client address unless TRUST_PROXY names more", () => {
    expect(parseConfig({}).TRUST_PROXY).toBe("loopback");
    expect(parseConfig({ TRUST_PROXY: "loopback, uniquelocal" }).TRUST_PROXY).toBe("loopback, uniquelocal");
    expect(() => parseConfig({ TRUST_PROXY: "*; drop" })).toThrow(/TRUST_PROXY/);
  });
});
