import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect.ts";

describe("safeRedirectPath", () => {
  it.each([
    ["/pathways?q=law", "/pathways?q=law"],
    ["https://evil.example/", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    [null, "/"],
    ["", "/"],
  ])("%s goes to %s", (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });
});
