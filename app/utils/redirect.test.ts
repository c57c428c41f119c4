import { describe, expect, it } from "vitest";
import { returnPath, safeRedirectPath } from "./redirect.ts";

describe("safeRedirectPath", () => {
  it.each([
    ["/pathways?q=law", "/pathways?q=law"],
    ["/portal/saved?type=article#top", "/portal/saved?type=article#top"],
    ["/articles/caf%C3%A9", "/articles/caf%C3%A9"],
    // A percent-encoded tab is a path character, not a tab: it stays on our site.
    ["/%09/evil.example", "/%09/evil.example"],
  ])("keeps the same-site path %s as %s", (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });

  it.each([
    ["https://evil.example/"],
    ["//evil.example"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/\r\n/evil.example"],
    ["\t//evil.example"],
    ["/\\\t\\evil.example"],
    ["javascript:alert(1)"],
    ["JaVaScRiPt:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["\u0000//evil.example"],
    [" /evil"],
    ["evil.example"],
    [""],
    [null],
    [undefined],
  ])("refuses %j and sends the user to the fallback", (target) => {
    expect(safeRedirectPath(target, "/portal/dashboard")).toBe("/portal/dashboard");
  });

  it("refuses a target longer than any address of ours", () => {
    expect(safeRedirectPath(`/${"a".repeat(3_000)}`, "/portal/dashboard")).toBe("/portal/dashboard");
  });

  it("keeps a NUL byte inside a path harmless: percent-encoded, on our site", () => {
    expect(safeRedirectPath("/portal\u0000/saved")).toBe("/portal%00/saved");
  });
});

describe("the page to come back to after signing in", () => {
  it("is the request's path and query, or only its path when together they are longer than a redirect target may be", () => {
    expect(returnPath(new URL("http://localhost/portal/saved?tab=articles"))).toBe("/portal/saved?tab=articles");
    expect(returnPath(new URL(`http://localhost/two-factor/setup?q=${"%zz".repeat(1_000)}`))).toBe("/two-factor/setup");
    expect(returnPath(new URL(`http://localhost/${"a".repeat(3_000)}`))).toBe("/");
  });
});
